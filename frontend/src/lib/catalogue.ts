import type { Catalogue, DisabledOption, ItemRef } from "@/api/types";
import type { Language } from "@/i18n";

/**
 * The key of a catalogue item, for maps and test ids: `kind:id`, and for a feature value on one part
 * `feature_value:12@5` (part 5). A value without a part is the value shared by every part offering its feature.
 */
export const refKey = (ref: ItemRef) => `${ref.kind}:${ref.id}${ref.partId != null ? `@${ref.partId}` : ""}`;

/**
 * A catalogue text in the reader's language: the English text for an English reader where there is one,
 * the Italian one otherwise (the server answers the wizard's own reads so; the resource lists carry both).
 */
export function translated<T>(language: Language, italian: T, english: T | null | undefined): T {
  return language === "en" && english != null && english !== "" ? english : italian;
}

/** Whether two items are the same (a value on a part differs from the same value on any part). */
export const sameRef = (a: ItemRef, b: ItemRef) => refKey(a) === refKey(b);

/** The disabled options by item key (first reason wins). */
export function disabledMap(disabled: DisabledOption[] | undefined): Map<string, DisabledOption> {
  const map = new Map<string, DisabledOption>();
  for (const d of disabled ?? []) if (!map.has(refKey(d.item))) map.set(refKey(d.item), d);
  return map;
}

/**
 * The name of a catalogue item, for "what frees it" and what a repair gives up: `#id` where the catalogue
 * does not hold it; a value "Tessuto: Lino", and on one part "Pouf · Tessuto Lino" (as the reasons name it);
 * a numeric feature (a target's) its name alone, which the target's bounds complete where they are known.
 */
export function itemName(catalogue: Catalogue, ref: ItemRef): string {
  switch (ref.kind) {
    case "type":
      return catalogue.types.find((x) => x.id === ref.id)?.name ?? `#${ref.id}`;
    case "model":
      return catalogue.models.find((x) => x.id === ref.id)?.name ?? `#${ref.id}`;
    case "part":
      return catalogue.parts.find((x) => x.id === ref.id)?.name ?? `#${ref.id}`;
    case "feature":
      return catalogue.features.find((x) => x.id === ref.id)?.name ?? `#${ref.id}`;
    default: {
      const value = catalogue.values.find((x) => x.id === ref.id);
      if (!value) return `#${ref.id}`;
      const feature = catalogue.features.find((f) => f.id === value.featureId)?.name ?? `#${value.featureId}`;
      if (ref.partId == null) return `${feature}: ${value.label}`;
      const part = catalogue.parts.find((p) => p.id === ref.partId)?.name ?? `#${ref.partId}`;
      return `${part} · ${feature} ${value.label}`;
    }
  }
}

/**
 * Whether the wizard offers a catalogue item: the server already left out what the company's filters hide,
 * and sends inactive items (for names and reasons) marked `active: false`, which are never offered. The
 * administrators' try-out offers through this too, so it shows what the company's users are offered.
 */
export const isOffered = (item: { active?: boolean | null }) => item.active !== false;
