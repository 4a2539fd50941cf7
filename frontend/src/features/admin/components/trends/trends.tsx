import { useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { ToolbarSelect } from "@/components/ui/toolbar-select";
import { Spinner } from "@/components/ui/spinner";
import { EmptyState } from "@/components/ui/empty-state";
import { paths } from "@/config/paths";
import { formatCents, formatNumber } from "@/lib/format";
import { useDebounced } from "@/lib/use-debounced";
import { useResourceItem, useResourceOptions, OPTIONS_PAGE_SIZE } from "@/features/admin/api/resources";
import { useTrends, type TrendFilter } from "@/features/admin/api/trends";
import type { RequestStatus, Trends } from "@/api/types";
import { QuotesChart } from "./quotes-chart";
import { WeeklyChart } from "./weekly-chart";
import { Ranking } from "./ranking";
import "./trends.css";

/** A week's first and last day (`yyyy-mm-dd`), from its Monday. */
export function weekDays(monday: string): { from: string; to: string } {
  const sunday = new Date(`${monday}T00:00:00Z`);
  sunday.setUTCDate(sunday.getUTCDate() + 6);
  return { from: monday, to: sunday.toISOString().slice(0, 10) };
}

/** The configurations list of every company (an administrator's whole scope), narrowed as asked: to a model, a request status, the saves of one week. */
export function configurationsHref(filter: TrendFilter & { requestStatus?: string; modelId?: number; week?: string }): string {
  const query = new URLSearchParams({ scope: "all" });
  if (filter.companyId) query.set("companyId", String(filter.companyId));
  if (filter.categoryId) query.set("categoryId", String(filter.categoryId));
  if (filter.modelId) query.set("modelId", String(filter.modelId));
  if (filter.requestStatus) query.set("requestStatus", filter.requestStatus);
  if (filter.week) {
    const { from, to } = weekDays(filter.week);
    query.set("updatedFrom", from);
    query.set("updatedTo", to);
  }
  return `${paths.user.configurations.getHref()}?${query.toString()}`;
}

/** The requests list with one status (or all), of one company when the dashboard shows one, sent in one week when given. */
export function requestsHref(status: RequestStatus | "all", companyId?: number, week?: string): string {
  const days = week ? weekDays(week) : undefined;
  return paths.admin.requests.getHref({
    status,
    ...(companyId ? { companyId: String(companyId) } : {}),
    ...(days ? { createdFrom: days.from, createdTo: days.to } : {}),
  });
}

/** "45 min", "5,5 h", "3,2 giorni": how long a decision took, in the unit that reads best. */
export function useDuration() {
  const { t } = useTranslation();
  return (seconds: number) => {
    const minutes = seconds / 60;
    if (minutes < 60) return t("trends.minutes", { count: Math.max(1, Math.round(minutes)), value: formatNumber(Math.max(1, Math.round(minutes))) });
    const hours = minutes / 60;
    if (hours < 48) return t("trends.hours", { count: Math.round(hours * 10) / 10, value: formatNumber(Math.round(hours * 10) / 10) });
    const days = hours / 24;
    return t("trends.days", { count: Math.round(days * 10) / 10, value: formatNumber(Math.round(days * 10) / 10) });
  };
}

const STATUS_COLOURS: Record<RequestStatus, string> = {
  pending: "--color-accent",
  approved: "--color-success",
  rejected: "--color-danger",
  replaced: "--color-border-strong",
};

/** The company filter: the companies, searched when there are more than a select holds. */
function CompanyFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const [q, setQ] = useState("");
  const search = useDebounced(q, 250);
  const options = useResourceOptions("company", { q: search, sort: "name" });
  const chosen = useResourceItem("company", value || null);
  const choices = (options.data?.items ?? []).map((row) => ({ value: String(row.id), label: String(row.name) }));
  if (value && !choices.some((c) => c.value === value)) {
    choices.unshift({ value, label: chosen.data ? String(chosen.data.name) : t("common.id", { id: value }) });
  }
  const searchable = q !== "" || (options.data?.total ?? 0) > OPTIONS_PAGE_SIZE;
  return (
    <ToolbarSelect
      id="trends-company"
      label={t("trends.company")}
      value={value}
      allLabel={t("trends.allCompanies")}
      options={choices}
      onChange={onChange}
      search={searchable ? { query: q, onQuery: setQ } : undefined}
    />
  );
}

