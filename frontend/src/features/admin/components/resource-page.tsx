import { useState, type ReactNode } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { Page, type Crumb } from "@/components/ui/page";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { SearchBox } from "@/components/ui/search-box";
import { paths } from "@/config/paths";

/** Catalogue keys of the admin resources (titles.*, admin.intro.*, admin.what.*, admin.new.*). */
export type ResourceKey =
  | "companies"
  | "customers"
  | "users"
  | "attributes"
  | "attributeValues"
  | "categories"
  | "types"
  | "models"
  | "parts"
  | "features"
  | "featureValues"
  | "requests"
  | "configurators";

export type ColumnKey =
  | "name"
  | "code"
  | "vatNumber"
  | "email"
  | "city"
  | "discount"
  | "accountManager"
  | "role"
  | "company"
  | "lastLogin"
  | "active"
  | "values"
  | "label"
  | "slug"
  | "sortOrder"
  | "category"
  | "type"
  | "basePrice"
  | "price"
  | "priceDelta"
  | "configuration"
  | "requester"
  | "status"
  | "createdAt"
  | "updatedAt";

export interface ResourceConfig {
  key: ResourceKey;
  columns: ColumnKey[];
  /** Columns the list can be sorted by. */
  sortable?: ColumnKey[];
  /** Parent row of a nested list (customers of a company, values of an attribute). */
  parent?: { crumbs: Crumb[] };
  /** Creation has its own page instead of a dialog. */
  createHref?: string;
  toolbar?: ReactNode;
}

/**
 * The one admin list screen, configured per resource (react-admin style): title, search,
 * sortable columns, 10 rows a page, create button, empty state. Rows are wired to
 * `GET /api/{res}` together with the catalogue API.
 */
export function ResourcePage({ config }: { config: ResourceConfig }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [q, setQ] = useState(params.get("q") ?? "");
  const page = Math.max(1, Number(params.get("page")) || 1);
  const sortKey = params.get("sort");
  const order = params.get("order") === "desc" ? "desc" : "asc";
  const title = t(`titles.${config.key}`);
  const what = t(`admin.what.${config.key}`);
  const createLabel = t(`admin.new.${config.key}`);

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null || v === "") next.delete(k);
      else next.set(k, v);
    }
    setParams(next, { replace: true });
  };

  const breadcrumbs: Crumb[] = [
    { label: t("titles.dashboard"), to: paths.admin.dashboard.getHref() },
    ...(config.parent?.crumbs ?? []),
    { label: title },
  ];

  return (
    <Page
      title={title}
      intro={t(`admin.intro.${config.key}`)}
      breadcrumbs={breadcrumbs}
      width="full"
      actions={
        createLabel && config.createHref ? (
          <Link to={config.createHref} className="button button--primary">
            {createLabel}
          </Link>
        ) : createLabel ? (
          <button type="button" className="button button--primary" disabled title={t("admin.createComing")}>
            {createLabel}
          </button>
        ) : undefined
      }
    >
      <div className="toolbar">
        <SearchBox
          label={t("admin.searchLabel", { what })}
          placeholder={t("common.searchPlaceholder")}
          value={q}
          onChange={(value) => {
            setQ(value);
            update({ q: value, page: null });
          }}
        />
        {config.toolbar}
      </div>
      <DataTable<Record<string, unknown>>
        caption={title}
        columns={config.columns.map((key) => ({
          key,
          label: t(`admin.col.${key}`),
          sortable: config.sortable?.includes(key) ?? false,
        }))}
        rows={[]}
        rowKey={(row) => String(row.id)}
        total={0}
        page={page}
        sort={sortKey ? { key: sortKey, order } : null}
        onSort={(key) => update({ sort: key, order: sortKey === key && order === "asc" ? "desc" : "asc" })}
        onPage={(p) => update({ page: String(p) })}
        empty={
          <EmptyState
            icon="list"
            title={t("admin.listEmptyTitle")}
            text={t("admin.listEmptyText", { what })}
          />
        }
      />
    </Page>
  );
}
