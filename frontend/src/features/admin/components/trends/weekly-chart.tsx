import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { formatNumber } from "@/lib/format";
import type { ChartSpec, DrawnChart } from "./uplot-chart";

/** One series of a weekly chart, with the list behind its figure. */
export interface WeeklySeries {
  key: string;
  label: string;
  values: number[];
  /** A colour variable of the page (`--color-primary`). */
  color: string;
  /** The list its total opens. */
  to: string;
  /** How its figures read (a count, by default). */
  format?: (value: number) => string;
}

/** "8 giu" / "8 Jun": a week by its Monday. */
export function weekLabel(week: string, language: string): string {
  return new Intl.DateTimeFormat(language, { day: "numeric", month: "short", timeZone: "UTC" }).format(new Date(`${week}T00:00:00Z`));
}

/** The chart's width: its box's, followed as the page resizes. */
function useWidth(element: HTMLElement | null): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!element) return;
    const measure = () => setWidth(element.clientWidth);
    if (typeof ResizeObserver === "undefined") {
      const timer = setTimeout(measure, 0);
      return () => clearTimeout(timer);
    }
    // an observer reports the box's size once as it starts, then on every change
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

/**
 * A weekly chart: its title, each series' total over the window as a link to the list behind it, the
 * chart itself (drawn by uPlot, loaded on first use) and the same figures as a table for screen readers.
 * With `weekTo`, a week is a link too: a click on the chart opens the list of the week under the cursor,
 * and the table's weeks are links (shown when the keyboard reaches them).
 */
export function WeeklyChart({
  id,
  title,
  weeks,
  series,
  kind,
  weekTo,
  height = 180,
}: {
  id: string;
  title: string;
  weeks: string[];
  series: WeeklySeries[];
  kind: ChartSpec["kind"];
  weekTo?: (week: string) => string;
  height?: number;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  // the latest link and navigation, read by the chart's click without redrawing it
  const openWeek = useRef<(index: number) => void>(() => {});
  useEffect(() => {
    openWeek.current = (index) => {
      const week = weeks[index];
      if (weekTo && week) void navigate(weekTo(week));
    };
  }, [weeks, weekTo, navigate]);
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const width = useWidth(box);
  const drawn = useRef<DrawnChart | null>(null);
  const [failed, setFailed] = useState(false);
  const language = i18n.language;
  // what the chart shows, as one value: redrawn when it changes, resized when only the width does
  const shape = JSON.stringify({ weeks, kind, height, language, series: series.map(({ label, values, color }) => ({ label, values, color })) });

  useEffect(() => {
    if (!box || width === 0) return;
    let cancelled = false;
    const spec: ChartSpec = JSON.parse(shape) as ChartSpec;
    spec.weekLabel = (week) => weekLabel(week, language);
    if (weekTo) spec.onWeek = (index) => openWeek.current(index);
    import(/* webpackChunkName: "charts" */ "./uplot-chart")
      .then(({ drawChart }) => {
        if (cancelled) return;
        box.replaceChildren();
        drawn.current = drawChart(box, spec, box.clientWidth);
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
      drawn.current?.destroy();
      drawn.current = null;
    };
    // the width is followed by the effect below; a new width alone does not redraw
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [box, shape, width === 0, !weekTo]);

  useEffect(() => {
    if (width > 0) drawn.current?.resize(width);
  }, [width]);

  const total = (values: number[]) => values.reduce((sum, value) => sum + value, 0);
  return (
    <figure className="card trend-chart" aria-labelledby={`${id}-title`} data-testid={id}>
      <figcaption>
        <h3 id={`${id}-title`} className="trend-chart__title">
          {title}
        </h3>
        <ul className="trend-legend">
          {series.map((s) => (
            <li key={s.key}>
              <Link to={s.to} className="trend-figure" data-testid={`${id}-${s.key}`}>
                <span className="trend-figure__swatch" style={{ background: `var(${s.color})` }} aria-hidden="true" />
                <span className="trend-figure__label">{s.label}</span>
                <span className="trend-figure__value">{(s.format ?? formatNumber)(total(s.values))}</span>
              </Link>
            </li>
          ))}
        </ul>
        <p className="trend-chart__note muted">{t("trends.weeksNote", { count: weeks.length })}</p>
      </figcaption>
      {failed ? (
        <p className="muted">{t("trends.chartFailed")}</p>
      ) : (
        <div ref={setBox} className={weekTo ? "trend-chart__plot trend-chart__plot--links" : "trend-chart__plot"} style={{ minHeight: height }} aria-hidden="true" />
      )}
      {/* a table does not shrink to the 1 px of .visually-hidden: its box does */}
      <div className="visually-hidden trend-chart__table">
      <table>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{t("trends.week")}</th>
            {series.map((s) => (
              <th key={s.key} scope="col">
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, index) => (
            <tr key={week}>
              <th scope="row">{weekTo ? <Link to={weekTo(week)}>{weekLabel(week, language)}</Link> : weekLabel(week, language)}</th>
              {series.map((s) => (
                <td key={s.key}>{(s.format ?? formatNumber)(s.values[index] ?? 0)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      </div>
    </figure>
  );
}
