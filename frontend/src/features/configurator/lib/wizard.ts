import type { Catalogue, Definition, DisabledOption, Draft, DraftValue, ItemRef, Step } from "@/types/configurator";

/** What the user has chosen so far. Feature values are chosen once per feature and apply to every included part offering it. */
export interface Selection {
  typeId: number | null;
  modelId: number | null;
  /** partId -> quantity (absent: the model part's default when required, else 0). */
  quantities: Record<number, number>;
  /** featureId -> value id (choice) or number (numeric). */
  values: Record<number, number>;
  quantity: number;
}

export const EMPTY_SELECTION: Selection = { typeId: null, modelId: null, quantities: {}, values: {}, quantity: 1 };

/** One step of the wizard as shown: the definition's step, with the features it asks for feature steps. */
export interface WizardStep {
  key: string;
  step: Step;
  featureIds: number[];
}

export const refKey = (ref: ItemRef) => `${ref.kind}:${ref.id}`;

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

/** The draft the evaluation receives (docs/api.md: `{typeId?, modelId?, parts, quantity}`). */
export function buildDraft(selection: Selection, catalogue: Catalogue): Draft {
  const typeId = effectiveTypeId(selection, catalogue);
  const parts = includedParts(selection, catalogue).map(({ mp, quantity, part }) => {
    const values: DraftValue[] = [];
    for (const pf of part?.features ?? []) {
      const chosen = selection.values[pf.featureId];
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

/** A saved draft back into a selection (edit and copy). */
export function selectionFromDraft(draft: Draft): Selection {
  const quantities: Record<number, number> = {};
  const values: Record<number, number> = {};
  for (const part of draft.parts ?? []) {
    quantities[part.partId] = part.quantity;
    for (const v of part.values ?? []) {
      const chosen = v.valueId ?? v.numericValue;
      if (chosen !== undefined && chosen !== null && values[v.featureId] === undefined) values[v.featureId] = chosen;
    }
  }
  return { typeId: draft.typeId ?? null, modelId: draft.modelId ?? null, quantities, values, quantity: draft.quantity || 1 };
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

/** The disabled options by item key (first reason wins). */
export function disabledMap(disabled: DisabledOption[] | undefined): Map<string, DisabledOption> {
  const map = new Map<string, DisabledOption>();
  for (const d of disabled ?? []) if (!map.has(refKey(d.item))) map.set(refKey(d.item), d);
  return map;
}

/** Whether the step has what it needs to move on. */
export function stepDone(step: WizardStep, selection: Selection, catalogue: Catalogue): boolean {
  switch (step.step.kind) {
    case "type":
      return effectiveTypeId(selection, catalogue) !== null;
    case "model":
      return selection.modelId !== null;
    case "features": {
      // every feature that an included part requires must have a value
      const required = new Set<number>();
      for (const { part } of includedParts(selection, catalogue))
        for (const pf of part?.features ?? []) if (pf.required) required.add(pf.featureId);
      return step.featureIds.filter((id) => required.has(id)).every((id) => selection.values[id] !== undefined);
    }
    default:
      return true;
  }
}
