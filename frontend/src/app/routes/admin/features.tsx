import { ResourceScreen } from "@/features/admin/components/resource-screen";

/** `/admin/product-feature`: Caratteristiche. */
export function Component() {
  return <ResourceScreen name="productfeature" />;
}
