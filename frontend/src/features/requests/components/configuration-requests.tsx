import { useTranslation } from "react-i18next";
import { RequestHistory } from "./request-history";
import type { RequestTarget } from "./send-request-dialog";
import "./requests.css";

/**
 * The configurator summary's part of a saved configuration: when a customization request can be sent (the
 * summary's action bar sends it) and the requests already sent.
 */
export function ConfigurationRequests({
  configuration,
  ready,
  dirty,
}: {
  configuration: RequestTarget;
  /** Saved complete and valid. */
  ready: boolean;
  /** Changes not saved yet. */
  dirty: boolean;
}) {
  const { t } = useTranslation();
  const reason = dirty ? t("requests.saveFirst") : ready ? null : t("requests.notReady");
  return (
    <section className="rq-panel stack" aria-labelledby="rq-panel-title" data-testid="configuration-requests">
      <h3 id="rq-panel-title" className="summary__subtitle">
        {t("requests.panelTitle")}
      </h3>
      <p className="muted">{reason ?? t("requests.panelIntro")}</p>
      <RequestHistory configurationId={configuration.publicId} headingLevel={3} />
    </section>
  );
}
