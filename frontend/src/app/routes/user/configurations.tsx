import { useState } from "react";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { Page } from "@/components/ui/page";
import { DataTable } from "@/components/ui/data-table";
import { ConfirmDialog } from "@/components/ui/dialog";
import { RowActions } from "@/components/ui/row-actions";
import { EmptyState } from "@/components/ui/empty-state";
import { toast } from "@/components/ui/toast/toast-store";
import { paths } from "@/config/paths";
import { PAGE_SIZE } from "@/config/constants";
import { errorMessage } from "@/lib/errors";
import { useListState } from "@/lib/use-list-state";
import { useConfigurations, useDeleteConfiguration } from "@/features/configurator/api/wizard";
import type { ConfigurationSummary } from "@/api/types";
import { useUser } from "@/lib/auth";
import "@/features/configurator/components/wizard.css";
import { SendRequestButton } from "@/features/requests/components/send-request-button";
import { useQuoteDownload } from "@/features/quotes/quote-download-button";
import { configurationColumns, SORTS } from "./configurations-columns";
import { ConfigurationsToolbar, REQUEST_FILTERS } from "./configurations-toolbar";
import { FilterChips, ownershipChips, scopeLabel, useOwnership, type FilterChip } from "./configurations-ownership";
import { dayParam } from "@/components/ui/toolbar-days";

/** Why a request cannot be sent for this row yet (null: it can). */
function sendBlocker(row: ConfigurationSummary, t: TFunction): string | null {
  if (row.stale) return t("requests.reasonStale");
  if (!row.complete) return t("requests.reasonIncomplete");
  if (!row.valid) return t("requests.reasonInvalid");
  return null;
}

/** `/user/configurazioni`: the user's own configurations (managers and administrators: or their whole scope, by owner, company, customer). */
export function Component() {
  const { t } = useTranslation();
  const user = useUser().data;
  const role = user?.role;
  const state = useListState({
    filters: ["categoryId", "requestStatus", "modelId", "updatedFrom", "updatedTo"],
    sorts: SORTS,
    defaultSort: { key: "updatedAt", order: "desc" },
  });
  const { q, page, setPage, filters, sort, order, toggleSort } = state;
  const ownership = useOwnership(user, state);
  const categoryId = Number(filters.categoryId) || undefined;
  const requestStatus = REQUEST_FILTERS.find((s) => s === filters.requestStatus);
  const sortKey = SORTS.find((key) => key === sort);
  // a model and days of the last save: the dashboard's figures open the list so
  const narrowed = { modelId: Number(filters.modelId) || undefined, updatedFrom: dayParam(filters.updatedFrom), updatedTo: dayParam(filters.updatedTo) };
  const list = useConfigurations({ page, pageSize: PAGE_SIZE, q, ...ownership.query, categoryId, requestStatus, ...narrowed, sort: sortKey, order });
  const rows = list.data?.items ?? [];
  const chips: FilterChip[] = [...ownershipChips(t, ownership, rows)];
  if (narrowed.modelId) {
    // every row of the narrowed list is of that model
    const name = rows[0]?.modelName ?? t("common.id", { id: narrowed.modelId });
    chips.push({ key: "modelId", text: t("configurations.chip", { label: t("configurations.colModel"), name }), onRemove: () => state.setFilter("modelId", null) });
  }
  const remove = useDeleteConfiguration();
  const quote = useQuoteDownload();
  const columns = configurationColumns(t, role, ownership);

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
      // the title stays the user's own; beyond "Mie" the intro says whose rows are shown
      intro={ownership.scope === "mine" ? t("configurations.intro") : t("configurations.introScope", { scope: t(scopeLabel(ownership.scope)).toLowerCase() })}
      width="wide"
      breadcrumbs={[{ label: t("titles.home"), to: paths.home.getHref() }, { label: t("titles.myConfigurations") }]}
    >
      <ConfigurationsToolbar state={state} ownership={ownership} categoryId={categoryId} requestStatus={requestStatus} narrowed={narrowed} />
      <FilterChips chips={chips} />
      {/* on a phone each row is a compact card: the name, one line of facts, the actions (wizard.css) */}
      <div className="configurations-list">
        <DataTable<ConfigurationSummary>
          caption={t("titles.myConfigurations")}
          columns={columns}
          rows={rows}
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
