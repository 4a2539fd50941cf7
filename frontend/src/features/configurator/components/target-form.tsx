import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import type { CatalogueFeature, NumericTarget } from "@/api/types";
import { focusFirstInvalid } from "@/components/ui/form";
import { ConfirmButtons } from "@/components/ui/confirm-buttons";
import { unitSuffix } from "@/components/configurator/numeric-input";
import { readTargetBounds, type TargetProblem } from "@/lib/targets";

type Bound = "min" | "max";

/**
 * The target of a numeric feature picked in the search of "Parti da una scelta": "almeno" and "al massimo"
 * (one at least, in order, whole numbers), the feature's range as a hint, "Fissa" sets it. A bound outside the
 * feature's range is the server's to judge: when no number meets it, its repair offers to release the target.
 * The first field takes the focus; Escape or "Annulla" close the form.
 */
export function TargetForm({ feature, onSet, onCancel }: { feature: CatalogueFeature; onSet: (target: NumericTarget) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const id = `target-${useId().replace(/:/g, "")}`;
  const formRef = useRef<HTMLFormElement>(null);
  const [text, setText] = useState<Record<Bound, string>>({ min: "", max: "" });
  const [problem, setProblem] = useState<{ problem: TargetProblem; fields: Bound[] } | null>(null);
  useEffect(() => formRef.current?.querySelector("input")?.focus(), []);

  const range = { min: feature.numericMin ?? 0, max: feature.numericMax, step: feature.numericStep || 1, unit: unitSuffix(feature) };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const bounds = readTargetBounds(text.min, text.max);
    if ("problem" in bounds) {
      setProblem(bounds);
      focusFirstInvalid(formRef.current);
    } else onSet({ featureId: feature.id, ...bounds });
  };
  const escape = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    event.stopPropagation();
    onCancel();
  };
  const field = (bound: Bound) => {
    const invalid = !!problem?.fields.includes(bound);
    return (
      <div className="wz-target__field">
        <label htmlFor={`${id}-${bound}`} className="field__label">
          {t(bound === "min" ? "wizard.targetMin" : "wizard.targetMax")}
        </label>
        <span className="wz-num-field__row">
          <input
            id={`${id}-${bound}`}
            type="number"
            inputMode="numeric"
            className="field__input wz-num"
            min={feature.numericMin ?? undefined}
            max={feature.numericMax ?? undefined}
            step={feature.numericStep ?? undefined}
            value={text[bound]}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${id}-hint ${id}-error` : `${id}-hint`}
            onChange={(e) => {
              setText((before) => ({ ...before, [bound]: e.target.value }));
              // a message about what was there before would mislead once the user types
              setProblem(null);
            }}
            onKeyDown={escape}
          />
          {feature.numericUnit && <span className="wz-num-field__unit">{feature.numericUnit}</span>}
        </span>
      </div>
    );
  };

  return (
    <form ref={formRef} className="wz-target" noValidate onSubmit={submit} data-testid="target-form">
      <fieldset className="wz-target__set">
        <legend className="wz-target__legend">{t("wizard.targetLegend", { name: feature.name })}</legend>
        <p id={`${id}-hint`} className="field__hint wz-target__hint">
          {range.max != null ? t("wizard.targetRange", range) : t("wizard.targetRangeOpen", range)}
        </p>
        <div className="wz-target__row">
          {field("min")}
          {field("max")}
          <div className="wz-target__actions">
            <ConfirmButtons confirmLabel={t("wizard.targetSet")} onCancel={onCancel} />
          </div>
        </div>
        {problem && (
          <p id={`${id}-error`} className="field__error" role="alert" data-testid="target-error">
            {t(`wizard.${problem.problem}`)}
          </p>
        )}
      </fieldset>
    </form>
  );
}
