import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api, ApiError, download, setNavigator } from "./api-client";
import { loadLanguage } from "@/i18n";
import { TOKEN_STORAGE_KEY } from "@/config/constants";
import { jsonResponse, mockFetch, textResponse } from "@/testing/fetch-mock";

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error("the call did not fail");
}

describe("api client", () => {
  const navigate = vi.fn();

  beforeEach(() => {
    navigate.mockReset();
    setNavigator(navigate);
    window.history.replaceState(null, "", "/");
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("sends JSON with the bearer token when one is stored", async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, "tok-123");
    const fetch = mockFetch({ "POST /api/user/forgotpwd": () => jsonResponse(202, { message: "ok" }) });
    await expect(api.post("/api/user/forgotpwd", { email: "a@b.it" })).resolves.toEqual({ message: "ok" });
    const [, init] = fetch.mock.calls[0]!;
    const headers = init!.headers as Record<string, string>;
    expect(headers.Authorization).toBe("Bearer tok-123");
    expect(headers["Content-Type"]).toBe("application/json");
    expect(headers.Accept).toBe("application/json");
    expect(init!.body).toBe(JSON.stringify({ email: "a@b.it" }));
  });

  it("says the app's language on every call", async () => {
    const fetch = mockFetch({ "GET /api/user/me": () => jsonResponse(200, { id: 1 }), "GET /api/quote.pdf": () => new Response("%PDF") });
    await api.get("/api/user/me");
    await loadLanguage("en");
    await download("/api/quote.pdf");
    const languages = fetch.mock.calls.map(([, init]) => (init!.headers as Record<string, string>)["Accept-Language"]);
    expect(languages).toEqual(["it", "en"]);
  });

  it("sends no Authorization header without a token", async () => {
    const fetch = mockFetch({ "GET /api/user/me": () => jsonResponse(200, { id: 1 }) });
    await api.get("/api/user/me");
    const headers = fetch.mock.calls[0]![1]!.headers as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
  });

  it("takes message and code from a JSON error body, status from the answer", async () => {
    mockFetch({
      "POST /api/company": () =>
        jsonResponse(422, {
          message: "Dati non validi",
          code: "validation_failed",
          details: [{ field: "name", message: "Obbligatorio" }],
        }),
    });
    const error = await failure(api.post("/api/company", {}));
    expect({ message: error.message, code: error.code, status: error.status }).toEqual({
      message: "Dati non validi",
      code: "validation_failed",
      status: 422,
    });
    expect(error.details).toEqual([{ field: "name", message: "Obbligatorio" }]);
  });

  it("reads Retry-After of a 429", async () => {
    mockFetch({
      "POST /api/user/login": () =>
        jsonResponse(429, { message: "Troppi tentativi", code: "rate_limited" }, { "Retry-After": "42" }),
    });
    const error = await failure(api.post("/api/user/login", { email: "x@y.it", password: "p" }));
    expect(error.code).toBe("rate_limited");
    expect(error.status).toBe(429);
    expect(error.retryAfter).toBe(42);
  });

  it("falls back to the error's own message for a non-JSON body", async () => {
    mockFetch({ "GET /api/company": () => textResponse(502, "<html>Bad gateway</html>") });
    const error = await failure(api.get("/api/company"));
    expect(error.message).toBe("Request failed with status code 502");
    expect(error.code).toBe("unknown_error");
    expect(error.status).toBe(502);
  });

  it("reduces a network failure to the error's message and status 0", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    const error = await failure(api.get("/api/company"));
    expect({ message: error.message, code: error.code, status: error.status }).toEqual({
      message: "Failed to fetch",
      code: "network_error",
      status: 0,
    });
  });

  it("on a 401 removes the token and goes to /login with the current path and query", async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, "stale");
    window.history.replaceState(null, "", "/admin/company?page=2&q=rossi");
    mockFetch({ "GET /api/company": () => jsonResponse(401, { message: "Sessione scaduta", code: "token_expired" }) });
    const error = await failure(api.get("/api/company"));
    expect(error.status).toBe(401);
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith("/login?redirect=%2Fadmin%2Fcompany%3Fpage%3D2%26q%3Drossi");
    const target = new URL(navigate.mock.calls[0]![0] as string, "http://x");
    expect(target.searchParams.get("redirect")).toBe("/admin/company?page=2&q=rossi");
  });

  it("on a 401 while already on /login removes the token but does not navigate", async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, "stale");
    window.history.replaceState(null, "", "/login?redirect=%2Fadmin");
    mockFetch({ "GET /api/user/me": () => jsonResponse(401, { message: "No", code: "unauthorized" }) });
    await failure(api.get("/api/user/me"));
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it("treats the login's 401 invalid_credentials as a form error, not a lost session", async () => {
    window.history.replaceState(null, "", "/user/configurazioni");
    window.localStorage.setItem(TOKEN_STORAGE_KEY, "still-good");
    mockFetch({
      "PUT /api/user/me/password": () =>
        jsonResponse(401, { message: "Credenziali non valide", code: "invalid_credentials" }),
    });
    const error = await failure(api.put("/api/user/me/password", { currentPassword: "x", newPassword: "y" }));
    expect(error.code).toBe("invalid_credentials");
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe("still-good");
    expect(navigate).not.toHaveBeenCalled();
  });

  it("answers undefined for 204", async () => {
    mockFetch({ "POST /api/user/resetpwd": () => new Response(null, { status: 204 }) });
    await expect(api.post("/api/user/resetpwd", { token: "t", password: "p" })).resolves.toBeUndefined();
  });
});
