import { ResourceScreen } from "@/features/admin/components/resource-screen";

/** `/admin/product-feature/:id/vals`: Valori of a feature. */
export function Component() {
  return <ResourceScreen name="productfeatureval" />;
}
