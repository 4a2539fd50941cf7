import { ResourcePage } from "@/features/admin/components/resource-page";
import { paths } from "@/config/paths";

/** `/admin/configuration`: Configuratori. */
export function Component() {
  return (
    <ResourcePage
      config={{
        key: "configurators",
        columns: ["name", "category", "status", "updatedAt"],
        sortable: ["name", "updatedAt"],
        createHref: paths.admin.configuratorNew.getHref(),
      }}
    />
  );
}
