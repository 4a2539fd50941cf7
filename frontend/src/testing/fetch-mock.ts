import { vi } from "vitest";

/** A JSON Response. */
export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json", ...headers },
  });
}

/** A 422 `validation_failed` answer carrying field errors. */
export function validationFailed(details: { field: string; message: string }[], message = "Dati non validi"): Response {
  return jsonResponse(422, { code: "validation_failed", message, details });
}

export function textResponse(status: number, body: string): Response {
  return new Response(body, { status, headers: { "Content-Type": "text/html" } });
}

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

/**
 * Replaces fetch with a router of handlers keyed by "METHOD /path". An unexpected call fails
 * the test (like msw's onUnhandledRequest: 'error').
 */
export function mockFetch(handlers: Record<string, Handler>) {
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const path = url.replace(/^https?:\/\/[^/]+/, "").split("?")[0];
    const key = `${(init.method ?? "GET").toUpperCase()} ${path}`;
    const handler = handlers[key];
    if (!handler) throw new Error(`Unhandled request: ${key}`);
    return handler(url, init);
  });
  vi.stubGlobal("fetch", fn);
  return fn;
}
