// The catalogue built through the admin screens, as an administrator: category, type, feature with
// two priced values, a part offering it, a model of the type with that part; the model renamed; a
// category in use refused with its reason; a free feature value deleted. Screenshots (E2E_SCREENSHOTS=1)
// of the list, the form with a server error, the in-use refusal and the dashboard, at 1280x800 and 375x812.
import { before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { DEMO_USERS, browserForFile, newPage, screenshot, uiLogin, url } from "./support/env.mjs";
import { chooseOption, openCreate, rowAction, rowOf, searchList, submitAndClose, waitForToast } from "./support/admin.mjs";

const { browser, withPage } = browserForFile();

const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const NAMES = {
  category: `E2E Categoria ${stamp}`,
  slug: `e2e-cat-${stamp}`,
  type: `E2E Tipologia ${stamp}`,
  feature: `E2E Finitura ${stamp}`,
  featureCode: `E2E-FIN-${stamp}`,
  part: `E2E Schienale ${stamp}`,
  partCode: `E2E-SCH-${stamp}`,
  model: `E2E Modello ${stamp}`,
  modelCode: `E2E-MOD-${stamp}`,
};

let page;
before(async () => {
  page = await newPage(await browser());
  await uiLogin(page, DEMO_USERS.admin);
});

describe("admin builds a catalogue", () => {
  it("creates a category", async () => {
    await page.goto(url("/admin/product-category"));
    await page.getByRole("heading", { level: 1, name: "Categorie" }).waitFor();
    const dialog = await openCreate(page, "Nuova categoria");
    // focus is in the form
    assert.equal(await dialog.getByRole("textbox", { name: "Nome", exact: true }).evaluate((el) => el === document.activeElement), true);
    await dialog.getByRole("textbox", { name: "Nome", exact: true }).fill(NAMES.category);
    await dialog.getByRole("textbox", { name: "Slug (indirizzo)", exact: true }).fill(NAMES.slug);
    await submitAndClose(page, dialog);
    await waitForToast(page, NAMES.category);
    await searchList(page, stamp, NAMES.category);
    assert.match(page.url(), /q=/, "the search is in the URL");
    await screenshot(page, "admin-list");
  });

  it("refuses a second category with the same slug and says why in the form", async () => {
    const dialog = await openCreate(page, "Nuova categoria");
    await dialog.getByRole("textbox", { name: "Nome", exact: true }).fill(`${NAMES.category} bis`);
    await dialog.getByRole("textbox", { name: "Slug (indirizzo)", exact: true }).fill(NAMES.slug);
    await dialog.getByRole("button", { name: "Crea", exact: true }).click();
    const alert = dialog.getByRole("alert");
    await alert.waitFor();
    assert.match(await alert.innerText(), /slug/, "the server's reason is shown");
    // ... and on the field it is about
    const slug = dialog.getByRole("textbox", { name: "Slug (indirizzo)", exact: true });
    assert.equal(await slug.getAttribute("aria-invalid"), "true");
    await screenshot(page, "admin-form-server-error");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
  });

  it("creates a type in the category", async () => {
    await page.goto(url("/admin/product-type"));
    const dialog = await openCreate(page, "Nuova tipologia");
    await chooseOption(dialog.getByRole("combobox", { name: "Categoria", exact: true }), NAMES.category);
    await dialog.getByRole("textbox", { name: "Nome", exact: true }).fill(NAMES.type);
    await submitAndClose(page, dialog);
    await searchList(page, stamp, NAMES.type);
    await rowOf(page, NAMES.type).getByRole("cell", { name: NAMES.category }).waitFor();
  });

  it("creates a feature with two priced values and deletes a spare one", async () => {
    await page.goto(url("/admin/product-feature"));
    const dialog = await openCreate(page, "Nuova caratteristica");
    await dialog.getByRole("textbox", { name: "Codice", exact: true }).fill(NAMES.featureCode);
    await dialog.getByRole("textbox", { name: "Nome", exact: true }).fill(NAMES.feature);
    // numeric fields only for numeric features
    assert.equal(await dialog.getByRole("textbox", { name: "Valore minimo", exact: true }).count(), 0);
    await dialog.getByRole("radio", { name: "Numerica" }).check();
    await dialog.getByRole("textbox", { name: "Valore minimo", exact: true }).waitFor();
    await dialog.getByRole("radio", { name: "A scelta" }).check();
    await submitAndClose(page, dialog);
    await searchList(page, stamp, NAMES.featureCode);
    await rowAction(page, NAMES.featureCode, "Valori");
    await page.getByRole("heading", { level: 1, name: "Valori caratteristica" }).waitFor();
    await page.getByRole("navigation", { name: "Percorso" }).getByText(NAMES.feature).waitFor();

    const values = [
      { code: "ROVERE", label: `Rovere ${stamp}`, delta: "12,50", shown: "12,50 €" },
      { code: "NOCE", label: `Noce ${stamp}`, delta: "-3", shown: "−3,00 €" },
      { code: "SPARE", label: `Di scorta ${stamp}`, delta: "0", shown: "0,00 €" },
    ];
    for (const value of values) {
      const form = await openCreate(page, "Nuovo valore");
      await form.getByRole("textbox", { name: "Codice", exact: true }).fill(value.code);
      await form.getByRole("textbox", { name: "Etichetta", exact: true }).fill(value.label);
      await form.getByRole("textbox", { name: "Variazione di prezzo (€)", exact: true }).fill(value.delta);
      if (value.code === "ROVERE") await form.getByRole("textbox", { name: /codice esadecimale/ }).fill("#8B5A2B");
      await submitAndClose(page, form);
      await rowOf(page, value.label).getByRole("cell", { name: value.shown }).waitFor();
    }

    await rowAction(page, values[2].label, "Elimina");
    const confirm = page.getByRole("alertdialog");
    await confirm.getByRole("button", { name: "Elimina", exact: true }).click();
    await confirm.waitFor({ state: "detached" });
    await waitForToast(page, "eliminato");
    await rowOf(page, values[2].label).waitFor({ state: "detached" });
    await rowOf(page, values[0].label).waitFor();
  });

  it("creates a part offering the feature", async () => {
    await page.goto(url("/admin/product-part"));
    const dialog = await openCreate(page, "Nuova parte");
    await dialog.getByRole("textbox", { name: "Codice", exact: true }).fill(NAMES.partCode);
    await dialog.getByRole("textbox", { name: "Nome", exact: true }).fill(NAMES.part);
    await dialog.getByRole("textbox", { name: "Prezzo (€)", exact: true }).fill("45,00");
    await dialog.getByRole("button", { name: "Aggiungi caratteristica" }).click();
    await chooseOption(dialog.getByRole("combobox", { name: "Caratteristica 1", exact: true }), NAMES.feature);
    await submitAndClose(page, dialog);
    await searchList(page, stamp, NAMES.part);
    await rowOf(page, NAMES.part).getByRole("cell", { name: "45,00 €" }).waitFor();
  });

  it("creates a model of the type with the part, then renames it", async () => {
    await page.goto(url("/admin/product-model"));
    const dialog = await openCreate(page, "Nuovo modello");
    await chooseOption(dialog.getByRole("combobox", { name: "Tipologia", exact: true }), NAMES.type);
    await dialog.getByRole("textbox", { name: "Codice", exact: true }).fill(NAMES.modelCode);
    await dialog.getByRole("textbox", { name: "Nome", exact: true }).fill(NAMES.model);
    await dialog.getByRole("textbox", { name: "Prezzo base (€)", exact: true }).fill("1.250,00");
    await dialog.getByRole("button", { name: "Crea", exact: true }).click();
    // the panel stays open on the new model, for its parts
    await dialog.getByRole("heading", { name: "Parti del modello" }).waitFor();
    await dialog.getByText("Il modello non ha ancora parti.").waitFor();

    await dialog.getByRole("button", { name: "Aggiungi parte" }).click();
    const sub = dialog.getByRole("group", { name: "Aggiungi parte" });
    await chooseOption(sub.getByRole("combobox", { name: "Parte", exact: true }), NAMES.part);
    await sub.getByRole("switch", { name: "Obbligatoria" }).check();
    await sub.getByRole("button", { name: "Crea", exact: true }).click();
    await sub.waitFor({ state: "detached" });
    await dialog.getByRole("cell", { name: NAMES.part, exact: true }).first().waitFor();

    await dialog.getByRole("textbox", { name: "Nome", exact: true }).fill(`${NAMES.model} modificato`);
    await dialog.getByRole("button", { name: "Salva", exact: true }).click();
    await waitForToast(page, `${NAMES.model} modificato`);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await searchList(page, stamp, `${NAMES.model} modificato`);
    await rowOf(page, `${NAMES.model} modificato`).getByRole("cell", { name: "1250,00 €" }).or(
      rowOf(page, `${NAMES.model} modificato`).getByRole("cell", { name: "1.250,00 €" }),
    ).waitFor();
  });

  it("cannot delete the category its type uses, and says why", async () => {
    await page.goto(url(`/admin/product-category?q=${encodeURIComponent(stamp)}`));
    await rowAction(page, NAMES.category, "Elimina");
    const confirm = page.getByRole("alertdialog");
    await confirm.getByRole("button", { name: "Elimina", exact: true }).click();
    const reason = confirm.getByTestId("in-use");
    await reason.waitFor();
    const text = await reason.innerText();
    assert.match(text, /in uso/);
    // a categoria: feminine agreement, from the resource's description
    assert.match(text, /non può essere eliminata/);
    assert.match(text, /Disattivandola/);
    await confirm.getByRole("button", { name: "Disattiva invece" }).waitFor();
    await screenshot(page, "admin-delete-in-use");
    await confirm.getByRole("button", { name: "Chiudi", exact: true }).first().click();
    await confirm.waitFor({ state: "detached" });
    await rowOf(page, NAMES.category).waitFor();
  });

  it("shows the counts on the dashboard, each linking to its screen", async () => {
    await page.goto(url("/admin"));
    const models = page.getByRole("link", { name: /^Modelli/ }).first();
    await models.waitFor();
    assert.equal(await models.getAttribute("href"), "/admin/product-model");
    assert.equal(await page.getByRole("link", { name: /^Richieste in valutazione/ }).first().getAttribute("href"), "/admin/request?status=pending");
    await page.locator(".stat__value").first().filter({ hasText: /\d/ }).waitFor();
    await screenshot(page, "admin-dashboard-live");
    assert.deepEqual(page.consoleErrors.filter((e) => !/status of (409|422)/.test(e)), []);
  });

  it("is usable on a phone", async () => {
    await withPage(async (phone) => {
      await uiLogin(phone, DEMO_USERS.admin);
      await phone.goto(url(`/admin/product-category?q=${encodeURIComponent(stamp)}`));
      await rowOf(phone, NAMES.category).waitFor();
      await screenshot(phone, "admin-list");
      const dialog = await openCreate(phone, "Nuova categoria");
      await dialog.getByRole("textbox", { name: "Nome", exact: true }).fill(`${NAMES.category} ter`);
      await dialog.getByRole("textbox", { name: "Slug (indirizzo)", exact: true }).fill(NAMES.slug);
      await dialog.getByRole("button", { name: "Crea", exact: true }).click();
      await dialog.getByRole("alert").waitFor();
      await screenshot(phone, "admin-form-server-error");
      await phone.keyboard.press("Escape");
      await rowAction(phone, NAMES.category, "Elimina");
      const confirm = phone.getByRole("alertdialog");
      await confirm.getByRole("button", { name: "Elimina", exact: true }).click();
      await confirm.getByTestId("in-use").waitFor();
      await screenshot(phone, "admin-delete-in-use");
      await phone.goto(url("/admin"));
      await phone.locator(".stat__value").first().filter({ hasText: /\d/ }).waitFor();
      await screenshot(phone, "admin-dashboard-live");
      const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 1, `no horizontal scrolling (${overflow}px)`);
    }, { width: 375, height: 812 });
  });
});

