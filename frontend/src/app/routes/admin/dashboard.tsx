import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { Page } from "@/components/ui/page";
import { EmptyState } from "@/components/ui/empty-state";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { formatCents, formatDateTime, formatNumber } from "@/lib/format";
import { useDashboard, type Dashboard } from "@/features/admin/api/resources";
import { useRequests } from "@/features/requests/api/requests";

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
            <Link to={`${paths.admin.requests.getHref()}?id=${request.id}`} className="recent-item__name">
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

const STATS: { key: keyof Omit<Dashboard, "recentConfigurations">; label: string; to: string }[] = [
  { key: "companies", label: "statCompanies", to: paths.admin.companies.getHref() },
  { key: "users", label: "statUsers", to: paths.admin.users.getHref() },
  { key: "models", label: "statModels", to: paths.admin.models.getHref() },
  { key: "configurations", label: "statConfigurations", to: paths.user.configurations.getHref() },
  { key: "pendingRequests", label: "statPendingRequests", to: paths.admin.requests.getHref("pending") },
];

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

const str = (value: unknown) => (typeof value === "string" ? value : typeof value === "number" ? String(value) : "");

/** One recent configuration; the server's shape beyond a name is read defensively. */
function RecentItem({ item }: { item: Record<string, unknown> }) {
  const { t } = useTranslation();
  const publicId = str(item.publicId) || str(item.id);
  const name = str(item.name) || t("admin.recentUnnamed");
  const who = [str(item.ownerName) || str(item.userName) || str(item.ownerEmail), str(item.companyName)].filter(Boolean).join(" · ");
  const when = str(item.updatedAt) || str(item.createdAt);
  const price = [item.netTotal, item.price, item.total].find((v) => typeof v === "number") as number | undefined;
  return (
    <li className="recent-item">
      <div className="recent-item__main">
        {publicId ? (
          <Link to={paths.configurator.edit.getHref(publicId)} className="recent-item__name">
            {name}
          </Link>
        ) : (
          <span className="recent-item__name">{name}</span>
        )}
        {(who || str(item.categoryName)) && (
          <span className="muted">{[str(item.categoryName), who].filter(Boolean).join(" · ")}</span>
        )}
      </div>
      <div className="recent-item__meta">
        {price !== undefined && <span>{formatCents(price)}</span>}
        {when && <span className="muted">{formatDateTime(when)}</span>}
      </div>
    </li>
  );
}

/** `/admin`: Dashboard (counts, pending requests, recent configurations) from `GET /api/dashboard`. */
export function Component() {
  const { t } = useTranslation();
  const dashboard = useDashboard();
  const data = dashboard.data;
  const recent = data?.recentConfigurations ?? [];
  return (
    <Page title={t("titles.dashboard")} intro={t("admin.dashboardIntro")} width="full">
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
              <Link to={paths.admin.requests.getHref("pending")} className="button button--primary">
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
              {recent.map((item, index) => (
                <RecentItem key={str(item.publicId) || str(item.id) || index} item={item} />
              ))}
            </ul>
          )}
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
