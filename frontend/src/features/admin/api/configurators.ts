import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, withQuery } from "@/lib/api-client";
import { resourceKeys } from "./resources";

/**
 * Configurators (docs/api.md "Configurators"): the definition's wire shape (domain::configurator
 * serialised camelCase), the lifecycle calls, the admin preview as a company sees it and the
 * evaluation of a draft.
 */

export type ConfiguratorStatus = "draft" | "published" | "archived";
export const CONFIGURATOR_STATUSES: readonly ConfiguratorStatus[] = ["draft", "published", "archived"];

export type ItemKind = "type" | "model" | "part" | "feature_value";
export const ITEM_KINDS: readonly ItemKind[] = ["type", "model", "part", "feature_value"];

export interface ItemRef {
  kind: ItemKind;
  id: number;
}

export type RuleKind = "excludes" | "requires";

export interface Rule {
  id: string;
  kind: RuleKind;
  if: ItemRef[];
  then: ItemRef[];
  message?: string;
}

export type StepKind = "type" | "model" | "parts" | "features" | "summary";

export type Step =
  | { kind: "type"; title: string; help: string }
  | { kind: "model"; title: string; help: string; attributeIds: number[] }
  | { kind: "parts"; title: string; help: string }
  | { kind: "features"; title: string; help: string; featureIds: number[] }
  | { kind: "summary"; title: string; help: string };

export interface Definition {
  steps: Step[];
  rules: Rule[];
}

export interface Finding {
  severity: "warning" | "error";
  code: string;
  message: string;
  ruleId?: string | null;
  item?: ItemRef | null;
}

export interface Configurator {
  id: number;
  categoryId: number;
  categoryName?: string | null;
  name: string;
  description?: string | null;
  status: ConfiguratorStatus;
  definition: Definition;
  version: number;
  publishedAt?: string | null;
  archivedAt?: string | null;
  createdAt?: string;
  updatedAt?: string;
  findings?: Finding[];
}

export interface ConfiguratorBody {
  categoryId: number;
  name: string;
  description: string | null;
  definition: Definition;
  version?: number;
}

/* The catalogue of the preview (domain::configurator::Catalogue). */
export interface CatalogueType {
  id: number;
  name: string;
  active: boolean;
}
export interface CatalogueModel {
  id: number;
  typeId: number;
  code: string;
  name: string;
  basePrice: number;
  active: boolean;
}
export interface CatalogueModelPart {
  modelId: number;
  partId: number;
  required: boolean;
  minQuantity: number;
  maxQuantity: number;
  defaultQuantity: number;
}
export interface CataloguePart {
  id: number;
  name: string;
  price: number;
  active: boolean;
  features: { featureId: number; required: boolean }[];
}
export interface CatalogueFeature {
  id: number;
  name: string;
  kind: "choice" | "numeric";
  numericMin?: number | null;
  numericMax?: number | null;
  numericStep?: number | null;
  unitPrice?: number | null;
}
export interface CatalogueValue {
  id: number;
  featureId: number;
  label: string;
  priceDelta: number;
  active: boolean;
}
export interface Catalogue {
  types: CatalogueType[];
  models: CatalogueModel[];
  modelParts: CatalogueModelPart[];
  parts: CataloguePart[];
  features: CatalogueFeature[];
  values: CatalogueValue[];
  discountPercent: number;
}

export interface Preview {
  configurator?: { id: number; name: string; version?: number };
  category?: { id: number; slug: string; name: string };
  catalogue: Catalogue;
}

export interface DraftValue {
  featureId: number;
  valueId?: number;
  numericValue?: number;
}
export interface DraftPart {
  partId: number;
  quantity: number;
  values: DraftValue[];
}
export interface Draft {
  typeId?: number;
  modelId?: number;
  parts: DraftPart[];
  quantity: number;
}

export interface Violation {
  code: string;
  message: string;
  path: string;
  ruleId?: string | null;
}
export interface DisabledOption {
  item: ItemRef;
  reason: string;
  ruleId: string;
  freedBy: ItemRef[];
}
export interface PriceLine {
  label: string;
  item?: ItemRef | null;
  unitPrice: number;
  quantity: number;
  total: number;
}
export interface Price {
  lines: PriceLine[];
  listTotal: number;
  discountPercent: number;
  discount: number;
  netTotal: number;
  quantity: number;
  grandTotal: number;
}
export interface Evaluation {
  complete: boolean;
  valid: boolean;
  violations: Violation[];
  disabled: DisabledOption[];
  price: Price;
}

const BASE = "/api/configurator";

export const configuratorApi = {
  get: (id: number | string, signal?: AbortSignal) => api.get<Configurator>(`${BASE}/${id}`, { signal }),
  create: (body: ConfiguratorBody) => api.post<Configurator>(BASE, body),
  update: (id: number, body: ConfiguratorBody) => api.put<Configurator>(`${BASE}/${id}`, body),
  publish: (id: number) => api.post<Configurator>(`${BASE}/${id}/publish`),
  archive: (id: number) => api.post<Configurator>(`${BASE}/${id}/archive`),
  preview: (id: number | string, companyId: number | string, signal?: AbortSignal) =>
    api.get<Preview>(withQuery(`${BASE}/${id}/preview`, { companyId }), { signal }),
  /** `companyId` evaluates as that company's users would: its filters and its discount. */
  evaluate: (configuratorId: number, companyId: number, draft: Draft, signal?: AbortSignal) =>
    api.post<Evaluation>("/api/productconf/evaluate", { configuratorId, companyId, draft }, { signal }),
};

export function useConfigurator(id: number | string | undefined) {
  return useQuery({
    queryKey: resourceKeys.item("configurator", id ?? ""),
    queryFn: ({ signal }) => configuratorApi.get(id as number | string, signal),
    enabled: id !== undefined && id !== "",
  });
}

/** After any write: the list, the item and the dashboard. */
function useAfterWrite() {
  const client = useQueryClient();
  return async (row: Configurator | undefined) => {
    if (row && typeof row === "object" && "id" in row) client.setQueryData(resourceKeys.item("configurator", row.id), row);
    await Promise.all([
      client.invalidateQueries({ queryKey: resourceKeys.all("configurator") }),
      client.invalidateQueries({ queryKey: ["admin", "dashboard"] }),
      client.invalidateQueries({ queryKey: ["admin", "configurator-preview"] }),
    ]);
  };
}

export function useSaveConfigurator() {
  const after = useAfterWrite();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: ConfiguratorBody }) =>
      id === undefined ? configuratorApi.create(body) : configuratorApi.update(id, body),
    onSuccess: after,
  });
}

export function useConfiguratorTransition() {
  const after = useAfterWrite();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: "publish" | "archive" }) =>
      action === "publish" ? configuratorApi.publish(id) : configuratorApi.archive(id),
    onSuccess: after,
  });
}

export function useConfiguratorPreview(id: number, companyId: string) {
  return useQuery({
    queryKey: ["admin", "configurator-preview", id, companyId],
    queryFn: ({ signal }) => configuratorApi.preview(id, companyId, signal),
    enabled: companyId !== "",
  });
}

/** The evaluation of `draft`; the previous answer stays on screen while the next one loads. */
export function useEvaluation(configuratorId: number, companyId: number, draft: Draft | null) {
  return useQuery({
    queryKey: ["admin", "evaluate", configuratorId, companyId, draft],
    queryFn: ({ signal }) => configuratorApi.evaluate(configuratorId, companyId, draft as Draft, signal),
    enabled: draft !== null,
    placeholderData: keepPreviousData,
  });
}
