import type { Catalogue, CatalogueFeature, CatalogueModel, CatalogueModelPart, Definition, Draft, DraftValue, ItemRef, Repair, Step, Violation } from "@/api/types";
import { sameRef } from "@/lib/catalogue";

/**
 * What the user has chosen so far. A feature's value is chosen once and applies to every included part
 * offering it, unless the feature is in per-part mode (a key of `partValues`): then each part has its own.
 */
export interface Selection {
  typeId: number | null;
  modelId: number | null;
  /** partId -> quantity (absent: the model part's default when required, else 0). */
  quantities: Record<number, number>;
  /** featureId -> value id (choice) or number (numeric). */
  values: Record<number, number>;
  /** featureId -> partId -> value, for the features chosen part by part; these win over `values`. */
  partValues: Record<number, Record<number, number>>;
  quantity: number;
}

export const EMPTY_SELECTION: Selection = { typeId: null, modelId: null, quantities: {}, values: {}, partValues: {}, quantity: 1 };

/** One step of the wizard as shown: the definition's step, with the features it asks for feature steps. */
export interface WizardStep {
  key: string;
  step: Step;
  featureIds: number[];
}

/** Types the user can see (active ones). */
export function visibleTypes(catalogue: Catalogue) {
  return catalogue.types.filter((t) => t.active !== false);
}

/** The type in use: the chosen one, or the only visible one. */
export function effectiveTypeId(selection: Selection, catalogue: Catalogue): number | null {
  if (selection.typeId) return selection.typeId;
  const types = visibleTypes(catalogue);
  return types.length === 1 ? (types[0]?.id ?? null) : null;
}

export function modelPartsOf(catalogue: Catalogue, modelId: number | null) {
  return modelId ? catalogue.modelParts.filter((mp) => mp.modelId === modelId) : [];
}

export function quantityOf(selection: Selection, catalogue: Catalogue, partId: number): number {
  const mp = modelPartsOf(catalogue, selection.modelId).find((m) => m.partId === partId);
  if (!mp) return 0;
  if (mp.required) return mp.defaultQuantity;
  return selection.quantities[partId] ?? 0;
}

/** Included parts (quantity > 0) of the chosen model. */
export function includedParts(selection: Selection, catalogue: Catalogue) {
  return modelPartsOf(catalogue, selection.modelId)
    .map((mp) => ({ mp, quantity: quantityOf(selection, catalogue, mp.partId), part: catalogue.parts.find((p) => p.id === mp.partId) }))
    .filter((row) => row.quantity > 0);
}

/** The features offered by the included parts, in catalogue order. */
export function offeredFeatureIds(selection: Selection, catalogue: Catalogue): number[] {
  const ids = new Set<number>();
  for (const { part } of includedParts(selection, catalogue)) for (const pf of part?.features ?? []) ids.add(pf.featureId);
  return catalogue.features.map((f) => f.id).filter((id) => ids.has(id));
}

/** The included parts offering a feature. */
export function partsOffering(selection: Selection, catalogue: Catalogue, featureId: number) {
  return includedParts(selection, catalogue).filter(({ part }) => part?.features.some((pf) => pf.featureId === featureId));
}

export function isPerPart(selection: Selection, featureId: number): boolean {
  return selection.partValues[featureId] !== undefined;
}

/** The value a part gets for a feature: its own in per-part mode, else the shared one. */
export function valueFor(selection: Selection, featureId: number, partId: number): number | undefined {
  const own = selection.partValues[featureId];
  return own ? own[partId] : selection.values[featureId];
}

/** Per-part mode for a feature: each offering part starts from the shared value. */
export function choosePerPart(selection: Selection, catalogue: Catalogue, featureId: number): Selection {
  const shared = selection.values[featureId];
  const own: Record<number, number> = {};
  if (shared !== undefined) for (const { mp } of partsOffering(selection, catalogue, featureId)) own[mp.partId] = shared;
  return { ...selection, partValues: { ...selection.partValues, [featureId]: own } };
}

/** Back to one value for all parts: the first offering part's value becomes the shared one. */
export function chooseShared(selection: Selection, catalogue: Catalogue, featureId: number): Selection {
  const first = partsOffering(selection, catalogue, featureId)
    .map(({ mp }) => valueFor(selection, featureId, mp.partId))
    .find((v) => v !== undefined);
  const values = { ...selection.values };
  if (first !== undefined) values[featureId] = first;
  const partValues = { ...selection.partValues };
  delete partValues[featureId];
  return { ...selection, values, partValues };
}

