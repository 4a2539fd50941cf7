import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { formatCents, formatSignedCents } from "@/lib/format";
import type {
  Attribute,
  AttributeValue,
  Catalogue,
  CatalogueFeature,
  CatalogueModelPart,
  DisabledOption,
  FeatureValue,
  ItemRef,
  Model,
  NumericTarget,
  OptionStatus,
  ProductType,
  Repair,
} from "@/api/types";
import { itemName, refKey } from "@/lib/catalogue";
import { isBudgetOff } from "@/lib/budget";
import {
  addedQuantity,
  applyAnyway,
  choosePerPart,
  chooseShared,
  chooseType,
  effectiveTypeId,
  includePart,
  isPerPart,
  modelPartsOf,
  offeredFeatureIds,
  partsOffering,
  quantityOf,
  setFeatureValue,
  setPartQuantity,
  valueFor,
  valueOption,
  visibleTypes,
  type Selection,
} from "@/lib/wizard";
import { isPinned } from "@/lib/pins";
import { switchModel, type ModelChange } from "@/lib/model-change";
import { LowestPrice } from "./lowest-price";
import { NumericInput, unitSuffix } from "./numeric-input";
import { PinMarker, useDropName } from "./pin-marker";
import "./steps.css";

/**
 * What the category answer leaves out (images, model attributes, swatches), read best effort from the
 * catalogue resources; the steps work without it.
 */
export interface CatalogueExtras {
  types: ProductType[];
  models: Model[];
  values: FeatureValue[];
  attributeValues: AttributeValue[];
  attributes: Attribute[];
}

/**
 * The props of every step of the configurator, shared by the users' wizard and the administrators'
 * try-out (which must behave exactly alike).
 */
export interface StepProps {
  catalogue: Catalogue;
  selection: Selection;
  setSelection: (update: (s: Selection) => Selection) => void;
  disabled: Map<string, DisabledOption>;
  /** Where each option stands (by item key), from the last evaluation. */
  states: Map<string, OptionStatus>;
  extras: CatalogueExtras | undefined;
  /** What choosing each option adds to the net unit price (by item key), from the last evaluation. */
  prices: Map<string, number> | undefined;
  /** The lowest grand total of a complete configuration with each option (by item key), where the server proved one. */
  lowest?: Map<string, number>;
  /** The figures shown are the last evaluation's while a newer one is on its way (they are dimmed). */
  pending?: boolean;
  /** Says what a change the user confirmed did (a live region of the screen). */
  notify: (message: string) => void;
  /** The items the user pinned ("Parti da una scelta"), marked on their options; none in the try-out. */
  pins?: ItemRef[];
  /** The numeric targets the user set ("Larghezza ≥ 240 cm"), kept to by their numbers' inputs; none in the try-out. */
  targets?: NumericTarget[];
  /** Releases the pins and targets among a repair's `drop` ("Scegli comunque" giving one up). */
  releasePins?: (drop: ItemRef[]) => void;
}

/** The names of what frees an option, leaving out those its reason already names (they are the choices made). */
function freedByNames(catalogue: Catalogue, off: DisabledOption): string[] {
  return off.freedBy.map((r) => itemName(catalogue, r)).filter((name) => !off.reason.includes(name));
}

/**
 * Why an option is ruled out, said once: the administrators' messages of its rules when they wrote some
 * (the generated reason would say the same again), otherwise the reason; then what frees it.
 */
function WhyText({ id, off, catalogue, className }: { id: string; off: DisabledOption; catalogue: Catalogue; className?: string }) {
  const { t } = useTranslation();
  const messages = [...new Set(off.ruleMessages ?? [])].filter((m) => m.trim() !== "");
  const freed = messages.length > 0 ? off.freedBy.map((r) => itemName(catalogue, r)) : freedByNames(catalogue, off);
  return (
    <span id={id} className={className ?? "wz-why__text"} data-testid="why">
      {messages.length > 0 ? messages.map((m) => `${m.replace(/[.\s]+$/, "")}.`).join(" ") : off.reason}
      {freed.length > 0 && <> {t("wizard.freedBy", { items: freed.join(", ") })}</>}
    </span>
  );
}

