import { useParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { ResourcePage } from "@/features/admin/components/resource-page";
import { paths } from "@/config/paths";

/** `/admin/attribute/:id/vals`: Valori of an attribute. */
export function Component() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  return (
    <ResourcePage
      config={{
        key: "attributeValues",
        columns: ["code", "label", "sortOrder"],
        sortable: ["code", "label", "sortOrder"],
        parent: {
          crumbs: [
            { label: t("titles.attributes"), to: paths.admin.attributes.getHref() },
            { label: t("admin.parentAttribute", { id }) },
          ],
        },
      }}
    />
  );
}
