import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, withQuery } from "@/lib/api-client";
import { saveCsv } from "@/lib/exchange";
import { resourceKeys } from "./resources";
import type { Configurator, ConfiguratorInput, Draft, Evaluation, EvaluateInput, KeptImpact, Wizard } from "@/api/types";

/**
 * Configurators (docs/api.md "Configurators"): the lifecycle calls, the admin preview as a company
 * sees it and the evaluation of a draft as that company.
 */

const BASE = "/api/configurator";

export const configuratorApi = {
  get: (id: number | string, signal?: AbortSignal) => api.get<Configurator>(`${BASE}/${id}`, { signal }),
  create: (body: ConfiguratorInput) => api.post<Configurator>(BASE, body),
  update: (id: number, body: ConfiguratorInput) => api.put<Configurator>(`${BASE}/${id}`, body),
  publish: (id: number) => api.post<Configurator>(`${BASE}/${id}/publish`),
  /**
   * The publish's checks without publishing: what the draft would do to the category's saved configurations,
   * kept by the server as a report (the answer is the kept report).
   */
  publishImpact: (id: number, signal?: AbortSignal) =>
    api.post<KeptImpact>(withQuery(`${BASE}/${id}/publish`, { dryRun: "true" }), undefined, { signal }),
  /** The kept dry runs of a configurator, newest first (the last twenty), whatever its status now. */
  impactReports: (id: number, signal?: AbortSignal) => api.get<KeptImpact[]>(`${BASE}/${id}/impact-reports`, { signal }),
  /** The dry run's file: every saved configuration the draft breaks or reprices, not only the examples. */
  saveImpactCsv: (id: number) => saveCsv(`${BASE}/${id}/impact.csv`, `impatto-configuratore-${id}.csv`),
  archive: (id: number) => api.post<Configurator>(`${BASE}/${id}/archive`),
  /** "Nuova bozza da questa": a draft copying a published configurator, which stays published meanwhile. */
  newDraft: (id: number) => api.post<Configurator>(`${BASE}/${id}/draft`),
  preview: (id: number | string, companyId: number | string, signal?: AbortSignal) =>
    api.get<Wizard>(withQuery(`${BASE}/${id}/preview`, { companyId }), { signal }),
  /** `companyId` evaluates as that company's users would: its filters and its discount. */
  evaluate: (body: EvaluateInput, signal?: AbortSignal) => api.post<Evaluation>("/api/productconf/evaluate", body, { signal }),
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
  return async (row: Configurator) => {
    client.setQueryData(resourceKeys.item("configurator", row.id), row);
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
    mutationFn: ({ id, body }: { id?: number; body: ConfiguratorInput }) =>
      id === undefined ? configuratorApi.create(body) : configuratorApi.update(id, body),
    onSuccess: after,
  });
}

export type ConfiguratorTransition = "publish" | "archive" | "newDraft";

export function useConfiguratorTransition() {
  const after = useAfterWrite();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: ConfiguratorTransition }) =>
      action === "publish" ? configuratorApi.publish(id) : action === "archive" ? configuratorApi.archive(id) : configuratorApi.newDraft(id),
    onSuccess: after,
  });
}

/** The kept dry runs of configurator `id`. */
const impactReportsKey = (id: number) => ["admin", "impact-reports", id];

/**
 * The publish's dry run for a saved draft, again after each save (the key holds the version). A draft the
 * publish would refuse answers 422 like it, shown by the caller: no toast, and (the app's default) no retry
 * of a 4xx. While the next version's answer loads, the previous one stays (`isPlaceholderData`). Each answer
 * is kept by the server: the kept reports' list is asked again.
 */
export function usePublishImpact(configurator: { id: number; version: number; status: string } | null) {
  const client = useQueryClient();
  return useQuery({
    queryKey: ["admin", "publish-impact", configurator?.id, configurator?.version],
    queryFn: async ({ signal }) => {
      const id = (configurator as { id: number }).id;
      const kept = await configuratorApi.publishImpact(id, signal);
      void client.invalidateQueries({ queryKey: impactReportsKey(id) });
      return kept;
    },
    enabled: configurator?.status === "draft",
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

/** The dry runs kept for a configurator (draft, published or archived), newest first. */
export function useImpactReports(id: number) {
  return useQuery({
    queryKey: impactReportsKey(id),
    queryFn: ({ signal }) => configuratorApi.impactReports(id, signal),
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
    queryFn: ({ signal }) => configuratorApi.evaluate({ configuratorId, companyId, draft: draft as Draft }, signal),
    enabled: draft !== null,
    placeholderData: keepPreviousData,
  });
}
