import { Link, useNavigate } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { Page } from "@/components/ui/page";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState, ListEmpty } from "@/components/ui/empty-state";
import { SearchBox } from "@/components/ui/search-box";
import { ToolbarDays, dayParam } from "@/components/ui/toolbar-days";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { errorMessage } from "@/lib/errors";
import { formatDateTime } from "@/lib/format";
import { REQUEST_STATUSES, type CustomizationRequest, type RequestStatus } from "@/api/types";
import { useListState } from "@/lib/use-list-state";
import { usePageSize } from "@/features/admin/lib/page-size";
import { useRequests } from "@/features/requests/api/requests";
import { ExportButton } from "@/components/export-button";
import { RequestStatusBadge } from "@/features/requests/components/request-status-badge";
import { RequestReview } from "@/features/requests/components/request-review";
import { WithHistoryTab } from "@/features/admin/components/audit-history";
import "@/features/requests/components/requests.css";

const SORTS = ["createdAt", "status"] as const;

const isStatus = (value: string | undefined): value is RequestStatus => REQUEST_STATUSES.includes(value as RequestStatus);

/** The list opens on what waits for a decision; "Tutte" is `status=all`. */
const DEFAULT_STATUS: RequestStatus = "pending";
const ALL = "all";

/** The first words of a message, for the list (the whole one is in the request's panel). */
const PREVIEW_CHARS = 90;
const preview = (message: string) => {
  const flat = message.replace(/\s+/g, " ").trim();
  return flat.length > PREVIEW_CHARS ? `${flat.slice(0, PREVIEW_CHARS).trimEnd()}…` : flat;
};

/**
 * `/admin/request`: Richieste. Status filter, search, sort and page live in the URL (the list-state
 * hook of every list), and so does the open request (`?id=12`, the link of the administrators' mail).
 * Without a status it shows the pending requests ("In valutazione"), each with its message's start.
 */
export function Component() {
  const { t } = useTranslation();
  const list = useListState({ defaultSort: { key: "createdAt", order: "desc" }, sorts: SORTS, filters: ["status", "companyId", "createdFrom", "createdTo"] });
  const { pageSize, pageSizes } = usePageSize("requests", list.setPage);
  const navigate = useNavigate();
  const { params, update, page, q, sort, order } = list;
  const chosen = list.filters.status;
  const status = chosen === undefined ? DEFAULT_STATUS : isStatus(chosen) ? chosen : undefined;
  const openId = Number(params.get("id"));
  const open = Number.isInteger(openId) && openId > 0 ? openId : null;

  // the server's sort fields are a closed set: the one the list state chose, narrowed to it
  const sortKey = SORTS.find((key) => key === sort);
  // one company's (the dashboard's figures open it so)
  const companyId = Number(list.filters.companyId) || undefined;
  // days of sending: a week of the dashboard's chart opens the list so
  const createdFrom = dayParam(list.filters.createdFrom);
  const createdTo = dayParam(list.filters.createdTo);
  const requests = useRequests({ page, pageSize, q: q.trim() || undefined, sort: sortKey, order, status, companyId, createdFrom, createdTo });

  const hrefOf = (id: number) => {
    const next = new URLSearchParams(params);
    next.set("id", String(id));
    return `?${next.toString()}`;
  };

  const title = t("titles.requests");
  const rows = requests.data?.items ?? [];
  const total = requests.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const filtered = !!q || !!status || !!companyId || !!createdFrom || !!createdTo;
  const companyName = companyId ? rows.find((row) => row.companyId === companyId)?.companyName : undefined;

  return (
    <Page
      title={title}
      intro={t("admin.intro.requests")}
      breadcrumbs={[{ label: t("titles.dashboard"), to: paths.admin.dashboard.getHref() }, { label: title }]}
      width="full"
    >
      <div className="toolbar">
        <SearchBox label={t("requests.searchLabel")} placeholder={t("requests.searchPlaceholder")} value={list.search} onChange={list.onSearch} />
        <div className="segmented" role="group" aria-label={t("admin.statusFilter")}>
          {[undefined, ...REQUEST_STATUSES].map((option) => (
            <button
              key={option ?? "all"}
              type="button"
              className="segmented__option"
              aria-pressed={status === option}
              onClick={() => list.setFilter("status", option ?? ALL)}
            >
              {option ? t(`requestStatus.${option}`) : t("admin.allStatuses")}
            </button>
          ))}
        </div>
        {companyId && (
          <button type="button" className="wz-pin-chip" data-testid="requests-company" onClick={() => list.setFilter("companyId", null)}>
            {t("configurations.chip", { label: t("configurations.colCompany"), name: companyName ?? t("common.id", { id: companyId }) })}
            <span className="wz-pin-chip__x" aria-hidden="true">
              ✕
            </span>
          </button>
        )}
        <ToolbarDays
          id="requests-sent"
          label={t("requests.sentDays")}
          from={createdFrom}
          to={createdTo}
          onChange={(bound, day) => list.setFilter(bound === "from" ? "createdFrom" : "createdTo", day)}
        />
        {requests.isFetching && <Spinner />}
        <ExportButton base="customizationrequest" query={{ q: q.trim() || undefined, sort, order, status, companyId, createdFrom, createdTo }} />
      </div>
      {requests.isError && !requests.data ? (
        <EmptyState icon="list" title={t("admin.listErrorTitle")} text={errorMessage(t, requests.error)} />
      ) : (
        <DataTable<CustomizationRequest>
          caption={title}
          stackOnPhone
          columns={[
            {
              key: "configuration",
              label: t("admin.col.configuration"),
              render: (row) => (
                <span className="rq-cell-main">
                  <Link to={hrefOf(row.id)}>{row.configurationName}</Link>
                  <span className="muted">{row.categoryName}</span>
                </span>
              ),
            },
            {
              key: "message",
              label: t("admin.col.message"),
              render: (row) => (
                <span className="rq-preview" title={row.message}>
                  {preview(row.message)}
                </span>
              ),
            },
            { key: "requester", label: t("admin.col.requester"), render: (row) => row.requesterName },
            { key: "company", label: t("admin.col.company"), render: (row) => row.companyName ?? t("common.emptyValue") },
            { key: "status", label: t("admin.col.status"), sortable: true, render: (row) => <RequestStatusBadge status={row.status} /> },
            { key: "createdAt", label: t("admin.col.createdAt"), sortable: true, render: (row) => formatDateTime(row.createdAt) },
          ]}
          rows={rows}
          rowKey={(row) => row.id}
          total={total}
          page={Math.min(page, pages)}
          sort={{ key: sort, order }}
          onSort={list.toggleSort}
          onPage={list.setPage}
          pageSize={pageSize}
          pageSizes={pageSizes}
          onOpen={(row) => navigate(hrefOf(row.id))}
          actions={(row) => (
            <Link to={hrefOf(row.id)} className="button button--small">
              {t("requests.open")}
              <span className="visually-hidden"> {t("requests.detailTitle", { id: row.id })}</span>
            </Link>
          )}
          empty={
            <ListEmpty
              pending={requests.isPending}
              filtered={filtered}
              title={t("requests.emptyTitle")}
              text={t("requests.emptyText")}
              noMatchesText={t("requests.noMatchesText")}
            />
          }
        />
      )}
      {open !== null && (
        <RequestReview
          key={open}
          id={open}
          onClose={() => update({ id: null }, true)}
          onOpen={(id) => update({ id: String(id) })}
          framed={(content) => (
            <WithHistoryTab kind="customizationrequest" id={open}>
              {content}
            </WithHistoryTab>
          )}
        />
      )}
    </Page>
  );
}
