import { useLooseT } from "@/features/admin/lib/i18n";
import { canEnter, GUIDE_STEPS, isStepDone, type GuideStep, type GuideState } from "./guide-state";

/** The names a step has created or chosen ("Divani", "Tessuto, Finitura"), or null. */
export function stepNames(state: GuideState, step: GuideStep): string | null {
  if (step === "done") return null;
  const held = state[step];
  if (Array.isArray(held)) return held.length > 0 ? held.map((item) => item.name).join(", ") : null;
  return held?.name ?? null;
}

/**
 * Where the guide is: every step in order, done (with what it made or chose), current or still to come. A step
 * whose prerequisites are there can be opened again.
 */
export function GuideProgress({ state, onGo }: { state: GuideState; onGo: (step: GuideStep) => void }) {
  const t = useLooseT();
  return (
    <nav className="guide-progress" aria-label={t("guide.progressLabel")}>
      <ol className="guide-progress__list">
        {GUIDE_STEPS.map((step, index) => {
          const current = state.step === step;
          const done = isStepDone(state, step);
          const names = stepNames(state, step);
          const status = current ? "current" : done ? "done" : "todo";
          const label = (
            <>
              <span className="guide-progress__number" aria-hidden="true">
                {done && !current ? "✓" : index + 1}
              </span>
              <span className="guide-progress__text">
                <span className="guide-progress__title">{t(`guide.steps.${step}.short`)}</span>
                <span className="visually-hidden">, {t(`guide.status.${status}`)}</span>
                {names && <span className="guide-progress__names" title={names}>{names}</span>}
              </span>
            </>
          );
          return (
            <li key={step} className={`guide-progress__item guide-progress__item--${status}`} aria-current={current ? "step" : undefined}>
              {!current && canEnter(state, step) ? (
                <button type="button" className="guide-progress__link" onClick={() => onGo(step)}>
                  {label}
                </button>
              ) : (
                <span className="guide-progress__link">{label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
