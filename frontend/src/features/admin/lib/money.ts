import { currentLocale } from "@/i18n";

/** The decimal and grouping characters of a locale ("," and "." in it-IT, "." and "," in en-GB). */
export function separators(locale: string): { decimal: string; group: string } {
  const parts = new Intl.NumberFormat(locale).formatToParts(1234.5);
  return {
    decimal: parts.find((p) => p.type === "decimal")?.value ?? ",",
    group: parts.find((p) => p.type === "group")?.value ?? ".",
  };
}

const escape = (char: string) => char.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Money is typed in euro the way the app's locale writes it (it-IT: "1.234,56", "-2,5", "12"; en-GB:
 * "1,234.56") and sent as integer cents. A lone other separator before one or two digits is a decimal
 * too ("12.5" in Italian). Returns null for text that is not an amount (more than two decimals, letters, ...).
 */
export function parseEuroToCents(input: string, locale: string = currentLocale()): number | null {
  const { decimal, group } = separators(locale);
  let text = input.replace(/[\s\u00a0\u202f€]/g, "");
  if (text === "") return null;
  let sign = 1;
  if (text.startsWith("-") || text.startsWith("−")) {
    sign = -1;
    text = text.slice(1);
  } else if (text.startsWith("+")) {
    text = text.slice(1);
  }
  const grouped = new RegExp(`^\\d{1,3}(${escape(group)}\\d{3})+$`);
  let integer: string;
  let fraction = "";
  if (text.includes(decimal)) {
    const parts = text.split(decimal);
    if (parts.length !== 2) return null;
    const whole = parts[0] ?? "";
    if (whole.includes(group) && !grouped.test(whole)) return null;
    integer = whole.split(group).join("");
    fraction = parts[1] ?? "";
  } else if (new RegExp(`^\\d+${escape(group)}\\d{1,2}$`).test(text)) {
    // "12.5" typed with the other separator as the decimal one
    [integer = "", fraction = ""] = text.split(group);
  } else if (grouped.test(text)) {
    integer = text.split(group).join("");
  } else {
    integer = text;
  }
  if (integer === "") integer = "0";
  if (!/^\d+$/.test(integer) || !/^\d{0,2}$/.test(fraction)) return null;
  const cents = Number(integer) * 100 + Number(fraction.padEnd(2, "0"));
  if (!Number.isSafeInteger(cents)) return null;
  return sign * cents === 0 ? 0 : sign * cents;
}

/** Cents as the form shows them: "1.234,56" (it-IT), "1,234.56" (en-GB). */
export function centsToEuroInput(cents: unknown): string {
  if (typeof cents !== "number" || !Number.isFinite(cents)) return "";
  return new Intl.NumberFormat(currentLocale(), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);
}
