import { ResourcePage } from "@/features/admin/components/resource-page";

/** `/admin/attribute`: Attributi. */
export function Component() {
  return <ResourcePage config={{ key: "attributes", columns: ["code", "name", "values"], sortable: ["code", "name"] }} />;
}
