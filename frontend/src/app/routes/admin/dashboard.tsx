import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { Page } from "@/components/ui/page";
import { EmptyState } from "@/components/ui/empty-state";
import { paths } from "@/config/paths";

const STATS = ["statConfigurations", "statPendingRequests", "statCompanies", "statUsers"] as const;

const SECTIONS = [
  { key: "companies", to: paths.admin.companies.getHref() },
  { key: "users", to: paths.admin.users.getHref() },
  { key: "categories", to: paths.admin.categories.getHref() },
  { key: "types", to: paths.admin.types.getHref() },
  { key: "models", to: paths.admin.models.getHref() },
  { key: "parts", to: paths.admin.parts.getHref() },
  { key: "features", to: paths.admin.features.getHref() },
  { key: "attributes", to: paths.admin.attributes.getHref() },
  { key: "configurators", to: paths.admin.configurators.getHref() },
  { key: "requests", to: paths.admin.requests.getHref() },
] as const;

/** `/admin`: Dashboard (counts, pending requests, recent configurations). */
export function Component() {
  const { t } = useTranslation();
  return (
    <Page title={t("titles.dashboard")} intro={t("admin.dashboardIntro")} width="full">
      <ul className="stat-grid">
        {STATS.map((stat) => (
          <li key={stat} className="card stat">
            <span className="stat__label">{t(`admin.${stat}`)}</span>
            <span className="stat__value" aria-describedby={`${stat}-note`}>
              {t("common.emptyValue")}
            </span>
            <span id={`${stat}-note`} className="stat__note">
              {t("admin.statComing")}
            </span>
          </li>
        ))}
      </ul>
      <div className="two-columns">
        <section className="card" aria-labelledby="dash-pending">
          <h2 id="dash-pending" className="section__title">
            {t("admin.pendingRequests")}
          </h2>
          <EmptyState icon="clock" headingLevel={3} title={t("admin.pendingEmpty")} />
        </section>
        <section className="card" aria-labelledby="dash-recent">
          <h2 id="dash-recent" className="section__title">
            {t("admin.recentConfigurations")}
          </h2>
          <EmptyState icon="list" headingLevel={3} title={t("admin.recentEmpty")} />
        </section>
      </div>
      <section className="section" aria-labelledby="dash-sections">
        <h2 id="dash-sections" className="section__title">
          {t("admin.sections")}
        </h2>
        <ul className="link-grid">
          {SECTIONS.map((section) => (
            <li key={section.key}>
              <Link to={section.to} className="card link-card">
                <span className="link-card__title">{t(`titles.${section.key}`)}</span>
                <span className="link-card__text">{t(`admin.intro.${section.key}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </Page>
  );
}
