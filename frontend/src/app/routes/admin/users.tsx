import { ResourcePage } from "@/features/admin/components/resource-page";

/** `/admin/user`: Utenti. */
export function Component() {
  return (
    <ResourcePage
      config={{
        key: "users",
        columns: ["name", "email", "role", "company", "lastLogin", "active"],
        sortable: ["name", "email", "role", "lastLogin"],
      }}
    />
  );
}
