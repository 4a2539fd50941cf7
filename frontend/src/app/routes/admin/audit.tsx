import { useState } from "react";
import { Link } from "react-router-dom";
import { Page } from "@/components/ui/page";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState, ListEmpty } from "@/components/ui/empty-state";
import { ToolbarSelect } from "@/components/ui/toolbar-select";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { ADMIN_SCREENS, adminPath } from "@/config/admin";
import type { AuditRecord } from "@/api/types";
import { useListState } from "@/lib/use-list-state";
import { useDebounced } from "@/lib/use-debounced";
import { useAuditLog } from "@/features/admin/api/audit";
import { useResourceItem, useResourceOptions, OPTIONS_PAGE_SIZE } from "@/features/admin/api/resources";
import { AUDIT_KINDS, AuditChanges, AuditHead } from "@/features/admin/components/audit-history";
import { useLooseT } from "@/features/admin/lib/i18n";
import { usePageSize } from "@/features/admin/lib/page-size";
import "@/features/admin/components/audit.css";

const FILTERS = ["entityKind", "entityId", "userId", "from", "to"];

/** The start of a day (`yyyy-mm-dd`, the browser's time zone) as RFC 3339, `days` later. */
function dayStart(day: string | undefined, days = 0): string | undefined {
  if (!day) return undefined;
  const date = new Date(`${day}T00:00:00`);
  if (Number.isNaN(date.getTime())) return undefined;
  date.setDate(date.getDate() + days);
  return date.toISOString();
}

/**
 * Where a record is opened: its list with its form open, the configurator's editor, the request's review;
 * none for a record gone (deleted) or one listed under a parent (a feature's values).
 */
function recordHref(entry: AuditRecord): string | null {
  if (entry.action === "delete") return null;
  if (entry.entityKind === "configurator") return paths.admin.configuratorEdit.getHref(entry.entityId);
  if (entry.entityKind === "customizationrequest") return paths.admin.requests.getHref({ id: entry.entityId });
  const key = AUDIT_KINDS[entry.entityKind]?.replace("titles.", "");
  const screen = ADMIN_SCREENS.find((s) => s.key === key && !s.path.includes(":"));
  return screen ? `${adminPath(screen)}?edit=${entry.entityId}` : null;
}

const personName = (row: Record<string, unknown>) => `${String(row.firstName ?? "")} ${String(row.lastName ?? "")}`.trim();

