import { useTranslation } from "react-i18next";
import type { Trends } from "@/api/types";
import { formatCents } from "@/lib/format";
import { WeeklyChart } from "./weekly-chart";

/**
 * The quotes issued each week, and their value (net of discounts, VAT excluded) on a chart of its own: a
 * count and an amount on one axis would flatten the count. Both open `to`.
 */
export function QuotesChart({ quotes, weeks, to }: { quotes: Trends["quotes"]; weeks: string[]; to: string }) {
  const { t } = useTranslation();
  return (
    <>
      <WeeklyChart
        id="trend-quotes"
        title={t("trends.quotesTitle")}
        weeks={weeks}
        kind="lines"
        series={[{ key: "quotes", label: t("trends.quotes"), values: quotes.map((w) => w.quotes), color: "--color-primary", to }]}
      />
      <WeeklyChart
        id="trend-quotes-value"
        title={t("trends.quotesValueTitle")}
        weeks={weeks}
        kind="lines"
        series={[
          {
            key: "value",
            label: t("trends.quotesValue"),
            // plotted in euros; the figures read as money
            values: quotes.map((w) => w.total / 100),
            format: (euros) => formatCents(Math.round(euros * 100)),
            color: "--color-accent",
            to,
          },
        ]}
      />
    </>
  );
}
