import { CURRENCY } from "@/config/constants";
import { currentLocale } from "@/i18n";

/** it-IT formatting through Intl (docs/product.md section 9). */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return "—";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "—" : new Intl.DateTimeFormat(currentLocale(), { dateStyle: "medium" }).format(date);
}

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return "—";
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? "—"
    : new Intl.DateTimeFormat(currentLocale(), { dateStyle: "medium", timeStyle: "short" }).format(date);
}

export function formatNumber(value: number): string {
  return new Intl.NumberFormat(currentLocale()).format(value);
}

/** The one minus sign of the app's amounts (U+2212), whatever the locale's formatter gives. */
const MINUS = "\u2212";

/**
 * Money is integer euro cents in the API; a negative amount carries the minus sign (U+2212). Thousands are
 * always grouped ("1.824,24 €", as the PDF quote and the server's messages write them): Italian's own rule
 * leaves four-digit amounts ungrouped ("1824,24 €") while five digits are grouped.
 */
export function formatCents(cents: number): string {
  return new Intl.NumberFormat(currentLocale(), { style: "currency", currency: CURRENCY, useGrouping: "always" })
    .format(cents / 100)
    .replace(/[-\u2212]/, MINUS);
}

/** What an amount adds or takes off: "+12,00 €", "−20,00 €". */
export function formatSignedCents(cents: number): string {
  return cents < 0 ? formatCents(cents) : `+${formatCents(cents)}`;
}

export function formatPercent(value: number): string {
  return new Intl.NumberFormat(currentLocale(), { style: "percent", maximumFractionDigits: 2 }).format(value / 100);
}
