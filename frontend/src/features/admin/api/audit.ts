import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, withQuery } from "@/lib/api-client";
import type { AuditQuery, AuditRecord, Page } from "@/api/types";

/** The audit trail (docs/decisions/0010-audit-trail.md): read-only, written by the server with each write. */
export const auditKeys = {
  all: ["auditlog"] as const,
  list: (params: AuditQuery) => ["auditlog", "list", params] as const,
};

export const auditApi = {
  list: (params: AuditQuery, signal?: AbortSignal) =>
    api.get<Page<AuditRecord>>(withQuery("/api/auditlog", { ...params }), { signal }),
};

/** A page of entries, newest first; always read afresh when shown (another tab may have just written). */
export function useAuditLog(params: AuditQuery) {
  return useQuery({
    queryKey: auditKeys.list(params),
    queryFn: ({ signal }) => auditApi.list(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnMount: "always",
  });
}
