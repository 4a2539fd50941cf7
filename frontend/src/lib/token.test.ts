import { describe, expect, it } from "vitest";
import { clearToken, decodeJwtExpiry, dropExpiredToken, getToken, setToken, tokenExpiresAt } from "./token";
import { TOKEN_STORAGE_KEY } from "@/config/constants";
import { fakeJwt } from "@/testing/fixtures";

describe("token storage", () => {
  it("keeps the token under configuratore.token", () => {
    setToken("abc");
    expect(TOKEN_STORAGE_KEY).toBe("configuratore.token");
    expect(window.localStorage.getItem("configuratore.token")).toBe("abc");
    expect(getToken()).toBe("abc");
    clearToken();
    expect(window.localStorage.getItem("configuratore.token")).toBeNull();
  });

  it("decodes the JWT exp claim", () => {
    const token = fakeJwt(600);
    const exp = decodeJwtExpiry(token)!;
    expect(Math.abs(exp - (Date.now() + 600_000))).toBeLessThan(2000);
    expect(decodeJwtExpiry("not-a-jwt")).toBeNull();
  });

  it("prefers the server's expiresAt", () => {
    setToken("opaque", "2030-01-01T00:00:00Z");
    expect(tokenExpiresAt("opaque")).toBe(Date.parse("2030-01-01T00:00:00Z"));
  });

  it("drops an already expired token", () => {
    setToken(fakeJwt(-60));
    dropExpiredToken();
    expect(getToken()).toBeNull();
    const fresh = fakeJwt(600);
    setToken(fresh);
    dropExpiredToken();
    expect(getToken()).toBe(fresh);
  });
});
