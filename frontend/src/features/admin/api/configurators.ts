import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, withQuery } from "@/lib/api-client";
import { resourceKeys } from "./resources";
import { ITEM_KINDS } from "@/api/types";
import type {
  Catalogue,
  Definition,
  Draft,
  Evaluation,
  Finding,
} from "@/api/types";

/**
 * Configurators (docs/api.md "Configurators"): the definition's wire shape (domain::configurator
 * serialised camelCase), the lifecycle calls, the admin preview as a company sees it and the
 * evaluation of a draft.
 */

export type ConfiguratorStatus = "draft" | "published" | "archived";
export const CONFIGURATOR_STATUSES: readonly ConfiguratorStatus[] = ["draft", "published", "archived"];

export { ITEM_KINDS };
export type {
  ItemKind,
  ItemRef,
  RuleKind,
  Rule,
  StepKind,
  Step,
  Definition,
  Finding,
  CatalogueType,
  CatalogueModel,
  CatalogueModelPart,
  CataloguePart,
  CatalogueFeature,
  CatalogueValue,
  Catalogue,
  DraftValue,
  DraftPart,
  Draft,
  Violation,
  DisabledOption,
  PriceLine,
  Price,
  Evaluation,
} from "@/api/types";

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

export interface Preview {
  configurator?: { id: number; name: string; version?: number };
  category?: { id: number; slug: string; name: string };
  catalogue: Catalogue;
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
