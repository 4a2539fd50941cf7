import { useTranslation } from "react-i18next";
import type { RequestStatus } from "@/api/types";
import "./requests.css";

/** The request's status in Italian, one tone per status. */
export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`pill rq-status rq-status--${status}`} data-testid="request-status" data-status={status}>
      {t(`requestStatus.${status}`)}
    </span>
  );
}
