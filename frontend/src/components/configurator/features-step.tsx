import { useId } from "react";
import { useTranslation } from "react-i18next";
import { formatSignedCents } from "@/lib/format";
import type { CatalogueFeature, ItemRef } from "@/api/types";
import { refKey } from "@/lib/catalogue";
import { choosePerPart, chooseShared, isPerPart, offeredFeatureIds, partsOffering, setFeatureValue, valueFor, valueOption } from "@/lib/wizard";
import { LowestPrice } from "./lowest-price";
import { NumericInput, unitSuffix } from "./numeric-input";
import type { StepProps } from "./step-props";
import { OptionButton } from "./option-button";
import "./steps.css";

/**
 * The values of a choice feature as toggle buttons; choosing the chosen one again clears it. `partId`: the
 * buttons of one part (per-part mode); otherwise the value shared by the parts offering the feature.
 */
function ValueChoices({
  featureId,
  partId,
  chosen,
  onChange,
  props,
}: {
  featureId: number;
  partId?: number;
  chosen: number | undefined;
  onChange: (value: number | undefined) => void;
  props: StepProps;
}) {
  const { t } = useTranslation();
  const { catalogue, selection, disabled, states, extras, prices } = props;
  const offering = partsOffering(selection, catalogue, featureId);
  const values = catalogue.values.filter((v) => v.featureId === featureId && v.active !== false);
  // a shared value is the only one possible when it is so on every part offering the feature
  const isImplied = (ref: ItemRef) =>
    states.get(refKey(ref)) === "implied" ||
    (ref.partId == null &&
      offering.length > 0 &&
      offering.every(({ mp }) => states.get(refKey({ kind: "feature_value", id: ref.id, partId: mp.partId })) === "implied"));
  return (
    <ul className="wz-values">
      {values.map((v) => {
        const ref = valueOption(selection, catalogue, featureId, v.id, partId);
        const swatch = extras?.values.find((x) => x.id === v.id)?.swatch;
        // a value chosen part by part is priced for its own part's pieces (the evaluation's per-part options)
        const adds = prices?.get(refKey(partId === undefined ? { kind: "feature_value", id: v.id } : { kind: "feature_value", id: v.id, partId }));
        return (
          <li key={v.id}>
            <OptionButton
              refItem={ref}
              selected={chosen === v.id}
              off={disabled.get(refKey(ref))}
              implied={chosen !== v.id && isImplied(ref) ? t("wizard.impliedValue") : undefined}
              props={props}
              className={`wz-value${swatch ? " wz-value--swatch" : ""}`}
              onChoose={() => onChange(chosen === v.id ? undefined : v.id)}
            >
              {swatch && <span className="swatch" style={{ background: swatch }} aria-hidden="true" />}
              <span className="wz-value__text">
                <span className="wz-value__label">
                  <span>{v.label}</span>
                  {adds !== undefined && adds !== 0 && (
                    <span className="muted wz-value__delta" data-testid="option-price">
                      {formatSignedCents(adds)}
                    </span>
                  )}
                </span>
                <LowestPrice item={ref} lowest={props.lowest} pending={props.pending} />
              </span>
            </OptionButton>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * One feature: one value for every included part offering it, or (when two or more offer it) one
 * value per part after "Scegli per ciascuna parte". The toggle keeps its place in both modes, so
 * keyboard focus stays on it.
 */
function FeatureChoice({ feature, ...props }: StepProps & { feature: CatalogueFeature }) {
  const { catalogue, selection, setSelection } = props;
  const { t } = useTranslation();
  const id = `${useId().replace(/:/g, "")}-f${feature.id}`;
  const offering = partsOffering(selection, catalogue, feature.id);
  const perPart = isPerPart(selection, feature.id);
  const partName = (row: (typeof offering)[number]) => row.part?.name ?? `#${row.mp.partId}`;
  const set = (value: number | undefined, partId?: number) => setSelection((s) => setFeatureValue(s, feature.id, value, partId));
  const toggle =
    offering.length >= 2 || perPart ? (
      <button
        type="button"
        className="button button--small wz-feature__toggle"
        onClick={() => setSelection((s) => (perPart ? chooseShared(s, catalogue, feature.id) : choosePerPart(s, catalogue, feature.id)))}
      >
        {perPart ? t("wizard.sameForAll") : t("wizard.perPart")}
      </button>
    ) : null;
  const appliesTo = !perPart && <p className="muted wz-feature__parts">{t("wizard.appliesTo", { parts: offering.map(partName).join(", ") })}</p>;

  if (feature.kind === "numeric") {
    const unit = unitSuffix(feature);
    const target = props.targets?.find((x) => x.featureId === feature.id);
    const step = feature.numericStep ?? 1;
    const range = feature.numericMin != null && feature.numericMax != null && (
      <span className="muted" data-testid="numeric-bounds">
        {" "}
        ({t(step > 1 ? "wizard.numericBoundsStep" : "wizard.numericBounds", { min: feature.numericMin, max: feature.numericMax, unit, step })})
      </span>
    );
    const perUnit = !!feature.unitPrice && (
      <p className="muted wz-feature__parts" data-testid="unit-price">
        {t("wizard.unitPrice", {
          price: formatSignedCents(feature.unitPrice),
          step: feature.numericStep || 1,
          min: feature.numericMin ?? 0,
          unit,
        })}
      </p>
    );
    return (
      <div className="field" data-per-part={perPart || undefined}>
        {perPart ? (
          <span id={`${id}-label`} className="field__label">
            {feature.name}
            {range}
          </span>
        ) : (
          <label htmlFor={`${id}-num`} className="field__label">
            {feature.name}
            {range}
          </label>
        )}
        {appliesTo}
        {perUnit}
        {toggle}
        {perPart ? (
          <ul className="wz-feature__rows">
            {offering.map((row) => (
              <li key={row.mp.partId} className="wz-feature__row">
                <label id={`${id}-part-${row.mp.partId}-label`} htmlFor={`${id}-part-${row.mp.partId}`} className="wz-feature__part">
                  {partName(row)}
                </label>
                <NumericInput
                  feature={feature}
                  id={`${id}-part-${row.mp.partId}`}
                  labelledBy={`${id}-label ${id}-part-${row.mp.partId}-label`}
                  chosen={valueFor(selection, feature.id, row.mp.partId)}
                  onChange={(value) => set(value, row.mp.partId)}
                  target={target}
                />
              </li>
            ))}
          </ul>
        ) : (
          <NumericInput feature={feature} id={`${id}-num`} chosen={selection.values[feature.id]} onChange={(value) => set(value)} target={target} />
        )}
      </div>
    );
  }
  const common = { props, featureId: feature.id };
  return (
    <fieldset className="wz-feature" data-per-part={perPart || undefined}>
      <legend className="field__label">{feature.name}</legend>
      {appliesTo}
      {toggle}
      {perPart ? (
        <div className="wz-feature__rows">
          {offering.map((row) => (
            <fieldset key={row.mp.partId} className="wz-feature__row" data-testid={`feature-${feature.id}-part-${row.mp.partId}`}>
              <legend className="wz-feature__part">{partName(row)}</legend>
              <ValueChoices
                {...common}
                partId={row.mp.partId}
                chosen={valueFor(selection, feature.id, row.mp.partId)}
                onChange={(value) => set(value, row.mp.partId)}
              />
            </fieldset>
          ))}
        </div>
      ) : (
        <ValueChoices {...common} chosen={selection.values[feature.id]} onChange={(value) => set(value)} />
      )}
    </fieldset>
  );
}

export function FeaturesStep({ featureIds, ...props }: StepProps & { featureIds: number[] }) {
  const { t } = useTranslation();
  const { catalogue, selection } = props;
  const offered = new Set(offeredFeatureIds(selection, catalogue));
  const asked = featureIds.filter((fid) => offered.has(fid));
  if (asked.length === 0) return <p className="muted">{t("wizard.noFeatures")}</p>;
  return (
    <div className="wz-features">
      {asked.map((featureId) => {
        const feature = catalogue.features.find((f) => f.id === featureId);
        return feature ? <FeatureChoice key={featureId} {...props} feature={feature} /> : null;
      })}
    </div>
  );
}
