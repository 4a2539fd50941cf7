import { useState } from "react";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { Page } from "@/components/ui/page";
import { DataTable } from "@/components/ui/data-table";
import { ConfirmDialog } from "@/components/ui/dialog";
import { RowActions } from "@/components/ui/row-actions";
import { ToolbarSelect } from "@/components/ui/toolbar-select";
import { EmptyState } from "@/components/ui/empty-state";
import { SearchBox } from "@/components/ui/search-box";
import { toast } from "@/components/ui/toast/toast-store";
import { paths } from "@/config/paths";
import { PAGE_SIZE } from "@/config/constants";
import { errorMessage } from "@/lib/errors";
import { formatCents, formatDate } from "@/lib/format";
import { useListState } from "@/lib/use-list-state";
import { useCategories, useConfigurations, useDeleteConfiguration } from "@/features/configurator/api/wizard";
import { REQUEST_STATUSES, type ConfigurationSummary, type Role } from "@/api/types";
import { useUser } from "@/lib/auth";
import "@/features/configurator/components/wizard.css";
import { ValidityPill } from "@/features/configurator/components/validity-pill";
import { RequestStatusBadge } from "@/features/requests/components/request-status-badge";
import { SendRequestButton } from "@/features/requests/components/send-request-button";
import { useQuoteDownload } from "@/features/quotes/quote-download-button";
import { ExportButton } from "@/components/export-button";

function ValidityBadge({ row }: { row: ConfigurationSummary }) {
  return <ValidityPill validity={row.stale ? "stale" : !row.valid ? "invalid" : row.complete ? "valid" : "incomplete"} />;
}

/** Why a request cannot be sent for this row yet (null: it can). */
function sendBlocker(row: ConfigurationSummary, t: TFunction): string | null {
  if (row.stale) return t("requests.reasonStale");
  if (!row.complete) return t("requests.reasonIncomplete");
  if (!row.valid) return t("requests.reasonInvalid");
  return null;
}

/** The sortable columns (the server's sort keys). */
const SORTS = ["updatedAt", "name", "categoryName", "ownerName", "grandTotal"] as const;
/** The request-status filter: the statuses, and `none` for never sent. */
const REQUEST_FILTERS = ["none", ...REQUEST_STATUSES] as const;

/** Who sees more than their own configurations (docs/product.md section 2): they choose "Mie" or their whole scope. */
function seesOthers(role: Role | undefined): boolean {
  return role === "customer_manager" || role === "account_manager" || role === "admin";
}

