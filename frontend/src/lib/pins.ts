import { RULE_ITEM_KINDS, type Catalogue, type ItemKind, type ItemRef } from "@/api/types";
import { isOffered, itemName, refKey, sameRef } from "@/lib/catalogue";
import { partsOnOfferedModels, targetableFeatures, targetRef } from "@/lib/targets";

/**
 * "Parti da una scelta" (issue 21, part 1): items the user pins before choosing in the wizard's order, sent
 * beside the draft (`pins`), so that every option is judged as if every configuration had them. Kept in the
 * URL (`?pin=feature_value:12,model:3`), never in the saved configuration.
 */

/** The most pins the evaluation takes, numeric targets counted. */
export const MAX_PINS = 20;

/** The search's groups in order: the kinds of item pinned, then the numeric features a target is set on. */
export const PIN_GROUPS: readonly ItemKind[] = [...RULE_ITEM_KINDS, "feature"];

/**
 * One thing of the category the search can pin: its item, kind, name as the wizard writes it, and code; a
 * numeric feature (`kind: "feature"`), on which a target is set.
 */
export interface PinCandidate {
  item: ItemRef;
  name: string;
  code: string | null;
  /** Name and code folded for the search (lower case, no accents). */
  folded: string;
}

/** A catalogue row's code, where the catalogue resources (read best effort) have one. */
type Coded = { id: number; code?: string | null };

/** Lower case without accents ("Velluto" and "VELLUTO" alike, "Città" as "citta"). */
export const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase();

/**
 * Everything the category offers that can be pinned: its types, models, the parts of its models and the values
 * of its choice features (a value on any part), with the codes the catalogue has (models) or that `codes`
 * (the catalogue resources) add; and the numeric features of those parts, for a target.
 */
export function pinCandidates(catalogue: Catalogue, codes?: { types?: Coded[]; models?: Coded[]; values?: Coded[] }): PinCandidate[] {
  const codeOf = (rows: Coded[] | undefined, id: number) => rows?.find((r) => r.id === id)?.code ?? null;
  const onModels = partsOnOfferedModels(catalogue);
  const candidate = (item: ItemRef, code: string | null): PinCandidate => {
    const name = itemName(catalogue, item);
    return { item, name, code, folded: fold(`${name} ${code ?? ""}`) };
  };
  return [
    ...catalogue.types.filter(isOffered).map((t) => candidate({ kind: "type", id: t.id }, codeOf(codes?.types, t.id))),
    ...catalogue.models.filter(isOffered).map((m) => candidate({ kind: "model", id: m.id }, m.code || codeOf(codes?.models, m.id))),
    ...catalogue.parts.filter((p) => onModels.has(p.id)).map((p) => candidate({ kind: "part", id: p.id }, null)),
    ...catalogue.values
      .filter((v) => isOffered(v) && catalogue.features.some((f) => f.id === v.featureId && f.kind === "choice"))
      .map((v) => candidate({ kind: "feature_value", id: v.id }, codeOf(codes?.values, v.id))),
    ...targetableFeatures(catalogue).map((f) => candidate(targetRef(f.id), null)),
  ];
}

/**
 * The candidates matching `query` (every word of it in the name or the code, whatever the case and accents),
 * those already pinned (a feature: targeted) left out, grouped by kind (types, models, parts, values, numeric
 * features), at most `limit`.
 */
export function searchPins(candidates: PinCandidate[], query: string, pinned: ItemRef[], limit = 30): PinCandidate[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const found = candidates.filter((c) => words.every((w) => c.folded.includes(w)) && !pinned.some((p) => sameRef(p, c.item)));
  return PIN_GROUPS.flatMap((kind) => found.filter((c) => c.item.kind === kind)).slice(0, limit);
}

/** Whether an option is one a pin names: the same item, or a value on a part for the value pinned on any part. */
export function isPinned(pins: ItemRef[] | undefined, item: ItemRef): boolean {
  return !!pins?.some((p) => p.kind === item.kind && p.id === item.id && (p.partId == null || p.partId === item.partId));
}

/** A pin's short name, for its chip: a value's label alone ("Velluto"), any other item's name. */
export function pinLabel(catalogue: Catalogue, item: ItemRef): string {
  if (item.kind !== "feature_value") return itemName(catalogue, item);
  return catalogue.values.find((v) => v.id === item.id)?.label ?? itemName(catalogue, item);
}

/** The pins left once a repair's choices are given up: those it drops are released. */
export function releasePins(pins: ItemRef[], drop: ItemRef[]): ItemRef[] {
  return pins.filter((p) => !drop.some((d) => sameRef(d, p)));
}

/** The pins as the URL keeps them: `feature_value:12,model:3`, a value on one part `feature_value:12@5`. */
export const formatPins = (pins: ItemRef[]) => pins.map(refKey).join(",");

const PIN = /^(type|model|part|feature_value):(\d{1,15})(?:@(\d{1,15}))?$/;

/** Whether the catalogue has the item (active), and a value on a part one that part offers. */
function inCatalogue(catalogue: Catalogue, item: ItemRef): boolean {
  switch (item.kind) {
    case "type":
      return catalogue.types.some((t) => t.id === item.id && isOffered(t));
    case "model":
      return catalogue.models.some((m) => m.id === item.id && isOffered(m));
    case "part":
      return catalogue.parts.some((p) => p.id === item.id && isOffered(p));
    default: {
      const value = catalogue.values.find((v) => v.id === item.id && isOffered(v));
      if (!value) return false;
      return item.partId == null || catalogue.parts.some((p) => p.id === item.partId && isOffered(p) && p.features.some((pf) => pf.featureId === value.featureId));
    }
  }
}

/**
 * The pins of the URL's `?pin=`: the entries naming an item of the catalogue, once each, at most
 * {@link MAX_PINS}; anything else (a malformed entry, an unknown or inactive item) is ignored.
 */
export function parsePins(raw: string | null | undefined, catalogue: Catalogue): ItemRef[] {
  const pins: ItemRef[] = [];
  for (const entry of (raw ?? "").split(",")) {
    const match = PIN.exec(entry.trim());
    if (!match) continue;
    const [, kind, id, partId] = match;
    if (partId && kind !== "feature_value") continue;
    const item: ItemRef = { kind: kind as ItemKind, id: Number(id), ...(partId ? { partId: Number(partId) } : {}) };
    if (inCatalogue(catalogue, item) && !pins.some((p) => sameRef(p, item))) pins.push(item);
  }
  return pins.slice(0, MAX_PINS);
}
