import { useTranslation } from "react-i18next";
import type { RequestStatus } from "@/api/types";
import "./requests.css";

const TONE: Record<RequestStatus, string> = {
  pending: "tone-warning",
  approved: "tone-success",
  rejected: "tone-danger",
  replaced: "tone-muted",
};

/** The request's status in Italian, one tone per status. */
export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`pill rq-status rq-status--${status} ${TONE[status]}`} data-testid="request-status" data-status={status}>
      {t(`requestStatus.${status}`)}
    </span>
  );
}
