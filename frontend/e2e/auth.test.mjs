// Login, logout, guards, deep links and revoked tokens in headless Chromium.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import {
  DEMO_USERS,
  ROLE_LABELS,
  apiCall,
  apiLogin,
  browserForFile,
  createThrowawayUser,
  fillLogin,
  setUserActive,
  storedToken,
  uiLogin,
  url,
  waitForPath,
  where,
} from "./support/env.mjs";

const { withPage } = browserForFile();

describe("login and logout", () => {
  for (const [role, email] of Object.entries(DEMO_USERS)) {
    it(`${role} logs in and out`, () =>
      withPage(async (page) => {
        await uiLogin(page, email);
        assert.equal(where(page), "/");
        assert.ok(await storedToken(page), "the token is stored under configuratore.token");
        await page.getByRole("heading", { level: 1, name: /^Ciao, / }).waitFor();
        await page.getByRole("heading", { name: "Scegli una categoria" }).waitFor();

        const adminLinks = await page.getByTestId("admin-link").count();
        assert.equal(adminLinks, role === "admin" ? 1 : 0, "admin navigation only for admins");

        await page.getByRole("button", { name: /Menu utente/ }).click();
        assert.equal((await page.getByTestId("user-role").textContent())?.trim(), ROLE_LABELS[role]);
        await page.getByRole("button", { name: "Esci" }).click();
        await waitForPath(page, "/login");
        assert.equal(await storedToken(page), null, "logout removes the token");
        await page.getByRole("heading", { level: 1, name: "Accedi" }).waitFor();
        assert.equal(await page.getByRole("button", { name: /Menu utente/ }).count(), 0);

        // the session is really gone
        await page.goto(url("/user/configurazioni"));
        await waitForPath(page, "/login");
        assert.equal(where(page), "/login?redirect=%2Fuser%2Fconfigurazioni");
      }));
  }

  it("a wrong password shows an error on the form and stays on /login", () =>
    withPage(async (page) => {
      await page.goto(url("/login?redirect=%2Fadmin"));
      await fillLogin(page, DEMO_USERS.customer, "definitely-not-the-password");
      const alert = page.getByRole("alert").filter({ hasText: "Email o password non corretti." });
      await alert.waitFor();
      assert.equal(where(page), "/login?redirect=%2Fadmin");
      assert.equal(await storedToken(page), null);
    }));
});

describe("guards and deep links", () => {
  it("a deep link to a protected route while logged out lands on /login and returns after login", () =>
    withPage(async (page) => {
      await page.goto(url("/user/configurazioni?ordine=recenti"));
      await waitForPath(page, "/login");
      const redirect = new URL(page.url()).searchParams.get("redirect");
      assert.equal(redirect, "/user/configurazioni?ordine=recenti");
      await fillLogin(page, DEMO_USERS.customer, process.env.DEMO_PASSWORD);
      await waitForPath(page, "/user/configurazioni");
      assert.equal(where(page), "/user/configurazioni?ordine=recenti");
      await page.getByRole("heading", { level: 1, name: "Le mie configurazioni" }).waitFor();
    }));

  it("a deep link to an admin route returns there after an admin logs in", () =>
    withPage(async (page) => {
      await page.goto(url("/admin/company/1/customers"));
      await waitForPath(page, "/login");
      await fillLogin(page, DEMO_USERS.admin, process.env.DEMO_PASSWORD);
      await waitForPath(page, "/admin/company/1/customers");
      await page.getByRole("heading", { level: 1, name: "Clienti" }).waitFor();
    }));

  it("never follows a redirect outside the app", () =>
    withPage(async (page) => {
      await page.goto(url(`/login?redirect=${encodeURIComponent("//evil.example.com/x")}`));
      await fillLogin(page, DEMO_USERS.customer, process.env.DEMO_PASSWORD);
      await waitForPath(page, "/");
      assert.equal(new URL(page.url()).origin, new URL(url("/")).origin);
    }));

  for (const role of ["customer", "customer_manager", "account_manager"]) {
    it(`a ${role} opening /admin/company lands on /`, () =>
      withPage(async (page) => {
        await uiLogin(page, DEMO_USERS[role]);
        await page.goto(url("/admin/company"));
        await waitForPath(page, "/");
        await page.getByRole("heading", { name: "Scegli una categoria" }).waitFor();
        assert.equal(await page.getByRole("heading", { level: 1, name: "Aziende" }).count(), 0);
      }));
  }

  it("an admin reaches /admin (Dashboard) and /admin/company (Aziende)", () =>
    withPage(async (page) => {
      await uiLogin(page, DEMO_USERS.admin);
      await page.getByTestId("admin-link").click();
      await waitForPath(page, "/admin");
      await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
      await page.getByRole("navigation", { name: "Amministrazione" }).getByRole("link", { name: "Aziende" }).click();
      await waitForPath(page, "/admin/company");
      await page.getByRole("heading", { level: 1, name: "Aziende" }).waitFor();
    }));
});

describe("revoked token", () => {
  it("a token made invalid server-side leads on the next navigation to /login with the redirect", async () => {
    const admin = await apiLogin(DEMO_USERS.admin);
    const user = await createThrowawayUser(admin.token);
    await withPage(async (page) => {
      await uiLogin(page, user.email, user.password);
      await page.goto(url("/user/configurazioni"));
      await page.getByRole("heading", { level: 1, name: "Le mie configurazioni" }).waitFor();
      assert.ok(await storedToken(page));

      // deactivate and reactivate: every token issued before stops working
      await setUserActive(admin.token, user, false);
      await setUserActive(admin.token, user, true);
      const stale = await storedToken(page);
      assert.equal((await apiCall("GET", "/api/user/me", { token: stale })).status, 401);

      // next in-app navigation
      await page.getByRole("button", { name: /Menu utente/ }).click();
      await page.getByRole("link", { name: "Profilo" }).click();
      await waitForPath(page, "/login");
      assert.equal(where(page), "/login?redirect=%2Fuser%2Fprofilo");
      assert.ok(!(await storedToken(page)), "configuratore.token is empty");
      await page.getByRole("heading", { level: 1, name: "Accedi" }).waitFor();

      // logging in again goes back to where the user was going
      await fillLogin(page, user.email, user.password);
      await waitForPath(page, "/user/profilo");
      await page.getByRole("heading", { level: 1, name: "Profilo" }).waitFor();
    });
  });

  it("a revoked token at page load also leads to /login with the redirect", async () => {
    const admin = await apiLogin(DEMO_USERS.admin);
    const user = await createThrowawayUser(admin.token);
    await withPage(async (page) => {
      await uiLogin(page, user.email, user.password);
      await setUserActive(admin.token, user, false);
      await setUserActive(admin.token, user, true);
      await page.goto(url("/configuratore/divani?step=2"));
      await waitForPath(page, "/login");
      assert.equal(new URL(page.url()).searchParams.get("redirect"), "/configuratore/divani?step=2");
      assert.ok(!(await storedToken(page)));
    });
  });
});
