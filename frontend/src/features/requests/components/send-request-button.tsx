import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { SendRequestDialog, type RequestTarget } from "./send-request-dialog";
import "./requests.css";

/**
 * "Invia richiesta di personalizzazione", opening the send dialog. With `disabledReason` the button
 * is disabled and the reason is shown on hover and read with the button.
 */
export function SendRequestButton({
  configuration,
  disabledReason,
  className = "button button--small",
  withName = false,
}: {
  configuration: RequestTarget;
  disabledReason?: string | null;
  className?: string;
  /** A row action among many: a short label, and the configuration's name for screen readers. */
  withName?: boolean;
}) {
  const { t } = useTranslation();
  const reasonId = `rq-reason-${useId().replace(/:/g, "")}`;
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        disabled={!!disabledReason}
        title={disabledReason ?? undefined}
        aria-describedby={disabledReason ? reasonId : undefined}
        onClick={() => setOpen(true)}
        aria-label={withName ? `${t("requests.send")} ${configuration.name}` : undefined}
      >
        {withName ? t("requests.sendShort") : t("requests.send")}
      </button>
      {disabledReason && (
        <span id={reasonId} className="visually-hidden">
          {disabledReason}
        </span>
      )}
      {open && <SendRequestDialog configuration={configuration} onClose={() => setOpen(false)} />}
    </>
  );
}
