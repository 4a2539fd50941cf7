import { TOKEN_STORAGE_KEY } from "@/config/constants";

/**
 * The bearer token, kept in localStorage under `configuratore.token` (docs/product.md section 9).
 * Listeners hear every change, including changes made by another tab.
 */
/** "local": changed by this tab; "storage": changed by another tab. */
export type TokenChangeSource = "local" | "storage";
type Listener = (token: string | null, source: TokenChangeSource) => void;

const listeners = new Set<Listener>();
let expiryHint: { token: string; expiresAt: number } | null = null;
let storageListening = false;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function notify(token: string | null, source: TokenChangeSource = "local"): void {
  for (const listener of [...listeners]) listener(token, source);
}

export function getToken(): string | null {
  const value = storage()?.getItem(TOKEN_STORAGE_KEY) ?? null;
  return value === "" ? null : value;
}

/** Stores the token; `expiresAt` (RFC 3339) from the server wins over the JWT's own `exp`. */
export function setToken(token: string, expiresAt?: string | null): void {
  const at = expiresAt ? Date.parse(expiresAt) : NaN;
  expiryHint = Number.isFinite(at) ? { token, expiresAt: at } : null;
  storage()?.setItem(TOKEN_STORAGE_KEY, token);
  notify(token);
}

export function clearToken(): void {
  const had = getToken() !== null;
  expiryHint = null;
  storage()?.removeItem(TOKEN_STORAGE_KEY);
  if (had) notify(null);
}

export function subscribeToken(listener: Listener): () => void {
  listeners.add(listener);
  if (!storageListening && typeof window !== "undefined") {
    storageListening = true;
    window.addEventListener("storage", (event) => {
      if (event.key === TOKEN_STORAGE_KEY || event.key === null) notify(getToken(), "storage");
    });
  }
  return () => listeners.delete(listener);
}

/** Decodes the `exp` claim (seconds) of a JWT, as milliseconds since the epoch. */
export function decodeJwtExpiry(token: string): number | null {
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, "+").replace(/_/g, "/");
    const padded = base64 + "=".repeat((4 - (base64.length % 4)) % 4);
    const claims = JSON.parse(atob(padded)) as { exp?: unknown };
    return typeof claims.exp === "number" && Number.isFinite(claims.exp) ? claims.exp * 1000 : null;
  } catch {
    return null;
  }
}

/** When the token expires (ms since the epoch), or null when unknown. */
export function tokenExpiresAt(token: string): number | null {
  if (expiryHint && expiryHint.token === token) return expiryHint.expiresAt;
  return decodeJwtExpiry(token);
}

/** Forgets a stored token that has already expired (no call needed to know it is useless). */
export function dropExpiredToken(now: number = Date.now()): void {
  const token = getToken();
  if (!token) return;
  const exp = tokenExpiresAt(token);
  if (exp !== null && exp <= now) clearToken();
}
