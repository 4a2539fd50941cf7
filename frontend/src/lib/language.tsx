import { hashKey, useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
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
      if (event.type === "updated" && event.action.type === "success" && event.query.queryHash === meHash) {
        follow(event.query.state.data as User | null | undefined);
      }
    });
  }, [queryClient]);
  return null;
}

/**
 * Switches the language at once; a signed-in user's choice is saved as their `locale` (`it` or `en`),
 * then every query is fetched again so the server's texts (violations, messages) come in it too.
 * A failed save switches back.
 */
export function useSwitchLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (language: Language): Promise<ExtendedUser | null> => {
      if (!queryClient.getQueryData<User | null>(meQueryKey)) return null;
      // the caller's own profile: absent fields keep their value
      return api.put<ExtendedUser>("/api/user/me", { locale: language });
    },
    onMutate: async (language) => {
      const previous = currentLanguage();
      await setLanguage(language);
      return { previous };
    },
    onSuccess: (saved) => {
      if (!saved) return;
      queryClient.setQueryData<User | null>(meQueryKey, (old) => (old ? { ...old, locale: saved.locale } : old));
      void queryClient.invalidateQueries();
    },
    onError: (error, _language, context) => {
      if (context) void setLanguage(context.previous);
      toast.error(errorMessage(i18next.t, error));
    },
  });
}
