import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect, useRef, type ReactNode } from "react";
import { Navigate, Outlet, useLocation } from "react-router-dom";
import { api, isApiError, isPageUnloading, onUnauthorized } from "@/lib/api-client";
import { clearToken, getToken, setToken, subscribeToken, tokenExpiresAt } from "@/lib/token";
import { loginHref } from "@/lib/redirect";
import { TOKEN_RENEW_BEFORE_MS } from "@/config/constants";
import type { AuthResponse, User } from "@/api/types";
import { PageSpinner } from "@/components/ui/spinner";

export const meQueryKey = ["auth", "me"] as const;

/** `GET /api/user/me`; when it fails, the user and the token are cleared (docs/product.md section 9.2). */
export async function fetchMe(): Promise<User | null> {
  if (!getToken()) return null;
  try {
    return await api.get<User>("/api/user/me");
  } catch (error) {
    // A request cut off because the page is being reloaded or left says nothing about the session.
    if (isApiError(error) && error.status === 0 && isPageUnloading()) throw error;
    clearToken();
    return null;
  }
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: fetchMe,
    staleTime: 5 * 60_000,
    retry: false,
    meta: { silentError: true },
  });

export function useUser() {
  return useQuery(meQueryOptions());
}

export function isAdmin(user: User | null | undefined): boolean {
  return user?.role === "admin";
}

/** Stores a fresh token and its user (login, renewal, password change). */
export function acceptSession(queryClient: QueryClient, session: AuthResponse): void {
  setToken(session.token, session.expiresAt);
  queryClient.setQueryData(meQueryKey, session.user);
}

export interface LoginInput {
  email: string;
  password: string;
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => api.post<AuthResponse>("/api/user/login", input),
    onSuccess: (session) => acceptSession(queryClient, session),
  });
}

/**
 * Logout: token, user and every cached query go at once (docs/product.md section 9), and the server ends
 * the session (`POST /api/user/logout`), so a copied token is worthless too. The call goes out with
 * the old token after the local state is gone, so a failure (offline, server down) keeps no one logged
 * in; it bypasses the API client, whose 401 handling is about a live session, and uses `keepalive` so
 * it completes while the page is being left. Resolves once the server answered or could not be reached.
 */
export function logout(queryClient: QueryClient): Promise<void> {
  const token = getToken();
  clearToken();
  queryClient.clear();
  queryClient.setQueryData(meQueryKey, null);
  if (!token) return Promise.resolve();
  return fetch("/api/user/logout", {
    method: "POST",
    headers: { Authorization: `Bearer ${token}` },
    credentials: "same-origin",
    keepalive: true,
  }).then(
    () => undefined,
    () => undefined,
  );
}

export async function renewToken(queryClient: QueryClient): Promise<void> {
  const session = await api.post<AuthResponse>("/api/user/jwt/renew");
  acceptSession(queryClient, session);
}

/**
 * Keeps the session in step with the token: renews it shortly before it expires, drops the
 * user when the token goes (a 401, another tab logging out) and reloads it when another tab
 * logs in.
 */
export function AuthSync({ queryClient }: { queryClient: QueryClient }) {
  useEffect(() => {
    let timer: number | undefined;

    const schedule = (token: string | null) => {
      window.clearTimeout(timer);
      if (!token) return;
      const expiresAt = tokenExpiresAt(token);
      if (expiresAt === null) return;
      const lifetime = expiresAt - Date.now();
      // Renew TOKEN_RENEW_BEFORE_MS before expiry, or at 80% of a short lifetime.
      const delay = Math.max(Math.min(lifetime - TOKEN_RENEW_BEFORE_MS, lifetime * 0.8), 1000);
      timer = window.setTimeout(() => {
        if (getToken() !== token) return;
        renewToken(queryClient).catch((error: unknown) => {
          // A network hiccup: try again in 30 s while the token may still be valid.
          if (isApiError(error) && error.status === 0 && tokenExpiresAt(token)! > Date.now() + 30_000) {
            timer = window.setTimeout(() => schedule(getToken()), 30_000);
          }
        });
      }, Math.min(delay, 2_147_000_000));
    };

    schedule(getToken());
    let knownToken = getToken();
    const unsubscribeToken = subscribeToken((token, source) => {
      schedule(token);
      if (!token) {
        queryClient.setQueryData(meQueryKey, null);
      } else if (source === "storage" && token !== knownToken) {
        // logged in (or renewed) in another tab
        void queryClient.invalidateQueries({ queryKey: meQueryKey });
      }
      knownToken = token;
    });
    const unsubscribe401 = onUnauthorized(() => queryClient.setQueryData(meQueryKey, null));
    return () => {
      window.clearTimeout(timer);
      unsubscribeToken();
      unsubscribe401();
    };
  }, [queryClient]);
  return null;
}

/**
 * Re-checks the session (`GET /api/user/me`) on every in-app navigation while logged in: cheap,
 * and a token revoked server-side (deactivation, password change) leads to /login at once.
 */
export function useRevalidateOnNavigation() {
  const queryClient = useQueryClient();
  const location = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const state = queryClient.getQueryState(meQueryKey);
    // just loaded (e.g. the login that led here): no need to ask again
    if (!getToken() || !state?.data || Date.now() - state.dataUpdatedAt < 2000) return;
    void queryClient.invalidateQueries({ queryKey: meQueryKey });
  }, [location.pathname, queryClient]);
}

/** Login-only area: a visitor goes to /login?redirect=<path and query>. */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { data: user, isPending } = useUser();
  const location = useLocation();
  if (isPending) return <PageSpinner />;
  if (!user) return <Navigate to={loginHref(`${location.pathname}${location.search}`)} replace />;
  return <>{children ?? <Outlet />}</>;
}

/** Admin area: a visitor goes to login, a logged-in non-admin to /. */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  const { data: user, isPending } = useUser();
  const location = useLocation();
  if (isPending) return <PageSpinner />;
  if (!user) return <Navigate to={loginHref(`${location.pathname}${location.search}`)} replace />;
  if (!isAdmin(user)) return <Navigate to="/" replace />;
  return <>{children ?? <Outlet />}</>;
}
