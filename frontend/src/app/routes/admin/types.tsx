import { ResourceScreen } from "@/features/admin/components/resource-screen";

/** `/admin/product-type`: Tipologie. */
export function Component() {
  return <ResourceScreen name="producttype" />;
}
