import { useTranslation } from "react-i18next";
import type { CatalogueFeature, NumericTarget } from "@/api/types";
import { numericProblem } from "@/lib/wizard";
import { targetBounds, targetedRange } from "@/lib/targets";

/** " cm" after a number, or nothing when the feature has no unit. */
export function unitSuffix(feature: CatalogueFeature): string {
  return feature.numericUnit ? ` ${feature.numericUnit}` : "";
}

/** The message of a number out of a feature's range, with the range, step and unit. */
function useNumericMessage(feature: CatalogueFeature) {
  const { t } = useTranslation();
  const values = { min: feature.numericMin ?? 0, max: feature.numericMax, step: feature.numericStep || 1, unit: unitSuffix(feature) };
  return feature.numericMax != null ? t("wizard.numericRange", values) : t("wizard.numericRangeOpen", values);
}

/**
 * A numeric feature's number. With a target on the feature ("Parti da una scelta") its arrows keep to the
 * numbers meeting it ("Obiettivo: ≥ 240 cm"); a number typed outside is the server's to judge (its repair
 * releases the target), only one outside the feature's range is wrong here.
 */
export function NumericInput({
  feature,
  id,
  chosen,
  onChange,
  labelledBy,
  target,
}: {
  feature: CatalogueFeature;
  id: string;
  chosen: number | undefined;
  onChange: (value: number | undefined) => void;
  labelledBy?: string;
  target?: NumericTarget;
}) {
  const { t } = useTranslation();
  const message = useNumericMessage(feature);
  const wrong = chosen !== undefined && numericProblem(feature, chosen) !== null;
  // a target no number of the feature meets leaves the feature's range (the server offers to release it)
  const range = target ? targetedRange(feature, target) : null;
  const describedBy = [wrong && `${id}-error`, target && `${id}-target`].filter(Boolean).join(" ") || undefined;
  return (
    <span className="wz-num-field">
      <span className="wz-num-field__row">
        <input
          id={id}
          type="number"
          inputMode="numeric"
          className="field__input wz-num"
          min={range?.min ?? feature.numericMin ?? undefined}
          max={(range ? range.max : feature.numericMax) ?? undefined}
          step={feature.numericStep ?? undefined}
          value={chosen ?? ""}
          aria-labelledby={labelledBy}
          aria-invalid={wrong || undefined}
          aria-describedby={describedBy}
          onChange={(e) => onChange(e.target.value === "" ? undefined : Math.floor(Number(e.target.value)))}
        />
        {feature.numericUnit && <span className="wz-num-field__unit">{feature.numericUnit}</span>}
      </span>
      {target && (
        <span id={`${id}-target`} className="wz-num-field__target" data-testid="numeric-target">
          {t("wizard.targetHint", { bounds: targetBounds(feature, target) })}
        </span>
      )}
      {wrong && (
        <span id={`${id}-error`} className="field__error" role="alert" data-testid="numeric-error">
          {message}
        </span>
      )}
    </span>
  );
}
