// The catalogue built through the admin screens, as an administrator: category, type, feature with
// two priced values, a part offering it, a model of the type with that part; the model renamed; a
// category in use refused with its reason; a free feature value deleted. Screenshots (E2E_SCREENSHOTS=1)
// of the list, the form with a server error, the in-use refusal and the dashboard, at 1280x800 and 375x812
// (the phone project, with a category and type of its own made through the API).
import { DEMO_USERS, apiCreate, apiLogin, screenshot, uiLogin, url } from "./support/env.mjs";
import { chooseOption, openCreate, rowAction, rowOf, searchList, submitAndClose, waitForToast } from "./support/admin.mjs";
import { expect, expectNoHorizontalScroll, journeyPage, test } from "./support/test.mjs";

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

test.describe("admin builds a catalogue", () => {
  // one administrator's page through the journey, each step building on the previous one
  let page;
  journeyPage(DEMO_USERS.admin, (opened) => (page = opened));

  test("creates a category", async () => {
    await page.goto(url("/admin/product-category"));
    await expect(page.getByRole("heading", { level: 1, name: "Categorie" })).toBeVisible();
    const dialog = await openCreate(page, "Nuova categoria");
    // focus is in the form
    await expect(dialog.getByRole("textbox", { name: "Nome", exact: true })).toBeFocused();
    await dialog.getByRole("textbox", { name: "Nome", exact: true }).fill(NAMES.category);
    await dialog.getByRole("textbox", { name: "Slug (indirizzo)", exact: true }).fill(NAMES.slug);
    await submitAndClose(page, dialog);
    await waitForToast(page, NAMES.category);
    await searchList(page, stamp, NAMES.category);
    await expect(page, "the search is in the URL").toHaveURL(/q=/);
    await screenshot(page, "admin-list");
  });

  test("refuses a second category with the same slug and says why in the form", async () => {
    const dialog = await openCreate(page, "Nuova categoria");
    await dialog.getByRole("textbox", { name: "Nome", exact: true }).fill(`${NAMES.category} bis`);
    await dialog.getByRole("textbox", { name: "Slug (indirizzo)", exact: true }).fill(NAMES.slug);
    await dialog.getByRole("button", { name: "Crea", exact: true }).click();
    // the server's reason is shown
    await expect(dialog.getByRole("alert")).toContainText(/slug/, { useInnerText: true });
    // ... and on the field it is about
    const slug = dialog.getByRole("textbox", { name: "Slug (indirizzo)", exact: true });
    await expect(slug).toHaveAttribute("aria-invalid", "true");
    await screenshot(page, "admin-form-server-error");
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
  });

  test("creates a type in the category", async () => {
    await page.goto(url("/admin/product-type"));
    const dialog = await openCreate(page, "Nuova tipologia");
    await chooseOption(dialog.getByRole("combobox", { name: "Categoria", exact: true }), NAMES.category);
    await dialog.getByRole("textbox", { name: "Nome", exact: true }).fill(NAMES.type);
    await submitAndClose(page, dialog);
    await searchList(page, stamp, NAMES.type);
    await expect(rowOf(page, NAMES.type).getByRole("cell", { name: NAMES.category })).toBeVisible();
  });

  test("creates a feature with two priced values and deletes a spare one", async () => {
    await page.goto(url("/admin/product-feature"));
    const dialog = await openCreate(page, "Nuova caratteristica");
    await dialog.getByRole("textbox", { name: "Codice", exact: true }).fill(NAMES.featureCode);
    await dialog.getByRole("textbox", { name: "Nome", exact: true }).fill(NAMES.feature);
    // numeric fields only for numeric features
    await expect(dialog.getByRole("textbox", { name: "Valore minimo", exact: true })).toHaveCount(0);
    await dialog.getByRole("radio", { name: "Numerica" }).check();
    await expect(dialog.getByRole("textbox", { name: "Valore minimo", exact: true })).toBeVisible();
    await dialog.getByRole("radio", { name: "A scelta" }).check();
    await dialog.getByRole("button", { name: "Crea", exact: true }).click();
    // a choice feature's form stays open on the new feature, for its values
    await expect(dialog.getByRole("heading", { name: "Valori", exact: true })).toBeVisible();
    await dialog.getByRole("button", { name: "Chiudi", exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await searchList(page, stamp, NAMES.featureCode);
    await rowAction(page, NAMES.featureCode, "Valori");
    await expect(page.getByRole("heading", { level: 1, name: "Valori caratteristica" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Percorso" }).getByText(NAMES.feature)).toBeVisible();

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
      await expect(rowOf(page, value.label).getByRole("cell", { name: value.shown })).toBeVisible();
    }

    await rowAction(page, values[2].label, "Elimina");
    const confirm = page.getByRole("alertdialog");
    await confirm.getByRole("button", { name: "Elimina", exact: true }).click();
    await expect(confirm).toHaveCount(0);
    await waitForToast(page, "eliminato");
    await expect(rowOf(page, values[2].label)).toHaveCount(0);
    await expect(rowOf(page, values[0].label)).toBeVisible();
  });

  test("creates a part offering the feature", async () => {
    await page.goto(url("/admin/product-part"));
    const dialog = await openCreate(page, "Nuova parte");
    await dialog.getByRole("textbox", { name: "Codice", exact: true }).fill(NAMES.partCode);
    await dialog.getByRole("textbox", { name: "Nome", exact: true }).fill(NAMES.part);
    await dialog.getByRole("textbox", { name: "Prezzo (€)", exact: true }).fill("45,00");
    await dialog.getByRole("button", { name: "Aggiungi caratteristica" }).click();
    await chooseOption(dialog.getByRole("combobox", { name: "Caratteristica 1", exact: true }), NAMES.feature);
    await submitAndClose(page, dialog);
    await searchList(page, stamp, NAMES.part);
    await expect(rowOf(page, NAMES.part).getByRole("cell", { name: "45,00 €" })).toBeVisible();
  });

  test("creates a model of the type with the part, then renames it", async () => {
    await page.goto(url("/admin/product-model"));
    const dialog = await openCreate(page, "Nuovo modello");
    await chooseOption(dialog.getByRole("combobox", { name: "Tipologia", exact: true }), NAMES.type);
    await dialog.getByRole("textbox", { name: "Codice", exact: true }).fill(NAMES.modelCode);
    await dialog.getByRole("textbox", { name: "Nome", exact: true }).fill(NAMES.model);
    await dialog.getByRole("textbox", { name: "Prezzo base (€)", exact: true }).fill("1.250,00");
    await dialog.getByRole("button", { name: "Crea", exact: true }).click();
    // the panel stays open on the new model, for its parts
    await expect(dialog.getByRole("heading", { name: "Parti del modello" })).toBeVisible();
    await expect(dialog.getByText("Il modello non ha ancora parti.")).toBeVisible();

    await dialog.getByRole("button", { name: "Aggiungi parte" }).click();
    const sub = dialog.getByRole("group", { name: "Aggiungi parte" });
    await chooseOption(sub.getByRole("combobox", { name: "Parte", exact: true }), NAMES.part);
    await sub.getByRole("switch", { name: "Obbligatoria" }).check();
    await sub.getByRole("button", { name: "Crea", exact: true }).click();
    await expect(sub).toHaveCount(0);
    await expect(dialog.getByRole("cell", { name: NAMES.part, exact: true }).first()).toBeVisible();

    await dialog.getByRole("textbox", { name: "Nome", exact: true }).fill(`${NAMES.model} modificato`);
    await dialog.getByRole("button", { name: "Salva", exact: true }).click();
    await waitForToast(page, `${NAMES.model} modificato`);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await searchList(page, stamp, `${NAMES.model} modificato`);
    const renamed = rowOf(page, `${NAMES.model} modificato`);
    await expect(renamed.getByRole("cell", { name: "1250,00 €" }).or(renamed.getByRole("cell", { name: "1.250,00 €" }))).toBeVisible();
  });

  test("cannot delete the category its type uses, and says why", async () => {
    await page.goto(url(`/admin/product-category?q=${encodeURIComponent(stamp)}`));
    await rowAction(page, NAMES.category, "Elimina");
    const confirm = page.getByRole("alertdialog");
    await confirm.getByRole("button", { name: "Elimina", exact: true }).click();
    const reason = confirm.getByTestId("in-use");
    await expect(reason).toContainText(/in uso/, { useInnerText: true });
    // a categoria: feminine agreement, from the resource's description
    await expect(reason).toContainText(/non può essere eliminata/, { useInnerText: true });
    await expect(reason).toContainText(/Disattivandola/, { useInnerText: true });
    await expect(confirm.getByRole("button", { name: "Disattiva invece" })).toBeVisible();
    await screenshot(page, "admin-delete-in-use");
    await confirm.getByRole("button", { name: "Chiudi", exact: true }).first().click();
    await expect(confirm).toHaveCount(0);
    await expect(rowOf(page, NAMES.category)).toBeVisible();
  });

  test("shows the counts on the dashboard, each linking to its screen", async () => {
    await page.goto(url("/admin"));
    const models = page.getByRole("link", { name: /^Modelli/ }).first();
    await expect(models).toHaveAttribute("href", "/admin/product-model");
    await expect(page.getByRole("link", { name: /^Richieste in valutazione/ }).first()).toHaveAttribute("href", "/admin/request?status=pending");
    await expect(page.locator(".stat__value").first().filter({ hasText: /\d/ })).toBeVisible();
    await screenshot(page, "admin-dashboard-live");
    expect(page.consoleErrors.filter((e) => !/status of (409|422)/.test(e))).toEqual([]);
  });
});

test.describe("admin catalogue on a phone", { tag: "@phone-only" }, () => {
  test("is usable on a phone", async ({ page: phone }) => {
    // a category of its own, in use by a type, made through the API
    const { token } = await apiLogin(DEMO_USERS.admin);
    const name = `${NAMES.category} telefono`;
    const slug = `${NAMES.slug}-tel`;
    const category = await apiCreate(token, "/api/productcategory", { name, slug, sortOrder: 0, active: true });
    await apiCreate(token, "/api/producttype", { categoryId: category.id, name: `${NAMES.type} telefono`, sortOrder: 0, active: true });

    await uiLogin(phone, DEMO_USERS.admin);
    await phone.goto(url(`/admin/product-category?q=${encodeURIComponent(stamp)}`));
    await expect(rowOf(phone, name)).toBeVisible();
    await screenshot(phone, "admin-list");
    const dialog = await openCreate(phone, "Nuova categoria");
    await dialog.getByRole("textbox", { name: "Nome", exact: true }).fill(`${name} ter`);
    await dialog.getByRole("textbox", { name: "Slug (indirizzo)", exact: true }).fill(slug);
    await dialog.getByRole("button", { name: "Crea", exact: true }).click();
    await expect(dialog.getByRole("alert")).toBeVisible();
    await screenshot(phone, "admin-form-server-error");
    await phone.keyboard.press("Escape");
    await rowAction(phone, name, "Elimina");
    const confirm = phone.getByRole("alertdialog");
    await confirm.getByRole("button", { name: "Elimina", exact: true }).click();
    await expect(confirm.getByTestId("in-use")).toBeVisible();
    await screenshot(phone, "admin-delete-in-use");
    await phone.goto(url("/admin"));
    await expect(phone.locator(".stat__value").first().filter({ hasText: /\d/ })).toBeVisible();
    await screenshot(phone, "admin-dashboard-live");
    await expectNoHorizontalScroll(phone, "no horizontal scrolling");
  });
});
