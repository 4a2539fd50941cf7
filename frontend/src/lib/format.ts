import { CURRENCY } from "@/config/constants";
import { currentLocale } from "@/i18n";

/** it-IT formatting through Intl (PRODUCT.md section 9). */
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

/** Money is integer euro cents in the API. */
export function formatCents(cents: number): string {
  return new Intl.NumberFormat(currentLocale(), { style: "currency", currency: CURRENCY }).format(cents / 100);
}

export function formatPercent(value: number): string {
  return new Intl.NumberFormat(currentLocale(), { style: "percent", maximumFractionDigits: 2 }).format(value / 100);
}
