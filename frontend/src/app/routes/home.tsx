import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { useUser } from "@/lib/auth";
import { Page } from "@/components/ui/page";
import { EmptyState } from "@/components/ui/empty-state";
import { PageSpinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import type { User } from "@/types/api";

function Welcome() {
  const { t } = useTranslation();
  const features = [
    ["featureGuided", "featureGuidedText"],
    ["featurePrice", "featurePriceText"],
    ["featureRequests", "featureRequestsText"],
  ] as const;
  return (
    <Page title={t("titles.home")} heading={t("home.welcomeTitle")} width="wide">
      <section className="hero">
        <p className="hero__text">{t("home.welcomeText")}</p>
        <Link to={paths.auth.login.getHref()} className="button button--primary button--large">
          {t("home.welcomeLogin")}
        </Link>
      </section>
      <ul className="feature-grid">
        {features.map(([title, text]) => (
          <li key={title} className="card feature">
            <h2 className="feature__title">{t(`home.${title}`)}</h2>
            <p className="feature__text">{t(`home.${text}`)}</p>
          </li>
        ))}
      </ul>
    </Page>
  );
}

function Dashboard({ user }: { user: User }) {
  const { t } = useTranslation();
  return (
    <Page
      title={t("titles.home")}
      heading={t("home.greeting", { name: user.firstName || user.email })}
      intro={t("home.greetingIntro")}
      width="wide"
    >
      <section className="section" aria-labelledby="home-categories">
        <h2 id="home-categories" className="section__title">
          {t("home.chooseCategory")}
        </h2>
        <EmptyState
          icon="box"
          headingLevel={3}
          title={t("home.categoriesEmptyTitle")}
          text={t("home.categoriesEmptyText")}
        />
      </section>
      <section className="section" aria-labelledby="home-recent">
        <div className="section__header">
          <h2 id="home-recent" className="section__title">
            {t("home.recentConfigurations")}
          </h2>
          <Link to={paths.user.configurations.getHref()} className="link-arrow">
            {t("home.allConfigurations")}
          </Link>
        </div>
        <EmptyState icon="clock" headingLevel={3} title={t("home.recentEmptyTitle")} text={t("home.recentEmptyText")} />
      </section>
    </Page>
  );
}

/** `/`: welcome for visitors; categories and recent configurations for logged-in users. */
export function Component() {
  const { data: user, isPending } = useUser();
  if (isPending) return <PageSpinner />;
  return user ? <Dashboard user={user} /> : <Welcome />;
}
