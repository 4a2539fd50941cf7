// The impact of publishing a draft configurator, in Chromium against the real API. A category of the test's
// own (one type, models Alfa and Beta) with a published configurator, all made through the admin API; a
// customer of the demo customer's company (a throwaway user, so the demo customer's own list stays as the
// other journeys expect it) saves three configurations of Alfa and one of Beta. As the administrator: a new
// draft from the published configurator, a rule "type excludes Alfa" added in the rule editor and saved;
// the panel "Impatto della pubblicazione" then counts the three Alfa as becoming invalid (Beta untouched),
// all three of the demo customer's company ("Per azienda"), lists them with the rule's message, and its
// "Esporta l'elenco (CSV)" downloads the file of the affected ones (the three Alfa, not Beta); the list's
// publish confirmation and the editor's name the same number, and the draft is published. Every dry run is
// kept: "Analisi d'impatto salvate" lists it with who ran it and the same counts (a run that answers as the
// newest report renews it), and once the draft is published the report still opens with its examples. Screenshots (E2E_SCREENSHOTS=1) of the panel and of the
// saved reports at 1280 and 375 px.
import { readFile } from "node:fs/promises";
import { BASE_URL, DEMO_USERS, apiCall, apiCreate, apiLogin, apiPublishedConfigurator, createThrowawayUser, screenshot, url, watchConsole } from "./support/env.mjs";
import { rowAction, rowOf, waitForToast } from "./support/admin.mjs";
import { expect, expectNoHorizontalScroll, loggedInState, test } from "./support/test.mjs";

test.describe.configure({ mode: "serial" });

const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const N = {
  category: `E2E Impatto Categoria ${stamp}`,
  slug: `e2e-impatto-${stamp}`,
  type: `E2E Impatto Tipologia ${stamp}`,
  configurator: `E2E Impatto Configuratore ${stamp}`,
  alfa: `E2E-IMP-A-${stamp}`,
  beta: `E2E-IMP-B-${stamp}`,
  message: `Alfa non è più in produzione ${stamp}`,
};
const ALFA_SAVED = ["Soggiorno", "Studio", "Veranda"].map((name) => `${name} impatto ${stamp}`);
const BETA_SAVED = `Mansarda impatto ${stamp}`;

let token;
/** The administrator's name, as the saved reports name who ran them. */
let adminName;
/** The published configurator, and the draft made from it in the browser. */
let published;
let draftId;
/** The company of the demo customer, whose customer saves the configurations. */
let companyName;

test.use({ loginAs: DEMO_USERS.admin });

test.beforeAll(async () => {
  const admin = await apiLogin(DEMO_USERS.admin);
  token = admin.token;
  adminName = `${admin.user.firstName} ${admin.user.lastName}`;
  const create = (path, body) => apiCreate(token, path, body);
  const category = await create("/api/productcategory", { name: N.category, slug: N.slug, sortOrder: 0, active: true });
  const type = await create("/api/producttype", { categoryId: category.id, name: N.type, sortOrder: 0, active: true });
  const model = (code, name, basePrice, sortOrder) =>
    create("/api/productmodel", { typeId: type.id, code, name, basePrice, sortOrder, active: true, attributeValueIds: [] });
  const alfa = await model(N.alfa, "Alfa", 100000, 0);
  const beta = await model(N.beta, "Beta", 120000, 1);
  published = await apiPublishedConfigurator(token, category.id, N.configurator);

  // a customer of the demo customer's company saves three Alfa and one Beta, all valid today
  const { user: demoCustomer } = await apiLogin(DEMO_USERS.customer);
  expect(demoCustomer?.companyId, JSON.stringify(demoCustomer)).toBeTruthy();
  const company = await apiCall("GET", `/api/company/${demoCustomer.companyId}`, { token });
  expect(company.status, company.text).toBe(200);
  companyName = company.body.name;
  const customer = await createThrowawayUser(token, { role: "customer", companyId: demoCustomer.companyId });
  const customerToken = (await apiLogin(customer.email, customer.password)).token;
  const save = async (name, modelId) => {
    const saved = await apiCreate(customerToken, "/api/productconf", {
      configuratorId: published.id,
      name,
      draft: { typeId: type.id, modelId, quantity: 1, parts: [] },
    });
    expect(saved.valid, JSON.stringify(saved)).toBe(true);
  };
  for (const name of ALFA_SAVED) await save(name, alfa.id);
  await save(BETA_SAVED, beta.id);
});

