import { useId, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatCents, formatSignedCents } from "@/lib/format";
import type { Catalogue, CatalogueFeature, DisabledOption, ItemRef } from "@/api/types";
import { itemName, refKey } from "@/lib/catalogue";
import type { CatalogueExtras } from "@/features/configurator/api/wizard";
import {
  choosePerPart,
  chooseShared,
  effectiveTypeId,
  isPerPart,
  modelPartsOf,
  numericProblem,
  offeredFeatureIds,
  partsOffering,
  quantityOf,
  setFeatureValue,
  valueFor,
  visibleTypes,
  type Selection,
} from "@/features/configurator/lib/wizard";

export interface StepProps {
  catalogue: Catalogue;
  selection: Selection;
  setSelection: (update: (s: Selection) => Selection) => void;
  disabled: Map<string, DisabledOption>;
  extras: CatalogueExtras | undefined;
  /** What choosing each option adds to the net unit price (by item key), from the last evaluation. */
  prices: Map<string, number> | undefined;
}

/** The names of what frees an option, leaving out those its reason already names (they are the choices made). */
function freedByNames(catalogue: Catalogue, off: DisabledOption): string[] {
  return off.freedBy.map((r) => itemName(catalogue, r)).filter((name) => !off.reason.includes(name));
}

/**
 * One choosable option: a toggle button. Ruled out options stay focusable (aria-disabled) so their
 * reason, and what frees them, are read on hover and on focus.
 */
