import { useId, useState, type ReactNode } from "react";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { PriceTable } from "@/components/price-table";
import { EmptyState } from "@/components/ui/empty-state";
import { FormAlert } from "@/components/ui/form";
import { PageSpinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast/toast-store";
import { paths } from "@/config/paths";
import { isApiError } from "@/lib/api-client";
import { errorMessage, fieldErrors } from "@/lib/errors";
import { formatDateTime, formatNumber } from "@/lib/format";
import { ConfirmDialog, Dialog } from "@/components/ui/dialog";
import {
  REQUEST_TEXT_MAX,
  useDecideRequest,
  useRequest,
  useRequestedConfiguration,
  type Decision,
} from "@/features/requests/api/requests";
import type { CustomizationRequest } from "@/api/types";
import { RequestHistory } from "./request-history";
import { RequestStatusBadge } from "./request-status-badge";
import { textError } from "./send-request-dialog";
import "./requests.css";

/** A refused move names the request's real state in the server's own words. */
function decisionFailure(t: Parameters<typeof errorMessage>[0], error: unknown): string {
  if (isApiError(error) && error.code === "invalid_transition") {
    return error.message;
  }
  return errorMessage(t, error);
}

/** The configuration as it was sent: read-only, with the price at sending time. */
function RequestedConfigurationCard({ request }: { request: CustomizationRequest }) {
  const { t } = useTranslation();
  const configuration = useRequestedConfiguration(request.configurationId).data;
  const quantity = request.price?.quantity ?? configuration?.quantity;
  const rows: [string, string | null | undefined][] = [
    [t("requests.category"), request.categoryName],
    [t("requests.owner"), configuration?.ownerName],
    [t("requests.customer"), configuration?.customerName],
    [t("requests.company"), request.companyName],
    [t("requests.quantity"), quantity === undefined ? null : formatNumber(quantity)],
  ];
  return (
    <section className="rq-section" aria-labelledby="rq-configuration">
      <div className="rq-section__head">
        <h3 id="rq-configuration" className="summary__subtitle">
          {t("requests.configuration")}: {request.configurationName}
        </h3>
        <Link to={paths.configurator.edit.getHref(request.configurationId)} className="button button--small">
          {t("requests.openEditor")}
        </Link>
      </div>
      <dl className="summary-list">
        {rows
          .filter(([, value]) => !!value)
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {request.price ? (
        <PriceTable price={request.price} caption={t("requests.priceAtSending")} className="rq-price" compact />
      ) : (
        <p className="muted">{t("requests.noPrice")}</p>
      )}
    </section>
  );
}

/** Approve (optional response) or reject (response required), each after a confirmation. */
function DecisionForm({ request, onFailure }: { request: CustomizationRequest; onFailure: (message: string) => void }) {
  const { t } = useTranslation();
  const id = useId().replace(/:/g, "");
  const decide = useDecideRequest();
  const [response, setResponse] = useState("");
  const [problem, setProblem] = useState<"empty" | "tooLong" | null>(null);
  const [confirming, setConfirming] = useState<Decision | null>(null);
  const server = fieldErrors(decide.error).response;
  const responseError = problem ? t(`requests.response_${problem}`, { max: formatNumber(REQUEST_TEXT_MAX) }) : server;

  const ask = (decision: Decision) => {
    const invalid = textError(response, decision === "reject");
    setProblem(invalid);
    if (invalid) {
      document.getElementById(`${id}-response`)?.focus();
      return;
    }
    decide.reset();
    setConfirming(decision);
  };

  // the answer unmounts this form (the request is no longer pending): mutate's own callbacks would not run
  const confirm = (decision: Decision) => {
    decide.mutateAsync({ id: request.id, decision, response: response.trim() }).then(
      () => {
        toast.success(t(decision === "approve" ? "requests.approved" : "requests.rejected"));
        setConfirming(null);
      },
      (error: unknown) => {
        const message = decisionFailure(t, error);
        toast.error(message);
        setConfirming(null);
        if (fieldErrors(error).response) document.getElementById(`${id}-response`)?.focus();
        else onFailure(message);
      },
    );
  };

  return (
    <section className="rq-section rq-decision" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="summary__subtitle">
        {t("requests.decisionTitle")}
      </h3>
      <div className={`field${responseError ? " field--invalid" : ""}`}>
        <label htmlFor={`${id}-response`} className="field__label">
          {t("requests.responseLabel")}
        </label>
        <textarea
          id={`${id}-response`}
          className="field__input field__textarea"
          rows={4}
          value={response}
          aria-invalid={responseError ? true : undefined}
          aria-describedby={[responseError ? `${id}-error` : "", `${id}-hint`].filter(Boolean).join(" ")}
          onChange={(event) => {
            setResponse(event.target.value);
            if (problem) setProblem(null);
          }}
        />
        {responseError && (
          <p id={`${id}-error`} className="field__error">
            {responseError}
          </p>
        )}
        <p id={`${id}-hint`} className="field__hint">
          {t("requests.responseHint", { used: formatNumber(response.trim().length), max: formatNumber(REQUEST_TEXT_MAX) })}
        </p>
      </div>
      <div className="rq-actions">
        <button type="button" className="button button--danger" disabled={decide.isPending} onClick={() => ask("reject")}>
          {t("requests.reject")}
        </button>
        <button type="button" className="button button--primary" disabled={decide.isPending} onClick={() => ask("approve")}>
          {t("requests.approve")}
        </button>
      </div>
      {confirming && (
        <ConfirmDialog
          title={t(confirming === "approve" ? "requests.confirmApproveTitle" : "requests.confirmRejectTitle", { id: request.id })}
          describedBy={`${id}-confirm`}
          confirmLabel={decide.isPending ? t("requests.working") : t(confirming === "approve" ? "requests.approve" : "requests.reject")}
          danger={confirming !== "approve"}
          busy={decide.isPending}
          onConfirm={() => confirm(confirming)}
          onClose={() => setConfirming(null)}
        >
          <div id={`${id}-confirm`} className="stack">
            <p>
              {t(confirming === "approve" ? "requests.confirmApproveText" : "requests.confirmRejectText", {
                name: request.requesterName,
                configuration: request.configurationName,
              })}
            </p>
            {response.trim() ? (
              <blockquote className="rq-quote rq-text">{response.trim()}</blockquote>
            ) : (
              <p className="muted">{t("requests.noResponse")}</p>
            )}
          </div>
        </ConfirmDialog>
      )}
    </section>
  );
}

/**
 * The administrators' view of one request (side panel of `/admin/request?id=`): the message, the
 * configuration as sent, the decision, and every request of that configuration.
 */
export function RequestReview({
  id,
  onClose,
  onOpen,
  framed = (content) => content,
}: {
  id: number;
  onClose: () => void;
  onOpen: (id: number) => void;
  /** Frames the request's view (the admin screen puts it beside its "Modifiche" tab). */
  framed?: (content: ReactNode) => ReactNode;
}) {
  const { t } = useTranslation();
  const query = useRequest(id);
  const request = query.data;
  const [failure, setFailure] = useState<string | null>(null);

  return (
    <Dialog
      variant="drawer"
      title={
        <>
          {t("requests.detailTitle", { id })} {request && <RequestStatusBadge status={request.status} />}
        </>
      }
      onClose={onClose}
    >
      {query.isError ? (
        <EmptyState
          icon="list"
          headingLevel={3}
          title={isApiError(query.error) && query.error.status === 404 ? t("requests.notFound") : t("errors.generic")}
          text={errorMessage(t, query.error)}
        />
      ) : !request ? (
        <PageSpinner />
      ) : (
        framed(
        <div className="stack rq-review" data-testid="request-review">
          {failure && <FormAlert>{failure}</FormAlert>}
          <section className="rq-section" aria-labelledby="rq-message">
            <h3 id="rq-message" className="summary__subtitle">
              {t("requests.messageOf", { name: request.requesterName })}
            </h3>
            <p className="muted rq-entry__meta">
              {[request.companyName, formatDateTime(request.createdAt)].filter(Boolean).join(" · ")}
            </p>
            <p className="rq-text">{request.message}</p>
          </section>
          {request.status === "replaced" && request.replacedById !== null && (
            <p className="form-alert rq-notice">
              {t("requests.replacedBy", { id: request.replacedById })}{" "}
              <button type="button" className="button button--small" onClick={() => onOpen(request.replacedById as number)}>
                {t("requests.openRequest", { id: request.replacedById })}
              </button>
            </p>
          )}
          {request.status === "pending" ? (
            <DecisionForm key={request.id} request={request} onFailure={setFailure} />
          ) : (
            request.reviewedAt && (
              <section className="rq-section" aria-labelledby="rq-decided">
                <h3 id="rq-decided" className="summary__subtitle">
                  {t("requests.decidedBy", { name: request.reviewedByName ?? "", date: formatDateTime(request.reviewedAt) })}
                </h3>
                {request.response ? <p className="rq-text">{request.response}</p> : <p className="muted">{t("requests.noResponse")}</p>}
              </section>
            )
          )}
          <RequestedConfigurationCard request={request} />
          <RequestHistory configurationId={request.configurationId} currentId={request.id} />
        </div>,
        )
      )}
    </Dialog>
  );
}
