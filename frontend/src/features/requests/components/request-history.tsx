import { useTranslation } from "react-i18next";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/errors";
import { formatDateTime } from "@/lib/format";
import { useConfigurationRequests } from "@/features/requests/api/requests";
import type { CustomizationRequest } from "@/api/types";
import { RequestStatusBadge } from "./request-status-badge";
import "./requests.css";

/** One request: when and by whom, its status, the message and the administrator's answer. */
function RequestEntry({ request, current = false }: { request: CustomizationRequest; current?: boolean }) {
  const { t } = useTranslation();
  return (
    <li className={`tile rq-entry${current ? " rq-entry--current" : ""}`} data-testid="request-entry" aria-current={current ? "true" : undefined}>
      <div className="rq-entry__head">
        <RequestStatusBadge status={request.status} />
        <span className="rq-entry__meta">
          {t("requests.sentBy", { name: request.requesterName, date: formatDateTime(request.createdAt) })} ·{" "}
          <span data-testid="request-revision">{t("requests.ofRevision", { revision: request.configurationRevision })}</span>
        </span>
      </div>
      <p className="rq-text">{request.message}</p>
      {request.response && (
        <div className="rq-response" data-testid="request-response">
          <p className="rq-response__label">
            {request.reviewedByName
              ? t("requests.responseBy", { name: request.reviewedByName, date: formatDateTime(request.reviewedAt) })
              : t("requests.response")}
          </p>
          <p className="rq-text">{request.response}</p>
        </div>
      )}
      {!request.response && request.reviewedAt && (
        <p className="muted rq-entry__meta">
          {t("requests.decidedBy", { name: request.reviewedByName ?? "", date: formatDateTime(request.reviewedAt) })}
        </p>
      )}
    </li>
  );
}

/**
 * The requests sent for one configuration, newest first (`GET /api/customizationrequest
 * ?configurationId=`). `currentId` marks the request being looked at.
 */
export function RequestHistory({
  configurationId,
  currentId,
  headingLevel = 3,
}: {
  configurationId: string;
  currentId?: number;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const history = useConfigurationRequests(configurationId);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const items = history.data?.items ?? [];
  return (
    <section className="rq-history" aria-labelledby={`rq-history-${configurationId}`} data-testid="request-history">
      <div className="rq-history__head">
        <Heading id={`rq-history-${configurationId}`} className="summary__subtitle">
          {t("requests.history")}
        </Heading>
        {history.isFetching && <Spinner />}
      </div>
      {history.isError && !history.data ? (
        <p className="form-alert form-alert--error" role="alert">
          {errorMessage(t, history.error)}
        </p>
      ) : history.isPending ? null : items.length === 0 ? (
        <p className="muted">{t("requests.historyEmpty")}</p>
      ) : (
        <ol className="rq-history__list">
          {items.map((request) => (
            <RequestEntry key={request.id} request={request} current={request.id === currentId} />
          ))}
        </ol>
      )}
    </section>
  );
}
