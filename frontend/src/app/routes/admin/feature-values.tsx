import { useParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { ResourcePage } from "@/features/admin/components/resource-page";
import { paths } from "@/config/paths";

/** `/admin/product-feature/:id/vals`: Valori caratteristica. */
export function Component() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  return (
    <ResourcePage
      config={{
        key: "featureValues",
        columns: ["code", "label", "priceDelta", "sortOrder", "active"],
        sortable: ["code", "label", "priceDelta", "sortOrder"],
        parent: {
          crumbs: [
            { label: t("titles.features"), to: paths.admin.features.getHref() },
            { label: t("admin.parentFeature", { id }) },
          ],
        },
      }}
    />
  );
}