/**
 * "Scegli comunque": what would change (the choices given up, what the server puts in place of a model given
 * up) and the server's price, then on confirmation the change. Keyboard: the panel takes the focus; Escape or
 * "Annulla" go back.
 */
function AnywayConfirm({ item, repair, props, onCancel, onDone }: { item: ItemRef; repair: Repair; props: StepProps; onCancel: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const { catalogue, selection, setSelection, notify } = props;
  const id = `anyway-${useId().replace(/:/g, "")}`;
  const titleRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => titleRef.current?.focus(), []);
  const dropName = useDropName(catalogue, props.pins, props.targets);
  const plan = applyAnyway(selection, catalogue, repair, item, props.pins);
  const name = itemName(catalogue, item);
  const dropped = repair.drop.map(dropName);
  const instead = repair.instead ?? [];
  // the price the server gives a configuration with a model (without one it is no price)
  const grandTotal = plan.chosen && plan.selection.modelId !== null ? repair.grandTotal : null;
  const escape = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      onCancel();
    }
  };
  const confirm = () => {
    setSelection(() => plan.selection);
    props.releasePins?.(repair.drop);
    const done = [
      ...dropped.map((n) => t("wizard.anywayDropped", { name: n })),
      ...instead.map((r) => t(r.kind === "model" ? "wizard.anywayModelChosen" : "wizard.anywayChosen", { name: itemName(catalogue, r) })),
      ...(plan.chosen ? [t("wizard.anywayChosen", { name })] : []),
    ];
    notify(t("wizard.anywayDone", { changes: done.join("; ") }));
    onDone();
  };
  return (
    <div className="wz-anyway" role="group" aria-labelledby={`${id}-title`} data-testid="anyway-confirm">
      <p id={`${id}-title`} ref={titleRef} tabIndex={-1} className="wz-anyway__title">
        {t("wizard.anywayTitle", { name })}
      </p>
      <ul className="wz-anyway__changes" data-testid="anyway-drop">
        {dropped.map((n) => (
          <li key={n}>{t("wizard.anywayDrop", { name: n })}</li>
        ))}
        {instead.length > 0 && (
          <li data-testid="anyway-instead">{t("wizard.anywayInstead", { names: instead.map((r) => itemName(catalogue, r)).join(", ") })}</li>
        )}
      </ul>
      {!plan.chosen ? (
        <p className="wz-anyway__price">{t("wizard.anywayNoModel", { names: dropped.join(", ") })}</p>
      ) : grandTotal !== null ? (
        <p className="wz-anyway__price" data-testid="anyway-price">
          {t("wizard.anywayPrice", { price: formatCents(grandTotal) })}
        </p>
      ) : null}
      <div className="wz-anyway__actions">
        <button type="button" className="button button--small button--primary" onClick={confirm} onKeyDown={escape}>
          {t("wizard.anywayConfirm")}
        </button>
        <button type="button" className="button button--small" onClick={onCancel} onKeyDown={escape}>
          {t("common.cancel")}
        </button>
      </div>
    </div>
  );
}

/** The open explanation's actions: "Scegli comunque" when a change of the choices frees the option, then its confirmation. */
function OffActions({ item, off, props, onClose }: { item: ItemRef; off: DisabledOption; props: StepProps; onClose: (refocus: boolean) => void }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const anywayRef = useRef<HTMLButtonElement>(null);
  if (!off.repair) return isBudgetOff(off) ? <p className="wz-why__hint">{t("wizard.overBudgetHint")}</p> : null;
  if (confirming)
    return (
      <AnywayConfirm
        item={item}
        repair={off.repair}
        props={props}
        onCancel={() => {
          setConfirming(false);
          window.requestAnimationFrame(() => anywayRef.current?.focus());
        }}
        onDone={() => onClose(true)}
      />
    );
  return (
    <button
      ref={anywayRef}
      type="button"
      className="button button--small wz-why__anyway"
      onClick={() => setConfirming(true)}
      onKeyDown={(e) => {
        if (e.key === "Escape") onClose(true);
      }}
    >
      {t("wizard.anyway")}
    </button>
  );
}

