import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { isApiError } from "@/lib/api-client";
import { errorMessage } from "@/lib/errors";
import { toast } from "@/components/ui/toast/toast-store";
import { i18next } from "@/i18n";

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: { silentError?: boolean };
    mutationMeta: { errorToast?: boolean };
  }
}

function shouldRetry(failureCount: number, error: unknown): boolean {
  // 4xx answers will not change on retry; network errors and 5xx get two more tries.
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

function announce(error: unknown): void {
  // A 401 already leads to the login page; no toast for it.
  if (isApiError(error) && error.status === 401) return;
  toast.error(errorMessage(i18next.t, error));
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.silentError) announce(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => {
        if (mutation.meta?.errorToast) announce(error);
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
