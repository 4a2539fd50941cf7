import { Link } from "react-router-dom";
import type { ImpactEffect, ImpactExample, PublishImpact } from "@/api/types";
import { paths } from "@/config/paths";
import { formatCents } from "@/lib/format";
import { useLooseT } from "@/features/admin/lib/i18n";
import { ImpactCompanies } from "./impact-companies";
import { ImpactExport } from "./impact-export";
import { impactLines, type ImpactScope } from "./impact-text";

const EFFECT_PILL: Record<ImpactEffect, string> = {
  invalid: "tone-danger",
  incomplete: "tone-warning",
  repriced: "cfg-pill--neutral",
};

interface ImpactViewProps {
  impact: PublishImpact;
  exportId?: number;
  stale?: boolean;
  /** Whose saved configurations were judged (default: the category's; a company's need no "Per azienda"). */
  scope?: ImpactScope;
  /** The examples open in a new tab (a question over a form that is not saved yet). */
  newTab?: boolean;
}

/**
 * One publish dry run's numbers: the counts that are not zero, the same per company, then examples with their
 * reasons. The live panel shows the saved draft's (`exportId`: with the file of all of them, which the server
 * computes again for the draft as it is now); a kept report shows its own, as they were answered; the question
 * before a catalogue edit shows the edit's.
 */
export function ImpactView({ impact, exportId, stale = false, scope, newTab = false }: ImpactViewProps) {
  const t = useLooseT();
  const text = impactLines(t, impact, scope);
  return (
    <div className={`stack cfg-impact__body${stale ? " cfg-impact__body--stale" : ""}`}>
      <div>
        <p className="cfg-impact__intro" data-testid="publish-impact-intro">
          {text.intro}
        </p>
        {text.lines.length > 0 && (
          <ul className="cfg-impact__lines" data-testid="publish-impact-lines">
            {text.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
      </div>
      {impact.companies.length > 0 && scope !== "company" && <ImpactCompanies companies={impact.companies} />}
      {impact.examples.length > 0 && (
        <div>
          <h3 className="cfg-try__heading">{t("admin.cfg.impact.examples")}</h3>
          <ul className="cfg-impact__examples">
            {impact.examples.map((example) => (
              <ImpactExampleItem key={`${example.effect}:${example.publicId}`} example={example} newTab={newTab} />
            ))}
          </ul>
        </div>
      )}
      {exportId !== undefined && <ImpactExport id={exportId} impact={impact} />}
    </div>
  );
}

/** One configuration the draft breaks or reprices: a link to it, whose it is, the effect, why. */
function ImpactExampleItem({ example, newTab }: { example: ImpactExample; newTab: boolean }) {
  const t = useLooseT();
  const who = [t("admin.cfg.impact.owner", { name: example.ownerName })];
  if (example.customerName) who.push(t("admin.cfg.impact.customer", { name: example.customerName }));
  return (
    <li className={`cfg-impact__example cfg-impact__example--${example.effect}`}>
      <Link
        to={paths.configurator.edit.getHref(example.publicId)}
        className="cfg-impact__name"
        {...(newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      >
        {example.name}
        {newTab && <span className="visually-hidden"> {t("admin.cfg.impact.newTab")}</span>}
      </Link>
      <p className="cfg-impact__meta">
        <span className={`pill ${EFFECT_PILL[example.effect]}`}>{t(`admin.cfg.impact.effect.${example.effect}`)}</span>
        {example.pendingRequest && <span className="pill cfg-pill--pending">{t("admin.cfg.impact.pendingRequest")}</span>}
        <span className="muted">{who.join(" · ")}</span>
      </p>
      {example.totalBefore !== example.totalAfter && (
        <p className="cfg-impact__price">
          {formatCents(example.totalBefore)} → {formatCents(example.totalAfter)}
        </p>
      )}
      {example.reasons.length > 0 && (
        <ul className="cfg-impact__reasons">
          {example.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
    </li>
  );
}
