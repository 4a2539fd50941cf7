import { currentLocale } from "@/i18n";

/**
 * Money is typed in euro (it-IT: "1.234,56", "-2,5", "12") and sent as integer cents.
 * Returns null for text that is not an amount (more than two decimals, letters, ...).
 */
export function parseEuroToCents(input: string): number | null {
  let text = input.replace(/[\s\u00a0€]/g, "");
  if (text === "") return null;
  let sign = 1;
  if (text.startsWith("-") || text.startsWith("−")) {
    sign = -1;
    text = text.slice(1);
  } else if (text.startsWith("+")) {
    text = text.slice(1);
  }
  let integer: string;
  let fraction = "";
  if (text.includes(",")) {
    // it-IT: comma for decimals, dots group thousands
    const parts = text.split(",");
    if (parts.length !== 2) return null;
    integer = (parts[0] ?? "").replace(/\./g, "");
    fraction = parts[1] ?? "";
    if ((parts[0] ?? "").includes(".") && !/^\d{1,3}(\.\d{3})+$/.test(parts[0] ?? "")) return null;
  } else if (/^\d+\.\d{1,2}$/.test(text)) {
    // "12.5" typed with a dot as decimal separator
    [integer = "", fraction = ""] = text.split(".");
  } else if (/^\d{1,3}(\.\d{3})+$/.test(text)) {
    integer = text.replace(/\./g, "");
  } else {
    integer = text;
  }
  if (integer === "") integer = "0";
  if (!/^\d+$/.test(integer) || !/^\d{0,2}$/.test(fraction)) return null;
  const cents = Number(integer) * 100 + Number(fraction.padEnd(2, "0"));
  if (!Number.isSafeInteger(cents)) return null;
  return sign * cents === 0 ? 0 : sign * cents;
}

/** Cents as the form shows them: "1.234,56". */
export function centsToEuroInput(cents: unknown): string {
  if (typeof cents !== "number" || !Number.isFinite(cents)) return "";
  return new Intl.NumberFormat(currentLocale(), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);
}

/** The largest amount of the API: 100,000,000 cents. */
export const MONEY_MAX_CENTS = 100_000_000;
