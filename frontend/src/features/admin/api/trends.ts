import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { Trends } from "@/api/types";

/** The dashboard's filters: a company, a category, or both (none: everything). */
export interface TrendFilter {
  companyId?: number;
  categoryId?: number;
}

/** `GET /api/dashboard/trends`: 26 weeks of saves and requests, the decision time and the rankings. */
export function useTrends(filter: TrendFilter) {
  const query = new URLSearchParams();
  if (filter.companyId) query.set("companyId", String(filter.companyId));
  if (filter.categoryId) query.set("categoryId", String(filter.categoryId));
  const search = query.toString();
  return useQuery({
    queryKey: ["admin", "dashboard", "trends", filter.companyId ?? null, filter.categoryId ?? null],
    queryFn: ({ signal }) => api.get<Trends>(`/api/dashboard/trends${search ? `?${search}` : ""}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
