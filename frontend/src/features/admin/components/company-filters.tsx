import { useState } from "react";
import { useParams } from "react-router-dom";
import { Page, SectionHeader } from "@/components/ui/page";
import { EmptyState } from "@/components/ui/empty-state";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { OPTIONS_PAGE_SIZE, useCataloguePreview, useResourceItem, useResourceList } from "@/features/admin/api/resources";
import { useLooseT } from "@/features/admin/lib/i18n";
import { renderCell } from "@/features/admin/lib/cells";
import { RESOURCES } from "@/features/admin/resources/definitions";
import type { NamedItem } from "@/api/types";
import type { Row } from "@/features/admin/resources/types";
import { AddFilter } from "./company-filter-add";
import { DeleteDialog } from "./delete-dialog";
import { ExportButton } from "@/components/export-button";
import "./company-filters.css";

const str = (value: unknown) => (value == null ? "" : String(value));

/**
 * `/admin/company/:id/filters`: the company's entity filters (kind, entity, allow/deny) with
 * add and remove, and a preview of the catalogue its users see.
 */
export function CompanyFilters() {
  const t = useLooseT();
  const { id = "" } = useParams();
  const def = RESOURCES.companyentityfilter;
  const company = useResourceItem("company", id);
  const companyName = company.data ? str(company.data.name) : t("common.id", { id });
  const list = useResourceList(def.base, {
    page: 1,
    pageSize: OPTIONS_PAGE_SIZE,
    sort: "entityKind",
    order: "asc",
    filters: { companyId: id },
  });
  const [deleting, setDeleting] = useState<Row | null>(null);
  const rows = list.data?.items ?? [];
  const title = t("titles.companyFilters");

  return (
    <Page
      title={title}
      intro={t("admin.filters.intro", { name: companyName })}
      width="full"
      breadcrumbs={[
        { label: t("titles.dashboard"), to: paths.admin.dashboard.getHref() },
        { label: t("titles.companies"), to: paths.admin.companies.getHref() },
        { label: companyName },
        { label: title },
      ]}
    >
      <div className="split-layout">
        <div className="stack">
          <section className="card" aria-labelledby="filters-list">
            <SectionHeader id="filters-list" title={t("admin.filters.listTitle")}>
              {list.isFetching && <Spinner />}
              <ExportButton base="companyentityfilter" query={{ sort: "entityKind", order: "asc", companyId: id }} />
            </SectionHeader>
            <p className="muted">{t("admin.filters.rule")}</p>
            {rows.length === 0 ? (
              list.isPending ? (
                <Spinner />
              ) : (
                <EmptyState icon="list" headingLevel={3} title={t("admin.filters.empty")} text={t("admin.filters.emptyText")} />
              )
            ) : (
              <ul className="filter-list" aria-label={t("admin.filters.listTitle")}>
                {rows.map((row) => (
                  <li key={row.id} className="filter-list__row">
                    <span className="filter-list__kind">{renderCell({ key: "entityKind", label: "", format: "entityKind" }, row, t)}</span>
                    <span className="filter-list__name">{str(row.entityName) || t("common.id", { id: str(row.entityId) })}</span>
                    {renderCell({ key: "mode", label: "", format: "filterMode" }, row, t)}
                    <button type="button" className="button button--small button--danger-text" onClick={() => setDeleting(row)}>
                      {t("admin.action.remove")}
                      <span className="visually-hidden"> {def.title(row)}</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <AddFilter companyId={id} />
        </div>
        <Preview companyId={id} companyName={companyName} />
      </div>
      {deleting && <DeleteDialog def={def} row={deleting} onClose={() => setDeleting(null)} />}
    </Page>
  );
}

const PREVIEW_GROUPS = ["categories", "types", "models", "parts", "featureValues"] as const;

function Preview({ companyId, companyName }: { companyId: string; companyName: string }) {
  const t = useLooseT();
  const preview = useCataloguePreview(companyId);
  return (
    <section className="card preview" aria-labelledby="preview-title">
      <SectionHeader id="preview-title" title={t("admin.filters.previewTitle")}>
        {preview.isFetching && <Spinner />}
      </SectionHeader>
      <p className="muted">{t("admin.filters.previewIntro", { name: companyName })}</p>
      {preview.isError ? (
        <p className="muted">{t("admin.filters.previewError")}</p>
      ) : preview.data ? (
        <div className="preview__groups">
          {PREVIEW_GROUPS.map((group) => {
            const items: NamedItem[] = preview.data[group];
            return (
              <div key={group} className="preview__group">
                <h3 className="preview__title">
                  {t(`admin.filters.preview.${group}`)} <span className="badge">{items.length}</span>
                </h3>
                {items.length === 0 ? (
                  <p className="muted">{t("admin.filters.previewNone")}</p>
                ) : (
                  <ul className="preview__list" aria-label={t(`admin.filters.preview.${group}`)}>
                    {items.map((item) => (
                      <li key={item.id}>{item.name}</li>
                    ))}
                  </ul>
                )}
              </div>
            );
          })}
        </div>
      ) : (
        <Spinner />
      )}
    </section>
  );
}
