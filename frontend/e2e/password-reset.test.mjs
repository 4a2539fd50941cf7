// The forgotten-password journey, with the reset link read from the mail file.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import {
  DEMO_USERS,
  apiCall,
  apiLogin,
  browserForFile,
  createThrowawayUser,
  fillLogin,
  storedToken,
  strongPassword,
  uiLogout,
  url,
  waitForPath,
  waitForResetLink,
} from "./support/env.mjs";

const { withPage } = browserForFile();

describe("forgotten password", () => {
  it("requests a link, sets a new password through it, logs in with it; the link works once", async () => {
    const admin = await apiLogin(DEMO_USERS.admin);
    const user = await createThrowawayUser(admin.token);
    const newPassword = strongPassword();
    await withPage(async (page) => {
      await page.goto(url("/login"));
      await page.getByRole("link", { name: "Password dimenticata?" }).click();
      await waitForPath(page, "/forgot-password/");
      await page.getByRole("heading", { level: 1, name: "Password dimenticata" }).waitFor();
      const since = Date.now();
      await page.getByLabel(/^Email/).fill(user.email);
      await page.getByRole("button", { name: "Invia il link" }).click();
      await page.getByRole("status").filter({ hasText: "riceverai a breve" }).waitFor();

      const resetPath = await waitForResetLink(user.email, since);
      await page.goto(url(resetPath));
      await page.getByRole("heading", { level: 1, name: "Reimposta password" }).waitFor();

      // client-side checks first: too short, then mismatch
      await page.getByLabel(/^Nuova password/).fill("corta");
      await page.getByRole("button", { name: "Imposta la password" }).click();
      await page.getByText("La password deve avere almeno 10 caratteri.").waitFor();

      await page.getByLabel(/^Nuova password/).fill(newPassword);
      await page.getByLabel(/^Conferma la nuova password/).fill(newPassword);
      await page.getByRole("button", { name: "Imposta la password" }).click();
      await waitForPath(page, "/login");
      await page.getByText("Password aggiornata.").first().waitFor();

      // the old password no longer works, the new one does
      assert.equal((await apiCall("POST", "/api/user/login", { body: { email: user.email, password: user.password } })).status, 401);
      await fillLogin(page, user.email, newPassword);
      await waitForPath(page, "/");
      await page.getByRole("button", { name: /Menu utente/ }).waitFor();
      assert.ok(await storedToken(page));

      // the link is single-use
      await uiLogout(page);
      await page.goto(url(resetPath));
      const another = strongPassword();
      await page.getByLabel(/^Nuova password/).fill(another);
      await page.getByLabel(/^Conferma la nuova password/).fill(another);
      await page.getByRole("button", { name: "Imposta la password" }).click();
      await page.getByRole("alert").filter({ hasText: "Il link non è valido o è scaduto." }).waitFor();
      await page.getByRole("link", { name: "Richiedi un nuovo link" }).waitFor();
    });
  });

  it("answers the same for an unknown address (no enumeration)", async () => {
    await withPage(async (page) => {
      await page.goto(url("/forgot-password/"));
      await page.getByLabel(/^Email/).fill(`nessuno.${Date.now()}@example.com`);
      await page.getByRole("button", { name: "Invia il link" }).click();
      await page.getByRole("status").filter({ hasText: "riceverai a breve" }).waitFor();
    });
  });
});
