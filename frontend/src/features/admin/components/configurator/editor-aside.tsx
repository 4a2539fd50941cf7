import { lazy, Suspense } from "react";
import { Spinner } from "@/components/ui/spinner";
import { useLooseT } from "@/features/admin/lib/i18n";
import type { usePublishImpact } from "@/features/admin/api/configurators";
import type { Configurator, Finding } from "@/api/types";
import { FindingsPanel } from "./findings";
import { PublishImpactPanel } from "./publish-impact";
import { ImpactReports } from "./impact-reports";
import type { useCategoryCatalogue } from "./catalogue-items";

const TryOut = lazy(() => import(/* webpackChunkName: "admin-configurator-tryout" */ "./try-out"));

/** The configurator editor's side panels: the findings, what publishing would do, the impact reports and the try-out. */
export function EditorAside({
  configurator,
  findings,
  refused,
  ruleIds,
  catalogue,
  impact,
  dirty,
}: {
  configurator: Configurator | null;
  findings: Finding[] | null;
  /** The findings are those of a refused publication. */
  refused: boolean;
  ruleIds: Set<string>;
  catalogue: ReturnType<typeof useCategoryCatalogue>;
  impact: ReturnType<typeof usePublishImpact>;
  dirty: boolean;
}) {
  const t = useLooseT();
  return (
    <aside className="cfg-aside stack" aria-label={t("admin.cfg.asideLabel")}>
      <FindingsPanel
        findings={findings}
        validConfigurations={refused ? null : configurator?.validConfigurations}
        refused={refused}
        labelOf={catalogue.labelOf}
        knownRules={ruleIds}
      />
      {configurator?.status === "draft" && <PublishImpactPanel id={configurator.id} query={impact} dirty={dirty} />}
      {configurator && <ImpactReports configuratorId={configurator.id} />}
      {configurator ? (
        <Suspense
          fallback={
            <div className="card">
              <Spinner />
            </div>
          }
        >
          <TryOut configuratorId={configurator.id} dirty={dirty} />
        </Suspense>
      ) : (
        <section className="card section" aria-labelledby="cfg-try-title">
          <h2 id="cfg-try-title" className="section__title">
            {t("admin.cfg.try.title")}
          </h2>
          <p className="muted">{t("admin.cfg.try.saveFirst")}</p>
        </section>
      )}
    </aside>
  );
}
