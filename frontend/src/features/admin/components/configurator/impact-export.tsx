import type { PublishImpact } from "@/api/types";
import { CsvButton } from "@/components/export-button";
import { configuratorApi } from "@/features/admin/api/configurators";
import { useLooseT } from "@/features/admin/lib/i18n";
import { impactExportHint } from "./impact-text";

/**
 * "Esporta l'elenco (CSV)": every saved configuration the draft breaks or reprices, as a file
 * (`GET /api/configurator/{id}/impact.csv`), through the app's one CSV download. Nothing when none is
 * touched; a hint when the file has more than the examples.
 */
export function ImpactExport({ id, impact }: { id: number; impact: PublishImpact }) {
  const t = useLooseT();
  if (impact.affected === 0) return null;
  const hint = impactExportHint(t, impact);
  return (
    <div className="cfg-impact__export">
      <CsvButton
        save={() => configuratorApi.saveImpactCsv(id)}
        label={t("admin.cfg.impact.export")}
        className="button button--small"
        testId="publish-impact-export"
      />
      {hint && <p className="cfg-impact__hint muted">{hint}</p>}
    </div>
  );
}
