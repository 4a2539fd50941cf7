import type { DisabledOption, OptionState } from "@/api/types";
import { refKey } from "@/lib/catalogue";

/**
 * The wizard's budget (issue 21, part 2): a ceiling in whole euros that the user sets, kept in the URL
 * (`?budget=2500`), against which options are judged by the lowest grand total the server proved for them.
 */

/** The largest budget taken, in euros: anything above is a slip of the keyboard or a forged link. */
export const MAX_BUDGET_EUROS = 100_000_000;

/** Whole euros, plainly ("2500") or with thousands grouped by dots, commas, spaces or apostrophes ("2.500"). */
const WHOLE_EUROS = /^(\d+|\d{1,3}([.,' \u00a0]\d{3})+)$/;

/**
 * A budget in whole euros from the URL or the budget field, or null when `raw` is none: empty, not a whole
 * number (letters, decimals, a sign, an exponent), zero, or above {@link MAX_BUDGET_EUROS}.
 */
export function parseBudget(raw: string | null | undefined): number | null {
  const text = raw?.trim() ?? "";
  if (!WHOLE_EUROS.test(text)) return null;
  const euros = Number(text.replace(/\D/g, ""));
  return Number.isSafeInteger(euros) && euros >= 1 && euros <= MAX_BUDGET_EUROS ? euros : null;
}

/**
 * Whether an option's lowest complete price (cents, as the evaluation's `states[].lowest`) is above the
 * budget (whole euros). An option without a proven figure, or no budget, is never over it.
 */
export function overBudget(lowest: number | null | undefined, budget: number | null | undefined): boolean {
  return lowest != null && budget != null && lowest > budget * 100;
}

/** An option greyed by the budget (its lowest complete price is above it), told apart from the engine's. */
export type BudgetOff = DisabledOption & { overBudget: true };

export const isBudgetOff = (off: DisabledOption | undefined): off is BudgetOff => (off as Partial<BudgetOff> | undefined)?.overBudget === true;

/** The lowest complete price of each option (by item key), where the server proved one. */
export function lowestMap(states: OptionState[] | undefined): Map<string, number> {
  const map = new Map<string, number>();
  for (const s of states ?? []) if (s.lowest != null) map.set(refKey(s.item), s.lowest);
  return map;
}

/**
 * The options ruled out, the engine's and those over the budget: an option the engine allows whose lowest
 * complete price is above `budget` is greyed with `reason(lowest)` (the engine's reason wins). Without a
 * budget, the engine's map as it is.
 */
export function withBudget(
  disabled: Map<string, DisabledOption>,
  states: OptionState[] | undefined,
  budget: number | null,
  reason: (lowest: number) => string,
): Map<string, DisabledOption> {
  if (budget === null) return disabled;
  const all = new Map(disabled);
  for (const { item, lowest } of states ?? []) {
    const key = refKey(item);
    if (all.has(key) || lowest == null || !overBudget(lowest, budget)) continue;
    const off: BudgetOff = {
      item,
      reason: reason(lowest),
      because: [],
      freedBy: [],
      minimal: true,
      ruleId: "",
      ruleIds: [],
      ruleMessages: [],
      overBudget: true,
    };
    all.set(key, off);
  }
  return all;
}

/** A wizard's address carrying the budget (`?budget=2500`), so that it stays with the session. */
export function withBudgetQuery(href: string, budget: number | null): string {
  return budget === null ? href : `${href}${href.includes("?") ? "&" : "?"}budget=${budget}`;
}
