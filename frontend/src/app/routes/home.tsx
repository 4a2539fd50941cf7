import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { useUser } from "@/lib/auth";
import { Page } from "@/components/ui/page";
import { EmptyState } from "@/components/ui/empty-state";
import { PageSpinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import type { User } from "@/api/types";
import { useConfigurations, useOfferedCategories } from "@/features/configurator/api/wizard";
import { formatCents, formatDate } from "@/lib/format";
import "./home.css";

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

/** The categories with a published configurator (the server offers only those). */
function Categories({ categories }: { categories: ReturnType<typeof useOfferedCategories> }) {
  const { t } = useTranslation();
  const items = categories.data ?? [];
  if (items.length === 0)
    return (
      <EmptyState
        icon="box"
        headingLevel={3}
        title={categories.isError ? t("home.categoriesError") : t("home.categoriesEmptyTitle")}
        text={t("home.categoriesEmptyText")}
      />
    );
  return (
    <ul className="feature-grid home-categories" data-testid="categories">
      {items.map((category) => (
        <li key={category.id}>
          {/* the whole card opens the configurator; without an image it keeps its shape */}
          <Link className="card feature home-category" to={paths.configurator.create.getHref(category.slug)}>
            {category.imageUrl ? (
              <img src={category.imageUrl} alt="" className="home-category__image" loading="lazy" />
            ) : (
              <span className="home-category__image home-category__image--none" aria-hidden="true">
                {category.name.slice(0, 1)}
              </span>
            )}
            <h3 className="feature__title home-category__title">{category.name}</h3>
            {category.description && <p className="feature__text">{category.description}</p>}
            <span className="home-category__go" aria-hidden="true">
              {t("home.configure")} →
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The latest saved configurations of the user's scope, each naming its owner when it is someone else's. */
function Recent({ recent, userId }: { recent: ReturnType<typeof useConfigurations>; userId: number }) {
  const { t } = useTranslation();
  const items = recent.data?.items ?? [];
  if (items.length === 0)
    return (
      <EmptyState
        icon="clock"
        headingLevel={3}
        title={t("home.recentEmptyTitle")}
        text={recent.isError ? t("home.recentUnavailable") : t("home.recentEmptyText")}
      />
    );
  return (
    <ul className="card home-recent" data-testid="recent-configurations">
      {items.map((row) => (
        <li key={row.publicId} className="home-recent__row">
          <Link to={paths.configurator.edit.getHref(row.publicId)}>{row.name}</Link>
          <span className="muted">
            {row.ownerId === userId ? row.categoryName : `${row.categoryName} · ${t("home.recentOwner", { name: row.ownerName })}`}
          </span>
          <span>{formatCents(row.savedGrandTotal)}</span>
          <span className="muted">{formatDate(row.updatedAt)}</span>
        </li>
      ))}
    </ul>
  );
}

function Dashboard({ user }: { user: User }) {
  const { t } = useTranslation();
  const categories = useOfferedCategories();
  const recent = useConfigurations({ page: 1, pageSize: 5 });
  // One spinner until both lists are in: the categories arriving after the recent list would push it down.
  if (categories.isPending || recent.isPending) return <PageSpinner />;
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
        <Categories categories={categories} />
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
        <Recent recent={recent} userId={user.id} />
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