/** Sets (or clears, with undefined) the shared value of a feature, or one part's value when `partId` is given. */
export function setFeatureValue(selection: Selection, featureId: number, value: number | undefined, partId?: number): Selection {
  if (partId === undefined) {
    const values = { ...selection.values };
    if (value === undefined) delete values[featureId];
    else values[featureId] = value;
    return { ...selection, values };
  }
  const own = { ...selection.partValues[featureId] };
  if (value === undefined) delete own[partId];
  else own[partId] = value;
  return { ...selection, partValues: { ...selection.partValues, [featureId]: own } };
}

/*
 * Choosing an option, as the server judges it (its `states` and `disabled` hold for these):
 * a type starts over; a model keeps the type and starts its parts and values over; a part keeps
 * everything; a value on a part replaces that part's value; a shared value (no part) replaces the
 * feature's value on every included part offering it. The number of pieces is always kept.
 */

/** A type: everything else starts over. */
export function chooseType(selection: Selection, typeId: number): Selection {
  if (selection.typeId === typeId) return selection;
  return { ...EMPTY_SELECTION, typeId, quantity: selection.quantity };
}

/** A model: the type stays (or becomes the model's), parts and values start over. */
export function chooseModel(selection: Selection, model: Pick<CatalogueModel, "id" | "typeId">): Selection {
  if (selection.modelId === model.id) return selection;
  return { ...EMPTY_SELECTION, typeId: selection.typeId ?? model.typeId, modelId: model.id, quantity: selection.quantity };
}

/** A part's quantity, within what the model allows (0: left out). */
export function setPartQuantity(selection: Selection, catalogue: Catalogue, partId: number, quantity: number): Selection {
  const mp = modelPartsOf(catalogue, selection.modelId).find((m) => m.partId === partId);
  const max = mp?.maxQuantity ?? quantity;
  return { ...selection, quantities: { ...selection.quantities, [partId]: Math.max(0, Math.min(max, quantity)) } };
}

/**
 * How many pieces an optional part starts with when the user adds it: the model part's default quantity,
 * kept within its bounds and at least one piece (an optional part's default is often 0: then its minimum,
 * at least one).
 */
export function addedQuantity(mp: Pick<CatalogueModelPart, "minQuantity" | "maxQuantity" | "defaultQuantity"> | undefined): number {
  if (!mp) return 1;
  const least = Math.max(1, mp.minQuantity);
  return Math.max(least, Math.min(mp.defaultQuantity, mp.maxQuantity));
}

/** A part taken as an option: its default quantity, within its bounds and at least one piece ({@link addedQuantity}). */
export function includePart(selection: Selection, catalogue: Catalogue, partId: number): Selection {
  if (quantityOf(selection, catalogue, partId) > 0) return selection;
  const mp = modelPartsOf(catalogue, selection.modelId).find((m) => m.partId === partId);
  return setPartQuantity(selection, catalogue, partId, addedQuantity(mp));
}

export const featureOfValue = (catalogue: Catalogue, valueId: number) => catalogue.values.find((v) => v.id === valueId)?.featureId;

/**
 * The option a value's button stands for: in per-part mode the value on that part; otherwise the value
 * shared by the parts offering the feature, which is the one part's value when a single part offers it
 * (the server judges a shared value only for a feature two or more included parts offer).
 */
export function valueOption(selection: Selection, catalogue: Catalogue, featureId: number, valueId: number, partId?: number): ItemRef {
  if (partId !== undefined) return { kind: "feature_value", id: valueId, partId };
  const offering = partsOffering(selection, catalogue, featureId);
  const only = offering.length === 1 ? offering[0]?.mp.partId : undefined;
  return only === undefined ? { kind: "feature_value", id: valueId } : { kind: "feature_value", id: valueId, partId: only };
}

/** A value taken as an option: on its part (per-part mode when other parts offer the feature too), or shared. */
export function chooseValue(selection: Selection, catalogue: Catalogue, item: ItemRef): Selection {
  const featureId = featureOfValue(catalogue, item.id);
  if (featureId === undefined) return selection;
  if (item.partId == null) {
    const partValues = { ...selection.partValues };
    delete partValues[featureId];
    return { ...selection, values: { ...selection.values, [featureId]: item.id }, partValues };
  }
  if (isPerPart(selection, featureId)) return setFeatureValue(selection, featureId, item.id, item.partId);
  const offering = partsOffering(selection, catalogue, featureId);
  if (offering.every(({ mp }) => mp.partId === item.partId)) return setFeatureValue(selection, featureId, item.id);
  return setFeatureValue(choosePerPart(selection, catalogue, featureId), featureId, item.id, item.partId);
}