function OptionButton({
  refItem,
  selected,
  off,
  onChoose,
  catalogue,
  className,
  children,
}: {
  refItem: ItemRef;
  selected: boolean;
  off: DisabledOption | undefined;
  onChoose: () => void;
  catalogue: Catalogue;
  className: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const reasonId = `why-${refKey(refItem).replace(":", "-")}-${useId().replace(/:/g, "")}`;
  return (
    <div className={`wz-option${off ? " wz-option--off" : ""}`}>
      <button
        type="button"
        className={`${className}${selected ? " is-selected" : ""}`}
        aria-pressed={selected}
        aria-disabled={off && !selected ? true : undefined}
        aria-describedby={off ? reasonId : undefined}
        data-testid={`option-${refKey(refItem)}`}
        onClick={() => {
          if (off && !selected) return;
          onChoose();
        }}
      >
        {children}
      </button>
      {off && (
        <span id={reasonId} role="tooltip" className="wz-why">
          {off.reason}
          {freedByNames(catalogue, off).length > 0 && <> {t("wizard.freedBy", { items: freedByNames(catalogue, off).join(", ") })}</>}
        </span>
      )}
    </div>
  );
}

export function TypeStep({ catalogue, selection, setSelection, disabled, extras }: StepProps) {
  const { t } = useTranslation();
  const current = effectiveTypeId(selection, catalogue);
  return (
    <ul className="wz-cards" aria-label={t("configurator.stepType")}>
      {visibleTypes(catalogue).map((type) => {
        const ref = { kind: "type" as const, id: type.id };
        const extra = extras?.types.find((x) => x.id === type.id);
        return (
          <li key={type.id}>
            <OptionButton
              refItem={ref}
              selected={current === type.id}
              off={disabled.get(refKey(ref))}
              catalogue={catalogue}
              className="wz-card"
              onChoose={() =>
                setSelection((s) => (s.typeId === type.id ? s : { ...s, typeId: type.id, modelId: null, quantities: {} }))
              }
            >
              {extra?.imageUrl && <img className="wz-card__image" src={extra.imageUrl} alt="" loading="lazy" />}
              <span className="wz-card__name">{type.name}</span>
              {extra?.description && <span className="wz-card__text">{extra.description}</span>}
            </OptionButton>
          </li>
        );
      })}
    </ul>
  );
}

export function ModelStep({ catalogue, selection, setSelection, disabled, extras, prices, attributeIds }: StepProps & { attributeIds: number[] }) {
  const { t } = useTranslation();
  const id = useId().replace(/:/g, "");
  const [filters, setFilters] = useState<Record<number, number>>({});
  const typeId = effectiveTypeId(selection, catalogue);
  const filterable = attributeIds
    .map((attributeId) => ({
      attributeId,
      name: extras?.attributes.find((a) => a.id === attributeId)?.name ?? "",
      values: (extras?.attributeValues ?? []).filter((v) => v.attributeId === attributeId),
    }))
    .filter((f) => f.values.length > 0);
  const models = catalogue.models
    .filter((m) => m.active !== false && (!typeId || m.typeId === typeId))
    .filter((m) => {
      const ids = extras?.models.find((x) => x.id === m.id)?.attributeValueIds;
      return Object.values(filters).every((valueId) => !valueId || !ids || ids.includes(valueId));
    });
  return (
    <>
      {filterable.length > 0 && (
        <div className="wz-filters" role="group" aria-label={t("wizard.filterModels")}>
          {filterable.map((f) => (
            <div key={f.attributeId} className="field">
              <label htmlFor={`${id}-attr-${f.attributeId}`} className="field__label">
                {f.name}
              </label>
              <select
                id={`${id}-attr-${f.attributeId}`}
                className="field__input"
                value={String(filters[f.attributeId] ?? "")}
                onChange={(e) => setFilters((prev) => ({ ...prev, [f.attributeId]: Number(e.target.value) }))}
              >
                <option value="">{t("wizard.all")}</option>
                {f.values.map((v) => (
                  <option key={v.id} value={String(v.id)}>
                    {v.value ?? v.code}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </div>
      )}
      {models.length === 0 ? (
        <p className="muted">{t("wizard.noModels")}</p>
      ) : (
        <ul className="wz-cards" aria-label={t("configurator.stepModel")}>
          {models.map((model) => {
            const ref = { kind: "model" as const, id: model.id };
            const extra = extras?.models.find((x) => x.id === model.id);
            return (
              <li key={model.id}>
                <OptionButton
                  refItem={ref}
                  selected={selection.modelId === model.id}
                  off={disabled.get(refKey(ref))}
                  catalogue={catalogue}
                  className="wz-card"
                  onChoose={() =>
                    setSelection((s) =>
                      s.modelId === model.id ? s : { ...s, typeId: s.typeId ?? model.typeId, modelId: model.id, quantities: {} },
                    )
                  }
                >
                  {extra?.imageUrl && <img className="wz-card__image" src={extra.imageUrl} alt="" loading="lazy" />}
                  <span className="wz-card__name">{model.name}</span>
                  <span className="wz-card__code">{model.code}</span>
                  {prices?.has(refKey(ref)) && (
                    <span className="wz-card__price" data-testid="option-price">
                      {t("wizard.fromPrice", { price: formatCents(prices.get(refKey(ref)) ?? 0) })}
                    </span>
                  )}
                </OptionButton>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}

export function PartsStep({ catalogue, selection, setSelection, disabled, prices }: StepProps) {
  const { t } = useTranslation();
  const id = useId().replace(/:/g, "");
  const rows = modelPartsOf(catalogue, selection.modelId);
  if (rows.length === 0) return <p className="muted">{t("wizard.noParts")}</p>;
  return (
    <ul className="wz-parts">
      {rows.map((mp) => {
        const part = catalogue.parts.find((p) => p.id === mp.partId);
        const ref = { kind: "part" as const, id: mp.partId };
        const off = disabled.get(refKey(ref));
        const quantity = quantityOf(selection, catalogue, mp.partId);
        const min = mp.minQuantity;
        const set = (q: number) =>
          setSelection((s) => ({ ...s, quantities: { ...s.quantities, [mp.partId]: Math.max(0, Math.min(mp.maxQuantity, q)) } }));
        const inputId = `${id}-part-${mp.partId}`;
        const whyId = `${inputId}-why`;
        const blocked = !!off && quantity === 0;
        return (
          <li key={mp.partId} className={`wz-part${blocked ? " wz-option--off" : ""}`} data-testid={`part-${mp.partId}`}>
            <div className="wz-part__info">
              <label htmlFor={inputId} className="wz-part__name">
                {part?.name ?? `#${mp.partId}`}
              </label>
              <span className="muted">
                {!mp.required && prices?.has(refKey(ref)) && (
                  <span data-testid="option-price">
                    {t("wizard.perPiece", { price: formatSignedCents(prices.get(refKey(ref)) ?? 0) })}
                    {" · "}
                  </span>
                )}
                {mp.required ? t("wizard.included") : t("wizard.range", { min, max: mp.maxQuantity })}
              </span>
              {off && (
                <span id={whyId} className="wz-why wz-why--inline">
                  {off.reason}
                </span>
              )}
            </div>
            {mp.required ? (
              <output id={inputId} className="wz-part__fixed" aria-label={t("wizard.quantityOf", { name: part?.name ?? "" })}>
                × {quantity}
              </output>
            ) : (
              <div className="wz-qty">
                <button
                  type="button"
                  className="button button--small"
                  aria-label={t("wizard.less", { name: part?.name ?? "" })}
                  disabled={quantity <= 0}
                  onClick={() => set(quantity - 1 < min ? 0 : quantity - 1)}
                >
                  −
                </button>
                <input
                  id={inputId}
                  type="number"
                  inputMode="numeric"
                  className="field__input wz-qty__input"
                  min={0}
                  max={mp.maxQuantity}
                  value={quantity}
                  aria-describedby={off ? whyId : undefined}
                  aria-disabled={blocked || undefined}
                  readOnly={blocked}
                  onChange={(e) => set(Math.floor(Number(e.target.value) || 0))}
                />
                <button
                  type="button"
                  className="button button--small"
                  aria-label={t("wizard.more", { name: part?.name ?? "" })}
                  disabled={quantity >= mp.maxQuantity || blocked}
                  onClick={() => set(Math.max(quantity + 1, min))}
                >
                  +
                </button>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The values of a choice feature as toggle buttons; choosing the chosen one again clears it. */
function ValueChoices({
  catalogue,
  featureId,
  chosen,
  onChange,
  disabled,
  extras,
  prices,
}: Pick<StepProps, "catalogue" | "disabled" | "extras" | "prices"> & {
  featureId: number;
  chosen: number | undefined;
  onChange: (value: number | undefined) => void;
}) {
  const values = catalogue.values.filter((v) => v.featureId === featureId && v.active !== false);
  return (
    <ul className="wz-values">
      {values.map((v) => {
        const ref = { kind: "feature_value" as const, id: v.id };
        const swatch = extras?.values.find((x) => x.id === v.id)?.swatch;
        const adds = prices?.get(refKey(ref));
        return (
          <li key={v.id}>
            <OptionButton
              refItem={ref}
              selected={chosen === v.id}
              off={disabled.get(refKey(ref))}
              catalogue={catalogue}
              className={`wz-value${swatch ? " wz-value--swatch" : ""}`}
              onChoose={() => onChange(chosen === v.id ? undefined : v.id)}
            >
              {swatch && <span className="swatch" style={{ background: swatch }} aria-hidden="true" />}
              <span>{v.label}</span>
              {adds !== undefined && adds !== 0 && (
                <span className="muted wz-value__delta" data-testid="option-price">
                  {formatSignedCents(adds)}
                </span>
              )}
            </OptionButton>
          </li>
        );
      })}
    </ul>
  );
}

/** " cm" after a number, or nothing when the feature has no unit. */
function unitSuffix(feature: CatalogueFeature): string {
  return feature.numericUnit ? ` ${feature.numericUnit}` : "";
}

/** The message of a number out of a feature's range, with the range, step and unit. */
function useNumericMessage(feature: CatalogueFeature) {
  const { t } = useTranslation();
  const values = { min: feature.numericMin ?? 0, max: feature.numericMax, step: feature.numericStep || 1, unit: unitSuffix(feature) };
  return feature.numericMax != null ? t("wizard.numericRange", values) : t("wizard.numericRangeOpen", values);
}

function NumericInput({
  feature,
  id,
  chosen,
  onChange,
  labelledBy,
}: {
  feature: CatalogueFeature;
  id: string;
  chosen: number | undefined;
  onChange: (value: number | undefined) => void;
  labelledBy?: string;
}) {
  const message = useNumericMessage(feature);
  const wrong = chosen !== undefined && numericProblem(feature, chosen) !== null;
  return (
    <span className="wz-num-field">
      <span className="wz-num-field__row">
        <input
          id={id}
          type="number"
          inputMode="numeric"
          className="field__input wz-num"
          min={feature.numericMin ?? undefined}
          max={feature.numericMax ?? undefined}
          step={feature.numericStep ?? undefined}
          value={chosen ?? ""}
          aria-labelledby={labelledBy}
          aria-invalid={wrong || undefined}
          aria-describedby={wrong ? `${id}-error` : undefined}
          onChange={(e) => onChange(e.target.value === "" ? undefined : Math.floor(Number(e.target.value)))}
        />
        {feature.numericUnit && <span className="wz-num-field__unit">{feature.numericUnit}</span>}
      </span>
      {wrong && (
        <span id={`${id}-error`} className="field__error" role="alert" data-testid="numeric-error">
          {message}
        </span>
      )}
    </span>
  );
}

/**
 * One feature: one value for every included part offering it, or (when two or more offer it) one
 * value per part after "Scegli per ciascuna parte". The toggle keeps its place in both modes, so
 * keyboard focus stays on it.
 */
function FeatureChoice({ catalogue, selection, setSelection, disabled, extras, prices, feature }: StepProps & { feature: CatalogueFeature }) {
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
    const range = feature.numericMin != null && feature.numericMax != null && (
      <span className="muted">
        {" "}
        ({feature.numericMin}–{feature.numericMax}
        {unit})
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
                />
              </li>
            ))}
          </ul>
        ) : (
          <NumericInput feature={feature} id={`${id}-num`} chosen={selection.values[feature.id]} onChange={(value) => set(value)} />
        )}
      </div>
    );
  }
  const common = { catalogue, disabled, extras, prices, featureId: feature.id };
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
              <ValueChoices {...common} chosen={valueFor(selection, feature.id, row.mp.partId)} onChange={(value) => set(value, row.mp.partId)} />
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
