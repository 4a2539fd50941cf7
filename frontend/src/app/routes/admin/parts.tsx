import { ResourceScreen } from "@/features/admin/components/resource-screen";

/** `/admin/product-part`: Parti (with the features they offer). */
export function Component() {
  return <ResourceScreen name="productpart" />;
}
