import { ResourcePage } from "@/features/admin/components/resource-page";

/** `/admin/product-part`: Parti. */
export function Component() {
  return (
    <ResourcePage config={{ key: "parts", columns: ["code", "name", "price", "active"], sortable: ["code", "name", "price"] }} />
  );
}
