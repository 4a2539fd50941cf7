import { paths } from "@/config/paths";

const BASE = "http://app.invalid";

/**
 * Returns `raw` when it is a path of this app (starts with a single `/`, no scheme, no host,
 * no backslash, no control character), otherwise `fallback`. Used for `/login?redirect=`.
 */
export function safeRedirect(raw: string | null | undefined, fallback = "/"): string {
  if (typeof raw !== "string" || raw.length === 0 || raw.length > 2000) return fallback;
  if (!raw.startsWith("/") || raw.startsWith("//")) return fallback;
  // Backslashes count as slashes for browsers ("/\evil.com"); tabs and newlines are stripped.
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(raw)) return fallback;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const target = `${url.pathname}${url.search}${url.hash}`;
  if (url.pathname === paths.auth.login.path) return fallback;
  return target;
}

/** `/login?redirect=<path and query>` */
export function loginHref(redirect?: string | null): string {
  const login = paths.auth.login.getHref();
  if (!redirect) return login;
  return `${login}?redirect=${encodeURIComponent(redirect)}`;
}

/** Public pages of the sign-in journey: a 401 there does not bounce to /login again. */
export function isAuthPage(pathname: string): boolean {
  return (
    pathname === paths.auth.login.path ||
    pathname === "/login/" ||
    pathname === paths.auth.forgotPassword.path ||
    pathname === "/forgot-password" ||
    pathname.startsWith("/reset-password/")
  );
}