/** Any option of the wizard, chosen as the server judges it. */
export function chooseOption(selection: Selection, catalogue: Catalogue, item: ItemRef): Selection {
  switch (item.kind) {
    case "type":
      return chooseType(selection, item.id);
    case "model": {
      const model = catalogue.models.find((m) => m.id === item.id);
      return model ? chooseModel(selection, model) : selection;
    }
    case "part":
      return includePart(selection, catalogue, item.id);
    case "feature":
      // a numeric target names the feature: never an option to choose
      return selection;
    default:
      return chooseValue(selection, catalogue, item);
  }
}

/**
 * One of the user's choices given up (a repair's `drop`): a type takes the model, parts and values along;
 * a model its parts and values; a part goes to 0; a value on a part is cleared on that part alone (the
 * feature goes per part when other parts share it); a shared value is cleared for the feature.
 */
export function dropChoice(selection: Selection, catalogue: Catalogue, item: ItemRef): Selection {
  switch (item.kind) {
    case "type":
      return { ...EMPTY_SELECTION, quantity: selection.quantity };
    case "model":
      return { ...EMPTY_SELECTION, typeId: selection.typeId, quantity: selection.quantity };
    case "part":
      return setPartQuantity(selection, catalogue, item.id, 0);
    case "feature":
      // a target, not a choice: the caller releases it, the numbers typed stay
      return selection;
    default: {
      const featureId = featureOfValue(catalogue, item.id);
      if (featureId === undefined) return selection;
      if (item.partId == null) {
        const values = { ...selection.values };
        delete values[featureId];
        return { ...selection, values };
      }
      if (isPerPart(selection, featureId)) return setFeatureValue(selection, featureId, undefined, item.partId);
      const offering = partsOffering(selection, catalogue, featureId);
      if (offering.every(({ mp }) => mp.partId === item.partId)) return setFeatureValue(selection, featureId, undefined);
      return setFeatureValue(choosePerPart(selection, catalogue, featureId), featureId, undefined, item.partId);
    }
  }
}

/** Whether `item` is one of the user's choices: the type in use, the model, an included part, a value taken. */
export function isChosen(selection: Selection, catalogue: Catalogue, item: ItemRef): boolean {
  switch (item.kind) {
    case "type":
      return effectiveTypeId(selection, catalogue) === item.id;
    case "model":
      return selection.modelId === item.id;
    case "part":
      return quantityOf(selection, catalogue, item.id) > 0;
    case "feature":
      return false;
    default: {
      const featureId = featureOfValue(catalogue, item.id);
      if (featureId === undefined) return false;
      if (item.partId != null) return valueFor(selection, featureId, item.partId) === item.id;
      return selection.values[featureId] === item.id || Object.values(selection.partValues[featureId] ?? {}).includes(item.id);
    }
  }
}

/**
 * The choices of a repair given up. A dropped item that is one of `pins` and not a choice of the user is the pin
 * alone: releasing it (the caller's part) leaves the choices as they are.
 */
export function applyRepair(selection: Selection, catalogue: Catalogue, drop: ItemRef[], pins: ItemRef[] = []): Selection {
  const pinOnly = (item: ItemRef) => pins.some((p) => sameRef(p, item)) && !isChosen(selection, catalogue, item);
  return drop.filter((gone) => !pinOnly(gone)).reduce((s, gone) => dropChoice(s, catalogue, gone), selection);
}

/**
 * The parts an option needs a model to have: a part itself, the part a value is on, or for a shared value
 * the parts offering its feature in `selection`. Empty for a type or a model.
 */
export function partsNeeded(selection: Selection, catalogue: Catalogue, item: ItemRef): number[] {
  if (item.kind === "part") return [item.id];
  if (item.kind !== "feature_value") return [];
  if (item.partId != null) return [item.partId];
  const featureId = featureOfValue(catalogue, item.id);
  return featureId === undefined ? [] : partsOffering(selection, catalogue, featureId).map(({ mp }) => mp.partId);
}

/**
 * "Scegli comunque" with a greyed option's repair: its choices given up, then what the server puts in place of
 * a model given up (`instead`: the type first when another, then the model, chosen as the wizard chooses them,
 * so a model starts parts and values over), the parts the option needs that the model has, then the option.
 * A pin the repair drops is released by the caller (see {@link applyRepair}). `chosen` is false when no model
 * is left for a part or a value to be on: then only the choices are given up.
 */
