import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { KeptImpact } from "@/api/types";
import { Dialog } from "@/components/ui/dialog";
import { SectionHeader } from "@/components/ui/page";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/errors";
import { formatDateTime, formatNumber } from "@/lib/format";
import { useImpactReports } from "@/features/admin/api/configurators";
import { useLooseT, type LooseT } from "@/features/admin/lib/i18n";
import { impactFigures } from "./impact-text";
import { ImpactView } from "./impact-view";

/** Reports listed before "Mostra tutte": the newest come first. */
export const REPORT_ROWS = 5;

/** Who ran it: their name, or that their account is gone. */
const authorOf = (t: LooseT, report: KeptImpact) => report.createdBy || t("admin.cfg.reports.someone");

/**
 * "Analisi d'impatto salvate": the publish dry runs the server kept for this configurator (the last twenty;
 * a run with the same answer as the newest renews it), newest first, each with when, who and its counts in one
 * line; one opens in a side panel with the dry run's own view, as it was computed. Shown whatever the status: a
 * published or archived configurator keeps the analyses of its draft.
 */
export function ImpactReports({ configuratorId }: { configuratorId: number }) {
  const t = useLooseT();
  const { t: tf } = useTranslation();
  const reports = useImpactReports(configuratorId);
  const [all, setAll] = useState(false);
  const [open, setOpen] = useState<KeptImpact | null>(null);
  const items = reports.data ?? [];
  const shown = all ? items : items.slice(0, REPORT_ROWS);
  return (
    <section className="card section" aria-labelledby="cfg-reports-title" aria-busy={reports.isFetching} data-testid="impact-reports">
      <SectionHeader id="cfg-reports-title" title={t("admin.cfg.reports.title")}>
        {reports.isFetching && reports.data && <Spinner label={t("admin.cfg.reports.loading")} />}
      </SectionHeader>
      {reports.isError && !reports.data ? (
        <p className="form-alert form-alert--error">{t("admin.cfg.reports.failed", { message: errorMessage(tf, reports.error) })}</p>
      ) : !reports.data ? (
        <Spinner label={t("admin.cfg.reports.loading")} />
      ) : items.length === 0 ? (
        <p className="muted">{t("admin.cfg.reports.empty")}</p>
      ) : (
        <>
          <p className="muted">{t("admin.cfg.reports.intro")}</p>
          <ol className="cfg-reports" aria-labelledby="cfg-reports-title">
            {shown.map((report) => (
              <li key={report.id}>
                <button type="button" className="cfg-report" data-testid="impact-report" onClick={() => setOpen(report)}>
                  <span className="cfg-report__when">
                    <time dateTime={report.createdAt}>{formatDateTime(report.createdAt)}</time> · {authorOf(t, report)}
                  </span>{" "}
                  <span className="cfg-report__figures">{impactFigures(t, report)}</span>
                </button>
              </li>
            ))}
          </ol>
          {shown.length < items.length && (
            <button type="button" className="button button--small button--ghost" onClick={() => setAll(true)}>
              {t("admin.cfg.reports.all", { formatted: formatNumber(items.length) })}
            </button>
          )}
        </>
      )}
      {open && <KeptReport report={open} onClose={() => setOpen(null)} />}
    </section>
  );
}

/** One kept report in a side panel: when and by whom, that it is the draft and catalogue of then, its numbers. */
function KeptReport({ report, onClose }: { report: KeptImpact; onClose: () => void }) {
  const t = useLooseT();
  return (
    <Dialog
      variant="drawer"
      title={t("admin.cfg.reports.openTitle", { date: formatDateTime(report.createdAt) })}
      describedBy="cfg-report-asof"
      onClose={onClose}
    >
      <div className="stack" data-testid="impact-report-view">
        <p id="cfg-report-asof" className="cfg-report__asof" tabIndex={-1} data-autofocus>
          {t("admin.cfg.reports.asOf", { name: authorOf(t, report) })}
        </p>
        <ImpactView impact={report} />
      </div>
    </Dialog>
  );
}
