import { ResourcePage } from "@/features/admin/components/resource-page";

/** `/admin/product-feature`: Caratteristiche. */
export function Component() {
  return <ResourcePage config={{ key: "features", columns: ["code", "name", "values"], sortable: ["code", "name"] }} />;
}