/**
 * One choosable option: a toggle button. A ruled-out option stays focusable (aria-disabled): its reason,
 * and the rules' messages, show on hover and on focus, and a click (a tap on a phone) opens them with
 * "Scegli comunque" instead of choosing it. An implied option (every valid configuration has it) says so.
 */
function OptionButton({
  refItem,
  selected,
  off,
  implied,
  onChoose,
  props,
  className,
  children,
}: {
  refItem: ItemRef;
  selected: boolean;
  off: DisabledOption | undefined;
  implied?: string;
  onChoose: () => void;
  props: StepProps;
  className: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const uid = `${refKey(refItem).replace(/[:@]/g, "-")}-${useId().replace(/:/g, "")}`;
  const greyed = !!off && !selected;
  if (open && !greyed) setOpen(false);
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) window.requestAnimationFrame(() => buttonRef.current?.focus());
  };
  return (
    <div className={`wz-option${off ? " wz-option--off" : ""}${open ? " is-open" : ""}`}>
      <button
        ref={buttonRef}
        type="button"
        className={`${className}${selected ? " is-selected" : ""}`}
        aria-pressed={selected}
        aria-disabled={greyed || undefined}
        aria-describedby={off ? `why-${uid}` : undefined}
        aria-expanded={greyed ? open : undefined}
        aria-controls={greyed ? `panel-${uid}` : undefined}
        data-testid={`option-${refKey(refItem)}`}
        data-implied={implied ? true : undefined}
        onClick={() => {
          if (greyed) setOpen((o) => !o);
          else onChoose();
        }}
        onKeyDown={(e) => {
          if (e.key === "Escape" && open) close(false);
        }}
      >
        {children}
        {isPinned(props.pins, refItem) && <PinMarker />}
        {implied && !off && (
          <span className="wz-implied">
            {implied}
          </span>
        )}
      </button>
      {off && (
        <div id={`panel-${uid}`} className="wz-why" role={open ? "group" : "tooltip"} aria-labelledby={open ? `why-${uid}` : undefined}>
          <WhyText id={`why-${uid}`} off={off} catalogue={props.catalogue} />
          {open && <OffActions item={refItem} off={off} props={props} onClose={close} />}
        </div>
      )}
    </div>
  );
}

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

/**
 * One part of the model: its quantity, or (required) the quantity it comes in. A part ruled out shows why
 * beside it; its "+" stays focusable and opens the rules' messages and "Scegli comunque". A part every valid
 * configuration has says so, with one click to include it.
 */
