import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { api, withQuery } from "@/lib/api-client";
import type { Page, RequestStatus } from "@/types/api";
import type { Price } from "@/types/configurator";

/** A customization request (docs/api.md "Customization requests"). */
export interface CustomizationRequest {
  id: number;
  configurationId: string;
  configurationName: string;
  categoryName: string;
  categorySlug: string;
  requesterId: number;
  requesterName: string;
  companyId: number | null;
  companyName: string | null;
  message: string;
  status: RequestStatus;
  response: string | null;
  reviewedById: number | null;
  reviewedByName: string | null;
  reviewedAt: string | null;
  replacedById: number | null;
  configurationRevision: number;
  /** The configuration's saved price when the request was sent. */
  price: Price | null;
  createdAt: string;
  updatedAt: string;
}

export interface RequestListParams {
  page?: number;
  pageSize?: number;
  q?: string;
  sort?: "createdAt" | "updatedAt" | "status";
  order?: "asc" | "desc";
  status?: RequestStatus;
  companyId?: number;
  configurationId?: string;
}

/** What the admin detail shows of the configuration itself (`GET /api/productconf/{id}`). */
export interface RequestedConfiguration {
  publicId: string;
  name: string;
  ownerName?: string | null;
  customerName?: string | null;
  quantity: number;
}

/** Longest message and response the server accepts. */
export const REQUEST_TEXT_MAX = 4000;

const BASE = "/api/customizationrequest";

export const requestKeys = {
  all: ["customizationrequest"] as const,
  list: (params: RequestListParams) => ["customizationrequest", "list", params] as const,
  item: (id: number) => ["customizationrequest", "item", id] as const,
};

export const requestsApi = {
  list: (params: RequestListParams, signal?: AbortSignal) =>
    api.get<Page<CustomizationRequest>>(withQuery(BASE, { ...params }), { signal }),
  get: (id: number, signal?: AbortSignal) => api.get<CustomizationRequest>(`${BASE}/${id}`, { signal }),
  create: (configurationId: string, message: string) => api.post<CustomizationRequest>(BASE, { configurationId, message }),
  approve: (id: number, response: string | null) =>
    api.post<CustomizationRequest>(`${BASE}/${id}/approve`, response ? { response } : {}),
  reject: (id: number, response: string) => api.post<CustomizationRequest>(`${BASE}/${id}/reject`, { response }),
};

export function useRequests(params: RequestListParams, options: { enabled?: boolean } = {}) {
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
    queryFn: ({ signal }) => api.get<RequestedConfiguration>(`/api/productconf/${encodeURIComponent(publicId as string)}`, { signal }),
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
    mutationFn: ({ configurationId, message }: { configurationId: string; message: string }) =>
      requestsApi.create(configurationId, message),
    onSuccess: (saved) => afterWrite(client, saved),
  });
}

export type Decision = "approve" | "reject";

export function useDecideRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, response }: { id: number; decision: Decision; response: string }) =>
      decision === "approve" ? requestsApi.approve(id, response.trim() || null) : requestsApi.reject(id, response),
    onSuccess: (saved) => afterWrite(client, saved),
  });
}
