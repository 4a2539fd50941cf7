import { useState } from "react";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { Page } from "@/components/ui/page";
import { DataTable } from "@/components/ui/data-table";
import { ConfirmDialog } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { SearchBox } from "@/components/ui/search-box";
import { toast } from "@/components/ui/toast/toast-store";
import { paths } from "@/config/paths";
import { PAGE_SIZE } from "@/config/constants";
import { errorMessage } from "@/lib/errors";
import { formatCents, formatDate } from "@/lib/format";
import { useListState } from "@/lib/use-list-state";
import { useConfigurations, useDeleteConfiguration } from "@/features/configurator/api/wizard";
import { ExportButton } from "@/features/exchange/export-button";
import type { ConfigurationSummary } from "@/api/types";
import "@/features/configurator/components/wizard.css";
import { ValidityPill } from "@/features/configurator/components/validity-pill";
import { RequestStatusBadge } from "@/features/requests/components/request-status-badge";
import { SendRequestButton } from "@/features/requests/components/send-request-button";

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

/** `/user/configurazioni`: the user's configurations (managers: their scope, or only theirs). */
export function Component() {
  const { t } = useTranslation();
  const { q, search, onSearch, page, setPage, filters, setFilter } = useListState({ filters: ["mine"] });
  const mine = filters.mine === "true";
  const list = useConfigurations({ page, pageSize: PAGE_SIZE, q, mine });
  const remove = useDeleteConfiguration();

  const columns = [
    {
      key: "name",
      label: t("configurations.colName"),
      render: (row: ConfigurationSummary) => <Link to={paths.configurator.edit.getHref(row.publicId)}>{row.name}</Link>,
    },
    { key: "categoryName", label: t("configurations.colCategory") },
    { key: "validity", label: t("configurations.colValidity"), render: (row: ConfigurationSummary) => <ValidityBadge row={row} /> },
    {
      key: "savedGrandTotal",
      label: t("configurations.colPrice"),
      align: "end" as const,
      render: (row: ConfigurationSummary) => formatCents(row.savedGrandTotal),
    },
    {
      key: "requestStatus",
      label: t("configurations.colStatus"),
      render: (row: ConfigurationSummary) =>
        row.requestStatus ? <RequestStatusBadge status={row.requestStatus} /> : t("configurations.noRequest"),
    },
    { key: "updatedAt", label: t("configurations.colUpdated"), render: (row: ConfigurationSummary) => formatDate(row.updatedAt) },
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
      intro={t("configurations.intro")}
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
        <label className="checkbox">
          <input type="checkbox" checked={mine} onChange={(e) => setFilter("mine", e.target.checked ? "true" : null)} />{" "}
          {t("configurations.mine")}
        </label>
        <ExportButton base="productconf" query={{ q, mine: mine ? "true" : undefined }} />
      </div>
      <DataTable<ConfigurationSummary>
        caption={t("titles.myConfigurations")}
        columns={columns}
        rows={list.data?.items ?? []}
        rowKey={(row) => row.publicId}
        total={list.data?.total ?? 0}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
        stackOnPhone
        actions={(row) => (
          <div className="row-actions wz-list-actions">
            <Link className="button button--small" to={paths.configurator.edit.getHref(row.publicId)}>
              {t("configurations.edit")}
            </Link>
            <Link className="button button--small" to={paths.configurator.copy.getHref(row.publicId)}>
              {t("configurations.copy")}
            </Link>
            <SendRequestButton
              configuration={row}
              withName
              disabledReason={sendBlocker(row, t)}
            />
            <button type="button" className="button button--small button--danger" onClick={() => setDeleting(row)} disabled={remove.isPending}>
              {t("configurations.delete")}
            </button>
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