export function applyAnyway(
  before: Selection,
  catalogue: Catalogue,
  repair: Pick<Repair, "drop" | "instead">,
  item: ItemRef,
  pins: ItemRef[] = [],
): { selection: Selection; chosen: boolean } {
  const kept = applyRepair(before, catalogue, repair.drop, pins);
  const replaced = (repair.instead ?? []).reduce((s, choice) => chooseOption(s, catalogue, choice), kept);
  const needed = partsNeeded(before, catalogue, item);
  if (replaced.modelId === null && needed.length > 0) return { selection: replaced, chosen: false };
  const onModel = new Set(modelPartsOf(catalogue, replaced.modelId).map((mp) => mp.partId));
  const withParts = needed.filter((partId) => onModel.has(partId)).reduce((s, partId) => includePart(s, catalogue, partId), replaced);
  return { selection: chooseOption(withParts, catalogue, item), chosen: true };
}

/** The draft the evaluation receives (docs/api.md: `{typeId?, modelId?, parts, quantity}`). */
export function buildDraft(selection: Selection, catalogue: Catalogue): Draft {
  const typeId = effectiveTypeId(selection, catalogue);
  const parts = includedParts(selection, catalogue).map(({ mp, quantity, part }) => {
    const values: DraftValue[] = [];
    for (const pf of part?.features ?? []) {
      const chosen = valueFor(selection, pf.featureId, mp.partId);
      if (chosen === undefined) continue;
      const feature = catalogue.features.find((f) => f.id === pf.featureId);
      values.push(feature?.kind === "numeric" ? { featureId: pf.featureId, numericValue: chosen } : { featureId: pf.featureId, valueId: chosen });
    }
    return { partId: mp.partId, quantity, values };
  });
  return {
    ...(typeId ? { typeId } : {}),
    ...(selection.modelId ? { modelId: selection.modelId } : {}),
    parts,
    quantity: selection.quantity,
  };
}

/**
 * A saved draft back into a selection (edit and copy): a feature whose parts have different values
 * opens in per-part mode with each part's value; otherwise its one value is shared. With the catalogue, a
 * feature also goes per part when a part of the draft offering it has no value for it (a shared value
 * would give it one), so that the selection sends back the same draft.
 */
export function selectionFromDraft(draft: Draft, catalogue?: Catalogue): Selection {
  const quantities: Record<number, number> = {};
  const values: Record<number, number> = {};
  const byFeature: Record<number, Record<number, number>> = {};
  for (const part of draft.parts ?? []) {
    quantities[part.partId] = part.quantity;
    for (const v of part.values ?? []) {
      const chosen = v.valueId ?? v.numericValue;
      if (chosen === undefined || chosen === null) continue;
      values[v.featureId] ??= chosen;
      byFeature[v.featureId] = { ...byFeature[v.featureId], [part.partId]: chosen };
    }
  }
  const offers = (partId: number, featureId: number) =>
    !!catalogue?.parts.find((p) => p.id === partId)?.features.some((pf) => pf.featureId === featureId);
  const leftOut = (featureId: number, perPart: Record<number, number>) =>
    (draft.parts ?? []).some((p) => p.quantity > 0 && perPart[p.partId] === undefined && offers(p.partId, featureId));
  const partValues: Record<number, Record<number, number>> = {};
  for (const [featureId, perPart] of Object.entries(byFeature))
    if (new Set(Object.values(perPart)).size > 1 || leftOut(Number(featureId), perPart)) partValues[Number(featureId)] = perPart;
  return { typeId: draft.typeId ?? null, modelId: draft.modelId ?? null, quantities, values, partValues, quantity: draft.quantity || 1 };
}

/**
 * The steps shown: the definition's, without the type step when only one type is visible; each
 * features step asks its features, and the last one also those in no step.
 */
export function wizardSteps(definition: Definition, catalogue: Catalogue): WizardStep[] {
  const steps = definition.steps.filter((s) => !(s.kind === "type" && visibleTypes(catalogue).length <= 1));
  const listed = new Set<number>();
  for (const s of steps) if (s.kind === "features") for (const id of s.featureIds ?? []) listed.add(id);
  const lastFeatures = steps.map((s) => s.kind).lastIndexOf("features");
  const unlisted = catalogue.features.map((f) => f.id).filter((id) => !listed.has(id));
  return steps.map((step, index) => ({
    key: `${step.kind}-${index}`,
    step,
    featureIds: step.kind === "features" ? [...(step.featureIds ?? []), ...(index === lastFeatures ? unlisted : [])] : [],
  }));
}

