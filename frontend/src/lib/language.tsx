import { hashKey, useMutation, useQueryClient, type Query, type QueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { api } from "@/lib/api-client";
import { meQueryKey } from "@/lib/auth";
import { errorMessage } from "@/lib/errors";
import { toast } from "@/components/ui/toast/toast-store";
import { i18next, languageOf, setLanguage, type Language } from "@/i18n";
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
      if (event.type === "updated" && event.action.type === "success" && event.query.queryHash === meHash) {
        follow(event.query.state.data as User | null | undefined);
      }
    });
  }, [queryClient]);
  return null;
}

/**
 * Switches the language: a visitor's at once; a signed-in user's once it is saved as their `locale` (`it`
 * or `en`), since the server answers in the saved one. Then the screen's queries are fetched again, before
 * the app's own words change, so the server's texts (names, violations, messages) arrive in the new
 * language together with them: no screen mixes the two, and none is emptied to wait. Queries of screens
 * not shown are dropped, to be fetched in the new language when they are. A failed save keeps the language
 * as it was.
 */
export function useSwitchLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (language: Language): Promise<ExtendedUser | null> => {
      if (!queryClient.getQueryData<User | null>(meQueryKey)) {
        await setLanguage(language);
        return null;
      }
      // the caller's own profile: absent fields keep their value; its answer is said in the new language
      const saved = await api.put<ExtendedUser>("/api/user/me", { locale: language }, { headers: { "Accept-Language": language } });
      // who the user is does not change with the language (and its refetch would switch the language early)
      const texts = (query: Query) => query.queryKey[0] !== meQueryKey[0];
      await queryClient.refetchQueries({ type: "active", predicate: texts });
      queryClient.removeQueries({ type: "inactive", predicate: texts });
      await setLanguage(language);
      queryClient.setQueryData<User | null>(meQueryKey, (old) => (old ? { ...old, locale: saved.locale } : old));
      return saved;
    },
    onError: (error) => toast.error(errorMessage(i18next.t, error)),
  });
}