function PartRow({ mp, props, inputBase }: { mp: CatalogueModelPart; props: StepProps; inputBase: string }) {
  const { t } = useTranslation();
  const { catalogue, selection, setSelection, disabled, states, prices } = props;
  const [open, setOpen] = useState(false);
  const plusRef = useRef<HTMLButtonElement>(null);
  const part = catalogue.parts.find((p) => p.id === mp.partId);
  const name = part?.name ?? `#${mp.partId}`;
  const ref = { kind: "part" as const, id: mp.partId };
  const off = disabled.get(refKey(ref));
  const quantity = quantityOf(selection, catalogue, mp.partId);
  const min = mp.minQuantity;
  // a number typed above the maximum is limited to it, and the row says so until the next change
  const [limited, setLimited] = useState(false);
  const set = (q: number) => {
    setLimited(q > mp.maxQuantity);
    setSelection((s) => setPartQuantity(s, catalogue, mp.partId, q));
  };
  const inputId = `${inputBase}-part-${mp.partId}`;
  const whyId = `${inputId}-why`;
  const panelId = `${inputId}-panel`;
  const blocked = !!off && quantity === 0;
  const implied = !off && quantity === 0 && states.get(refKey(ref)) === "implied";
  if (open && !blocked) setOpen(false);
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) window.requestAnimationFrame(() => plusRef.current?.focus());
  };
  return (
    <li className={`wz-part${blocked ? " wz-option--off" : ""}${open ? " is-open" : ""}`} data-testid={`part-${mp.partId}`}>
      <div className="wz-part__info">
        <label htmlFor={inputId} className="wz-part__name">
          {name}
        </label>
        {isPinned(props.pins, ref) && <PinMarker />}
        <span className="muted">
          {!mp.required && prices?.has(refKey(ref)) && (
            <span data-testid="option-price">
              {t("wizard.perPiece", { price: formatSignedCents(prices.get(refKey(ref)) ?? 0) })}
              {" · "}
            </span>
          )}
          {mp.required ? t("wizard.included") : t("wizard.range", { min, max: mp.maxQuantity })}
        </span>
        {!mp.required && !isBudgetOff(off) && <LowestPrice item={ref} lowest={props.lowest} pending={props.pending} />}
        {off && <WhyText id={whyId} off={off} catalogue={catalogue} className="wz-why wz-why--inline" />}
        {implied && (
          <span className="wz-implied wz-implied--part" id={`${inputId}-implied`} data-testid="implied">
            {t("wizard.impliedPart")}
            <button
              type="button"
              className="button button--small"
              aria-label={t("wizard.includeNamed", { name })}
              onClick={() => setSelection((s) => includePart(s, catalogue, mp.partId))}
            >
              {t("wizard.include")}
            </button>
          </span>
        )}
        {limited && (
          <span id={`${inputId}-limited`} className="wz-part__limited" role="status" data-testid="quantity-limited">
            {t("wizard.quantityLimited", { max: mp.maxQuantity })}
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
            aria-describedby={limited ? `${inputId}-limited` : off ? whyId : implied ? `${inputId}-implied` : undefined}
            aria-disabled={blocked || undefined}
            readOnly={blocked}
            onChange={(e) => set(Math.floor(Number(e.target.value) || 0))}
          />
          <button
            ref={plusRef}
            type="button"
            className="button button--small"
            aria-label={t("wizard.more", { name: part?.name ?? "" })}
            aria-disabled={blocked || undefined}
            aria-describedby={off ? whyId : undefined}
            aria-expanded={blocked ? open : undefined}
            aria-controls={blocked ? panelId : undefined}
            disabled={quantity >= mp.maxQuantity}
            onClick={() => (blocked ? setOpen((o) => !o) : set(quantity === 0 ? addedQuantity(mp) : Math.max(quantity + 1, min)))}
            onKeyDown={(e) => {
              if (e.key === "Escape" && open) close(false);
            }}
          >
            +
          </button>
        </div>
      )}
      {blocked && open && off && (
        <div id={panelId} className="wz-part__panel" data-testid="part-panel">
          {off.repair || isBudgetOff(off) ? (
            <OffActions item={ref} off={off} props={props} onClose={close} />
          ) : (
            <p className="muted">{t("wizard.noAnyway")}</p>
          )}
        </div>
      )}
    </li>
  );
}

export function PartsStep(props: StepProps) {
  const { t } = useTranslation();
  const id = useId().replace(/:/g, "");
  const rows = modelPartsOf(props.catalogue, props.selection.modelId);
  if (rows.length === 0) return <p className="muted">{t("wizard.noParts")}</p>;
  return (
    <ul className="wz-parts">
      {rows.map((mp) => (
        <PartRow key={mp.partId} mp={mp} props={props} inputBase={id} />
      ))}
    </ul>
  );
}

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

/**
 * When the choices already admit no valid configuration (an old save, a catalogue change): the smallest
 * change that would, with its price when a model is kept (without one there is nothing to price yet).
 */
export function RepairOffer({
  repair,
  catalogue,
  onRepair,
  pins,
  targets,
}: {
  repair: Repair;
  catalogue: Catalogue;
  onRepair: (drop: ItemRef[]) => void;
  /** The user's pins and targets: one the repair drops is named as such (applying it releases it). */
  pins?: ItemRef[];
  targets?: NumericTarget[];
}) {
  const { t } = useTranslation();
  const dropName = useDropName(catalogue, pins, targets);
  const items = repair.drop.map(dropName).join(", ");
  const keepsModel = !repair.drop.some((d) => d.kind === "type" || d.kind === "model");
  return (
    <div className="wz-repair" data-testid="repair">
      <p>
        {keepsModel
          ? t("wizard.repairText", { items, price: formatCents(repair.grandTotal) })
          : t("wizard.repairTextNoPrice", { items })}
      </p>
      <button type="button" className="button button--small" onClick={() => onRepair(repair.drop)}>
        {t("wizard.repairApply")}
      </button>
    </div>
  );
}