/** Why a number does not fit a numeric feature (the key of its message under `wizard.`), or null when it does. */
export function numericProblem(feature: CatalogueFeature, value: number): "numericRange" | null {
  const min = feature.numericMin ?? 0;
  const step = feature.numericStep && feature.numericStep > 0 ? feature.numericStep : 1;
  const tooBig = feature.numericMax !== null && feature.numericMax !== undefined && value > feature.numericMax;
  return value < min || tooBig || (value - min) % step !== 0 ? "numericRange" : null;
}

/** What keeps a step from moving on: the key of its message under `wizard.` and the message's values. */
export interface StepBlocker {
  key: "blockType" | "blockModel" | "blockFeatures" | "blockNumeric";
  names?: string;
}

/** Why the step cannot move on yet, or null when it has what it needs. */
export function stepBlocker(step: WizardStep, selection: Selection, catalogue: Catalogue): StepBlocker | null {
  switch (step.step.kind) {
    case "type":
      return effectiveTypeId(selection, catalogue) !== null ? null : { key: "blockType" };
    case "model":
      return selection.modelId !== null ? null : { key: "blockModel" };
    case "features": {
      const asked = new Set(step.featureIds);
      const wrong = new Set<string>();
      const missing = new Set<string>();
      for (const { mp, part } of includedParts(selection, catalogue))
        for (const pf of part?.features ?? []) {
          if (!asked.has(pf.featureId)) continue;
          const feature = catalogue.features.find((f) => f.id === pf.featureId);
          const chosen = valueFor(selection, pf.featureId, mp.partId);
          if (chosen === undefined) {
            if (pf.required) missing.add(feature?.name ?? `#${pf.featureId}`);
          } else if (feature?.kind === "numeric" && numericProblem(feature, chosen)) wrong.add(feature.name);
        }
      if (wrong.size > 0) return { key: "blockNumeric", names: [...wrong].join(", ") };
      if (missing.size > 0) return { key: "blockFeatures", names: [...missing].join(", ") };
      return null;
    }
    default:
      return null;
  }
}

/** Whether the step has what it needs to move on. */
export function stepDone(step: WizardStep, selection: Selection, catalogue: Catalogue): boolean {
  return stepBlocker(step, selection, catalogue) === null;
}

/** The index of the step where the user chooses `item` (-1: none). */
export function stepOfItem(steps: WizardStep[], catalogue: Catalogue, item: ItemRef): number {
  if (item.kind === "feature_value") {
    const featureId = catalogue.values.find((v) => v.id === item.id)?.featureId;
    return steps.findIndex((s) => s.step.kind === "features" && featureId !== undefined && s.featureIds.includes(featureId));
  }
  const kind = item.kind === "type" ? "type" : item.kind === "model" ? "model" : "parts";
  const found = steps.findIndex((s) => s.step.kind === kind);
  // the type step is left out when there is one type: its items are chosen with the model
  return found >= 0 || kind !== "type" ? found : steps.findIndex((s) => s.step.kind === "model");
}

/**
 * The step a violation belongs to: a rule's, the last step holding one of its items (where the user
 * resolves it); any other, the step of what its path points at. -1 when none (the summary shows it).
 */
export function violationStep(violation: Violation, steps: WizardStep[], definition: Definition, catalogue: Catalogue, draft: Draft): number {
  const kindStep = (kind: Step["kind"]) => steps.findIndex((s) => s.step.kind === kind);
  if (violation.ruleId) {
    const rule = definition.rules.find((r) => r.id === violation.ruleId);
    if (!rule) return -1;
    return Math.max(-1, ...[...rule.if, ...rule.then].map((item) => stepOfItem(steps, catalogue, item)));
  }
  const path = violation.path;
  if (path === "typeId") return kindStep("type") >= 0 ? kindStep("type") : kindStep("model");
  if (path === "modelId") return kindStep("model");
  const value = /^parts\[(\d+)\]\.values\[(\d+)\]/.exec(path);
  const feature = /features\[featureId=(\d+)\]/.exec(path);
  const featureId = value ? draft.parts?.[Number(value[1])]?.values?.[Number(value[2])]?.featureId : feature ? Number(feature[1]) : undefined;
  if (featureId !== undefined) return steps.findIndex((s) => s.step.kind === "features" && s.featureIds.includes(featureId));
  if (path.startsWith("parts")) return kindStep("parts");
  return -1;
}