/** `/user/configurazioni`: the user's configurations (managers: their scope, or only theirs). */
export function Component() {
  const { t } = useTranslation();
  const role = useUser().data?.role;
  const manager = seesOthers(role);
  const { q, search, onSearch, page, setPage, filters, setFilter, sort, order, toggleSort } = useListState({
    filters: ["mine", "categoryId", "requestStatus"],
    sorts: SORTS,
    defaultSort: { key: "updatedAt", order: "desc" },
  });
  // a customer's list is theirs anyway; a manager chooses
  const mine = manager && filters.mine === "true";
  const categoryId = Number(filters.categoryId) || undefined;
  const requestStatus = REQUEST_FILTERS.find((s) => s === filters.requestStatus);
  const sortKey = SORTS.find((key) => key === sort);
  const list = useConfigurations({ page, pageSize: PAGE_SIZE, q, mine, categoryId, requestStatus, sort: sortKey, order });
  const categories = useCategories().data?.items ?? [];
  const remove = useDeleteConfiguration();
  const quote = useQuoteDownload();
  const scopeLabel =
    role === "admin" ? t("configurations.scopeAll") : role === "account_manager" ? t("configurations.scopeCompanies") : t("configurations.scopeCompany");

  const columns = [
    {
      key: "name",
      label: t("configurations.colName"),
      sortable: true,
      render: (row: ConfigurationSummary) => <Link to={paths.configurator.edit.getHref(row.publicId)}>{row.name}</Link>,
    },
    { key: "categoryName", label: t("configurations.colCategory"), sortable: true },
    ...(manager && !mine ? [{ key: "ownerName", label: t("configurations.colOwner"), sortable: true }] : []),
    { key: "validity", label: t("configurations.colValidity"), render: (row: ConfigurationSummary) => <ValidityBadge row={row} /> },
    {
      key: "grandTotal",
      label: t("configurations.colPrice"),
      align: "end" as const,
      sortable: true,
      render: (row: ConfigurationSummary) => formatCents(row.savedGrandTotal),
    },
    {
      key: "requestStatus",
      label: t("configurations.colStatus"),
      render: (row: ConfigurationSummary) =>
        row.requestStatus ? <RequestStatusBadge status={row.requestStatus} /> : t("configurations.noRequest"),
    },
    {
      key: "updatedAt",
      label: t("configurations.colUpdated"),
      sortable: true,
      render: (row: ConfigurationSummary) => formatDate(row.updatedAt),
    },
  ];

  const [deleting, setDeleting] = useState<ConfigurationSummary | null>(null);
  const onDelete = (row: ConfigurationSummary) => {
    remove.mutate(row.publicId, {
      onSuccess: () => {
        setDeleting(null);
        toast.success(t("configurations.deleted"));
      },
      onError: (error) => {
        setDeleting(null);
        toast.error(errorMessage(t, error));
      },
    });
  };

  return (
    <Page
      title={t("titles.myConfigurations")}
      intro={manager && !mine ? t("configurations.introScope", { scope: scopeLabel.toLowerCase() }) : t("configurations.intro")}
      width="wide"
      breadcrumbs={[{ label: t("titles.home"), to: paths.home.getHref() }, { label: t("titles.myConfigurations") }]}
    >
      <div className="toolbar">
        <SearchBox
          label={t("common.search")}
          placeholder={t("common.searchPlaceholder")}
          value={search}
          onChange={onSearch}
        />
        {manager && (
          <div className="segmented" role="group" aria-label={t("configurations.scope")}>
            <button type="button" className="segmented__option" aria-pressed={mine} onClick={() => setFilter("mine", "true")}>
              {t("configurations.mine")}
            </button>
            <button type="button" className="segmented__option" aria-pressed={!mine} onClick={() => setFilter("mine", null)}>
              {scopeLabel}
            </button>
          </div>
        )}
        <ToolbarSelect
          id="configurations-category"
          label={t("configurations.colCategory")}
          value={String(categoryId ?? "")}
          allLabel={t("configurations.allCategories")}
          options={categories.map((c) => ({ value: String(c.id), label: c.name }))}
          onChange={(value) => setFilter("categoryId", value || null)}
        />
        <ToolbarSelect
          id="configurations-request"
          label={t("configurations.colStatus")}
          value={requestStatus ?? ""}
          allLabel={t("configurations.allRequests")}
          options={REQUEST_FILTERS.map((s) => ({
            value: s,
            label: s === "none" ? t("configurations.noRequestSent") : t(`requestStatus.${s}`),
          }))}
          onChange={(value) => setFilter("requestStatus", value || null)}
        />
        <ExportButton
          base="productconf"
          query={{ q, mine: mine ? "true" : undefined, categoryId: categoryId ? String(categoryId) : undefined, requestStatus, sort, order }}
        />
      </div>
      {/* on a phone each row is a compact card: the name, one line of facts, the actions (wizard.css) */}
      <div className="configurations-list">
        <DataTable<ConfigurationSummary>
          caption={t("titles.myConfigurations")}
          columns={columns}
          rows={list.data?.items ?? []}
          rowKey={(row) => row.publicId}
          total={list.data?.total ?? 0}
          page={page}
          pageSize={PAGE_SIZE}
          onPage={setPage}
          sort={{ key: sort, order }}
          onSort={toggleSort}
          stackOnPhone
          actions={(row) => (
            <div className="row-actions wz-list-actions">
              <SendRequestButton
                configuration={row}
                withName
                disabledReason={sendBlocker(row, t)}
              />
              {/* edit in sight; the quote, copy and delete in the row's menu, so the columns keep their room */}
              <RowActions
                name={row.name}
                primary={{ key: "edit", label: t("configurations.edit"), href: paths.configurator.edit.getHref(row.publicId) }}
                more={[
                  { key: "quote", label: t("quote.download"), disabled: quote.busy, onSelect: () => quote.start(row.publicId, row.name) },
                  { key: "copy", label: t("configurations.copy"), href: paths.configurator.copy.getHref(row.publicId) },
                  { key: "delete", label: t("configurations.delete"), danger: true, disabled: remove.isPending, onSelect: () => setDeleting(row) },
                ]}
              />
            </div>
          )}
          empty={
            <EmptyState
              icon="box"
              title={list.isError ? t("configurations.unavailable") : t("configurations.emptyTitle")}
              text={list.isError ? errorMessage(t, list.error) : t("configurations.emptyText")}
              action={
                <Link to={paths.home.getHref()} className="button button--primary">
                  {t("configurations.start")}
                </Link>
              }
            />
          }
        />
      </div>
      {deleting && (
        <ConfirmDialog
          title={t("configurations.deleteTitle")}
          describedBy="configuration-delete-text"
          confirmLabel={t("configurations.delete")}
          danger
          busy={remove.isPending}
          onConfirm={() => onDelete(deleting)}
          onClose={() => setDeleting(null)}
        >
          <p id="configuration-delete-text">{t("configurations.deleteConfirm", { name: deleting.name })}</p>
        </ConfirmDialog>
      )}
    </Page>
  );
}
