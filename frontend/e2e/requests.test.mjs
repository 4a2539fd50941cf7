// Customization requests against the real API: a customer saves a complete and valid sofa, sends a
// request from /user/configurazioni, an administrator finds it "In valutazione" (dashboard, filtered
// list), rejects it with a response; the customer sees "Rifiutata" and the response, sends a new one,
// and the administrator opens it from the mail's link and approves it. Every step's mail is read from
// the development mailbox. Then the same screens at 375 px.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import {
  DEMO_USERS,
  MAIL_DIR,
  SCREENSHOTS,
  SCREENSHOT_DIR,
  apiCall,
  apiLogin,
  browserForFile,
  newPage,
  screenshot,
  uiLogin,
  url,
  where,
} from "./support/env.mjs";
import { rowOf, waitForToast } from "./support/admin.mjs";

const { browser } = browserForFile();

/** Waits until no evaluation is in flight (the live summary is not busy). */
async function settled(page) {
  await page.waitForFunction(() => document.querySelector('[data-testid="price-bar"]')?.getAttribute("aria-busy") === "false");
}

/**
 * Saves a complete and valid "Oslo 3 posti" through the wizard: on every features step the first
 * value still offered is chosen for each feature without one. Returns the configuration's public id.
 */
async function saveCompleteSofa(page, name) {
  await page.goto(url("/configuratore/divani"));
  await page.getByRole("button", { name: /Divani lineari/ }).click();
  await page.getByRole("button", { name: "Avanti", exact: true }).click();
  await page.getByRole("button", { name: /Oslo 3 posti/ }).click();
  for (let step = 0; step < 10; step += 1) {
    const next = page.getByRole("button", { name: "Avanti", exact: true });
    if ((await next.count()) === 0) break;
    await page.waitForTimeout(300);
    await settled(page);
    for (const feature of await page.locator("fieldset.wz-feature").all()) {
      if ((await feature.locator("button[aria-pressed='true']").count()) > 0) continue;
      await feature.locator("button[aria-pressed='false']:not([aria-disabled='true'])").first().click();
      await page.waitForTimeout(300);
      await settled(page);
    }
    for (const input of await page.locator(".wz-features input[type='number']").all()) {
      if ((await input.inputValue()) === "") await input.fill((await input.getAttribute("min")) ?? "1");
    }
    const enabled = await next.isEnabled();
    assert.ok(enabled, `step not done: ${await page.locator(".wizard__panel").innerText()}`);
    await next.click();
  }
  await page.locator("#wizard-step-title", { hasText: "Riepilogo" }).waitFor();
  await page.getByLabel("Nome della configurazione").fill(name);
  await page.waitForTimeout(300);
  await settled(page);
  const save = page.getByRole("button", { name: "Salva configurazione" });
  assert.equal(await save.isEnabled(), true, `not complete and valid: ${await page.locator(".wizard__summary").innerText()}`);
  await save.click();
  await page.waitForURL((u) => new URL(u).pathname.startsWith("/configuratore/edit/"));
  return decodeURIComponent(new URL(page.url()).pathname.split("/").pop());
}

/** The newest mail to `to` whose text matches every pattern (the outbox worker delivers it shortly). */
async function waitForMail(to, patterns, timeoutMs = 15_000) {
  assert.ok(MAIL_DIR, "E2E_MAIL_DIR must be set");
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
  assert.equal(answer.status, 200, answer.text);
  return answer.body.items;
}

async function openSendDialog(page, name) {
  await page.goto(url(`/user/configurazioni?q=${encodeURIComponent(name)}`));
  const row = rowOf(page, name).first();
  await row.getByRole("button", { name: /Invia richiesta di personalizzazione/ }).click();
  const dialog = page.getByRole("dialog", { name: `Richiesta di personalizzazione: ${name}` });
  await dialog.waitFor();
  return dialog;
}

async function sendRequest(page, name, message) {
  const dialog = await openSendDialog(page, name);
  await dialog.getByRole("textbox", { name: /Messaggio/ }).fill(message);
  await dialog.getByRole("button", { name: "Invia richiesta", exact: true }).click();
  await waitForToast(page, "Richiesta inviata");
  await dialog.waitFor({ state: "detached" });
}

