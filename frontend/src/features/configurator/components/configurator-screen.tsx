import { useTranslation } from "react-i18next";
import { Page } from "@/components/ui/page";
import { EmptyState } from "@/components/ui/empty-state";
import { paths } from "@/config/paths";

type Mode =
  | { kind: "new"; category: string }
  | { kind: "edit"; opaqueId: string }
  | { kind: "copy"; opaqueId: string };

const STEPS = ["stepType", "stepModel", "stepParts", "stepFeatures", "stepSummary"] as const;

/**
 * The configurator wizard frame shared by new, edit and copy: stepper, step panel and the
 * live summary (price and problems). The steps arrive with the configurator issue.
 */
export function ConfiguratorScreen({ mode }: { mode: Mode }) {
  const { t } = useTranslation();
  const title =
    mode.kind === "new"
      ? t("titles.configurator")
      : mode.kind === "edit"
        ? t("titles.configurationEdit")
        : t("titles.configurationCopy");
  const heading = mode.kind === "new" ? t("configurator.newHeading") : title;
  const intro =
    mode.kind === "new" ? (
      <>
        {t("configurator.categoryLabel")}: <strong>{mode.category}</strong>
      </>
    ) : mode.kind === "edit" ? (
      t("configurator.editNotice", { id: mode.opaqueId })
    ) : (
      t("configurator.copyNotice", { id: mode.opaqueId })
    );

  return (
    <Page
      title={title}
      heading={heading}
      intro={intro}
      width="wide"
      badge={
        mode.kind === "copy" ? (
          <span className="badge badge--accent" data-testid="clone-badge">
            {t("configurator.copyBadge")}
          </span>
        ) : undefined
      }
      breadcrumbs={[
        { label: t("titles.home"), to: paths.home.getHref() },
        mode.kind === "new"
          ? { label: mode.category }
          : { label: t("titles.myConfigurations"), to: paths.user.configurations.getHref() },
        ...(mode.kind === "new" ? [] : [{ label: mode.opaqueId }]),
      ]}
    >
      <div className="wizard" data-clone={mode.kind === "copy" ? "true" : undefined}>
        <nav className="stepper" aria-label={t("configurator.steps")}>
          <ol>
            {STEPS.map((step, index) => (
              <li key={step} className={`stepper__step${index === 0 ? " stepper__step--current" : ""}`}>
                <span className="stepper__number" aria-hidden="true">
                  {index + 1}
                </span>
                <span className="stepper__label">
                  {t(`configurator.${step}`)}
                  {index === 0 && <span className="visually-hidden"> ({t("configurator.stepCurrent")})</span>}
                </span>
              </li>
            ))}
          </ol>
        </nav>
        <section className="wizard__panel card" aria-labelledby="wizard-step-title">
          <h2 id="wizard-step-title" className="section__title">
            {t(`configurator.${STEPS[0]}`)}
          </h2>
          <EmptyState
            icon="box"
            headingLevel={3}
            title={t("configurator.emptyTitle")}
            text={t("configurator.emptyText")}
          />
          <div className="wizard__nav">
            <button type="button" className="button" disabled>
              {t("configurator.previous")}
            </button>
            <button type="button" className="button button--primary" disabled>
              {t("configurator.next")}
            </button>
          </div>
        </section>
        <aside className="wizard__summary card" aria-labelledby="wizard-summary-title">
          <h2 id="wizard-summary-title" className="section__title">
            {t("configurator.summary")}
          </h2>
          <dl className="summary-list">
            <div>
              <dt>{t("configurator.price")}</dt>
              <dd>{t("configurator.priceNotAvailable")}</dd>
            </div>
          </dl>
          <h3 className="summary__subtitle">{t("configurator.problems")}</h3>
          <p className="muted">{t("configurator.noProblems")}</p>
        </aside>
      </div>
    </Page>
  );
}
