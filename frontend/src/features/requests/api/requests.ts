import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { api, withQuery } from "@/lib/api-client";
import type {
  Configuration,
  CreateRequestInput,
  CustomizationRequest,
  DecisionInput,
  Page,
  RequestListQuery,
} from "@/api/types";

/** Longest message and response the server accepts. */
export const REQUEST_TEXT_MAX = 4000;

const BASE = "/api/customizationrequest";

export const requestKeys = {
  all: ["customizationrequest"] as const,
  list: (params: RequestListQuery) => ["customizationrequest", "list", params] as const,
  item: (id: number) => ["customizationrequest", "item", id] as const,
};

export const requestsApi = {
  list: (params: RequestListQuery, signal?: AbortSignal) =>
    api.get<Page<CustomizationRequest>>(withQuery(BASE, { ...params }), { signal }),
  get: (id: number, signal?: AbortSignal) => api.get<CustomizationRequest>(`${BASE}/${id}`, { signal }),
  create: (body: CreateRequestInput) => api.post<CustomizationRequest>(BASE, body),
  approve: (id: number, body: DecisionInput) => api.post<CustomizationRequest>(`${BASE}/${id}/approve`, body),
  reject: (id: number, body: DecisionInput) => api.post<CustomizationRequest>(`${BASE}/${id}/reject`, body),
};

export function useRequests(params: RequestListQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: requestKeys.list(params),
    queryFn: ({ signal }) => requestsApi.list(params, signal),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

/** Every request of one configuration, newest first (the server's default order). */
export function useConfigurationRequests(configurationId: string | undefined) {
  return useRequests({ configurationId, pageSize: 100 }, { enabled: !!configurationId });
}

export function useRequest(id: number | null) {
  return useQuery({
    queryKey: requestKeys.item(id ?? 0),
    queryFn: ({ signal }) => requestsApi.get(id as number, signal),
    enabled: id !== null,
    retry: false,
  });
}

/** Shares the configurator's cache entry of the same configuration. */
export function useRequestedConfiguration(publicId: string | undefined) {
  return useQuery({
    queryKey: ["productconf", "item", publicId ?? ""],
    queryFn: ({ signal }) => api.get<Configuration>(`/api/productconf/${encodeURIComponent(publicId as string)}`, { signal }),
    enabled: !!publicId,
    retry: false,
  });
}

/** A write changes the requests, the configurations' request status and the dashboard's pending count. */
async function afterWrite(client: QueryClient, saved: CustomizationRequest) {
  client.setQueryData(requestKeys.item(saved.id), saved);
  await Promise.all([
    client.invalidateQueries({ queryKey: requestKeys.all }),
    client.invalidateQueries({ queryKey: ["productconf", "list"] }),
    client.invalidateQueries({ queryKey: ["admin", "dashboard"] }),
  ]);
}

export function useCreateRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateRequestInput) => requestsApi.create(body),
    onSuccess: (saved) => afterWrite(client, saved),
  });
}

export type Decision = "approve" | "reject";

export function useDecideRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, response }: { id: number; decision: Decision; response: string }) =>
      decision === "approve"
        ? requestsApi.approve(id, response.trim() ? { response: response.trim() } : {})
        : requestsApi.reject(id, { response }),
    onSuccess: (saved) => afterWrite(client, saved),
  });
}
