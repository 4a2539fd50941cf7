import { useState } from "react";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { Page } from "@/components/ui/page";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { SearchBox } from "@/components/ui/search-box";
import { paths } from "@/config/paths";

/** `/user/configurazioni`: the user's own configurations (and, for managers, their scope). */
export function Component() {
  const { t } = useTranslation();
  const [q, setQ] = useState("");
  const columns = (["colName", "colCategory", "colPrice", "colStatus", "colUpdated"] as const).map((key) => ({
    key,
    label: t(`configurations.${key}`),
    align: key === "colPrice" ? ("end" as const) : undefined,
  }));
  return (
    <Page
      title={t("titles.myConfigurations")}
      intro={t("configurations.intro")}
      width="wide"
      breadcrumbs={[{ label: t("titles.home"), to: paths.home.getHref() }, { label: t("titles.myConfigurations") }]}
    >
      <div className="toolbar">
        <SearchBox label={t("common.search")} placeholder={t("common.searchPlaceholder")} value={q} onChange={setQ} />
      </div>
      <DataTable<Record<string, unknown>>
        caption={t("titles.myConfigurations")}
        columns={columns}
        rows={[]}
        rowKey={(row) => String(row.id)}
        total={0}
        page={1}
        empty={
          <EmptyState
            icon="box"
            title={t("configurations.emptyTitle")}
            text={t("configurations.emptyText")}
            action={
              <Link to={paths.home.getHref()} className="button button--primary">
                {t("configurations.start")}
              </Link>
            }
          />
        }
      />
    </Page>
  );
}
