import { useId, useState } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { CatalogueImpact } from "@/api/types";
import { ConfirmDialog } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/errors";
import { useWeighImpact } from "@/features/admin/api/resources";
import { useLooseT } from "@/features/admin/lib/i18n";
import { isAffected, type ImpactCheck } from "@/features/admin/lib/impact-check";
import { FindingLine } from "./configurator/findings";
import { editImpactSentence, impactQuestion } from "./configurator/impact-text";
import { ImpactView } from "./configurator/impact-view";
import "./configurator/configurator.css";

/**
 * What an edit of the catalogue or of a company's filters would do, in the question before it: the sentence
 * (`id`, the question's description), each published configurator's new findings, then the saved
 * configurations as a publish's dry run shows them.
 */
export function EditImpact({ id, check, impact }: { id: string; check: ImpactCheck; impact: CatalogueImpact }) {
  const t = useLooseT();
  return (
    <div className="stack" data-testid="edit-impact">
      <p id={id} className="cfg-impact__confirm" data-testid="edit-impact-sentence">
        {editImpactSentence(t, check, impact)}
      </p>
      {impact.configurators.length > 0 && (
        <div data-testid="edit-impact-configurators">
          <h3 className="cfg-try__heading">{t("admin.cfg.impact.edit.findings")}</h3>
          <ul className="edit-impact__configurators">
            {impact.configurators.map((configurator) => (
              <li key={configurator.configuratorId}>
                <p className="edit-impact__configurator">
                  {configurator.name} <span className="muted">· {configurator.categoryName}</span>
                </p>
                <ul className="cfg-findings__list">
                  {configurator.findings.map((finding, index) => (
                    <FindingLine key={index} finding={finding} />
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      )}
      <ImpactView impact={impact} scope={check.kind === "filters" ? "company" : "catalogue"} newTab />
    </div>
  );
}

/** A check that could not be answered: the save or delete may still go ahead, knowing it. */
function ImpactFailed({ id, error }: { id: string; error: unknown }) {
  const t = useLooseT();
  const { t: tf } = useTranslation();
  return (
    <p id={id} className="form-alert form-alert--error" data-testid="edit-impact-failed">
      {t("admin.cfg.impact.failed", { message: errorMessage(tf, error) })}
    </p>
  );
}

interface Pending {
  check: ImpactCheck;
  /** The answer, or null when asking failed (`error`). */
  impact: CatalogueImpact | null;
  error: unknown;
  proceed: () => void;
}

/**
 * Saves that may break something ask first. `run(check, save)` saves at once without a check; otherwise it
 * weighs it (`checking` meanwhile) and saves when nothing is affected, or opens `dialog`: "Salva comunque"
 * saves (`confirmed` instead, when given), "Annulla" goes back to the form. A check that fails asks too,
 * saying so, unless `onError` takes it (and nothing goes ahead).
 */
export function useImpactGuard({ onError }: { onError?: (error: unknown) => void } = {}) {
  const t = useLooseT();
  const weigh = useWeighImpact();
  const [pending, setPending] = useState<Pending | null>(null);
  const descId = `impact-${useId().replace(/:/g, "")}`;

  const run = (check: ImpactCheck | null, proceed: () => void, confirmed = proceed) => {
    if (!check) return proceed();
    weigh.mutate(check, {
      onSuccess: (impact) => (isAffected(impact) ? setPending({ check, impact, error: null, proceed: confirmed }) : proceed()),
      onError: (error) => (onError ? onError(error) : setPending({ check, impact: null, error, proceed: confirmed })),
    });
  };

  const question = pending && impactQuestion(t, pending.check);
  const dialog = pending && question && (
    <ConfirmDialog
      title={question.title}
      describedBy={descId}
      confirmLabel={question.confirm}
      danger
      onConfirm={() => {
        setPending(null);
        pending.proceed();
      }}
      onClose={() => setPending(null)}
    >
      {pending.impact ? <EditImpact id={descId} check={pending.check} impact={pending.impact} /> : <ImpactFailed id={descId} error={pending.error} />}
    </ConfirmDialog>
  );
  return { run, checking: weigh.isPending, dialog };
}

/** A delete's confirmation says the same as a save's question, as it opens (`useImpactOf`); nothing when nothing is affected. */
export function DeleteImpact({ check, query }: { check: ImpactCheck; query: UseQueryResult<CatalogueImpact> }) {
  const t = useLooseT();
  const id = `impact-${useId().replace(/:/g, "")}`;
  if (query.isError) return <ImpactFailed id={id} error={query.error} />;
  if (!query.data) {
    return (
      <p className="muted">
        <Spinner label={t("admin.cfg.impact.checking")} /> <span aria-hidden="true">{t("admin.cfg.impact.checking")}</span>
      </p>
    );
  }
  return isAffected(query.data) ? <EditImpact id={id} check={check} impact={query.data} /> : null;
}
