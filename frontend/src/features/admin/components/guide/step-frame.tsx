import type { ReactNode } from "react";
import { useLooseT } from "@/features/admin/lib/i18n";
import type { GuideStep } from "./guide-state";

interface StepFrameProps {
  step: GuideStep;
  children: ReactNode;
  /** "Indietro" (none on the first step). */
  onBack?: () => void;
  /** "Continua", enabled when the step may be left forward; `hint` says what is missing. */
  onNext?: () => void;
  canNext?: boolean;
  hint?: string;
}

/** One step of the guide: its title and what it is for, its form, and the way back and on. */
export function StepFrame({ step, children, onBack, onNext, canNext = true, hint }: StepFrameProps) {
  const t = useLooseT();
  return (
    <section className="card section guide-step" aria-labelledby={`guide-${step}-title`} data-testid={`guide-step-${step}`}>
      <h2 id={`guide-${step}-title`} tabIndex={-1} className="section__title">
        {t(`guide.steps.${step}.title`)}
      </h2>
      <p className="muted">{t(`guide.steps.${step}.intro`)}</p>
      <div className="stack">{children}</div>
      {(onBack || onNext) && (
        <div className="guide-step__nav">
          {onBack && (
            <button type="button" className="button" onClick={onBack}>
              {t("guide.back")}
            </button>
          )}
          {hint && !canNext && <p className="muted guide-step__hint">{hint}</p>}
          {onNext && (
            <button type="button" className="button button--primary" disabled={!canNext} onClick={onNext}>
              {t("guide.next")}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
