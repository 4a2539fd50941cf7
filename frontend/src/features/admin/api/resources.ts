import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, withQuery } from "@/lib/api-client";
import { PAGE_SIZE } from "@/config/constants";
import type { BulkCatalogueEdit, CatalogueEdit, CatalogueImpact, CataloguePreview, Dashboard, FiltersEdit, Page } from "@/api/types";
import type { ApiBase, BasePath, Row } from "@/features/admin/resources/types";
import { filtersAfter, type ImpactCheck } from "@/features/admin/lib/impact-check";

/**
 * The one data-access module of the admin screens (ra-data-simple-rest's idea): every resource of
 * docs/api.md "Resources" mapped to the same REST shape through the api-client, with query keys
 * per resource; every mutation invalidates its resource's queries.
 */

export interface ListParams {
  page?: number;
  pageSize?: number;
  q?: string;
  sort?: string;
  order?: "asc" | "desc";
  /** Parent and toolbar filters (companyId, categoryId, role, ...). */
  filters?: Record<string, string | number | undefined>;
}

/** Largest page the API gives (options of selects). */
export const OPTIONS_PAGE_SIZE = 100;

export const resourceKeys = {
  all: (base: ApiBase) => ["resource", base] as const,
  list: (base: ApiBase, params: ListParams) => ["resource", base, "list", params] as const,
  item: (base: ApiBase, id: number | string) => ["resource", base, "item", String(id)] as const,
};

/** `?page=&pageSize=&q=&sort=&order=&<filters>` in that order, empty values left out. */
export function listPath(base: ApiBase, params: ListParams): string {
  return withQuery(`/api/${base}`, {
    page: params.page ?? 1,
    pageSize: params.pageSize ?? PAGE_SIZE,
    q: params.q?.trim() || undefined,
    sort: params.sort,
    order: params.sort ? (params.order ?? "asc") : undefined,
    ...params.filters,
  });
}

/** A body without `id` creates; users are created and updated by `POST /api/user/extended`. */
export const resourceApi = {
  list: (base: ApiBase, params: ListParams, signal?: AbortSignal) =>
    api.get<Page<Row>>(listPath(base, params), { signal }),
  get: (base: ApiBase, id: number | string, signal?: AbortSignal) => api.get<Row>(`/api/${base}/${id}`, { signal }),
  create: (base: ApiBase, body: Record<string, unknown>) =>
    base === "user" ? api.post<Row>("/api/user/extended", body) : api.post<Row>(`/api/${base}`, body),
  update: (base: ApiBase, id: number, body: Record<string, unknown>) =>
    base === "user" ? api.post<Row>("/api/user/extended", { ...body, id }) : api.put<Row>(`/api/${base}/${id}`, body),
  remove: (base: ApiBase, id: number) => api.delete(`/api/${base}/${id}`),
};

export function useResourceList(base: ApiBase, params: ListParams, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: resourceKeys.list(base, params),
    queryFn: ({ signal }) => resourceApi.list(base, params, signal),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

/** Up to 100 rows for a select (with `q` when the list is long). */
export function useResourceOptions(
  base: ApiBase,
  { q, sort, filters, enabled = true }: { q?: string; sort?: string; filters?: Record<string, string | undefined>; enabled?: boolean },
) {
  return useResourceList(base, { page: 1, pageSize: OPTIONS_PAGE_SIZE, q, sort, filters }, { enabled });
}

export function useResourceItem(base: ApiBase, id: number | string | null | undefined) {
  return useQuery({
    queryKey: resourceKeys.item(base, id ?? ""),
    queryFn: ({ signal }) => resourceApi.get(base, id as number | string, signal),
    enabled: id !== null && id !== undefined && id !== "",
  });
}

/** Create (no id) or update; invalidates the resource's lists and items. */
export function useSaveResource(base: ApiBase) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: Record<string, unknown> }) =>
      id === undefined ? resourceApi.create(base, body) : resourceApi.update(base, id, body),
    onSuccess: async (row) => {
      client.setQueryData(resourceKeys.item(base, row.id), row);
      await invalidateAfterWrite(client, base);
    },
  });
}

