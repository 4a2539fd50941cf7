import type { Catalogue, CatalogueModel } from "@/api/types";
import { chooseModel, modelPartsOf, quantityOf, type Selection } from "@/lib/wizard";

/** A choice the new model could not keep as it was: a part's pieces ("Pouf × 2", "Cuscini 4 → 3") or a value. */
export interface ModelChange {
  selection: Selection;
  /** The parts the new model does not have and the values no part of it offers, as the user reads them. */
  dropped: string[];
  /** The parts kept with another quantity (the new model's bounds), as the user reads them. */
  adjusted: string[];
}

/**
 * The model the user picks on the model step. Unlike {@link chooseModel} (a fresh start, as the server's
 * option states assume), what the new model also has is kept: the optional parts it shares keep their
 * pieces within its bounds, and the values of the features its parts offer stay. What cannot be kept is
 * named, so the wizard can say so instead of dropping it silently.
 */
export function switchModel(selection: Selection, catalogue: Catalogue, model: Pick<CatalogueModel, "id" | "typeId">): ModelChange {
  const fresh = chooseModel(selection, model);
  if (fresh === selection || selection.modelId === null) return { selection: fresh, dropped: [], adjusted: [] };
  const next = modelPartsOf(catalogue, model.id);
  const partName = (partId: number) => catalogue.parts.find((p) => p.id === partId)?.name ?? `#${partId}`;
  const quantities: Record<number, number> = {};
  const dropped: string[] = [];
  const adjusted: string[] = [];
  for (const mp of modelPartsOf(catalogue, selection.modelId)) {
    const from = quantityOf(selection, catalogue, mp.partId);
    if (mp.required || from === 0) continue;
    const target = next.find((n) => n.partId === mp.partId);
    if (!target) dropped.push(`${partName(mp.partId)} × ${from}`);
    if (!target || target.required) continue;
    const to = Math.min(target.maxQuantity, Math.max(target.minQuantity, from));
    quantities[mp.partId] = to;
    if (to !== from) adjusted.push(`${partName(mp.partId)} ${from} → ${to}`);
  }
  const offered = new Set(next.flatMap((mp) => catalogue.parts.find((p) => p.id === mp.partId)?.features.map((pf) => pf.featureId) ?? []));
  const onNext = new Set(next.map((mp) => mp.partId));
  const values: Record<number, number> = {};
  for (const [featureId, value] of Object.entries(selection.values)) {
    const feature = catalogue.features.find((f) => f.id === Number(featureId));
    if (offered.has(Number(featureId))) values[Number(featureId)] = value;
    else if (feature) dropped.push(`${feature.name}: ${feature.kind === "numeric" ? value : (catalogue.values.find((v) => v.id === value)?.label ?? `#${value}`)}`);
  }
  const partValues: Selection["partValues"] = {};
  for (const [featureId, own] of Object.entries(selection.partValues))
    if (offered.has(Number(featureId)))
      partValues[Number(featureId)] = Object.fromEntries(Object.entries(own).filter(([partId]) => onNext.has(Number(partId))));
  return { selection: { ...fresh, quantities, values, partValues }, dropped, adjusted };
}
