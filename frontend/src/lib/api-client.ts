import type { ErrorBody, FieldError } from "@/api/types";
import { clearToken, getToken } from "@/lib/token";
import { isAuthPage, loginHref } from "@/lib/redirect";
import { currentLanguage } from "@/i18n";

/**
 * The one API client of the app. Every failure becomes an {@link ApiError} carrying
 * `{message, code, status}` (docs/product.md section 9.3): message and code from the body's `message` and
 * `code`, otherwise the error's own message; status is the HTTP status (0: no answer).
 * Any 401 removes the token and goes to `/login?redirect=<current path and query>`.
 * Every call says the app's language (`Accept-Language`), so a visitor's answers (and mails) come in it.
 */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly details: FieldError[];
  /** Seconds from the `Retry-After` header (429, 503), when given. */
  readonly retryAfter: number | null;

  constructor(init: {
    message: string;
    code: string;
    status: number;
    details?: FieldError[];
    retryAfter?: number | null;
  }) {
    super(init.message);
    this.name = "ApiError";
    this.code = init.code;
    this.status = init.status;
    this.details = init.details ?? [];
    this.retryAfter = init.retryAfter ?? null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Code used when a failure has no `code` of its own. */
export const NETWORK_ERROR_CODE = "network_error";
export const UNKNOWN_ERROR_CODE = "unknown_error";

let unloading = false;
if (typeof window !== "undefined") {
  window.addEventListener("beforeunload", () => {
    unloading = true;
  });
  window.addEventListener("pagehide", () => {
    unloading = true;
  });
  window.addEventListener("pageshow", () => {
    unloading = false;
  });
}

/**
 * True while the page is being left (reload, navigation away): the browser then aborts
 * requests in flight, which is no answer about the session.
 */
export function isPageUnloading(): boolean {
  return unloading;
}

type Navigate = (href: string) => void;

let navigate: Navigate = (href) => window.location.assign(href);
const unauthorizedListeners = new Set<() => void>();

/** The router installs its own navigation (no full page reload). */
export function setNavigator(fn: Navigate): void {
  navigate = fn;
}

/** Called after a 401 has removed the token (the auth layer drops the user). */
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

function reduceFailure(status: number, body: unknown, fallbackMessage: string, retryAfter: number | null): ApiError {
  const data = (body && typeof body === "object" ? body : {}) as ErrorBody;
  const message = typeof data.message === "string" && data.message !== "" ? data.message : fallbackMessage;
  const code = typeof data.code === "string" && data.code !== "" ? data.code : UNKNOWN_ERROR_CODE;
  const details = Array.isArray(data.details)
    ? data.details.filter((d): d is FieldError => !!d && typeof d.field === "string" && typeof d.message === "string")
    : [];
  return new ApiError({ message, code, status, details, retryAfter });
}

function handleUnauthorized(error: ApiError): void {
  // Wrong email or password (login, password change) is a form error, not a lost session.
  if (error.status !== 401 || error.code === "invalid_credentials") return;
  clearToken();
  for (const listener of [...unauthorizedListeners]) listener();
  const { pathname, search } = window.location;
  if (isAuthPage(pathname)) return;
  navigate(loginHref(`${pathname}${search}`));
}

function parseRetryAfter(value: string | null): number | null {
  if (!value) return null;
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
}

/** The headers of every call: the app's language and the session's token. */
function baseHeaders(extra: Record<string, string> | undefined): Record<string, string> {
  const headers: Record<string, string> = { "Accept-Language": currentLanguage(), ...extra };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers = baseHeaders({ Accept: "application/json", ...options.headers });
  const hasBody = options.body !== undefined;
  // a file (an image upload) travels as itself, with the content type the caller gives
  const file = options.body instanceof Blob ? options.body : null;
  if (hasBody && !file) headers["Content-Type"] = "application/json";

  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? "GET",
      headers,
      body: file ?? (hasBody ? JSON.stringify(options.body) : undefined),
      signal: options.signal,
      credentials: "same-origin",
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    const message = cause instanceof Error && cause.message ? cause.message : "Network Error";
    throw new ApiError({ message, code: NETWORK_ERROR_CODE, status: 0 });
  }

  const text = await response.text().catch(() => "");
  let body: unknown = undefined;
  let parseError: Error | null = null;
  if (text !== "") {
    try {
      body = JSON.parse(text);
    } catch (cause) {
      parseError = cause instanceof Error ? cause : new Error(String(cause));
    }
  }

  if (!response.ok) {
    const fallback = `Request failed with status code ${response.status}`;
    const error = reduceFailure(response.status, body, fallback, parseRetryAfter(response.headers.get("Retry-After")));
    handleUnauthorized(error);
    throw error;
  }
  if (parseError) {
    throw new ApiError({ message: parseError.message, code: UNKNOWN_ERROR_CODE, status: response.status });
  }
  return body as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, "method" | "body">) =>
    request<T>(path, { ...options, method: "GET" }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, "method" | "body">) =>
    request<T>(path, { ...options, method: "POST", body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, "method" | "body">) =>
    request<T>(path, { ...options, method: "PUT", body }),
  delete: <T = void>(path: string, options?: Omit<RequestOptions, "method" | "body">) =>
    request<T>(path, { ...options, method: "DELETE" }),
};

/** Builds a query string, skipping empty values. */
export function withQuery(path: string, params: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** A file the server answered: its bytes and the name its `Content-Disposition` gives. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

/** The file name of a `Content-Disposition` header: `filename*` (RFC 5987, UTF-8) first, then `filename`. */
export function dispositionFileName(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // a malformed encoding: fall back to the plain name
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"/i.exec(header) ?? /filename\s*=\s*([^;]+)/i.exec(header);
  return plain?.[1]?.trim() ?? null;
}

/**
 * GET of a file (a PDF, a CSV) with the session's token, which a plain link cannot send. Failures are the
 * same {@link ApiError}s as {@link request}'s, a 401 included.
 */
export async function download(path: string, options: Omit<RequestOptions, "method" | "body"> = {}): Promise<DownloadedFile> {
  const headers = baseHeaders(options.headers);
  let response: Response;
  try {
    response = await fetch(path, { headers, signal: options.signal, credentials: "same-origin" });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    const message = cause instanceof Error && cause.message ? cause.message : "Network Error";
    throw new ApiError({ message, code: NETWORK_ERROR_CODE, status: 0 });
  }
  if (!response.ok) {
    const text = await response.text().catch(() => "");
    let body: unknown = undefined;
    try {
      body = text === "" ? undefined : JSON.parse(text);
    } catch {
      body = undefined;
    }
    const fallback = `Request failed with status code ${response.status}`;
    const error = reduceFailure(response.status, body, fallback, parseRetryAfter(response.headers.get("Retry-After")));
    handleUnauthorized(error);
    throw error;
  }
  return { blob: await response.blob(), fileName: dispositionFileName(response.headers.get("Content-Disposition")) };
}

/** Hands a downloaded file to the browser's save (a temporary object URL on a `download` link). */
export function saveFile({ blob, fileName }: DownloadedFile, fallbackName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName ?? fallbackName;
  link.rel = "noopener";
  document.body.appendChild(link);
  link.click();
  link.remove();
  // after the click has been handled
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