export function useDeleteResource(base: ApiBase) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => resourceApi.remove(base, id),
    onSuccess: () => invalidateAfterWrite(client, base),
  });
}

/** Names shown in other lists (categoryName, partName, entityName, ...) change with their row. */
const DEPENDENTS: Partial<Record<ApiBase, BasePath[]>> = {
  company: ["user", "customer"],
  productcategory: ["producttype", "companyentityfilter"],
  producttype: ["productmodel", "companyentityfilter"],
  productmodel: ["companyentityfilter"],
  productpart: ["productmodelpart", "companyentityfilter"],
  productfeatureval: ["companyentityfilter"],
  companyentityfilter: [],
};

async function invalidateAfterWrite(client: ReturnType<typeof useQueryClient>, base: ApiBase) {
  const bases: ApiBase[] = [base, ...(DEPENDENTS[base] ?? [])];
  await Promise.all([
    ...bases.map((b) => client.invalidateQueries({ queryKey: resourceKeys.all(b) })),
    client.invalidateQueries({ queryKey: ["admin", "dashboard"] }),
    client.invalidateQueries({ queryKey: ["admin", "catalogue-preview"] }),
  ]);
}

export function useDashboard() {
  return useQuery({
    queryKey: ["admin", "dashboard"],
    queryFn: ({ signal }) => api.get<Dashboard>("/api/dashboard", { signal }),
  });
}

/** What a company's users see of the catalogue through its filters. */
export function useCataloguePreview(companyId: string) {
  return useQuery({
    queryKey: ["admin", "catalogue-preview", companyId],
    queryFn: ({ signal }) => api.get<CataloguePreview>(`/api/company/${companyId}/catalogue-preview`, { signal }),
    enabled: companyId !== "",
  });
}

/** What an edit of the catalogue or of a company's filters would do, before it is saved (nothing is written). */
export const catalogueApi = {
  impact: (edit: CatalogueEdit, signal?: AbortSignal) => api.post<CatalogueImpact>("/api/catalogue/impact", edit, { signal }),
  bulkImpact: (body: BulkCatalogueEdit, signal?: AbortSignal) => api.post<CatalogueImpact>("/api/catalogue/bulk-impact", body, { signal }),
  filtersImpact: (edit: FiltersEdit, signal?: AbortSignal) => api.post<CatalogueImpact>("/api/catalogue/filters-impact", edit, { signal }),
};

/** Every filter of a company, page after page. */
async function allFilters(companyId: number, signal?: AbortSignal): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await resourceApi.list("companyentityfilter", { page, pageSize: OPTIONS_PAGE_SIZE, filters: { companyId } }, signal);
    rows.push(...answer.items);
    if (answer.items.length < OPTIONS_PAGE_SIZE || rows.length >= answer.total) return rows;
  }
}

/** The check's answer: its catalogue edit (or edits, together), or its change of a filter as the company's whole list after it. */
export async function weighImpact(check: ImpactCheck, signal?: AbortSignal): Promise<CatalogueImpact> {
  if (check.kind === "item") return catalogueApi.impact(check.edit, signal);
  if (check.kind === "items") return catalogueApi.bulkImpact({ edits: check.edits }, signal);
  const filters = filtersAfter(await allFilters(check.companyId, signal), check.change);
  return catalogueApi.filtersImpact({ companyId: check.companyId, filters }, signal);
}

/** A save's check, asked when the form is sent (the answer decides whether to ask before saving). */
export function useWeighImpact() {
  return useMutation({ mutationFn: (check: ImpactCheck) => weighImpact(check) });
}

/** A delete's check, asked as its confirmation opens; always fresh (the catalogue may have changed meanwhile). */
export function useImpactOf(check: ImpactCheck | null) {
  return useQuery({
    queryKey: ["admin", "catalogue-impact", check],
    queryFn: ({ signal }) => weighImpact(check as ImpactCheck, signal),
    enabled: check !== null,
    staleTime: 0,
    gcTime: 0,
    meta: { silentError: true },
  });
}
