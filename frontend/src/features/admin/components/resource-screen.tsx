import { useMemo, useState } from "react";
import { Link, useNavigate, useParams } from "react-router-dom";
import { Page, type Crumb } from "@/components/ui/page";
import { DataTable } from "@/components/ui/data-table";
import { ToolbarSelect } from "@/components/ui/toolbar-select";
import { EmptyState, ListEmpty } from "@/components/ui/empty-state";
import { SearchBox } from "@/components/ui/search-box";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { useResourceItem, useResourceList, useResourceOptions } from "@/features/admin/api/resources";
import { useListState } from "@/lib/use-list-state";
import { useDebounced } from "@/lib/use-debounced";
import { useLooseT } from "@/features/admin/lib/i18n";
import { usePageSize } from "@/features/admin/lib/page-size";
import { renderCell } from "@/features/admin/lib/cells";
import { RESOURCES } from "@/features/admin/resources/definitions";
import type { BasePath, ListFilterDef, ResourceDef, Row } from "@/features/admin/resources/types";
import { RowActions, type RowAction } from "@/components/ui/row-actions";
import { ExportButton } from "@/components/export-button";
import { isExportable, isImportable } from "@/lib/exchange";
import { BulkBar, useRowSelection } from "./bulk-actions";
import { DeleteDialog } from "./delete-dialog";
import { EditDrawer } from "./edit-drawer";

/** URL search params owned by the list (besides its filters). */
const EDIT_PARAM = "edit";
const NEW = "new";

interface ResourceScreenProps {
  /** A description of RESOURCES ... */
  name?: BasePath;
  /** ... or one of a list outside them (configurators). */
  def?: ResourceDef;
  /** Create and edit on their own pages instead of the side panel. */
  createHref?: string;
  editHref?: (row: Row) => string;
  /** More row actions, in the row's menu before delete. */
  rowActions?: (row: Row) => RowAction[];
  /** Checkboxes and the bulk bar (activate, deactivate, delete); default on. */
  bulk?: boolean;
  /** Rows that may be deleted (default: all). */
  canDelete?: (row: Row) => boolean;
}

/**
 * The one admin list (react-admin's List + Edit in a side panel): 10 rows a page (or 25, 50, 100, remembered per
 * list), search, sortable headers, toolbar filters, pagination; page, q, sort, order, filters and the open form live in the URL so reload and back work. A click on a row (or Enter) edits it; row actions: edit, and
 * the rest (links, more actions, delete) in the row's menu; checked rows take bulk actions.
 */
export function ResourceScreen({ name, def: given, createHref, editHref, rowActions, canDelete, bulk = true }: ResourceScreenProps) {
  const def: ResourceDef = given ?? RESOURCES[name ?? "company"];
  const t = useLooseT();
  const { id: parentId = "" } = useParams();
  const list = useListState({ defaultSort: def.defaultSort, filters: (def.filters ?? []).map((filter) => filter.param) });
  const { params, update, page, q, sort, order } = list;
  const [deleting, setDeleting] = useState<Row | null>(null);
  const editing = params.get(EDIT_PARAM);
  const { pageSize, pageSizes } = usePageSize(def.key, list.setPage);
  const navigate = useNavigate();

  const filters: Record<string, string | undefined> = { ...list.filters };
  if (def.parent) filters[def.parent.param] = parentId;

  const rowsQuery = useResourceList(def.base, {
    page,
    pageSize,
    q,
    sort: sort || undefined,
    order: sort ? order : undefined,
    filters,
  });
  const parent = useResourceItem(def.parent?.resource ?? def.base, def.parent ? parentId : null);
  const parentName = def.parent && parent.data ? def.parent.name(parent.data) : null;

  const title = t(`titles.${def.key}`);
  const what = t(`admin.what.${def.key}`);
  const breadcrumbs: Crumb[] = [{ label: t("titles.dashboard"), to: paths.admin.dashboard.getHref() }];
  if (def.parent) {
    breadcrumbs.push({ label: t(def.parent.listLabel), to: def.parent.listHref });
    breadcrumbs.push({ label: parentName ?? t("common.id", { id: parentId }) });
  }
  breadcrumbs.push({ label: title });

  const rows = useMemo(() => rowsQuery.data?.items ?? [], [rowsQuery.data]);
  const selection = useRowSelection(def, rows, JSON.stringify([page, q, sort, order, filters]));
  const total = rowsQuery.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));

  const openEditor = (value: string) => update({ [EDIT_PARAM]: value });
  const closeEditor = () => update({ [EDIT_PARAM]: null }, true);

  const fixed = def.parent ? { [def.parent.param]: Number(parentId) } : {};

  const intro = parentName ? t(`admin.introOf.${def.key}`, { name: parentName }) : t(`admin.intro.${def.key}`);

  return (
    <Page
      title={title}
      intro={intro}
      breadcrumbs={breadcrumbs}
      width="full"
      actions={
        createHref ? (
          <Link to={createHref} className="button button--primary">
            {t(`admin.new.${def.key}`)}
          </Link>
        ) : (
          <button type="button" className="button button--primary" onClick={() => openEditor(NEW)}>
            {t(`admin.new.${def.key}`)}
          </button>
        )
      }
    >
      <ListToolbar
        def={def}
        list={list}
        fetching={rowsQuery.isFetching}
        exportQuery={{ q, sort: sort || undefined, order: sort ? order : undefined, ...filters }}
      />
      {bulk && (
        <BulkBar
          def={def}
          selected={selection.rows}
          onClear={selection.clear}
          onSelectPage={selection.table.toggleAll}
          pageSelected={rows.length > 0 && rows.every(selection.table.isSelected)}
        />
      )}
      {rowsQuery.isError && !rowsQuery.data ? (
        <EmptyState icon="list" title={t("admin.listErrorTitle")} text={t("admin.listErrorText")} />
      ) : (
        <DataTable<Row>
          caption={title}
          stackOnPhone
          columns={def.columns.map((column) => ({
            key: column.sort ?? column.key,
            label: t(column.label),
            sortable: !!column.sort,
            align: column.format === "money" || column.format === "percent" ? "end" : "start",
            render: (row: Row) => renderCell(column, row, t),
          }))}
          rows={rows}
          rowKey={(row) => row.id}
          total={total}
          page={Math.min(page, pages)}
          sort={sort && (list.explicitSort || def.columns.some((c) => c.sort === sort)) ? { key: sort, order } : null}
          onSort={list.toggleSort}
          onPage={list.setPage}
          pageSize={pageSize}
          pageSizes={pageSizes}
          onOpen={(row) => (editHref ? navigate(editHref(row)) : openEditor(String(row.id)))}
          empty={
            <ListEmpty
              pending={rowsQuery.isPending}
              filtered={!!q}
              title={t("admin.listEmptyTitle")}
              text={t("admin.listEmptyText", { what })}
              noMatchesText={t("admin.noMatchesText", { q })}
            />
          }
          selection={bulk ? selection.table : undefined}
          actions={(row) => {
            const name = def.title(row);
            const more: RowAction[] = (def.rowLinks ?? [])
              .filter((link) => !link.when || link.when(row))
              .map((link) => ({ key: link.label, label: t(link.label), href: link.href(row) }));
            more.push(...(rowActions?.(row) ?? []));
            if (!canDelete || canDelete(row)) {
              more.push({
                key: "delete",
                label: t(def.deleteDeactivates ? "admin.action.deactivate" : "admin.action.delete"),
                danger: true,
                disabled: def.deleteDeactivates && row.active === false,
                onSelect: () => setDeleting(row),
              });
            }
            const edit: RowAction = editHref
              ? { key: "edit", label: t("admin.action.edit"), href: editHref(row) }
              : { key: "edit", label: t("admin.action.edit"), onSelect: () => openEditor(String(row.id)) };
            return <RowActions primary={edit} more={more} name={name} />;
          }}
        />
      )}

      {editing && (
        <EditDrawer
          def={def}
          editing={editing}
          rows={rows}
          fixed={fixed}
          onClose={closeEditor}
          onEdit={(id) => update({ [EDIT_PARAM]: String(id) }, true)}
        />
      )}
      {deleting && <DeleteDialog def={def} row={deleting} onClose={() => setDeleting(null)} />}
    </Page>
  );
}

