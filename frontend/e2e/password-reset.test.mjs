// The forgotten-password journey, with the reset link read from the mail file.
import {
  DEMO_USERS,
  apiCall,
  apiLogin,
  createThrowawayUser,
  fillLogin,
  storedToken,
  strongPassword,
  uiLogout,
  url,
  waitForPath,
  waitForResetLink,
} from "./support/env.mjs";
import { expect, test } from "./support/test.mjs";

test.describe("forgotten password", () => {
  test("requests a link, sets a new password through it, logs in with it; the link works once", async ({ page }) => {
    const admin = await apiLogin(DEMO_USERS.admin);
    const user = await createThrowawayUser(admin.token);
    const newPassword = strongPassword();
    await page.goto(url("/login"));
    await page.getByRole("link", { name: "Password dimenticata?" }).click();
    await waitForPath(page, "/forgot-password/");
    await expect(page.getByRole("heading", { level: 1, name: "Password dimenticata" })).toBeVisible();
    const since = Date.now();
    await page.getByLabel(/^Email/).fill(user.email);
    await page.getByRole("button", { name: "Invia il link" }).click();
    await expect(page.getByRole("status").filter({ hasText: "riceverai a breve" })).toBeVisible();

    const resetPath = await waitForResetLink(user.email, since);
    await page.goto(url(resetPath));
    await expect(page.getByRole("heading", { level: 1, name: "Reimposta password" })).toBeVisible();

    // client-side checks first: too short, then mismatch
    await page.getByLabel(/^Nuova password/).fill("corta");
    await page.getByRole("button", { name: "Imposta la password" }).click();
    await expect(page.getByText("La password deve avere almeno 10 caratteri.")).toBeVisible();

    await page.getByLabel(/^Nuova password/).fill(newPassword);
    await page.getByLabel(/^Conferma la nuova password/).fill(newPassword);
    await page.getByRole("button", { name: "Imposta la password" }).click();
    await waitForPath(page, "/login");
    await expect(page.getByText("Password aggiornata.").first()).toBeVisible();

    // the old password no longer works, the new one does
    expect((await apiCall("POST", "/api/user/login", { body: { email: user.email, password: user.password } })).status).toBe(401);
    await fillLogin(page, user.email, newPassword);
    await waitForPath(page, "/");
    await expect(page.getByRole("button", { name: /Menu utente/ })).toBeVisible();
    await expect.poll(() => storedToken(page)).toBeTruthy();

    // the link is single-use
    await uiLogout(page);
    await page.goto(url(resetPath));
    const another = strongPassword();
    await page.getByLabel(/^Nuova password/).fill(another);
    await page.getByLabel(/^Conferma la nuova password/).fill(another);
    await page.getByRole("button", { name: "Imposta la password" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Il link non è valido o è scaduto." })).toBeVisible();
    await expect(page.getByRole("link", { name: "Richiedi un nuovo link" })).toBeVisible();
  });

  test("answers the same for an unknown address (no enumeration)", async ({ page }) => {
    await page.goto(url("/forgot-password/"));
    await page.getByLabel(/^Email/).fill(`nessuno.${Date.now()}@example.com`);
    await page.getByRole("button", { name: "Invia il link" }).click();
    await expect(page.getByRole("status").filter({ hasText: "riceverai a breve" })).toBeVisible();
  });
});
