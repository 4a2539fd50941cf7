// A user's saved configurations against the real API: a customer builds a sofa through every step of the
// demo "divani" configurator (a rule greys out an option with its reason), saves it complete for one of
// their company's customers, finds it in /user/configurazioni (price, validity badge, it-IT date), edits
// it (a reload in the middle keeps the route and the loaded configuration; leaving with unsaved changes
// asks first), copies it (flagged as a clone; the original stays as it was), deletes the copy; a user of
// another company opening the edit URL sees "not found" and none of its data. Screenshots of the list and
// the summary at 1280 px and, in the phone project, 375 px (on a configuration of its own) (E2E_SCREENSHOTS=1).
import {
  DEMO_USERS,
  apiCall,
  apiLogin,
  copyOwnConfiguration,
  createThrowawayUser,
  screenshot,
  uiLogin,
  url,
  waitForPath,
} from "./support/env.mjs";
import { choose, next, startOsloSofa, step } from "./support/wizard.mjs";
import { rowAction, rowOf, waitForToast } from "./support/admin.mjs";
import { expect, expectNoHorizontalScroll, expectPath, test } from "./support/test.mjs";

const NAME = `Salotto e2e ${Date.now()}`;
const EDITED = `${NAME} rivisto`;
const TODAY = new Intl.DateTimeFormat("it-IT", { dateStyle: "medium" }).format(new Date());

let admin;
let outsider;
let publicId;

test.beforeAll(async () => {
  admin = (await apiLogin(DEMO_USERS.admin)).token;
  const companies = await apiCall("GET", "/api/company?q=Casa", { token: admin });
  const other = companies.body.items.find((c) => c.name === "Casa & Stile S.p.A.");
  expect(other, companies.text).toBeTruthy();
  outsider = await createThrowawayUser(admin, { role: "customer", companyId: other.id });
});

/** Opens a step of a loaded configuration from the stepper. */
async function openStep(page, title) {
  await page.getByRole("navigation", { name: "Passaggi" }).getByRole("button", { name: new RegExp(title) }).click();
  await step(page, title);
}

async function waitForReady(page) {
  // the evaluation of the latest choices says complete and valid, so saving as complete is possible
  await expect(page.getByRole("button", { name: "Salva configurazione", exact: true })).toBeEnabled();
}

async function listRow(page, text) {
  await page.goto(url("/user/configurazioni"));
  await expect(page.getByRole("heading", { level: 1, name: "Le mie configurazioni" })).toBeVisible();
  const row = rowOf(page, text).first();
  await expect(row).toBeVisible();
  return row;
}

/** The list and the summary of the configuration fit the screen (at 1280 px: the table needs no sideways scroll). */
async function expectListAndSummaryFit(page, name, id) {
  const width = page.viewportSize().width;
  await uiLogin(page, DEMO_USERS.customer);
  const row = await listRow(page, name);
  await expect(row.getByRole("link", { name: /^Modifica/ })).toBeVisible();
  await expectNoHorizontalScroll(page, "the list is wider than the viewport");
  if (width >= 1280) {
    // on a desktop screen the table needs no sideways scroll: the sticky actions cover no column
    const hidden = () =>
      page.evaluate(() => {
        const scroll = document.querySelector(".data-table__scroll");
        const headers = [...document.querySelectorAll(".data-table th")];
        const actions = headers.pop().getBoundingClientRect().left;
        return {
          sideways: scroll.scrollWidth - scroll.clientWidth,
          covered: headers.filter((th) => th.getBoundingClientRect().right > actions + 1).map((th) => th.textContent),
        };
      });
    await expect.poll(hidden).toEqual({ sideways: 0, covered: [] });
    await expect(row).toContainText(TODAY);
  }
  await screenshot(page, "my-configurations-list");
  await page.goto(url(`/configuratore/edit/${id}`));
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await openStep(page, "Riepilogo");
  // a saved configuration's compact summary: its action bar, with the request ready to send
  await expect(page.getByTestId("saved-actions").getByRole("button", { name: "Invia richiesta di personalizzazione" })).toBeEnabled();
  await expectNoHorizontalScroll(page, "the summary is wider than the viewport");
  await screenshot(page, "configuration-summary-saved");
}

