import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { Page } from "@/components/ui/page";
import { EmptyState } from "@/components/ui/empty-state";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { formatCents, formatDateTime, formatNumber } from "@/lib/format";
import { useDashboard } from "@/features/admin/api/resources";
import { ADMIN_NAV } from "@/config/admin";
import type { Dashboard, RecentConfiguration } from "@/api/types";
import { useRequests } from "@/features/requests/api/requests";
import { TrendsSection } from "@/features/admin/components/trends/trends";
import { useCategories } from "@/features/configurator/api/wizard";
import "./dashboard.css";

/** How many pending requests the dashboard lists (the rest behind the filtered list). */
const PENDING_SHOWN = 5;

/** The oldest pending requests first: they have waited longest. */
function PendingList() {
  const pending = useRequests({ status: "pending", sort: "createdAt", order: "asc", pageSize: PENDING_SHOWN });
  const items = pending.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <ul className="recent-list" data-testid="pending-requests">
      {items.map((request) => (
        <li key={request.id} className="recent-item">
          <div className="recent-item__main">
            <Link to={paths.admin.requests.getHref({ id: request.id })} className="recent-item__name">
              {request.configurationName}
            </Link>
            <span className="muted">{[request.requesterName, request.companyName].filter(Boolean).join(" · ")}</span>
          </div>
          <div className="recent-item__meta">
            <span className="muted">{formatDateTime(request.createdAt)}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}

type Count = Exclude<keyof Dashboard, "recentConfigurations">;

const STATS: { key: Count; label: string; to: string }[] = [
  { key: "companies", label: "statCompanies", to: paths.admin.companies.getHref() },
  { key: "users", label: "statUsers", to: paths.admin.users.getHref() },
  { key: "models", label: "statModels", to: paths.admin.models.getHref() },
  { key: "configurations", label: "statConfigurations", to: paths.user.configurations.getHref() },
  { key: "pendingRequests", label: "statPendingRequests", to: paths.admin.requests.getHref({ status: "pending" }) },
];

/** Every screen of the admin navigation but this one. */
const SECTIONS = ADMIN_NAV.flatMap(({ screens }) => screens).filter((screen) => screen.key !== "dashboard");

/** One recent configuration of `GET /api/dashboard`. */
function RecentItem({ item }: { item: RecentConfiguration }) {
  const { t } = useTranslation();
  return (
    <li className="recent-item">
      <div className="recent-item__main">
        <Link to={paths.configurator.edit.getHref(item.publicId)} className="recent-item__name">
          {item.name || t("admin.recentUnnamed")}
        </Link>
        <span className="muted">{[item.categoryName, item.ownerName].join(" · ")}</span>
      </div>
      <div className="recent-item__meta">
        <span>{t("trends.netUnitMoney", { value: formatCents(item.netTotal) })}</span>
        <span className="muted">{formatDateTime(item.updatedAt)}</span>
      </div>
    </li>
  );
}

/** `/admin`: Dashboard (counts, pending requests, recent configurations) from `GET /api/dashboard`, then the trends of `GET /api/dashboard/trends`. */
export function Component() {
  const { t } = useTranslation();
  const dashboard = useDashboard();
  const data = dashboard.data;
  const recent = data?.recentConfigurations ?? [];
  const categories = useCategories().data?.items ?? [];
  return (
    <Page
      title={t("titles.dashboard")}
      intro={t("admin.dashboardIntro")}
      width="full"
      actions={
        <Link to={paths.admin.productGuide.getHref()} className="button button--primary">
          {t("guide.start")}
        </Link>
      }
    >
      <ul className="stat-grid stat-grid--five">
        {STATS.map((stat) => (
          <li key={stat.key}>
            <Link to={stat.to} className={`card stat stat--link${stat.key === "pendingRequests" && (data?.pendingRequests ?? 0) > 0 ? " stat--alert" : ""}`}>
              <span className="stat__label">{t(`admin.${stat.label}` as "admin.statCompanies")}</span>
              <span className="stat__value">
                {data && typeof data[stat.key] === "number" ? formatNumber(data[stat.key]) : dashboard.isPending ? <Spinner /> : t("common.emptyValue")}
              </span>
              <span className="stat__note">{t(`admin.statLink.${stat.key}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="two-columns">
        <section className="card" aria-labelledby="dash-pending">
          <h2 id="dash-pending" className="section__title">
            {t("admin.pendingRequests")}
          </h2>
          {data && data.pendingRequests > 0 ? (
            <div className="stack">
              <p>{t("admin.pendingCount", { count: data.pendingRequests })}</p>
              <PendingList />
              <Link to={paths.admin.requests.getHref({ status: "pending" })} className="button button--primary">
                {t("admin.pendingOpen")}
              </Link>
            </div>
          ) : (
            <EmptyState icon="clock" headingLevel={3} title={t("admin.pendingEmpty")} />
          )}
        </section>
        <section className="card" aria-labelledby="dash-recent">
          <h2 id="dash-recent" className="section__title">
            {t("admin.recentConfigurations")}
          </h2>
          {recent.length === 0 ? (
            dashboard.isPending ? (
              <Spinner />
            ) : (
              <EmptyState icon="list" headingLevel={3} title={t("admin.recentEmpty")} text={t("admin.recentEmptyText")} />
            )
          ) : (
            <ul className="recent-list">
              {recent.map((item) => (
                <RecentItem key={item.publicId} item={item} />
              ))}
            </ul>
          )}
        </section>
      </div>
      <TrendsSection categories={categories} />
      <section className="section" aria-labelledby="dash-sections">
        <h2 id="dash-sections" className="section__title">
          {t("admin.sections")}
        </h2>
        <ul className="link-grid">
          {SECTIONS.map((section) => (
            <li key={section.key}>
              <Link to={paths.admin[section.key].path} className="card link-card">
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