/** The charts and rankings of `data`, every figure a link to its list. */
export function TrendFigures({ data, filter }: { data: Trends; filter: TrendFilter }) {
  const { t } = useTranslation();
  const duration = useDuration();
  const weeks = data.weeks;
  const statuses: RequestStatus[] = ["pending", "approved", "rejected", "replaced"];
  const median = data.decisions.medianSeconds;
  return (
    <div className="trends-grid">
      <WeeklyChart
        id="trend-saves"
        title={t("trends.savesTitle")}
        weeks={weeks}
        kind="lines"
        weekTo={(week) => configurationsHref({ ...filter, week })}
        series={[
          { key: "saves", label: t("trends.saves"), values: data.saves.map((w) => w.saves), color: "--color-primary", to: configurationsHref(filter) },
          { key: "created", label: t("trends.created"), values: data.saves.map((w) => w.created), color: "--color-accent", to: configurationsHref(filter) },
        ]}
      />
      <WeeklyChart
        id="trend-requests"
        title={t("trends.requestsTitle")}
        weeks={weeks}
        kind="stacked"
        weekTo={(week) => (filter.categoryId ? configurationsHref({ ...filter, week }) : requestsHref("all", filter.companyId, week))}
        series={statuses.map((status) => ({
          key: status,
          label: t(`requestStatus.${status}`),
          values: data.requests.map((w) => w[status]),
          color: STATUS_COLOURS[status],
          to: filter.categoryId ? configurationsHref({ ...filter, requestStatus: status }) : requestsHref(status, filter.companyId),
        }))}
      />
      <QuotesChart quotes={data.quotes} weeks={weeks} to={configurationsHref(filter)} />
      <section className="card trend-decision" aria-labelledby="trend-decision-title" data-testid="trend-decision">
        <h3 id="trend-decision-title" className="trend-chart__title">
          {t("trends.decisionTitle")}
        </h3>
        <Link to={requestsHref("all", filter.companyId)} className="trend-decision__figure" data-testid="trend-decision-link">
          <span className="stat__value">{median === null || median === undefined ? t("common.emptyValue") : duration(median)}</span>
          <span className="muted">{t("trends.decided", { count: data.decisions.decided, value: formatNumber(data.decisions.decided) })}</span>
        </Link>
      </section>
      <Ranking
        id="trend-companies"
        title={t("trends.companiesTitle")}
        note={t("trends.companiesNote")}
        empty={t("trends.empty")}
        items={data.companies.map((c) => ({
          key: c.id,
          name: c.name,
          detail: t("trends.requestsCount", { count: c.requests, value: formatNumber(c.requests) }),
          amount: c.quotedTotal,
          figure: t("trends.totalMoney", { value: formatCents(c.quotedTotal) }),
          to: filter.categoryId ? configurationsHref({ companyId: c.id, categoryId: filter.categoryId }) : requestsHref("all", c.id),
        }))}
      />
      <Ranking
        id="trend-models"
        title={t("trends.modelsTitle")}
        note={t("trends.rankingNote")}
        empty={t("trends.empty")}
        items={data.topModels.map((m) => ({
          key: m.id,
          name: m.name,
          amount: m.configurations,
          figure: formatNumber(m.configurations),
          to: configurationsHref({ companyId: filter.companyId, categoryId: m.categoryId, modelId: m.id }),
        }))}
      />
      <Ranking
        id="trend-options"
        title={t("trends.optionsTitle")}
        note={t("trends.rankingNote")}
        empty={t("trends.empty")}
        items={data.topOptions.map((o) => ({
          key: o.id,
          name: o.label,
          detail: o.featureName,
          amount: o.configurations,
          figure: formatNumber(o.configurations),
          to: configurationsHref(filter),
        }))}
      />
    </div>
  );
}

/**
 * The dashboard's "Andamento": filters by company and category (kept in the URL), then the figures. The
 * categories come from the app (features do not read one another's data).
 */
export function TrendsSection({ categories }: { categories: { id: number; name: string }[] }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const companyId = Number(params.get("companyId")) || undefined;
  const categoryId = Number(params.get("categoryId")) || undefined;
  const filter: TrendFilter = { companyId, categoryId };
  const trends = useTrends(filter);
  const set = (key: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  return (
    <section className="section trends" aria-labelledby="dash-trends">
      <div className="trends__head">
        <h2 id="dash-trends" className="section__title">
          {t("trends.title")}
        </h2>
        <div className="toolbar trends__filters">
          <CompanyFilter value={companyId ? String(companyId) : ""} onChange={(value) => set("companyId", value)} />
          <ToolbarSelect
            id="trends-category"
            label={t("trends.category")}
            value={categoryId ? String(categoryId) : ""}
            allLabel={t("trends.allCategories")}
            options={categories.map((c) => ({ value: String(c.id), label: c.name }))}
            onChange={(value) => set("categoryId", value)}
          />
          {trends.isFetching && <Spinner />}
        </div>
      </div>
      {trends.data ? (
        <TrendFigures data={trends.data} filter={filter} />
      ) : trends.isError ? (
        <EmptyState icon="list" headingLevel={3} title={t("admin.listErrorTitle")} text={t("admin.listErrorText")} />
      ) : (
        <Spinner />
      )}
    </section>
  );
}