/** One end of the date range, as a toolbar filter. */
function DateFilter({
  id,
  label,
  value,
  min,
  max,
  onChange,
}: {
  id: string;
  label: string;
  value?: string;
  min?: string;
  max?: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="toolbar__filter">
      <label htmlFor={id} className="toolbar__label">
        {label}
      </label>
      <input id={id} type="date" className="field__input" value={value ?? ""} min={min} max={max} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

/** Who wrote: the users, searched when there are more than a select holds. */
function UserFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useLooseT();
  const [q, setQ] = useState("");
  const search = useDebounced(q, 250);
  const options = useResourceOptions("user", { q: search, sort: "lastName" });
  const chosen = useResourceItem("user", value || null);
  const items = options.data?.items ?? [];
  const choices = items.map((row) => ({ value: String(row.id), label: personName(row) || String(row.email) }));
  if (value && !choices.some((c) => c.value === value)) {
    choices.unshift({ value, label: chosen.data ? personName(chosen.data) : t("common.id", { id: value }) });
  }
  const searchable = q !== "" || (options.data?.total ?? 0) > OPTIONS_PAGE_SIZE;
  return (
    <ToolbarSelect
      id="audit-user"
      label={t("audit.filterUser")}
      value={value}
      allLabel={t("admin.filterAll")}
      options={choices}
      onChange={onChange}
      search={searchable ? { query: q, onQuery: setQ } : undefined}
    />
  );
}

/** `/admin/audit`: Registro modifiche, every administrative write, newest first, filtered and paged. */
export function Component() {
  const t = useLooseT();
  const list = useListState({ filters: FILTERS });
  const { pageSize, pageSizes } = usePageSize("audit", list.setPage);
  const { page, filters } = list;
  const from = dayStart(filters.from);
  const to = dayStart(filters.to, 1);
  const wrongRange = !!from && !!to && from >= to;
  const log = useAuditLog({
    page,
    pageSize,
    entityKind: filters.entityKind,
    entityId: filters.entityId ? Number(filters.entityId) : undefined,
    userId: filters.userId ? Number(filters.userId) : undefined,
    from,
    to: wrongRange ? undefined : to,
  });
  const rows = log.data?.items ?? [];
  const total = log.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const filtered = FILTERS.some((name) => !!filters[name]);
  const title = t("titles.audit");
  const kindLabel = (kind: string) => (AUDIT_KINDS[kind] ? t(AUDIT_KINDS[kind]) : kind);

  return (
    <Page
      title={title}
      intro={t("admin.intro.audit")}
      breadcrumbs={[{ label: t("titles.dashboard"), to: paths.admin.dashboard.getHref() }, { label: title }]}
      width="full"
    >
      <div className="toolbar audit-filters">
        <ToolbarSelect
          id="audit-kind"
          label={t("audit.filterKind")}
          value={filters.entityKind ?? ""}
          allLabel={t("admin.filterAll")}
          options={Object.keys(AUDIT_KINDS)
            .map((kind) => ({ value: kind, label: kindLabel(kind) }))
            .sort((a, b) => a.label.localeCompare(b.label))}
          onChange={(value) => list.update({ entityKind: value, entityId: null, page: null })}
        />
        <UserFilter value={filters.userId ?? ""} onChange={(value) => list.setFilter("userId", value)} />
        <DateFilter
          id="audit-from"
          label={t("audit.filterFrom")}
          value={filters.from}
          max={filters.to}
          onChange={(value) => list.setFilter("from", value)}
        />
        <DateFilter
          id="audit-to"
          label={t("audit.filterTo")}
          value={filters.to}
          min={filters.from}
          onChange={(value) => list.setFilter("to", value)}
        />
        {filters.entityId && (
          <button type="button" className="button" onClick={() => list.setFilter("entityId", null)}>
            {t("audit.clearRecord", { id: filters.entityId })}
          </button>
        )}
        {log.isFetching && <Spinner />}
      </div>
      {wrongRange && <p className="form-alert">{t("audit.wrongRange")}</p>}
      {log.isError && !log.data ? (
        <EmptyState icon="list" title={t("admin.listErrorTitle")} text={t("admin.listErrorText")} />
      ) : (
        <div className="audit-screen">
          <DataTable<AuditRecord>
            caption={title}
            stackOnPhone
            columns={[
              { key: "at", label: t("audit.when"), render: (row) => <AuditHead entry={row} /> },
              {
                key: "record",
                label: t("audit.filterKind"),
                render: (row) => {
                  const href = recordHref(row);
                  return (
                    <span className="audit-record">
                      <span className="muted">{kindLabel(row.entityKind)}</span>{" "}
                      {href ? <Link to={href}>{row.entityName}</Link> : <strong>{row.entityName}</strong>}
                    </span>
                  );
                },
              },
              { key: "changes", label: t("audit.tab"), render: (row) => <AuditChanges kind={row.entityKind} changes={row.changes} /> },
            ]}
            rows={rows}
            rowKey={(row) => row.id}
            total={total}
            page={Math.min(page, pages)}
            onPage={list.setPage}
            pageSize={pageSize}
            pageSizes={pageSizes}
            empty={
              <ListEmpty
                pending={log.isPending}
                filtered={filtered}
                title={t("audit.empty")}
                text={t("admin.intro.audit")}
                noMatchesText={t("audit.noMatches")}
              />
            }
          />
        </div>
      )}
    </Page>
  );
}
