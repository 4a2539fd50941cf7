import { ResourcePage } from "@/features/admin/components/resource-page";

/** `/admin/product-type`: Tipologie. */
export function Component() {
  return (
    <ResourcePage
      config={{ key: "types", columns: ["name", "category", "sortOrder", "active"], sortable: ["name", "sortOrder"] }}
    />
  );
}
