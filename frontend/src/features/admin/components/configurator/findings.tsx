import type { ReactNode } from "react";
import type { ConfigurationCount, FieldError, Finding, ItemRef } from "@/api/types";
import { formatNumber } from "@/lib/format";
import { useLooseT } from "@/features/admin/lib/i18n";
import { parseDetailPath } from "@/features/admin/lib/definition";
import { ruleAnchor } from "./rules-editor";
import { SectionHeader } from "@/components/ui/page";
import { SEVERITY_TONE } from "./status-badge";

interface FindingsPanelProps {
  findings: Finding[] | null;
  /** How many valid configurations the configurator admits (`exact` false: at least that many). */
  validConfigurations?: ConfigurationCount | null;
  /** Findings of a refused publish (422): shown first, as errors. */
  refused: boolean;
  labelOf: (ref: ItemRef) => string | null;
  knownRules: Set<string>;
}

/** The rule check's findings: severity, message, the rule (a link that focuses its row) or item. */
export function FindingsPanel({ findings, validConfigurations, refused, labelOf, knownRules }: FindingsPanelProps) {
  const t = useLooseT();
  const errors = (findings ?? []).filter((f) => f.severity === "error").length;
  const goTo = (ruleId: string) => {
    const row = document.getElementById(ruleAnchor(ruleId));
    row?.scrollIntoView?.({ block: "center", behavior: "smooth" });
    row?.focus({ preventScroll: true });
  };
  return (
    <section className="card section cfg-findings" aria-labelledby="cfg-findings-title" data-testid="findings">
      <SectionHeader id="cfg-findings-title" title={t("admin.cfg.findings.title")}>
        {findings && findings.length > 0 && (
          <span className={`pill ${errors ? SEVERITY_TONE.error : SEVERITY_TONE.warning}`}>
            {t("admin.cfg.findings.count", { count: findings.length })}
          </span>
        )}
      </SectionHeader>
      {validConfigurations && (
        <p className="cfg-count" data-testid="valid-configurations">
          {t(validConfigurations.exact ? "admin.cfg.findings.validCount" : "admin.cfg.findings.validAtLeast", {
            count: validConfigurations.count,
            formatted: formatNumber(validConfigurations.count),
          })}
        </p>
      )}
      {refused && (
        <p className="form-alert form-alert--error" role="alert">
          {t("admin.cfg.findings.refused")}
        </p>
      )}
      {findings === null ? (
        <p className="muted">{t("admin.cfg.findings.notYet")}</p>
      ) : findings.length === 0 ? (
        <p className="cfg-ok">{t("admin.cfg.findings.none")}</p>
      ) : (
        <ul className="cfg-findings__list">
          {findings.map((finding, index) => (
            <FindingLine key={index} finding={finding} detail={finding.item ? labelOf(finding.item) : null}>
              {finding.ruleId &&
                (knownRules.has(finding.ruleId) ? (
                  <button type="button" className="button button--small button--ghost" onClick={() => goTo(finding.ruleId as string)}>
                    {t("admin.cfg.findings.goToRule", { id: finding.ruleId })}
                  </button>
                ) : (
                  <span className="muted">{t("admin.cfg.rules.ruleN", { id: finding.ruleId })}</span>
                ))}
            </FindingLine>
          ))}
        </ul>
      )}
    </section>
  );
}

interface FindingLineProps {
  finding: Pick<Finding, "severity" | "message">;
  /** What it is about ("Pouf · Tessuto Lino"), after the message. */
  detail?: string | null;
  /** After the text (a link to the rule). */
  children?: ReactNode;
}

/** One finding of a list (`cfg-findings__list`): its severity, its message. */
export function FindingLine({ finding, detail, children }: FindingLineProps) {
  const t = useLooseT();
  return (
    <li className={`cfg-finding cfg-finding--${finding.severity}`}>
      <span className={`pill ${SEVERITY_TONE[finding.severity]}`}>{t(`admin.cfg.severity.${finding.severity}`)}</span>
      <span className="cfg-finding__text">
        {finding.message}
        {detail && <span className="muted"> · {detail}</span>}
      </span>
      {children}
    </li>
  );
}

/** A refused publish's `details` (the definition's errors and the rule check's errors) as error findings. */
export function findingsOfRefusal(details: FieldError[], ruleIds: string[]): Finding[] {
  return details.map((d) => {
    const target = parseDetailPath(d.field);
    const ruleId = target.area === "rule" ? (ruleIds[target.index] ?? null) : null;
    return { severity: "error" as const, code: d.field, message: d.message, ruleId, item: null };
  });
}
