import type { Catalogue, CatalogueFeature, ItemRef, NumericTarget } from "@/api/types";
import { isOffered } from "@/lib/catalogue";

/**
 * Numeric targets of "Parti da una scelta": a number the user asks of every configuration on a numeric
 * feature ("Larghezza ≥ 240 cm"), sent beside the pins (`targets`) and counted with them. Kept in the URL
 * (`?target=7:240:,9::60`: feature, lowest, highest, an empty bound meaning none), never saved. The server
 * names a target `{kind: "feature", id}` in a greyed option's `because` and in a repair's `drop`.
 */

/** The item by which the server names the target on a feature. */
export const targetRef = (featureId: number): ItemRef => ({ kind: "feature", id: featureId });

/** The ids of the parts on the category's offered models that are offered themselves. */
export function partsOnOfferedModels(catalogue: Catalogue): Set<number> {
  const models = new Set(catalogue.models.filter(isOffered).map((m) => m.id));
  const onModels = new Set(catalogue.modelParts.filter((mp) => models.has(mp.modelId)).map((mp) => mp.partId));
  return new Set(catalogue.parts.filter((p) => isOffered(p) && onModels.has(p.id)).map((p) => p.id));
}

/** The numeric features a target can be set on: those a part of an offered model offers. */
export function targetableFeatures(catalogue: Catalogue): CatalogueFeature[] {
  const offered = partsOnOfferedModels(catalogue);
  const parts = catalogue.parts.filter((p) => offered.has(p.id));
  return catalogue.features.filter((f) => f.kind === "numeric" && parts.some((p) => p.features.some((pf) => pf.featureId === f.id)));
}

/** The bounds as the chips and hints write them, as the server's reasons do: "≥ 240 cm", "≤ 260 cm", "240–260 cm". */
export function targetBounds(feature: CatalogueFeature | undefined, target: NumericTarget): string {
  const unit = feature?.numericUnit ? ` ${feature.numericUnit}` : "";
  const { min, max } = target;
  if (min != null && max != null) return min === max ? `= ${min}${unit}` : `${min}–${max}${unit}`;
  return min != null ? `≥ ${min}${unit}` : `≤ ${max}${unit}`;
}

/** A target named whole: "Larghezza ≥ 240 cm". */
export function targetLabel(catalogue: Catalogue, target: NumericTarget): string {
  const feature = catalogue.features.find((f) => f.id === target.featureId);
  return `${feature?.name ?? `#${target.featureId}`} ${targetBounds(feature, target)}`;
}

/**
 * The numbers of the feature that meet the target, on its steps above its minimum and within its maximum
 * (as the server reckons them): the lowest and the highest (null: unbounded), or null when none does.
 */
export function targetedRange(feature: CatalogueFeature, target: NumericTarget): { min: number; max: number | null } | null {
  const bottom = feature.numericMin ?? 0;
  const step = feature.numericStep && feature.numericStep > 0 ? feature.numericStep : 1;
  const min = bottom + Math.max(0, Math.ceil((Math.max(target.min ?? bottom, bottom) - bottom) / step)) * step;
  const ceiling = feature.numericMax != null && target.max != null ? Math.min(feature.numericMax, target.max) : (feature.numericMax ?? target.max);
  const max = ceiling == null ? null : bottom + Math.floor((ceiling - bottom) / step) * step;
  return max !== null && max < min ? null : { min, max };
}

/** The targets left once a repair's choices are given up: those whose feature it drops are released. */
export function releaseTargets(targets: NumericTarget[], drop: ItemRef[]): NumericTarget[] {
  return targets.filter((target) => !drop.some((d) => d.kind === "feature" && d.id === target.featureId));
}

/** The targets as the URL keeps them: `7:240:` (≥ 240), `7::260` (≤ 260), `7:240:260`. */
export const formatTargets = (targets: NumericTarget[]) => targets.map((t) => `${t.featureId}:${t.min ?? ""}:${t.max ?? ""}`).join(",");

const TARGET = /^(\d{1,15}):(-?\d{1,15})?:(-?\d{1,15})?$/;

/**
 * The targets of the URL's `?target=`: well-formed entries on a feature a target can be set on, with a bound,
 * their bounds in order, one per feature, at most `limit` (what the pins leave of the evaluation's limit);
 * anything else is ignored.
 */
export function parseTargets(raw: string | null | undefined, catalogue: Catalogue, limit: number): NumericTarget[] {
  const features = new Set(targetableFeatures(catalogue).map((f) => f.id));
  const targets: NumericTarget[] = [];
  for (const entry of (raw ?? "").split(",")) {
    const match = TARGET.exec(entry.trim());
    if (!match) continue;
    const [featureId, min, max] = [Number(match[1]), match[2] ? Number(match[2]) : null, match[3] ? Number(match[3]) : null];
    const usable = (min !== null || max !== null) && (min === null || max === null || min <= max);
    if (usable && features.has(featureId) && !targets.some((t) => t.featureId === featureId)) targets.push({ featureId, min, max });
  }
  return targets.slice(0, Math.max(0, limit));
}

/** What keeps the target form's bounds from making a target: the key of its message under `wizard.`. */
export type TargetProblem = "targetNoBound" | "targetWhole" | "targetOrder";

/**
 * The bounds typed in the target form ("almeno", "al massimo"; blank: none) as a target's, or what is wrong
 * with them and which of the two fields it is about.
 */
export function readTargetBounds(
  minText: string,
  maxText: string,
): { min: number | null; max: number | null } | { problem: TargetProblem; fields: ("min" | "max")[] } {
  const read = (text: string) => (text.trim() === "" ? null : Number(text));
  const [min, max] = [read(minText), read(maxText)];
  if (min === null && max === null) return { problem: "targetNoBound", fields: ["min", "max"] };
  const notWhole = (["min", "max"] as const).filter((field) => {
    const value = field === "min" ? min : max;
    return value !== null && !Number.isSafeInteger(value);
  });
  if (notWhole.length > 0) return { problem: "targetWhole", fields: notWhole };
  if (min !== null && max !== null && min > max) return { problem: "targetOrder", fields: ["min", "max"] };
  return { min, max };
}
