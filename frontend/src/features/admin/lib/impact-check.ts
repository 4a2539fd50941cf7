import type { CatalogueEdit, CatalogueImpact, EntityFilter, EntityKind, FilterMode } from "@/api/types";
import type { ResourceDef, Row } from "@/features/admin/resources/types";

/**
 * Which saves and deletes are weighed before they are written (`POST /api/catalogue/impact`,
 * `/api/catalogue/bulk-impact` and `/api/catalogue/filters-impact`, driven by a description's `impact`), and
 * which answers need the administrator's word before going ahead.
 */

/** A company's filter as an edit leaves it: removed, or put (no `id`: added). */
export type FilterChange = { remove: number } | { put: EntityFilter & { id?: number } };

/** An edit to weigh, with what the question before it says it does. */
export type ImpactCheck =
  | {
      kind: "item";
      action: "deactivate" | "delete" | "price";
      /** The item as its description names it. */
      name: string;
      edit: CatalogueEdit;
      /** The price before the edit, in cents (`price` only). */
      before?: number;
    }
  /** A list's bulk action on `count` checked rows: their edits, weighed together. */
  | { kind: "items"; action: "deactivate" | "delete"; count: number; edits: CatalogueEdit[] }
  | { kind: "filters"; action: "add" | "change" | "remove"; name: string; companyId: number; change: FilterChange };

const filterOf = (row: Record<string, unknown>): EntityFilter => ({
  entityKind: row.entityKind as EntityKind,
  entityId: Number(row.entityId),
  mode: row.mode as FilterMode,
});

const sameFilter = (a: EntityFilter, b: EntityFilter) => a.entityKind === b.entityKind && a.entityId === b.entityId && a.mode === b.mode;

/**
 * What saving `body` weighs first, or null when it cannot break anything: an item of the catalogue switched off
 * or given another price (a new item: nothing uses it yet), or a company's filter added or changed. `body` is
 * the API's (money in cents).
 */
export function saveCheck(def: ResourceDef, item: Row | null, body: Record<string, unknown>, name = item ? def.title(item) : ""): ImpactCheck | null {
  const impact = def.impact;
  if (!impact) return null;
  if (impact.kind === "filters") {
    const put = filterOf(body);
    if (item && sameFilter(filterOf(item), put)) return null;
    const companyId = Number(body.companyId ?? item?.companyId);
    return { kind: "filters", action: item ? "change" : "add", name, companyId, change: { put: item ? { ...put, id: item.id } : put } };
  }
  if (!item) return null;
  const off = item[impact.active] !== false && body[impact.active] === false;
  const price = body[impact.price];
  const repriced = typeof price === "number" && price !== item[impact.price];
  if (!off && !repriced) return null;
  const edit: CatalogueEdit = { item: { kind: impact.kind, id: item.id } };
  if (off) edit.active = false;
  if (repriced) edit.price = price;
  return { kind: "item", action: off ? "deactivate" : "price", name, edit, before: Number(item[impact.price] ?? 0) };
}

/**
 * What deleting `row` weighs first (deleting is judged as deactivating), or null: an item already off has
 * nothing more to lose; a company's filter is weighed as the company's filters without it.
 */
export function deleteCheck(def: ResourceDef, row: Row): ImpactCheck | null {
  const impact = def.impact;
  if (!impact) return null;
  const name = def.title(row);
  if (impact.kind === "filters") return { kind: "filters", action: "remove", name, companyId: Number(row.companyId), change: { remove: row.id } };
  if (row[impact.active] === false) return null;
  return { kind: "item", action: "delete", name, edit: { item: { kind: impact.kind, id: row.id }, active: false } };
}

/**
 * What deactivating or deleting the checked `rows` weighs first, all together: each row as deleteCheck judges it
 * (the active ones, switched off), or null when none is an active item of the catalogue (a company's filters
 * are not weighed in bulk).
 */
export function bulkCheck(def: ResourceDef, rows: Row[], action: "deactivate" | "delete"): ImpactCheck | null {
  const edits = rows.flatMap((row) => {
    const check = deleteCheck(def, row);
    return check?.kind === "item" ? [check.edit] : [];
  });
  return edits.length > 0 ? { kind: "items", action, count: rows.length, edits } : null;
}

/** A company's filters (`rows`, as listed) as `change` leaves them: every one, as the filters' impact takes them. */
export function filtersAfter(rows: Row[], change: FilterChange): EntityFilter[] {
  const replaced = "remove" in change ? change.remove : change.put.id;
  const filters = rows.filter((row) => row.id !== replaced).map(filterOf);
  if ("put" in change) filters.push(filterOf(change.put));
  return filters;
}

/** The answer needs a word: a published configurator gets new problems, or saved configurations break or change price. */
export function isAffected(impact: CatalogueImpact): boolean {
  return impact.configurators.length > 0 || impact.invalid + impact.incomplete + impact.repriced > 0 || impact.pendingRequests > 0;
}
