import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { Page } from "@/components/ui/page";
import { EmptyState } from "@/components/ui/empty-state";
import { paths } from "@/config/paths";

const STEPS = ["stepType", "stepModel", "stepParts", "stepFeatures", "stepSummary"] as const;

/** New and edit screens of a configurator definition (the editor arrives with its issue). */
export function ConfiguratorForm({ id }: { id?: string }) {
  const { t } = useTranslation();
  const title = id ? t("titles.configuratorEdit") : t("titles.configuratorNew");
  return (
    <Page
      title={title}
      intro={id ? t("admin.configuratorEditing", { id }) : t("admin.configuratorFormIntro")}
      breadcrumbs={[
        { label: t("titles.dashboard"), to: paths.admin.dashboard.getHref() },
        { label: t("titles.configurators"), to: paths.admin.configurators.getHref() },
        { label: title },
      ]}
      width="full"
      actions={
        <Link to={paths.admin.configurators.getHref()} className="button">
          {t("admin.backToList")}
        </Link>
      }
    >
      <div className="two-columns">
        <section className="card" aria-labelledby="cfg-steps">
          <h2 id="cfg-steps" className="section__title">
            {t("configurator.steps")}
          </h2>
          <ol className="outline-list">
            {STEPS.map((step, index) => (
              <li key={step}>
                <span className="stepper__number" aria-hidden="true">
                  {index + 1}
                </span>
                {t(`configurator.${step}`)}
              </li>
            ))}
          </ol>
        </section>
        <section className="card">
          <EmptyState icon="clock" title={t("common.comingSoon")} text={t("admin.configuratorComing")} />
        </section>
      </div>
    </Page>
  );
}
