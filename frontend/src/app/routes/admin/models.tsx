import { ResourcePage } from "@/features/admin/components/resource-page";

/** `/admin/product-model`: Modelli. */
export function Component() {
  return (
    <ResourcePage
      config={{
        key: "models",
        columns: ["code", "name", "type", "basePrice", "active"],
        sortable: ["code", "name", "basePrice"],
      }}
    />
  );
}
