import { describe, expect, it } from "vitest";
import { isAuthPage, loginHref, safeRedirect } from "./redirect";

describe("safeRedirect", () => {
  it.each([
    ["/", "/"],
    ["/admin/company", "/admin/company"],
    ["/admin/company?page=2&q=a%20b", "/admin/company?page=2&q=a%20b"],
    ["/configuratore/divani#step-2", "/configuratore/divani#step-2"],
    ["/user/configurazioni", "/user/configurazioni"],
  ])("keeps the app path %s", (raw, expected) => {
    expect(safeRedirect(raw)).toBe(expected);
  });

  it.each([
    "//evil.com",
    "//evil.com/admin",
    "https://evil.com",
    "http://evil.com/",
    "/\\evil.com",
    "\\\\evil.com",
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "data:text/html,hi",
    "evil.com",
    "/\t/evil.com",
    "/\n/evil.com",
    " //evil.com",
    "",
    "/login",
    "/login?redirect=%2Fadmin",
  ])("rejects %j", (raw) => {
    expect(safeRedirect(raw)).toBe("/");
  });

  it("rejects missing values and uses the fallback", () => {
    expect(safeRedirect(null)).toBe("/");
    expect(safeRedirect(undefined, "/home")).toBe("/home");
  });
});

describe("loginHref", () => {
  it("puts the path and query in the redirect parameter", () => {
    expect(loginHref("/admin/company?page=2")).toBe("/login?redirect=%2Fadmin%2Fcompany%3Fpage%3D2");
    expect(loginHref()).toBe("/login");
  });
});

describe("isAuthPage", () => {
  it("knows the public pages of the sign-in journey", () => {
    expect(isAuthPage("/login")).toBe(true);
    expect(isAuthPage("/forgot-password/")).toBe(true);
    expect(isAuthPage("/reset-password/abc")).toBe(true);
    expect(isAuthPage("/")).toBe(false);
    expect(isAuthPage("/admin")).toBe(false);
  });
});
