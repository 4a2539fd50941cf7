import { useParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { ResourcePage } from "@/features/admin/components/resource-page";
import { paths } from "@/config/paths";

/** `/admin/company/:id/customers`: Clienti of a company. */
export function Component() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  return (
    <ResourcePage
      config={{
        key: "customers",
        columns: ["name", "vatNumber", "email", "city"],
        sortable: ["name", "city"],
        parent: {
          crumbs: [
            { label: t("titles.companies"), to: paths.admin.companies.getHref() },
            { label: t("admin.parentCompany", { id }) },
          ],
        },
      }}
    />
  );
}
