import { useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { Page } from "@/components/ui/page";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { SearchBox } from "@/components/ui/search-box";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { PAGE_SIZE } from "@/config/constants";
import { errorMessage } from "@/lib/errors";
import { formatDateTime } from "@/lib/format";
import { REQUEST_STATUSES, type RequestStatus } from "@/types/api";
import { useRequests, type CustomizationRequest, type RequestListParams } from "@/features/requests/api/requests";
import { RequestStatusBadge } from "@/features/requests/components/request-status-badge";
import { RequestReview } from "@/features/requests/components/request-review";

const SORTS = ["createdAt", "status"] as const;
type SortKey = (typeof SORTS)[number];

const isStatus = (value: string | null): value is RequestStatus => REQUEST_STATUSES.includes(value as RequestStatus);

/**
 * `/admin/request`: Richieste. Status filter, search, sort and page live in the URL, and so does the
 * open request (`?id=12`, the link of the administrators' mail).
 */
export function Component() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const status = isStatus(params.get("status")) ? (params.get("status") as RequestStatus) : undefined;
  const page = Math.max(1, Math.floor(Number(params.get("page"))) || 1);
  const urlQ = params.get("q") ?? "";
  const sort: SortKey = SORTS.includes(params.get("sort") as SortKey) ? (params.get("sort") as SortKey) : "createdAt";
  const order: "asc" | "desc" = params.get("order") === "asc" ? "asc" : "desc";
  const openId = Number(params.get("id"));
  const open = Number.isInteger(openId) && openId > 0 ? openId : null;

  const listParams: RequestListParams = { page, pageSize: PAGE_SIZE, q: urlQ.trim() || undefined, sort, order, status };
  const list = useRequests(listParams);

  const update = (changes: Record<string, string | null>, replace = true) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === "") next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace },
    );

  // typed text goes to the URL after a pause; the URL (back, reload) wins otherwise
  const [q, setQ] = useState(urlQ);
  const [seenUrlQ, setSeenUrlQ] = useState(urlQ);
  if (urlQ !== seenUrlQ) {
    setSeenUrlQ(urlQ);
    setQ(urlQ);
  }
  const searchTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(searchTimer.current), []);
  const onSearch = (value: string) => {
    setQ(value);
    window.clearTimeout(searchTimer.current);
    searchTimer.current = window.setTimeout(() => update({ q: value, page: null }), 300);
  };

  const hrefOf = (id: number) => {
    const next = new URLSearchParams(params);
    next.set("id", String(id));
    return `?${next.toString()}`;
  };

  const title = t("titles.requests");
  const rows = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const filtered = !!urlQ || !!status;

  return (
    <Page
      title={title}
      intro={t("admin.intro.requests")}
      breadcrumbs={[{ label: t("titles.dashboard"), to: paths.admin.dashboard.getHref() }, { label: title }]}
      width="full"
    >
      <div className="toolbar">
        <SearchBox label={t("requests.searchLabel")} placeholder={t("requests.searchPlaceholder")} value={q} onChange={onSearch} />
        <div className="segmented" role="group" aria-label={t("admin.statusFilter")}>
          {[undefined, ...REQUEST_STATUSES].map((option) => (
            <button
              key={option ?? "all"}
              type="button"
              className="segmented__option"
              aria-pressed={status === option}
              onClick={() => update({ status: option ?? null, page: null })}
            >
              {option ? t(`requestStatus.${option}`) : t("admin.allStatuses")}
            </button>
          ))}
        </div>
        {list.isFetching && <Spinner />}
      </div>
      {list.isError && !list.data ? (
        <EmptyState icon="list" title={t("admin.listErrorTitle")} text={errorMessage(t, list.error)} />
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
          onSort={(key) => update({ sort: key, order: sort === key && order === "desc" ? "asc" : "desc", page: null })}
          onPage={(next) => update({ page: next > 1 ? String(next) : null })}
          actions={(row) => (
            <Link to={hrefOf(row.id)} className="button button--small">
              {t("requests.open")}
              <span className="visually-hidden"> {t("requests.detailTitle", { id: row.id })}</span>
            </Link>
          )}
          empty={
            list.isPending ? (
              <div className="page-spinner">
                <Spinner />
              </div>
            ) : (
              <EmptyState
                icon={filtered ? "search" : "list"}
                headingLevel={2}
                title={filtered ? t("admin.noMatchesTitle") : t("requests.emptyTitle")}
                text={filtered ? t("requests.noMatchesText") : t("requests.emptyText")}
              />
            )
          }
        />
      )}
      {open !== null && (
        <RequestReview key={open} id={open} onClose={() => update({ id: null })} onOpen={(id) => update({ id: String(id) }, false)} />
      )}
    </Page>
  );
}
