import { ProductGuide } from "@/features/admin/components/guide/product-guide";

/** `/admin/new-product`: Nuovo prodotto, the guide from a category to a published configurator. */
export function Component() {
  return <ProductGuide />;
}