/** The saved reports' rows, newest first, as "when · who" and the counts. */
const reportRows = (page) => page.getByTestId("impact-reports").getByTestId("impact-report");

/** Adds an item to one side of the rule in the open dialog through its picker. */
async function pick(dialog, side, kindLabel, optionText) {
  const group = dialog.getByRole("group", { name: side });
  await group.getByRole("combobox", { name: "Tipo di elemento" }).selectOption({ label: kindLabel });
  // a click on the item adds it
  await group.getByRole("list", { name: "Elementi da aggiungere" }).getByRole("button", { name: optionText }).click();
  await expect(group.locator(".cfg-chip").filter({ hasText: optionText })).toBeVisible();
}

test.describe("publishing impact", () => {
  test("a new draft with a rule excluding Alfa: the panel counts the three saved Alfa, the confirmation names them", async ({ page, browser }) => {
    await page.goto(url(`/admin/configuration/edit/${published.id}`));
    await page.getByRole("button", { name: "Nuova bozza da questa" }).click();
    await page.waitForURL((u) => {
      const match = /^\/admin\/configuration\/edit\/(\d+)$/.exec(new URL(u).pathname);
      return match !== null && Number(match[1]) !== published.id;
    });
    draftId = Number(/(\d+)$/.exec(new URL(page.url()).pathname)[1]);
    await expect(page.locator(".page__title .cfg-status")).toHaveText("Bozza");

    // the copy changes nothing yet
    const panel = page.getByTestId("publish-impact");
    await expect(panel.getByRole("heading", { name: "Impatto della pubblicazione" })).toBeVisible();
    await expect(panel.getByTestId("publish-impact-intro")).toHaveText("Nessuna configurazione salvata cambia.");

    // "if the type, then not Alfa", through the rule editor
    await page.getByRole("button", { name: "Aggiungi regola" }).click();
    const dialog = page.getByRole("dialog", { name: "Nuova regola r1" });
    await expect(dialog).toBeVisible();
    await pick(dialog, "Se… (condizioni)", "Tipologia", N.type);
    await pick(dialog, "allora esclude…", "Modello", `Alfa (${N.alfa})`);
    await dialog.getByRole("textbox", { name: "Messaggio per l'utente" }).fill(N.message);
    await dialog.getByRole("button", { name: "Conferma regola" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(panel.getByText("Salva per aggiornare l'impatto.")).toBeVisible();

    await page.getByRole("button", { name: "Salva", exact: true }).click();
    await waitForToast(page, N.configurator);
    await expect(panel.getByText("Salva per aggiornare l'impatto.")).toHaveCount(0);
    await expect(panel.getByTestId("publish-impact-intro")).toHaveText("Su 4 configurazioni salvate della categoria:");
    await expect(panel.getByTestId("publish-impact-lines").getByRole("listitem")).toHaveText(["3 configurazioni salvate diventano non valide"]);
    // all three are the company's: one row "Per azienda", named, with only the non-zero count
    const companies = panel.getByTestId("publish-impact-companies");
    await expect(companies.getByRole("heading", { name: "Per azienda" })).toBeVisible();
    await expect(companies.getByRole("listitem")).toHaveText([`${companyName}: 3 non valide`]);
    // the three Alfa as examples, each a link to the configuration, with the rule's message; not Beta
    for (const name of ALFA_SAVED) {
      const example = panel.getByRole("listitem").filter({ has: page.getByRole("link", { name }) });
      await expect(example).toContainText("Non valida");
      await expect(example).toContainText(N.message);
      await expect(example.getByRole("link", { name })).toHaveAttribute("href", /^\/configuratore\/edit\/[\w-]+$/);
    }
    await expect(panel.getByRole("link", { name: BETA_SAVED })).toHaveCount(0);

    // the file of every affected configuration, with the session's token: the three Alfa, invalid, with the rule's message
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      panel.getByRole("button", { name: "Esporta l'elenco (CSV)" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`impatto-configuratore-${draftId}.csv`);
    const file = await readFile(await download.path(), "utf8");
    expect(file.startsWith("\uFEFF"), "UTF-8 with a byte-order mark").toBe(true);
    const [header, ...rows] = file
      .replace("\uFEFF", "")
      .split(/\r?\n/)
      .filter((line) => line !== "");
    expect(header).toBe("Codice;Nome;Utente;Cliente;Effetto;Totale oggi;Totale con la bozza;Richiesta in attesa;Motivi");
    const cells = rows.map((row) => row.split(";"));
    expect(cells.map((row) => row[1]).sort()).toEqual([...ALFA_SAVED].sort());
    for (const row of cells) {
      expect(row[4]).toBe("non valida");
      expect(row[8]).toContain(N.message);
    }
    // all of them are among the examples here: no hint that the file has more
    await expect(panel.getByText(/Il file contiene/)).toHaveCount(0);

    // both dry runs were kept, the newest first, with who ran them and the panel's counts
    const reports = page.getByTestId("impact-reports");
    await expect(reports.getByRole("heading", { name: "Analisi d'impatto salvate" })).toBeVisible();
    await expect(reportRows(page).first()).toContainText("3 non valide");
    await expect(reportRows(page).first()).toContainText(adminName);
    await expect(reportRows(page).last()).toContainText("Nessuna configurazione salvata cambia.");
    await expect(reportRows(page)).toHaveCount(2);
    expect(page.consoleErrors).toEqual([]);

    await panel.scrollIntoViewIfNeeded();
    await screenshot(page, "publish-impact-panel");
    // on a phone the panel follows the form, and nothing scrolls sideways
    const context = await browser.newContext({
      baseURL: BASE_URL,
      viewport: { width: 375, height: 812 },
      locale: "it-IT",
      storageState: await loggedInState(DEMO_USERS.admin),
    });
    try {
      const phone = watchConsole(await context.newPage());
      await phone.goto(url(`/admin/configuration/edit/${draftId}`));
      const small = phone.getByTestId("publish-impact");
      await expect(small.getByTestId("publish-impact-lines")).toHaveText("3 configurazioni salvate diventano non valide");
      await expect(small.getByTestId("publish-impact-companies").getByRole("listitem")).toHaveText([`${companyName}: 3 non valide`]);
      await small.scrollIntoViewIfNeeded();
      await expectNoHorizontalScroll(phone);
      await screenshot(phone, "publish-impact-panel");
      expect(phone.consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test("the list's publish confirmation names the same number", async ({ page }) => {
    await page.goto(url(`/admin/configuration?status=draft&q=${encodeURIComponent(stamp)}`));
    await expect(rowOf(page, N.configurator).first()).toBeVisible();
    await rowAction(page, N.configurator, "Pubblica");
    const confirm = page.getByRole("alertdialog");
    await expect(confirm.getByTestId("publish-impact-confirm")).toHaveText("Pubblicando, 3 configurazioni salvate diventano non valide.");
    await confirm.getByRole("button", { name: "Annulla" }).click();
    await expect(confirm).toHaveCount(0);
  });

  test("the editor's confirmation names it before publishing, and the draft is published", async ({ page }) => {
    await page.goto(url(`/admin/configuration/edit/${draftId}`));
    await expect(page.getByTestId("publish-impact").getByTestId("publish-impact-lines")).toBeVisible();
    await page.getByRole("button", { name: "Pubblica", exact: true }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm.getByTestId("publish-impact-confirm")).toHaveText("Pubblicando, 3 configurazioni salvate diventano non valide.");
    await screenshot(page, "publish-impact-confirm");
    await confirm.getByRole("button", { name: "Pubblica", exact: true }).click();
    await waitForToast(page, "pubblicato");
    await expect(page.locator(".page__title .cfg-status", { hasText: "Pubblicato" })).toBeVisible();
    await expect(page.getByTestId("publish-impact")).toHaveCount(0);

    const draft = await apiCall("GET", `/api/configurator/${draftId}`, { token });
    expect(draft.body.status).toBe("published");
    const previous = await apiCall("GET", `/api/configurator/${published.id}`, { token });
    expect(previous.body.status, "the previous one is archived on publish").toBe("archived");
    expect(page.consoleErrors).toEqual([]);
  });

  test("published, the kept report still opens as the dry run showed it", async ({ page, browser }) => {
    const kept = await apiCall("GET", `/api/configurator/${draftId}/impact-reports`, { token });
    expect(kept.status, kept.text).toBe(200);
    // the draft's editor and the list's confirmation each ran one: the runs with the same numbers renewed one
    // report, kept after the first run's
    expect(kept.body.map((report) => report.invalid)).toEqual([3, 0]);
    expect(kept.body.map((report) => report.affected)).toEqual([3, 0]);

    await page.goto(url(`/admin/configuration/edit/${draftId}`));
    await expect(page.locator(".page__title .cfg-status")).toHaveText("Pubblicato");
    await expect(reportRows(page)).toHaveCount(2);
    await expect(reportRows(page).first()).toContainText(`${adminName} 3 non valide`);
    await expect(reportRows(page).last()).toContainText("Nessuna configurazione salvata cambia.");
    await screenshot(page, "impact-reports-list");
    await reportRows(page).first().click();
    const report = page.getByRole("dialog", { name: /^Analisi d'impatto del / });
    await expect(report).toContainText(`Calcolata da ${adminName} sulla bozza e sul catalogo di quel momento`);
    await expect(report.getByTestId("publish-impact-intro")).toHaveText("Su 4 configurazioni salvate della categoria:");
    await expect(report.getByTestId("publish-impact-lines").getByRole("listitem")).toHaveText(["3 configurazioni salvate diventano non valide"]);
    await expect(report.getByTestId("publish-impact-companies").getByRole("listitem")).toHaveText([`${companyName}: 3 non valide`]);
    for (const name of ALFA_SAVED) {
      await expect(report.getByRole("listitem").filter({ has: page.getByRole("link", { name }) })).toContainText(N.message);
    }
    // the file is the draft's as it is now: a kept report does not offer it
    await expect(report.getByRole("button", { name: "Esporta l'elenco (CSV)" })).toHaveCount(0);
    await screenshot(page, "impact-report-open");
    await report.getByRole("button", { name: "Chiudi" }).click();
    await expect(report).toHaveCount(0);
    expect(page.consoleErrors).toEqual([]);

    // on a phone: the list and the opened report, nothing scrolls sideways
    const context = await browser.newContext({
      baseURL: BASE_URL,
      viewport: { width: 375, height: 812 },
      locale: "it-IT",
      storageState: await loggedInState(DEMO_USERS.admin),
    });
    try {
      const phone = watchConsole(await context.newPage());
      await phone.goto(url(`/admin/configuration/edit/${draftId}`));
      await expect(reportRows(phone).first()).toContainText("3 non valide");
      await phone.getByTestId("impact-reports").scrollIntoViewIfNeeded();
      await expectNoHorizontalScroll(phone);
      await screenshot(phone, "impact-reports-list");
      await reportRows(phone).first().click();
      const small = phone.getByRole("dialog", { name: /^Analisi d'impatto del / });
      await expect(small.getByTestId("publish-impact-lines")).toHaveText("3 configurazioni salvate diventano non valide");
      await expectNoHorizontalScroll(phone);
      await screenshot(phone, "impact-report-open");
      expect(phone.consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
