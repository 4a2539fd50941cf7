// Customization requests against the real API: a customer saves a complete and valid sofa, sends a
// request from /user/configurazioni, an administrator finds it "In valutazione" (dashboard, filtered
// list), rejects it with a response; the customer sees "Rifiutata" and the response, sends a new one,
// and the administrator opens it from the mail's link and approves it. Every step's mail is read from
// the development mailbox. Then the same screens at 375 px.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import {
  DEMO_USERS,
  MAIL_DIR,
  SCREENSHOTS,
  SCREENSHOT_DIR,
  apiCall,
  apiCreate,
  apiLogin,
  copyOwnConfiguration,
  newPage,
  screenshot,
  uiLogin,
  url,
} from "./support/env.mjs";
import { rowOf, waitForToast } from "./support/admin.mjs";
import { choose, next, startOsloSofa, step } from "./support/wizard.mjs";
import { expect, expectNoHorizontalScroll, expectPath, test } from "./support/test.mjs";

/**
 * Saves a complete and valid "Oslo 3 posti" through the wizard (linen, sage, oak legs, 220 cm). Returns
 * the configuration's public id.
 */
async function saveCompleteSofa(page, name) {
  await startOsloSofa(page);
  await next(page);
  await step(page, "Rivestimento");
  await choose(page, "Tessuto", "Lino");
  await choose(page, "Colore", "Salvia");
  await next(page);
  await step(page, "Finiture");
  await choose(page, "Finitura gambe", "Rovere");
  await page.getByLabel(/^Larghezza/).fill("220");
  await next(page);
  await step(page, "Riepilogo");
  await page.getByLabel("Nome della configurazione").fill(name);
  const save = page.getByRole("button", { name: "Salva configurazione" });
  // complete and valid once the evaluation of the latest choices is in
  await expect(save).toBeEnabled();
  await save.click();
  await page.waitForURL((u) => new URL(u).pathname.startsWith("/configuratore/edit/"));
  return decodeURIComponent(new URL(page.url()).pathname.split("/").pop());
}

