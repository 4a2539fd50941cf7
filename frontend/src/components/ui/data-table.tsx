import { useId, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PAGE_SIZE } from "@/config/constants";

export interface Column<Row> {
  key: string;
  label: string;
  render?: (row: Row) => ReactNode;
  align?: "start" | "end";
  sortable?: boolean;
}

interface DataTableProps<Row> {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  total: number;
  page: number;
  pageSize?: number;
  sort?: { key: string; order: "asc" | "desc" } | null;
  onSort?: (key: string) => void;
  onPage?: (page: number) => void;
  empty: ReactNode;
  actions?: (row: Row) => ReactNode;
  /** On a phone each row becomes a card of label/value lines. */
  stackOnPhone?: boolean;
  /** Tighter rows and no pagination: a short list inside another screen (a model's parts). */
  compact?: boolean;
  /** A choice of rows a page (10, 25, 50, 100) beside the pager. */
  pageSizes?: { sizes: readonly number[]; onChange: (size: number) => void };
  /** A click on a row, or Enter on it, opens it (as its edit button does). */
  onOpen?: (row: Row) => void;
  /** A checkbox per row and one for the page, for bulk actions. */
  selection?: {
    isSelected: (row: Row) => boolean;
    toggle: (row: Row) => void;
    /** Selects every row of the page, or none when all are. */
    toggleAll: () => void;
    /** How a row is named to screen readers ("Seleziona Sedie"). */
    label: (row: Row) => string;
  };
}

/** What a click on a control inside a row does is the control's own: the row does not open. */
const INTERACTIVE = "a, button, input, select, textarea, label, [role='menu']";

/** The one table of every list: sortable headers, 10 rows a page (or as chosen), empty state. */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  total,
  page,
  pageSize = PAGE_SIZE,
  sort,
  onSort,
  onPage,
  empty,
  actions,
  stackOnPhone = false,
  compact = false,
  selection,
  pageSizes,
  onOpen,
}: DataTableProps<Row>) {
  const { t } = useTranslation();
  const open = (row: Row) => ({
    tabIndex: 0,
    className: "data-table__row--opens",
    onClick: (event: MouseEvent<HTMLTableRowElement>) => {
      if (!(event.target as HTMLElement).closest(INTERACTIVE)) onOpen?.(row);
    },
    onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>) => {
      if (event.key === "Enter" && event.target === event.currentTarget) onOpen?.(row);
    },
  });
  return (
    <div className={`data-table card${stackOnPhone ? " data-table--stack" : ""}${compact ? " data-table--compact" : ""}`}>
      <div className="data-table__scroll">
        <table>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {selection && (
                <th scope="col" className="data-table__select">
                  <input
                    type="checkbox"
                    aria-label={t("common.selectPage")}
                    checked={rows.length > 0 && rows.every(selection.isSelected)}
                    ref={(box) => {
                      if (box) box.indeterminate = rows.some(selection.isSelected) && !rows.every(selection.isSelected);
                    }}
                    disabled={rows.length === 0}
                    onChange={selection.toggleAll}
                  />
                </th>
              )}
              {columns.map((column) => {
                const sorted = sort?.key === column.key ? sort.order : undefined;
                return (
                  <th
                    key={column.key}
                    scope="col"
                    className={column.align === "end" ? "align-end" : undefined}
                    aria-sort={sorted ? (sorted === "asc" ? "ascending" : "descending") : undefined}
                  >
                    {column.sortable && onSort ? (
                      <button type="button" className="th-sort" onClick={() => onSort(column.key)}>
                        {column.label}
                        <span className="th-sort__icon" aria-hidden="true">
                          {sorted === "asc" ? "▲" : sorted === "desc" ? "▼" : "↕"}
                        </span>
                      </button>
                    ) : (
                      column.label
                    )}
                  </th>
                );
              })}
              {actions && (
                <th scope="col" className="align-end">
                  {t("common.actions")}
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)} {...(onOpen ? open(row) : {})}>
                {selection && (
                  <td className="data-table__select" data-label={stackOnPhone ? t("common.select") : undefined}>
                    <input
                      type="checkbox"
                      aria-label={selection.label(row)}
                      checked={selection.isSelected(row)}
                      onChange={() => selection.toggle(row)}
                    />
                  </td>
                )}
                {columns.map((column) => (
                  <td
                    key={column.key}
                    className={column.align === "end" ? "align-end" : undefined}
                    data-label={stackOnPhone ? column.label : undefined}
                  >
                    {column.render ? column.render(row) : String((row as Record<string, unknown>)[column.key] ?? "—")}
                  </td>
                ))}
                {actions && (
                  <td className="align-end data-table__actions" data-label={stackOnPhone ? t("common.actions") : undefined}>
                    {actions(row)}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length === 0 && <div className="data-table__empty">{empty}</div>}
      {!compact && <Pagination total={total} page={page} pageSize={pageSize} onPage={onPage} pageSizes={pageSizes} />}
    </div>
  );
}

interface PaginationProps {
  total: number;
  page: number;
  pageSize: number;
  onPage?: (page: number) => void;
  pageSizes?: { sizes: readonly number[]; onChange: (size: number) => void };
}

/** Results, rows a page (a choice when offered), previous and next. */
function Pagination({ total, page, pageSize, onPage, pageSizes }: PaginationProps) {
  const { t } = useTranslation();
  const sizeId = `page-size-${useId().replace(/:/g, "")}`;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className="pagination">
      <span className="pagination__info">
        {t("common.results", { count: total })}
        {pageSizes ? (
          <span className="pagination__size">
            <label htmlFor={sizeId}>{t("admin.rowsPerPage")}</label>
            <select id={sizeId} className="field__input" value={pageSize} onChange={(e) => pageSizes.onChange(Number(e.target.value))}>
              {pageSizes.sizes.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </span>
        ) : (
          ` · ${t("common.perPage", { count: pageSize })}`
        )}
      </span>
      <div className="pagination__controls">
        <button
          type="button"
          className="button button--small"
          disabled={page <= 1}
          onClick={() => onPage?.(page - 1)}
          aria-label={t("common.previousPage")}
        >
          ‹
        </button>
        <span className="pagination__page">{t("common.pageOf", { page, pages })}</span>
        <button
          type="button"
          className="button button--small"
          disabled={page >= pages}
          onClick={() => onPage?.(page + 1)}
          aria-label={t("common.nextPage")}
        >
          ›
        </button>
      </div>
    </div>
  );
}
