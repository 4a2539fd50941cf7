// Login, logout, guards, deep links and revoked tokens in headless Chromium.
import {
  DEMO_PASSWORD,
  DEMO_USERS,
  ROLE_LABELS,
  apiCall,
  apiLogin,
  createThrowawayUser,
  fillLogin,
  setUserActive,
  storedToken,
  uiLogin,
  url,
  waitForPath,
} from "./support/env.mjs";
import { expect, expectPath, test } from "./support/test.mjs";

test.describe("login and logout", () => {
  for (const [role, email] of Object.entries(DEMO_USERS)) {
    test(`${role} logs in and out`, async ({ page }) => {
      await uiLogin(page, email);
      await expectPath(page, "/");
      expect(await storedToken(page), "the token is stored under configuratore.token").toBeTruthy();
      await expect(page.getByRole("heading", { level: 1, name: /^Ciao, / })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Scegli una categoria" })).toBeVisible();

      // admin navigation only for admins
      await expect(page.getByTestId("admin-link")).toHaveCount(role === "admin" ? 1 : 0);

      await page.getByRole("button", { name: /Menu utente/ }).click();
      await expect(page.getByTestId("user-role")).toHaveText(ROLE_LABELS[role]);
      await page.getByRole("button", { name: "Esci" }).click();
      await waitForPath(page, "/login");
      await expect.poll(() => storedToken(page), { message: "logout removes the token" }).toBeNull();
      await expect(page.getByRole("heading", { level: 1, name: "Accedi" })).toBeVisible();
      await expect(page.getByRole("button", { name: /Menu utente/ })).toHaveCount(0);

      // the session is really gone
      await page.goto(url("/user/configurazioni"));
      await expectPath(page, "/login?redirect=%2Fuser%2Fconfigurazioni");
    });
  }

  test("a wrong password shows an error on the form and stays on /login", async ({ page }) => {
    await page.goto(url("/login?redirect=%2Fadmin"));
    await fillLogin(page, DEMO_USERS.customer, "definitely-not-the-password");
    await expect(page.getByRole("alert").filter({ hasText: "Email o password non corretti." })).toBeVisible();
    await expectPath(page, "/login?redirect=%2Fadmin");
    expect(await storedToken(page)).toBeNull();
  });
});

test.describe("guards and deep links", () => {
  test("a deep link to a protected route while logged out lands on /login and returns after login", async ({ page }) => {
    await page.goto(url("/user/configurazioni?ordine=recenti"));
    await waitForPath(page, "/login");
    expect(new URL(page.url()).searchParams.get("redirect")).toBe("/user/configurazioni?ordine=recenti");
    await fillLogin(page, DEMO_USERS.customer, DEMO_PASSWORD);
    await expectPath(page, "/user/configurazioni?ordine=recenti");
    await expect(page.getByRole("heading", { level: 1, name: "Le mie configurazioni" })).toBeVisible();
  });

  test("a deep link to an admin route returns there after an admin logs in", async ({ page }) => {
    await page.goto(url("/admin/company/1/customers"));
    await waitForPath(page, "/login");
    await fillLogin(page, DEMO_USERS.admin, DEMO_PASSWORD);
    await waitForPath(page, "/admin/company/1/customers");
    await expect(page.getByRole("heading", { level: 1, name: "Clienti" })).toBeVisible();
  });

  test("never follows a redirect outside the app", async ({ page }) => {
    await page.goto(url(`/login?redirect=${encodeURIComponent("//evil.example.com/x")}`));
    await fillLogin(page, DEMO_USERS.customer, DEMO_PASSWORD);
    await waitForPath(page, "/");
    expect(new URL(page.url()).origin).toBe(new URL(url("/")).origin);
  });

  for (const role of ["customer", "customer_manager", "account_manager"]) {
    test(`a ${role} opening /admin/company lands on /`, async ({ page }) => {
      await uiLogin(page, DEMO_USERS[role]);
      await page.goto(url("/admin/company"));
      await waitForPath(page, "/");
      await expect(page.getByRole("heading", { name: "Scegli una categoria" })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1, name: "Aziende" })).toHaveCount(0);
    });
  }

  test("an admin reaches /admin (Dashboard) and /admin/company (Aziende)", async ({ page }) => {
    await uiLogin(page, DEMO_USERS.admin);
    await page.getByTestId("admin-link").click();
    await waitForPath(page, "/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await page.getByRole("navigation", { name: "Amministrazione" }).getByRole("link", { name: "Aziende" }).click();
    await waitForPath(page, "/admin/company");
    await expect(page.getByRole("heading", { level: 1, name: "Aziende" })).toBeVisible();
  });
});

test.describe("revoked token", () => {
  test("a token made invalid server-side leads on the next navigation to /login with the redirect", async ({ page }) => {
    const admin = await apiLogin(DEMO_USERS.admin);
    const user = await createThrowawayUser(admin.token);
    await uiLogin(page, user.email, user.password);
    await page.goto(url("/user/configurazioni"));
    await expect(page.getByRole("heading", { level: 1, name: "Le mie configurazioni" })).toBeVisible();
    expect(await storedToken(page)).toBeTruthy();

    // deactivate and reactivate: every token issued before stops working
    await setUserActive(admin.token, user, false);
    await setUserActive(admin.token, user, true);
    const stale = await storedToken(page);
    expect((await apiCall("GET", "/api/user/me", { token: stale })).status).toBe(401);

    // next in-app navigation
    await page.getByRole("button", { name: /Menu utente/ }).click();
    await page.getByRole("link", { name: "Profilo" }).click();
    await expectPath(page, "/login?redirect=%2Fuser%2Fprofilo");
    await expect.poll(() => storedToken(page), { message: "configuratore.token is empty" }).toBeFalsy();
    await expect(page.getByRole("heading", { level: 1, name: "Accedi" })).toBeVisible();

    // logging in again goes back to where the user was going
    await fillLogin(page, user.email, user.password);
    await waitForPath(page, "/user/profilo");
    await expect(page.getByRole("heading", { level: 1, name: "Profilo" })).toBeVisible();
  });

  test("a revoked token at page load also leads to /login with the redirect", async ({ page }) => {
    const admin = await apiLogin(DEMO_USERS.admin);
    const user = await createThrowawayUser(admin.token);
    await uiLogin(page, user.email, user.password);
    await setUserActive(admin.token, user, false);
    await setUserActive(admin.token, user, true);
    await page.goto(url("/configuratore/divani?step=2"));
    await waitForPath(page, "/login");
    expect(new URL(page.url()).searchParams.get("redirect")).toBe("/configuratore/divani?step=2");
    await expect.poll(() => storedToken(page)).toBeFalsy();
  });
});