/** The newest mail to `to` whose text matches every pattern (the outbox worker delivers it shortly). */
async function waitForMail(to, patterns, timeoutMs = 15_000) {
  expect(MAIL_DIR, "E2E_MAIL_DIR must be set").toBeTruthy();
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const names = (await readdir(MAIL_DIR).catch(() => [])).sort().reverse();
    for (const name of names) {
      const text = await readFile(path.join(MAIL_DIR, name), "utf8").catch(() => "");
      const recipient = /^To:\s*(.+)$/im.exec(text)?.[1] ?? "";
      if (recipient.toLowerCase().includes(to.toLowerCase()) && patterns.every((p) => p.test(text))) return text;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail to ${to} matching ${patterns.join(", ")} in ${MAIL_DIR}`);
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The requests of a configuration, newest first, as an administrator reads them. */
async function requestsOf(publicId) {
  const { token } = await apiLogin(DEMO_USERS.admin);
  const answer = await apiCall("GET", `/api/customizationrequest?configurationId=${encodeURIComponent(publicId)}`, { token });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.items;
}

async function openSendDialog(page, name) {
  await page.goto(url(`/user/configurazioni?q=${encodeURIComponent(name)}`));
  const row = rowOf(page, name).first();
  await row.getByRole("button", { name: /Invia richiesta di personalizzazione/ }).click();
  const dialog = page.getByRole("dialog", { name: `Richiesta di personalizzazione: ${name}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function sendRequest(page, name, message) {
  const dialog = await openSendDialog(page, name);
  await dialog.getByRole("textbox", { name: /Messaggio/ }).fill(message);
  await dialog.getByRole("button", { name: "Invia richiesta", exact: true }).click();
  await waitForToast(page, "Richiesta inviata");
  await expect(dialog).toHaveCount(0);
}

/** A side panel scrolls on its own: what the viewport shows, not the full page behind it. */
async function viewportShot(page, name) {
  if (!SCREENSHOTS) return;
  const size = page.viewportSize();
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${size.width}x${size.height}.png`) });
}

test.describe("customization requests", () => {
  const name = `Divano richiesta ${Date.now()}`;

  test("a customer sends, an admin rejects with a response, the customer sends again, an admin approves", async ({ browser }) => {
    const customer = await newPage(browser);
    const admin = await newPage(browser);
    customer.on("dialog", (dialog) => dialog.accept());
    try {
      await uiLogin(customer, DEMO_USERS.customer);
      const publicId = await saveCompleteSofa(customer, name);

      // the editor's summary offers the request for the saved, complete and valid configuration
      await customer.getByRole("button", { name: /Riepilogo/ }).click();
      const panel = customer.getByTestId("configuration-requests");
      await expect(panel.getByText("Nessuna richiesta inviata per questa configurazione.")).toBeVisible();
      await expect(customer.getByTestId("saved-actions").getByRole("button", { name: "Invia richiesta di personalizzazione" })).toBeEnabled();

      // from the list: an empty message is refused on the form, then the request goes
      const dialog = await openSendDialog(customer, name);
      await dialog.getByRole("button", { name: "Invia richiesta", exact: true }).click();
      await expect(dialog.getByText("Scrivi il messaggio della richiesta.")).toBeVisible();
      await dialog.getByRole("textbox", { name: /Messaggio/ }).fill("Vorrei i braccioli più bassi di 5 cm.");
      await expect(dialog.getByTestId("message-counter")).toHaveText(/^37 \/ 4000/, { useInnerText: true });
      await viewportShot(customer, "requests-send-dialog");
      await dialog.getByRole("button", { name: "Invia richiesta", exact: true }).click();
      await waitForToast(customer, "Richiesta inviata");
      await expect(rowOf(customer, name).getByTestId("request-status").filter({ hasText: "In valutazione" })).toBeVisible();

      const [first] = await requestsOf(publicId);
      expect(first.status).toBe("pending");
      await waitForMail(DEMO_USERS.admin, [new RegExp(`/admin/request\\?id=${first.id}\\b`), /braccioli più bassi/]);

      // the admin: dashboard count -> the pending list -> the request
      await uiLogin(admin, DEMO_USERS.admin);
      await admin.goto(url("/admin"));
      await admin.getByRole("link", { name: /Richieste in valutazione/ }).first().click();
      await admin.waitForURL((u) => new URL(u).search === "?status=pending");
      await expect(admin.getByRole("heading", { level: 1, name: "Richieste" })).toBeVisible();
      await expect(admin).toHaveTitle("Richieste · Configuratore");
      const listed = rowOf(admin, name);
      await expect(listed.getByTestId("request-status").filter({ hasText: "In valutazione" })).toBeVisible();
      await expect(admin.getByRole("button", { name: "In valutazione" })).toHaveAttribute("aria-pressed", "true");
      await screenshot(admin, "requests-admin-list");
      await listed.getByRole("link", { name }).click();
      await expectPath(admin, `/admin/request?status=pending&id=${first.id}`);
      const detail = admin.getByRole("dialog", { name: new RegExp(`Richiesta n. ${first.id}`) });
      await expect(detail.getByText("Vorrei i braccioli più bassi di 5 cm.").first()).toBeVisible();
      await expect(detail.getByTestId("price-table")).toBeVisible();
      await expect(detail.getByRole("link", { name: "Apri nel configuratore" })).toHaveAttribute("href", `/configuratore/edit/${publicId}`);
      await viewportShot(admin, "requests-admin-detail");

      // rejecting needs a response
      await detail.getByRole("button", { name: "Rifiuta", exact: true }).click();
      await expect(detail.getByText("Scrivi la risposta: è obbligatoria per rifiutare.")).toBeVisible();
      await detail.getByRole("textbox", { name: "Risposta al richiedente" }).fill("Questo modello non prevede braccioli più bassi.");
      await detail.getByRole("button", { name: "Rifiuta", exact: true }).click();
      const confirmReject = admin.getByRole("alertdialog", { name: `Rifiutare la richiesta n. ${first.id}?` });
      await confirmReject.getByRole("button", { name: "Rifiuta", exact: true }).click();
      await waitForToast(admin, "Richiesta rifiutata");
      await expect(detail.getByTestId("request-status").first()).toContainText("Rifiutata");
      await waitForMail(DEMO_USERS.customer, [/rifiutata/, /non prevede braccioli più bassi/, new RegExp(`/configuratore/edit/${escape(publicId)}`)]);

      // the customer sees the decision and the response, and sends a new request
      await customer.goto(url(`/user/configurazioni?q=${encodeURIComponent(name)}`));
      await expect(rowOf(customer, name).getByTestId("request-status").filter({ hasText: "Rifiutata" })).toBeVisible();
      const again = await openSendDialog(customer, name);
      const history = again.getByTestId("request-entry").first();
      await expect(history.getByTestId("request-status").filter({ hasText: "Rifiutata" })).toBeVisible();
      await expect(history.getByTestId("request-response")).toContainText(/non prevede braccioli più bassi/, { useInnerText: true });
      await again.getByRole("button", { name: "Annulla" }).click();
      await sendRequest(customer, name, "Allora vorrei il tessuto in una tonalità più chiara.");
      await expect(rowOf(customer, name).getByTestId("request-status").filter({ hasText: "In valutazione" })).toBeVisible();

      const [second] = await requestsOf(publicId);
      expect(second.id).not.toBe(first.id);
      const mail = await waitForMail(DEMO_USERS.admin, [new RegExp(`/admin/request\\?id=${second.id}\\b`)]);
      const link = new URL(/https?:\/\/\S+\/admin\/request\?id=\d+/.exec(mail)[0]);

      // the mail's link opens the request; approve with a short response
      await admin.goto(url(`${link.pathname}${link.search}`));
      const secondDetail = admin.getByRole("dialog", { name: new RegExp(`Richiesta n. ${second.id}`) });
      await expect(secondDetail.getByText("Allora vorrei il tessuto in una tonalità più chiara.").first()).toBeVisible();
      // the history loads on its own: both entries
      await expect(secondDetail.getByTestId("request-entry")).toHaveCount(2);
      await secondDetail.getByRole("textbox", { name: "Risposta al richiedente" }).fill("Va bene, ti contatteremo per i campioni.");
      await secondDetail.getByRole("button", { name: "Approva", exact: true }).click();
      await admin.getByRole("alertdialog", { name: `Approvare la richiesta n. ${second.id}?` }).getByRole("button", { name: "Approva" }).click();
      await waitForToast(admin, "Richiesta approvata");
      await expect(secondDetail.getByTestId("request-status").first()).toContainText("Approvata");
      await expect(secondDetail.getByRole("button", { name: "Approva", exact: true })).toHaveCount(0);
      await waitForMail(DEMO_USERS.customer, [/approvata/, /ti contatteremo per i campioni/]);

      await customer.reload();
      await expect(rowOf(customer, name).getByTestId("request-status").filter({ hasText: "Approvata" })).toBeVisible();
      expect(customer.consoleErrors).toEqual([]);
      expect(admin.consoleErrors).toEqual([]);
    } finally {
      await customer.context().close();
      await admin.context().close();
    }
  });
});

test.describe("customization requests on a phone", { tag: "@phone-only" }, () => {
  test("at 375 px the list, the detail and the send dialog fit the phone", async ({ browser, page }) => {
    // a configuration of its own with a request the administrator has decided, made through the API
    const name = `Divano richiesta telefono ${Date.now()}`;
    const { token } = await apiLogin(DEMO_USERS.customer);
    const { publicId } = await copyOwnConfiguration(token, name);
    const request = await apiCreate(token, "/api/customizationrequest", { configurationId: publicId, message: "Vorrei i piedini più alti." });
    const adminToken = (await apiLogin(DEMO_USERS.admin)).token;
    const decided = await apiCall("POST", `/api/customizationrequest/${request.id}/approve`, { token: adminToken, body: { response: "Va bene." } });
    expect(decided.status, decided.text).toBe(200);

    const phone = page.viewportSize();
    const admin = page;
    const customer = await newPage(browser, phone);
    try {
      await uiLogin(admin, DEMO_USERS.admin);
      // every status: the request is decided already
      await admin.goto(url("/admin/request?status=all"));
      await expect(rowOf(admin, name).first()).toBeVisible();
      await expectNoHorizontalScroll(admin);
      await screenshot(admin, "requests-admin-list");
      const [latest] = await requestsOf(publicId);
      await rowOf(admin, name).first().getByRole("link", { name }).click();
      const detail = admin.getByRole("dialog", { name: new RegExp(`Richiesta n. ${latest.id}`) });
      await expect(detail.getByTestId("price-table")).toBeVisible();
      await viewportShot(admin, "requests-admin-detail");
      await expectNarrowerThan(detail, phone.width, "the detail");

      await uiLogin(customer, DEMO_USERS.customer);
      const dialog = await openSendDialog(customer, name);
      await expect(dialog.getByTestId("request-entry").first()).toBeVisible();
      await viewportShot(customer, "requests-send-dialog");
      await expectNarrowerThan(dialog, phone.width, "the dialog");
    } finally {
      await customer.context().close();
    }
  });
});

/** The element is at most `width` pixels wide. */
async function expectNarrowerThan(locator, width, what) {
  await expect
    .poll(async () => (await locator.boundingBox())?.width ?? Infinity, { message: `${what} fits the phone` })
    .toBeLessThanOrEqual(width);
}
