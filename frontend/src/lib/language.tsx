import { hashKey, useMutation, useQueryClient, type QueryClient, type QueryKey } from "@tanstack/react-query";
import { useEffect } from "react";
import { api } from "@/lib/api-client";
import { meQueryKey } from "@/lib/auth";
import { errorMessage } from "@/lib/errors";
import { toast } from "@/components/ui/toast/toast-store";
import { currentLanguage, i18next, languageOf, setLanguage, type Language } from "@/i18n";
import type { ExtendedUser, User } from "@/api/types";

const meHash = hashKey(meQueryKey);

/**
 * Once signed in, the user's `locale` chooses the language (over a visitor's choice or the browser's),
 * and is kept on this browser so the next visit opens in it before the user has loaded.
 */
export function LanguageSync({ queryClient }: { queryClient: QueryClient }) {
  useEffect(() => {
    const follow = (user: User | null | undefined) => {
      if (user) void setLanguage(languageOf(user.locale));
    };
    follow(queryClient.getQueryData<User | null>(meQueryKey));
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "success" && hashKey(event.query.queryKey) === meHash) {
        follow(event.query.state.data as User | null | undefined);
      }
    });
  }, [queryClient]);
  return null;
}

/**
 * Switches the language: a visitor's at once; a signed-in user's once it is saved as their `locale` (`it`
 * or `en`), since the server answers in the saved one. Every query is kept per language
 * ([`languageScopedHash`]), so the screens fetch the server's texts (names, violations, messages) again in
 * the new language and never show the other's. A failed save keeps the language as it was.
 */
export function useSwitchLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (language: Language): Promise<ExtendedUser | null> => {
      const signedIn = !!queryClient.getQueryData<User | null>(meQueryKey);
      // the caller's own profile: absent fields keep their value; its answer is said in the new language
      const saved = signedIn
        ? await api.put<ExtendedUser>("/api/user/me", { locale: language }, { headers: { "Accept-Language": language } })
        : null;
      await setLanguage(language);
      return saved;
    },
    onSuccess: (saved) => {
      if (saved) queryClient.setQueryData<User | null>(meQueryKey, (old) => (old ? { ...old, locale: saved.locale } : old));
    },
    onError: (error) => toast.error(errorMessage(i18next.t, error)),
  });
}

/**
 * A query's hash with the app's language in front: each language keeps its own answers, so a switch shows
 * none fetched in the other. Filters and invalidations match keys, not hashes, and are unaffected.
 */
export function languageScopedHash(queryKey: QueryKey): string {
  return hashKey([currentLanguage(), ...queryKey]);
}
