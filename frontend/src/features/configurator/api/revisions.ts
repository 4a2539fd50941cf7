import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, withQuery } from "@/lib/api-client";
import type { Configuration, Revision, RevisionComparison, RevisionSummary } from "@/api/types";
import { wizardKeys } from "./wizard";

/** The revisions of a saved configuration (docs/api.md "Revisions"). */
const revisionsPath = (publicId: string) => `/api/productconf/${encodeURIComponent(publicId)}/revisions`;

export const revisionKeys = {
  all: (publicId: string) => ["productconf", "revisions", publicId] as const,
  one: (publicId: string, revision: number) => [...revisionKeys.all(publicId), "one", revision] as const,
  compare: (publicId: string, from: number, to: number) => [...revisionKeys.all(publicId), "compare", from, to] as const,
};

export const revisionsApi = {
  list: (publicId: string, signal?: AbortSignal) => api.get<RevisionSummary[]>(revisionsPath(publicId), { signal }),
  get: (publicId: string, revision: number, signal?: AbortSignal) =>
    api.get<Revision>(`${revisionsPath(publicId)}/${revision}`, { signal }),
  compare: (publicId: string, from: number, to: number, signal?: AbortSignal) =>
    api.get<RevisionComparison>(withQuery(`${revisionsPath(publicId)}/compare`, { from, to }), { signal }),
  restore: (publicId: string, revision: number, version: number) =>
    api.post<Configuration>(`${revisionsPath(publicId)}/${revision}/restore`, { version }),
};

/** Newest first; `revision` (the configuration's latest) keys it, so every save reads the list again. */
export function useRevisions(publicId: string, latest: number) {
  return useQuery({
    queryKey: [...revisionKeys.all(publicId), "list", latest],
    queryFn: ({ signal }) => revisionsApi.list(publicId, signal),
    retry: false,
  });
}

export function useRevision(publicId: string, revision: number | null) {
  return useQuery({
    queryKey: revisionKeys.one(publicId, revision ?? 0),
    queryFn: ({ signal }) => revisionsApi.get(publicId, revision as number, signal),
    enabled: revision !== null,
    staleTime: Infinity, // a revision never changes
    retry: false,
  });
}

export function useRevisionComparison(publicId: string, pair: { from: number; to: number } | null) {
  return useQuery({
    queryKey: revisionKeys.compare(publicId, pair?.from ?? 0, pair?.to ?? 0),
    queryFn: ({ signal }) => revisionsApi.compare(publicId, pair!.from, pair!.to, signal),
    enabled: pair !== null,
    staleTime: Infinity,
    retry: false,
  });
}

/** Saves the configuration again with a revision's contents (409 `stale_version` as for a save). */
export function useRestoreRevision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ publicId, revision, version }: { publicId: string; revision: number; version: number }) =>
      revisionsApi.restore(publicId, revision, version),
    onSuccess: async (saved) => {
      client.setQueryData(wizardKeys.configuration(saved.publicId), saved);
      await client.invalidateQueries({ queryKey: ["productconf", "list"] });
    },
  });
}
