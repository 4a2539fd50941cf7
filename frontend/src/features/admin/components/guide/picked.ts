import type { ResourceDef, Row } from "@/features/admin/resources/types";
import type { Picked } from "./guide-state";

/** What the guide keeps of a row created or chosen: its id, its name as its list names it, a category's slug. */
export function toPicked(def: Pick<ResourceDef, "title">, row: Row): Picked {
  const picked: Picked = { id: row.id, name: def.title(row) };
  if (typeof row.slug === "string") picked.slug = row.slug;
  if (typeof row.status === "string") picked.status = row.status;
  return picked;
}

/** A description whose new item starts from `values` (the type's category, the model's type, the part's features). */
export function withDefaults<D extends ResourceDef>(def: D, values: Record<string, unknown>): D {
  return { ...def, defaults: { ...def.defaults, ...values } };
}
