import { ResourcePage } from "@/features/admin/components/resource-page";

/** `/admin/company`: Aziende. */
export function Component() {
  return (
    <ResourcePage
      config={{
        key: "companies",
        columns: ["name", "vatNumber", "city", "discount", "accountManager", "active"],
        sortable: ["name", "city", "discount"],
      }}
    />
  );
}