/** A side panel scrolls on its own: what the viewport shows, not the full page behind it. */
async function viewportShot(page, name) {
  if (!SCREENSHOTS) return;
  const size = page.viewportSize();
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${size.width}x${size.height}.png`) });
}

async function noHorizontalOverflow(page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 1, `page wider than the viewport by ${overflow}px`);
}

describe("customization requests", () => {
  const name = `Divano richiesta ${Date.now()}`;
  let publicId;

  it("a customer sends, an admin rejects with a response, the customer sends again, an admin approves", async () => {
    const customer = await newPage(await browser());
    const admin = await newPage(await browser());
    customer.on("dialog", (dialog) => dialog.accept());
    try {
      await uiLogin(customer, DEMO_USERS.customer);
      publicId = await saveCompleteSofa(customer, name);

      // the editor's summary offers the request for the saved, complete and valid configuration
      await customer.getByRole("button", { name: /Riepilogo/ }).click();
      const panel = customer.getByTestId("configuration-requests");
      await panel.getByText("Nessuna richiesta inviata per questa configurazione.").waitFor();
      assert.equal(await panel.getByRole("button", { name: "Invia richiesta di personalizzazione" }).isEnabled(), true);

      // from the list: an empty message is refused on the form, then the request goes
      const dialog = await openSendDialog(customer, name);
      await dialog.getByRole("button", { name: "Invia richiesta", exact: true }).click();
      await dialog.getByText("Scrivi il messaggio della richiesta.").waitFor();
      await dialog.getByRole("textbox", { name: /Messaggio/ }).fill("Vorrei i braccioli più bassi di 5 cm.");
      assert.match(await dialog.getByTestId("message-counter").innerText(), /^37 \/ 4000/);
      await viewportShot(customer, "requests-send-dialog");
      await dialog.getByRole("button", { name: "Invia richiesta", exact: true }).click();
      await waitForToast(customer, "Richiesta inviata");
      await rowOf(customer, name).getByTestId("request-status").filter({ hasText: "In valutazione" }).waitFor();

      const [first] = await requestsOf(publicId);
      assert.equal(first.status, "pending");
      await waitForMail(DEMO_USERS.admin, [new RegExp(`/admin/request\\?id=${first.id}\\b`), /braccioli più bassi/]);

      // the admin: dashboard count -> the pending list -> the request
      await uiLogin(admin, DEMO_USERS.admin);
      await admin.goto(url("/admin"));
      await admin.getByRole("link", { name: /Richieste in valutazione/ }).first().click();
      await admin.waitForURL((u) => new URL(u).search === "?status=pending");
      await admin.getByRole("heading", { level: 1, name: "Richieste" }).waitFor();
      assert.equal(await admin.title(), "Richieste · Configuratore");
      const listed = rowOf(admin, name);
      await listed.getByTestId("request-status").filter({ hasText: "In valutazione" }).waitFor();
      assert.equal(await admin.getByRole("button", { name: "In valutazione" }).getAttribute("aria-pressed"), "true");
      await screenshot(admin, "requests-admin-list");
      await listed.getByRole("link", { name }).click();
      assert.equal(where(admin), `/admin/request?status=pending&id=${first.id}`);
      const detail = admin.getByRole("dialog", { name: new RegExp(`Richiesta n. ${first.id}`) });
      await detail.getByText("Vorrei i braccioli più bassi di 5 cm.").first().waitFor();
      await detail.getByTestId("price-table").waitFor();
      assert.equal(
        await detail.getByRole("link", { name: "Apri nel configuratore" }).getAttribute("href"),
        `/configuratore/edit/${publicId}`,
      );
      await viewportShot(admin, "requests-admin-detail");

      // rejecting needs a response
      await detail.getByRole("button", { name: "Rifiuta", exact: true }).click();
      await detail.getByText("Scrivi la risposta: è obbligatoria per rifiutare.").waitFor();
      await detail.getByRole("textbox", { name: "Risposta al richiedente" }).fill("Questo modello non prevede braccioli più bassi.");
      await detail.getByRole("button", { name: "Rifiuta", exact: true }).click();
      const confirmReject = admin.getByRole("alertdialog", { name: `Rifiutare la richiesta n. ${first.id}?` });
      await confirmReject.getByRole("button", { name: "Rifiuta", exact: true }).click();
      await waitForToast(admin, "Richiesta rifiutata");
      await detail.getByTestId("request-status").first().filter({ hasText: "Rifiutata" }).waitFor();
      await waitForMail(DEMO_USERS.customer, [/rifiutata/, /non prevede braccioli più bassi/, new RegExp(`/configuratore/edit/${escape(publicId)}`)]);

      // the customer sees the decision and the response, and sends a new request
      await customer.goto(url(`/user/configurazioni?q=${encodeURIComponent(name)}`));
      await rowOf(customer, name).getByTestId("request-status").filter({ hasText: "Rifiutata" }).waitFor();
      const again = await openSendDialog(customer, name);
      const history = again.getByTestId("request-entry").first();
      await history.getByTestId("request-status").filter({ hasText: "Rifiutata" }).waitFor();
      assert.match(await history.getByTestId("request-response").innerText(), /non prevede braccioli più bassi/);
      await again.getByRole("button", { name: "Annulla" }).click();
      await sendRequest(customer, name, "Allora vorrei il tessuto in una tonalità più chiara.");
      await rowOf(customer, name).getByTestId("request-status").filter({ hasText: "In valutazione" }).waitFor();

      const [second] = await requestsOf(publicId);
      assert.notEqual(second.id, first.id);
      const mail = await waitForMail(DEMO_USERS.admin, [new RegExp(`/admin/request\\?id=${second.id}\\b`)]);
      const link = new URL(/https?:\/\/\S+\/admin\/request\?id=\d+/.exec(mail)[0]);

      // the mail's link opens the request; approve with a short response
      await admin.goto(url(`${link.pathname}${link.search}`));
      const secondDetail = admin.getByRole("dialog", { name: new RegExp(`Richiesta n. ${second.id}`) });
      await secondDetail.getByText("Allora vorrei il tessuto in una tonalità più chiara.").first().waitFor();
      // the history loads on its own: wait for both entries before counting
      await secondDetail.getByTestId("request-entry").nth(1).waitFor();
      assert.equal(await secondDetail.getByTestId("request-entry").count(), 2);
      await secondDetail.getByRole("textbox", { name: "Risposta al richiedente" }).fill("Va bene, ti contatteremo per i campioni.");
      await secondDetail.getByRole("button", { name: "Approva", exact: true }).click();
      await admin.getByRole("alertdialog", { name: `Approvare la richiesta n. ${second.id}?` }).getByRole("button", { name: "Approva" }).click();
      await waitForToast(admin, "Richiesta approvata");
      await secondDetail.getByTestId("request-status").first().filter({ hasText: "Approvata" }).waitFor();
      assert.equal(await secondDetail.getByRole("button", { name: "Approva", exact: true }).count(), 0);
      await waitForMail(DEMO_USERS.customer, [/approvata/, /ti contatteremo per i campioni/]);

      await customer.reload();
      await rowOf(customer, name).getByTestId("request-status").filter({ hasText: "Approvata" }).waitFor();
      assert.deepEqual(customer.consoleErrors, []);
      assert.deepEqual(admin.consoleErrors, []);
    } finally {
      await customer.context().close();
      await admin.context().close();
    }
  });

  it("at 375 px the list, the detail and the send dialog fit the phone", async () => {
    assert.ok(publicId, "the journey above saved a configuration");
    const phone = { width: 375, height: 812 };
    const admin = await newPage(await browser(), phone);
    const customer = await newPage(await browser(), phone);
    try {
      await uiLogin(admin, DEMO_USERS.admin);
      // every status: the journey above has decided the latest request already
      await admin.goto(url("/admin/request?status=all"));
      await rowOf(admin, name).first().waitFor();
      await noHorizontalOverflow(admin);
      await screenshot(admin, "requests-admin-list");
      const [latest] = await requestsOf(publicId);
      await rowOf(admin, name).first().getByRole("link", { name }).click();
      const detail = admin.getByRole("dialog", { name: new RegExp(`Richiesta n. ${latest.id}`) });
      await detail.getByTestId("price-table").waitFor();
      await viewportShot(admin, "requests-admin-detail");
      const box = await detail.boundingBox();
      assert.ok(box && box.width <= phone.width, `detail ${box?.width}px wide`);

      await uiLogin(customer, DEMO_USERS.customer);
      const dialog = await openSendDialog(customer, name);
      await dialog.getByTestId("request-entry").first().waitFor();
      await viewportShot(customer, "requests-send-dialog");
      const dialogBox = await dialog.boundingBox();
      assert.ok(dialogBox && dialogBox.width <= phone.width, `dialog ${dialogBox?.width}px wide`);
    } finally {
      await admin.context().close();
      await customer.context().close();
    }
  });
});
