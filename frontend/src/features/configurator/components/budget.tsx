import { useCallback, useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { DisabledOption, Evaluation } from "@/api/types";
import { formatCents, formatNumber } from "@/lib/format";
import { lowestMap, MAX_BUDGET_EUROS, overBudget, parseBudget, withBudget } from "@/lib/budget";
import { useQueryParam } from "@/lib/use-query-param";

/**
 * The wizard's budget in whole euros, kept in the URL (`?budget=2500`) so that a link carries it and it lasts
 * the wizard's session; a value there that is no budget (letters, negative, absurd) is ignored.
 */
export function useBudget(): [number | null, (euros: number | null) => void] {
  const [raw, setRaw] = useQueryParam("budget");
  const setBudget = useCallback((euros: number | null) => setRaw(euros === null ? null : String(euros)), [setRaw]);
  return [parseBudget(raw), setBudget];
}

/**
 * What the steps show of the last evaluation: each option's lowest complete price, and the options ruled out,
 * the engine's with those the budget puts out of reach ("Oltre il budget: da 2.140 €").
 */
export function useBudgetedOptions(evaluation: Evaluation | undefined, disabled: Map<string, DisabledOption>, budget: number | null) {
  const { t } = useTranslation();
  const lowest = useMemo(() => lowestMap(evaluation?.states), [evaluation]);
  const withinBudget = useMemo(
    () => withBudget(disabled, evaluation?.states, budget, (cents) => t("wizard.overBudget", { price: formatCents(cents) })),
    [disabled, evaluation, budget, t],
  );
  return { lowest, disabled: withinBudget };
}

/**
 * Under the price range: when even the cheapest complete configuration keeping the choices is over the budget.
 * Said only when the server proved the lowest figure (an inexact range may have a cheaper one).
 */
export function BudgetVerdict({ evaluation, budget, pending }: { evaluation: Evaluation | undefined; budget: number | null; pending: boolean }) {
  const { t } = useTranslation();
  const range = evaluation?.priceRange;
  if (!range?.exact || !overBudget(range.min, budget)) return null;
  return (
    <span className={pending ? "wz-bar__over is-pending" : "wz-bar__over"} data-testid="budget-verdict">
      {t("wizard.budgetNone")}
    </span>
  );
}

/**
 * "Budget (fino a)": whole euros, written to the URL as they are typed; "Togli" clears it. On a phone the field
 * hides behind "Imposta un budget" until used (the price bar stays small); on a desktop it is always there.
 */
export function BudgetField({ budget, onChange }: { budget: number | null; onChange: (euros: number | null) => void }) {
  const { t } = useTranslation();
  const id = `budget-${useId().replace(/:/g, "")}`;
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [text, setText] = useState(budget === null ? "" : String(budget));
  const [open, setOpen] = useState(false);
  // the URL wins when it changes from elsewhere (back, a link); what is typed stays while it says the same
  const [seen, setSeen] = useState(budget);
  if (budget !== seen) {
    setSeen(budget);
    if (parseBudget(text) !== budget) setText(budget === null ? "" : String(budget));
  }
  const wrong = text.trim() !== "" && parseBudget(text) === null;
  const shown = open || text !== "";
  const focusField = () => window.requestAnimationFrame(() => (inputRef.current?.offsetParent ? inputRef.current : toggleRef.current)?.focus());
  return (
    <div className={shown ? "wz-budget is-open" : "wz-budget"} data-testid="budget">
      <button
        ref={toggleRef}
        type="button"
        className="wz-budget__toggle"
        aria-expanded={shown}
        aria-controls={`${id}-field`}
        onClick={() => {
          setOpen(true);
          focusField();
        }}
      >
        {t("wizard.budgetSet")}
      </button>
      <div id={`${id}-field`} className="wz-budget__field">
        <label htmlFor={id} className="wz-budget__label">
          {t("wizard.budget")}
        </label>
        <span className="field__affix wz-budget__input">
          <span className="field__prefix" aria-hidden="true">
            €
          </span>
          <input
            ref={inputRef}
            id={id}
            className="field__input field__input--number"
            inputMode="numeric"
            autoComplete="off"
            value={text}
            aria-invalid={wrong || undefined}
            aria-describedby={wrong ? `${id}-error` : undefined}
            onChange={(e) => {
              setText(e.target.value);
              onChange(parseBudget(e.target.value));
            }}
          />
        </span>
        {shown && (
          <button
            type="button"
            className="button button--small"
            aria-label={t("wizard.budgetClearLabel")}
            onClick={() => {
              setText("");
              setOpen(false);
              onChange(null);
              focusField();
            }}
          >
            {t("wizard.budgetClear")}
          </button>
        )}
        {wrong && (
          <span id={`${id}-error`} className="field__error wz-budget__error" role="alert">
            {t("wizard.budgetInvalid", { max: formatNumber(MAX_BUDGET_EUROS) })}
          </span>
        )}
      </div>
    </div>
  );
}
