import type { ComponentType } from "react";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { paths } from "@/config/paths";
import type { Catalogue, Configuration, Violation } from "@/api/types";
import { Problems } from "./summary";
import { stepDone, type Selection, type StepBlocker, type WizardStep } from "@/lib/wizard";

/** The saved configuration's first action, sending it as a customization request: given by the route,
 *  since requests are a feature of their own. */
export type RequestButton = ComponentType<{ configuration: Configuration; disabledReason: string | null; className?: string }>;

/** The saved configuration's PDF quote, in the same action bar: given by the route, as quotes are a feature of their own. */
export type QuoteButton = ComponentType<{ publicId: string; name: string; className?: string }>;

/** Beside the title of a copy. */
export function CopyBadge() {
  const { t } = useTranslation();
  return (
    <span className="badge badge--accent" data-testid="clone-badge">
      {t("configurator.copyBadge")}
    </span>
  );
}

/** What the catalogue changed since the configuration was saved. */
export function CatalogueChanges({ changes }: { changes: { message: string }[] }) {
  const { t } = useTranslation();
  return (
    <div className="form-alert form-alert--error wz-changes" role="status" data-testid="catalogue-changes">
      <strong>{t("wizard.changesTitle")}</strong>
      <ul>
        {changes.map((c, i) => (
          <li key={i}>{c.message}</li>
        ))}
      </ul>
    </div>
  );
}

/** The problems of the step the user engaged, above its choices. */
export function StepProblems({ violations }: { violations: Violation[] }) {
  const { t } = useTranslation();
  return (
    <div className="form-alert form-alert--error" role="alert" data-testid="step-problems">
      <strong>{t("wizard.stepProblems")}</strong>
      <Problems violations={violations} />
    </div>
  );
}

/** The steps, each reachable once the ones before it are done. */
export function Stepper({
  steps,
  stepIndex,
  selection,
  catalogue,
  goTo,
}: {
  steps: WizardStep[];
  stepIndex: number;
  selection: Selection;
  catalogue: Catalogue;
  goTo: (index: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav className="stepper" aria-label={t("configurator.steps")}>
      <ol>
        {steps.map((s, index) => {
          const reachable = steps.slice(0, index).every((prev) => stepDone(prev, selection, catalogue));
          const isCurrent = index === stepIndex;
          const done = index < stepIndex && stepDone(s, selection, catalogue);
          return (
            <li
              key={s.key}
              className={`stepper__step${isCurrent ? " stepper__step--current" : ""}${done ? " stepper__step--done" : ""}`}
              data-done={done || undefined}
            >
              <button
                type="button"
                className="wz-stepper__button"
                onClick={() => goTo(index)}
                disabled={!reachable}
                aria-current={isCurrent ? "step" : undefined}
                title={s.step.title}
              >
                <span className="stepper__number" aria-hidden="true">
                  {done ? "✓" : index + 1}
                </span>
                <span className="stepper__label">
                  {s.step.title}
                  {done && <span className="visually-hidden"> ({t("wizard.stepDone")})</span>}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** Previous and next, and why next waits (said as an alert once the user tried). */
export function StepNav({
  stepIndex,
  last,
  blocked,
  engaged,
  onPrevious,
  onNext,
}: {
  stepIndex: number;
  /** The summary, with no next step. */
  last: boolean;
  blocked: StepBlocker | null;
  engaged: boolean;
  onPrevious: () => void;
  onNext: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div className="wizard__nav">
        <button type="button" className="button" disabled={stepIndex === 0} onClick={onPrevious}>
          {t("configurator.previous")}
        </button>
        {!last && (
          <button
            type="button"
            className="button button--primary"
            aria-disabled={!!blocked || undefined}
            aria-describedby={blocked ? "wz-next-why" : undefined}
            onClick={onNext}
          >
            {t("configurator.next")}
          </button>
        )}
      </div>
      {blocked && !last && (
        <p id="wz-next-why" className={`wz-next-why${engaged ? " is-error" : ""}`} role={engaged ? "alert" : undefined} data-testid="next-why">
          {t(`wizard.${blocked.key}`, { names: blocked.names })}
        </p>
      )}
    </>
  );
}

/** A saved configuration's summary opens with its one action bar: send a request, the quote, copy it, back to the list. */
export function SavedActions({
  configuration,
  requestButton: RequestButton,
  quoteButton: QuoteButton,
}: {
  configuration: Configuration;
  requestButton?: RequestButton;
  quoteButton?: QuoteButton;
}) {
  const { t } = useTranslation();
  const ready = configuration.complete && configuration.valid;
  return (
    <section className="wz-saved" aria-labelledby="wz-saved-title" data-testid="saved-actions">
      <h3 id="wz-saved-title" className="summary__subtitle" tabIndex={-1}>
        {t("wizard.savedTitle")}
      </h3>
      <p className="muted">{t("wizard.savedText")}</p>
      <div className="wz-actions">
        {RequestButton && (
          <RequestButton configuration={configuration} disabledReason={ready ? null : t("requests.notReady")} className="button button--primary" />
        )}
        {QuoteButton && <QuoteButton publicId={configuration.publicId} name={configuration.name} />}
        <Link className="button" to={paths.configurator.copy.getHref(configuration.publicId)}>
          {t("wizard.copyThis")}
        </Link>
        <Link className="button" to={paths.user.configurations.getHref()}>
          {t("wizard.backToList")}
        </Link>
      </div>
    </section>
  );
}
