import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { formatCents } from "@/lib/format";
import { refKey } from "@/lib/catalogue";
import { chooseType, effectiveTypeId, visibleTypes } from "@/lib/wizard";
import { switchModel, type ModelChange } from "@/lib/model-change";
import { LowestPrice } from "./lowest-price";
import type { StepProps } from "./step-props";
import { OptionButton } from "./option-button";
import "./steps.css";

export function TypeStep(props: StepProps) {
  const { catalogue, selection, setSelection, disabled, states, extras } = props;
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
              implied={states.get(refKey(ref)) === "implied" ? t("wizard.impliedValue") : undefined}
              props={props}
              className="wz-card"
              onChoose={() => setSelection((s) => chooseType(s, type.id))}
            >
              {extra?.imageUrl && <img className="wz-card__image" src={extra.imageUrl} alt="" loading="lazy" />}
              <span className="wz-card__name">{type.name}</span>
              {extra?.description && <span className="wz-card__text">{extra.description}</span>}
              <LowestPrice item={ref} lowest={props.lowest} pending={props.pending} className="wz-card__price" />
            </OptionButton>
          </li>
        );
      })}
    </ul>
  );
}

/** What a change of model could not keep, for the wizard's notice (nothing to say when it kept everything). */
function modelChangeNotice(t: TFunction, model: string, { dropped, adjusted }: ModelChange): string {
  if (dropped.length === 0 && adjusted.length === 0) return "";
  return [
    t("wizard.modelChanged", { model }),
    dropped.length > 0 && t("wizard.modelDropped", { items: dropped.join(", ") }),
    adjusted.length > 0 && t("wizard.modelAdjusted", { items: adjusted.join(", ") }),
  ]
    .filter(Boolean)
    .join(" ");
}

export function ModelStep({ attributeIds, ...props }: StepProps & { attributeIds: number[] }) {
  const { catalogue, selection, setSelection, disabled, states, extras, prices, notify } = props;
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
                  implied={states.get(refKey(ref)) === "implied" ? t("wizard.impliedValue") : undefined}
                  props={props}
                  className="wz-card"
                  onChoose={() => {
                    const change = switchModel(selection, catalogue, model);
                    setSelection(() => change.selection);
                    notify(modelChangeNotice(t, model.name, change));
                  }}
                >
                  {extra?.imageUrl && <img className="wz-card__image" src={extra.imageUrl} alt="" loading="lazy" />}
                  <span className="wz-card__name">{model.name}</span>
                  <span className="wz-card__code">{model.code}</span>
                  <span className="wz-card__prices">
                    <LowestPrice item={ref} lowest={props.lowest} pending={props.pending} className="wz-card__price" />
                    {prices?.has(refKey(ref)) && (
                      <span className="wz-card__base" data-testid="option-price">
                        {t("wizard.basePrice", { price: formatCents(prices.get(refKey(ref)) ?? 0) })}
                      </span>
                    )}
                  </span>
                </OptionButton>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