test.describe("a user's configurations", () => {
  // each journey goes on with the configuration the first one saved
  test.describe.configure({ mode: "serial" });

  test("a customer builds a configuration through every step and saves it complete", async ({ page }) => {
    await uiLogin(page, DEMO_USERS.customer);
    await startOsloSofa(page);
    await page.getByRole("button", { name: "Aggiungi: Cuscini schienale" }).click();
    await next(page);

    await step(page, "Rivestimento");
    const velluto = page.getByRole("group", { name: "Tessuto" }).getByRole("button", { name: /Velluto/ });
    await expect(velluto).toHaveAttribute("aria-disabled", "true");
    await velluto.focus();
    const reason = page.locator(`[id="${await velluto.getAttribute("aria-describedby")}"]`);
    await expect(reason).toBeVisible();
    await expect(reason).toContainText(/Il modello Oslo non è disponibile in velluto/, { useInnerText: true });
    await choose(page, "Tessuto", "Lino");
    await choose(page, "Colore", "Salvia");
    await next(page);

    await step(page, "Finiture");
    await choose(page, "Finitura gambe", "Rovere");
    await page.getByLabel(/^Larghezza/).fill("220");
    await next(page);

    await step(page, "Riepilogo");
    await page.getByLabel("Nome della configurazione").fill(NAME);
    const customer = page.getByLabel("Cliente", { exact: true });
    await expect(customer.locator("option", { hasText: "Hotel Bellavista" })).toBeAttached();
    await customer.selectOption({ label: "Hotel Bellavista (Bellagio)" });
    await waitForReady(page);
    await screenshot(page, "configuration-summary");
    await page.getByRole("button", { name: "Salva configurazione", exact: true }).click();
    await waitForToast(page, "Configurazione salvata.");
    await page.waitForURL((u) => new URL(u).pathname.startsWith("/configuratore/edit/"));
    publicId = new URL(page.url()).pathname.split("/").pop();
    expect(publicId).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const token = (await apiLogin(DEMO_USERS.customer)).token;
    const saved = await apiCall("GET", `/api/productconf/${publicId}`, { token });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toMatchObject({ name: NAME, complete: true, valid: true, customerName: "Hotel Bellavista", revision: 1 });

    const row = await listRow(page, NAME);
    await expect(row.getByTestId("validity")).toHaveText("Valida");
    await expect(row).toContainText(/\d+,\d{2}\s€/, { useInnerText: true });
    await expect(row, `the row names the date ${TODAY}`).toContainText(TODAY, { useInnerText: true });
    await screenshot(page, "my-configurations");
    expect(page.consoleErrors).toEqual([]);
  });

  test("edits it: a reload keeps the loaded configuration, leaving unsaved asks first, the list shows the change", async ({ page }) => {
    expect(publicId, "the first journey saved one").toBeTruthy();
    await uiLogin(page, DEMO_USERS.customer);
    await page.goto(url(`/configuratore/edit/${publicId}`));
    await expect(page.getByRole("heading", { level: 1, name: NAME })).toBeVisible();
    await openStep(page, "Rivestimento");

    // a reload in the middle of the wizard keeps the route and the loaded configuration
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: NAME })).toBeVisible();
    await expectPath(page, `/configuratore/edit/${publicId}`);
    await openStep(page, "Riepilogo");
    await expect(page.getByLabel("Nome della configurazione")).toHaveValue(NAME);
    // the customers load after the configuration: the saved one becomes the choice
    const customer = page.getByLabel("Cliente", { exact: true });
    await expect(customer.locator("option:checked")).toHaveText("Hotel Bellavista (Bellagio)");

    // leaving with unsaved changes asks first (the app's dialog); saying no stays
    await page.getByLabel("Nome della configurazione").fill(EDITED);
    await page.getByRole("link", { name: "Le mie configurazioni" }).first().click();
    const leave = page.getByRole("alertdialog", { name: "Uscire senza salvare?" });
    await expect(leave).toContainText(/modifiche non salvate/, { useInnerText: true });
    await leave.getByRole("button", { name: "Annulla", exact: true }).click();
    await expect(leave).toHaveCount(0);
    await expectPath(page, `/configuratore/edit/${publicId}`);

    // a saved configuration's summary is compact: its other fields are folded
    await page.locator("summary", { hasText: "Note, cliente e quantità" }).click();
    await page.getByLabel("Quantità", { exact: true }).fill("2");
    await waitForReady(page);
    await page.getByRole("button", { name: "Salva configurazione", exact: true }).click();
    await waitForToast(page, "Configurazione salvata.");
    // saved: leaving asks nothing any more
    await page.getByRole("link", { name: "Le mie configurazioni" }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Le mie configurazioni" })).toBeVisible();
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    const row = await listRow(page, EDITED);
    await expect(row.getByTestId("validity")).toHaveText("Valida");
    const token = (await apiLogin(DEMO_USERS.customer)).token;
    const saved = await apiCall("GET", `/api/productconf/${publicId}`, { token });
    expect(saved.body).toMatchObject({ name: EDITED, quantity: 2, revision: 2 });
    expect(page.consoleErrors).toEqual([]);
  });

  test("copies it as a separate configuration, then deletes the copy", async ({ page }) => {
    expect(publicId, "the first journey saved one").toBeTruthy();
    await uiLogin(page, DEMO_USERS.customer);
    await listRow(page, EDITED);
    await rowAction(page, EDITED, "Copia");
    await waitForPath(page, `/configuratore/copy/${publicId}`);
    await expect(page.getByTestId("clone-badge")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: `Copia di ${EDITED}` })).toBeVisible();
    await openStep(page, "Riepilogo");
    await expect(page.getByLabel("Nome della configurazione")).toHaveValue(`Copia di ${EDITED}`);
    await waitForReady(page);
    await page.getByRole("button", { name: "Salva configurazione", exact: true }).click();
    await waitForToast(page, "Configurazione salvata.");
    await page.waitForURL((u) => new URL(u).pathname.startsWith("/configuratore/edit/"));
    const copyId = new URL(page.url()).pathname.split("/").pop();
    expect(copyId).not.toBe(publicId);

    const token = (await apiLogin(DEMO_USERS.customer)).token;
    const copy = await apiCall("GET", `/api/productconf/${copyId}`, { token });
    expect(copy.body.copiedFrom).toBe(publicId);
    expect(copy.body.name).toBe(`Copia di ${EDITED}`);
    expect(copy.body.revision, "the copy screen saves the copy in one call").toBe(1);
    const original = await apiCall("GET", `/api/productconf/${publicId}`, { token });
    expect(original.body.name).toBe(EDITED);
    expect(original.body.version, "the original is untouched by the copy").toBe(2);

    await listRow(page, `Copia di ${EDITED}`);
    await expect(rowOf(page, EDITED), "both are listed").toHaveCount(2);
    await rowAction(page, `Copia di ${EDITED}`, "Elimina");
    const confirm = page.getByRole("alertdialog", { name: "Eliminare la configurazione?" });
    await expect(confirm).toContainText(`Copia di ${EDITED}`);
    await confirm.getByRole("button", { name: "Elimina", exact: true }).click();
    await waitForToast(page, "Configurazione eliminata.");
    await expect(rowOf(page, `Copia di ${EDITED}`)).toHaveCount(0);
    await expect(rowOf(page, EDITED)).toHaveCount(1);
    expect((await apiCall("GET", `/api/productconf/${copyId}`, { token })).status).toBe(404);
    expect(page.consoleErrors).toEqual([]);
  });

  test("a user of another company cannot open the edit URL", async ({ page }) => {
    expect(publicId, "the first journey saved one").toBeTruthy();
    await uiLogin(page, outsider.email, outsider.password);
    await page.goto(url(`/configuratore/edit/${publicId}`));
    await expect(page.getByText("Questa configurazione non esiste o non è tra quelle che puoi vedere.")).toBeVisible();
    // none of its data is shown
    await expect(page.locator("body")).not.toContainText(NAME, { useInnerText: true });
    await expect(page.locator("body")).not.toContainText("Hotel Bellavista", { useInnerText: true });
    await expectPath(page, `/configuratore/edit/${publicId}`);
    const own = await apiCall("GET", "/api/productconf", { token: (await apiLogin(outsider.email, outsider.password)).token });
    expect(own.body.total).toBe(0);
  });

  test("the list and the summary fit at 1280x800", async ({ page }) => {
    expect(publicId, "the first journey saved one").toBeTruthy();
    await expectListAndSummaryFit(page, EDITED, publicId);
  });
});

test.describe("a user's configurations on a phone", { tag: "@phone-only" }, () => {
  test("the list and the summary fit at 375x812", async ({ page }) => {
    const name = `${NAME} telefono`;
    const own = await copyOwnConfiguration((await apiLogin(DEMO_USERS.customer)).token, name);
    await expectListAndSummaryFit(page, name, own.publicId);
  });
});
