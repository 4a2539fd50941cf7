import { ResourcePage } from "@/features/admin/components/resource-page";

/** `/admin/product-category`: Categorie. */
export function Component() {
  return (
    <ResourcePage
      config={{ key: "categories", columns: ["name", "slug", "sortOrder", "active"], sortable: ["name", "sortOrder"] }}
    />
  );
}
