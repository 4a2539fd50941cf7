import { useQueries } from "@tanstack/react-query";
import { resourceApi, resourceKeys, useResourceOptions } from "@/features/admin/api/resources";
import type { ItemRef, RuleItemKind } from "@/api/types";
import { refKey } from "@/lib/catalogue";
import type { BasePath, Row } from "@/features/admin/resources/types";

/** The resource whose rows an item of each kind names. */
export const ITEM_RESOURCE: Record<RuleItemKind, BasePath> = {
  type: "producttype",
  model: "productmodel",
  part: "productpart",
  feature_value: "productfeatureval",
};

const str = (value: unknown) => (value == null ? "" : String(value));

/** How an item is named: "Nome (CODICE)" for models and parts, "Caratteristica: valore" for values. */
export function itemLabel(kind: RuleItemKind, row: Row, featureName: (id: number) => string | undefined): string {
  if (kind === "feature_value") {
    const feature = featureName(Number(row.featureId));
    return feature ? `${feature}: ${str(row.label)}` : str(row.label);
  }
  if ((kind === "model" || kind === "part") && row.code) return `${str(row.name)} (${str(row.code)})`;
  return str(row.name) || `#${row.id}`;
}

/**
 * The filter that keeps a picker's items to the category: its types and models, the parts of its models
 * and the values of the features those parts offer (parts and values are shared between categories).
 */
export function categoryFilter(categoryId: string): Record<string, string | undefined> {
  return { categoryId: categoryId || undefined };
}

/** The ids a list of rows names in one of its fields (a part's offered features, a model's attribute values). */
function idsIn(rows: Row[], read: (row: Row) => unknown[]): Set<number> {
  return new Set(rows.flatMap((row) => read(row).map(Number)));
}

const array = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/**
 * The catalogue around a category (a page of 100 of each list): its types, models, parts and values (the
 * API filters them by category), the features its parts offer and the attributes its models carry (the
 * data says which: a part's `features`, a model's `attributeValueIds`); names of items outside those pages
 * are fetched one by one.
 */
export function useCategoryCatalogue(categoryId: string, refs: ItemRef[]) {
  const enabled = categoryId !== "";
  const inCategory = { sort: "name", filters: { categoryId }, enabled };
  const types = useResourceOptions("producttype", inCategory);
  const models = useResourceOptions("productmodel", inCategory);
  const parts = useResourceOptions("productpart", inCategory);
  const values = useResourceOptions("productfeatureval", { ...inCategory, sort: "label" });
  // every feature and attribute, to name them; those of the category are picked out below
  const features = useResourceOptions("productfeature", { sort: "name" });
  const attributes = useResourceOptions("attribute", { sort: "name" });
  const attributeValues = useResourceOptions("attributeval", { sort: "value", enabled });

  const rows: Record<RuleItemKind, Row[]> = {
    type: types.data?.items ?? [],
    model: models.data?.items ?? [],
    part: parts.data?.items ?? [],
    feature_value: values.data?.items ?? [],
  };
  const featureRows = features.data?.items ?? [];
  const featureName = (id: number) => {
    const row = featureRows.find((f) => f.id === id);
    return row ? str(row.name) : undefined;
  };

  const listsLoaded = !types.isPending && !models.isPending && !parts.isPending && !values.isPending;
  // a value on one part names that part too
  const named = refs.flatMap((ref): ItemRef[] =>
    ref.partId != null ? [{ kind: ref.kind, id: ref.id }, { kind: "part", id: ref.partId }] : [{ kind: ref.kind, id: ref.id }],
  );
  const missing = listsLoaded ? uniqueRefs(named).filter(isRuleItem).filter((ref) => !rows[ref.kind].some((row) => row.id === ref.id)) : [];
  const single = useQueries({
    queries: missing.map((ref) => ({
      queryKey: resourceKeys.item(ITEM_RESOURCE[ref.kind], ref.id),
      queryFn: ({ signal }: { signal: AbortSignal }) => resourceApi.get(ITEM_RESOURCE[ref.kind], ref.id, signal),
      staleTime: 60_000,
      retry: false,
    })),
  });

  const rowOf = (kind: RuleItemKind, id: number): Row | undefined => {
    const listed = rows[kind].find((row) => row.id === id);
    if (listed) return listed;
    const index = missing.findIndex((m) => m.kind === kind && m.id === id);
    return index >= 0 ? single[index]?.data : undefined;
  };

  /** "Oslo (OSL)", "Tessuto: Lino", and for a value on one part "Pouf · Tessuto: Lino". */
  const labelOf = (ref: ItemRef): string | null => {
    if (!isRuleItem(ref)) return featureName(ref.id) ?? null;
    const row = rowOf(ref.kind, ref.id);
    if (!row) return null;
    const label = itemLabel(ref.kind, row, featureName);
    if (ref.partId == null) return label;
    const part = rowOf("part", ref.partId);
    return `${part ? str(part.name) || `#${ref.partId}` : `#${ref.partId}`} · ${label}`;
  };

  const offered = idsIn(rows.part, (part) => array(part.features).map((f) => (f as { featureId: number }).featureId));
  const carried = idsIn(models.data?.items ?? [], (model) => array(model.attributeValueIds));
  const categoryAttributes = idsIn(
    (attributeValues.data?.items ?? []).filter((value) => carried.has(value.id)),
    (value) => [value.attributeId],
  );

  return {
    rows,
    /** The features the category's parts offer, and the attributes its models carry: what its steps can ask. */
    featureRows: featureRows.filter((f) => offered.has(f.id)),
    attributeRows: (attributes.data?.items ?? []).filter((a) => categoryAttributes.has(a.id)),
    featureName,
    labelOf,
  };
}

export type CategoryCatalogue = ReturnType<typeof useCategoryCatalogue>;

/** Whether the item is one a rule can name (a numeric feature is only ever a wizard's target). */
const isRuleItem = (ref: ItemRef): ref is ItemRef & { kind: RuleItemKind } => ref.kind !== "feature";

function uniqueRefs(refs: ItemRef[]): ItemRef[] {
  const seen = new Map<string, ItemRef>();
  for (const ref of refs) seen.set(refKey(ref), ref);
  return [...seen.values()];
}