/** Above the list: its search, its filters, and the CSV export and import of the resources that have them. */
function ListToolbar({
  def,
  list,
  fetching,
  exportQuery,
}: {
  def: ResourceDef;
  list: ReturnType<typeof useListState>;
  fetching: boolean;
  exportQuery: Record<string, string | undefined>;
}) {
  const t = useLooseT();
  return (
    <div className="toolbar">
      {def.search && (
        <SearchBox
          label={t("admin.searchLabel", { what: t(`admin.what.${def.key}`) })}
          placeholder={t("common.searchPlaceholder")}
          value={list.search}
          onChange={list.onSearch}
        />
      )}
      {(def.filters ?? []).map((filter) => (
        <ListFilter
          key={filter.param}
          filter={filter}
          value={list.filters[filter.param] ?? ""}
          onChange={(value) => list.setFilter(filter.param, value)}
        />
      ))}
      {fetching && <Spinner />}
      {isExportable(def.base) && <ExportButton base={def.base} query={exportQuery} />}
      {isImportable(def.base) && (
        <Link to={paths.admin.import.getHref(def.base)} className="button" data-testid="import-csv">
          {t("exchange.importLink")}
        </Link>
      )}
    </div>
  );
}

function ListFilter({ filter, value, onChange }: { filter: ListFilterDef; value: string; onChange: (value: string) => void }) {
  const t = useLooseT();
  // a long list (a thousand companies) is searched: the select holds up to 100 at a time
  const [q, setQ] = useState("");
  const search = useDebounced(q, 250);
  const options = useResourceOptions(filter.resource ?? "company", { q: search, sort: "name", enabled: !!filter.resource });
  const searchable = !!filter.resource && (q !== "" || (options.data?.total ?? 0) > (options.data?.items.length ?? 0));
  const choices = filter.resource
    ? (options.data?.items ?? []).map((row) => ({ value: String(row.id), label: filter.optionLabel?.(row) ?? String(row.id) }))
    : (filter.options ?? []).map((option) => ({ value: option.value, label: t(option.label) }));
  // a chosen id the page of options does not hold stays shown, by its id
  const kept = value !== "" && !choices.some((c) => c.value === value) ? [{ value, label: t("common.id", { id: value }) }] : [];
  return (
    <ToolbarSelect
      id={`filter-${filter.param}`}
      label={t(filter.label)}
      value={value}
      allLabel={t("admin.filterAll")}
      options={[...kept, ...choices]}
      onChange={onChange}
      search={searchable ? { query: q, onQuery: setQ } : undefined}
    />
  );
}
