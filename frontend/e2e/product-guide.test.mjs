// Issue 26, item 5: "Nuovo prodotto", a guide an administrator follows from nothing to a product on sale. A new
// administrator (a throwaway one) opens it from the admin navigation and builds, one form a step and without a
// row menu, a new category, a type of it, a choice feature with two values, a part offering it, a model with that
// part and the category's configurator, published; a customer then finds the model and its part in the wizard. On a phone the
// guide is walked again, reusing an existing catalogue (made through the API) at every step. Screenshots of each
// step into SHOTS_DIR when it is set (`<name>-<width>.png`).
import { mkdir } from "node:fs/promises";
import path from "node:path";
import {
  DEMO_USERS,
  apiCreate,
  apiLogin,
  apiPublishedConfigurator,
  createThrowawayUser,
  newPage,
  uiLogin,
  url,
} from "./support/env.mjs";
import { chooseOption } from "./support/admin.mjs";
import { next, step as wizardStep } from "./support/wizard.mjs";
import { expect, expectNoHorizontalScroll, test } from "./support/test.mjs";

const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const modelCode = `E2E-NP-MODELLO-${stamp.toUpperCase()}`;
const N = {
  category: `E2E Nuovo Prodotto ${stamp}`,
  type: `E2E NP Tipologia ${stamp}`,
  feature: `E2E NP Rivestimento ${stamp}`,
  part: `E2E NP Seduta ${stamp}`,
  model: `E2E NP Modello ${stamp}`,
};
// the catalogue the phone's walk reuses
const R = {
  category: `E2E NP Riuso ${stamp}`,
  type: `E2E NP Riuso Tipologia ${stamp}`,
  feature: `E2E NP Riuso Finitura ${stamp}`,
  part: `E2E NP Riuso Gamba ${stamp}`,
  model: `E2E NP Riuso Modello ${stamp}`,
  configurator: `E2E NP Riuso Configuratore ${stamp}`,
};

/** A screenshot for the reviewer, into SHOTS_DIR (`<name>-<width>.png`), when it is set. */
async function shot(page, name) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `guide-${name}-${page.viewportSize().width}.png`), fullPage: true });
}

/** The guide's open step, by its title. */
const stepOf = (page, title) => page.getByRole("region", { name: title, exact: true });
const textbox = (scope, name) => scope.getByRole("textbox", { name, exact: true });

/** No row menu was opened on the way (the guide needs none). */
async function noRowMenu(page) {
  await expect(page.getByRole("menu")).toHaveCount(0);
}

test.describe("a new administrator builds a sellable product with the guide", () => {
  test.describe.configure({ mode: "serial" });
  let admin;

  test.beforeAll(async () => {
    const { token } = await apiLogin(DEMO_USERS.admin);
    admin = await createThrowawayUser(token, { role: "admin" });
  });

  test("from a new category to a published configurator, then a customer configures the model", async ({ browser }) => {
    const page = await newPage(browser);
    await uiLogin(page, admin.email, admin.password);
    await page.goto(url("/admin"));
    // the dashboard offers the guide; the navigation leads to it
    await expect(page.locator(".page__actions").getByRole("link", { name: "Nuovo prodotto", exact: true })).toBeVisible();
    await page.getByRole("navigation", { name: "Amministrazione" }).getByRole("link", { name: "Nuovo prodotto", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Nuovo prodotto" })).toBeVisible();
    const progress = page.getByRole("navigation", { name: "Avanzamento della guida" });

    // 1. category
    let step = stepOf(page, "1. La categoria");
    await shot(page, "1-category");
    await textbox(step, "Nome").fill(N.category);
    await expect(textbox(step, "Slug (indirizzo)")).toHaveValue(`e2e-nuovo-prodotto-${stamp}`);
    await step.getByRole("button", { name: "Crea", exact: true }).click();

    // 2. type: its category is the new one
    step = stepOf(page, "2. La tipologia");
    await expect(step).toBeVisible();
    await expect(progress.getByRole("button", { name: new RegExp(`Categoria.*${N.category}`) })).toBeVisible();
    await expect(step.getByRole("combobox", { name: "Categoria", exact: true }).locator("option:checked")).toHaveText(N.category);
    await shot(page, "2-type");
    await textbox(step, "Nome").fill(N.type);
    await step.getByRole("button", { name: "Crea", exact: true }).click();

    // 3. a choice feature, and its two values in its own list
    step = stepOf(page, "3. Caratteristiche e valori");
    await expect(step).toBeVisible();
    await textbox(step, "Nome").fill(N.feature);
    await step.getByRole("button", { name: "Crea", exact: true }).click();
    const values = step.getByRole("region", { name: "Valori" });
    for (const [label, delta] of [["Lino", "0"], ["Velluto", "35"]]) {
      await values.getByRole("button", { name: "Aggiungi valore" }).click();
      const sub = values.getByRole("group", { name: "Aggiungi valore" });
      await textbox(sub, "Etichetta").fill(label);
      await textbox(sub, "Variazione di prezzo (€)").fill(delta);
      await sub.getByRole("button", { name: "Crea", exact: true }).click();
      await expect(sub).toHaveCount(0);
      await expect(values.getByRole("cell", { name: label, exact: true })).toBeVisible();
    }
    await shot(page, "3-feature-values");
    await step.getByRole("button", { name: "Fatto con i valori" }).click();
    await expect(step.getByRole("list", { name: "Caratteristiche scelte" })).toContainText(N.feature);
    await step.getByRole("button", { name: "Continua" }).click();

    // 4. a part, offering the feature from the start
    step = stepOf(page, "4. Le parti");
    await expect(step.getByRole("button", { name: "Continua" })).toBeDisabled();
    await textbox(step, "Nome").fill(N.part);
    await textbox(step, "Prezzo (€)").fill("120");
    await expect(step.getByRole("combobox", { name: "Caratteristica 1" }).locator("option:checked")).toContainText(N.feature);
    await shot(page, "4-part");
    await step.getByRole("button", { name: "Crea", exact: true }).click();
    await expect(step.getByRole("list", { name: "Parti scelte" })).toContainText(N.part);
    await step.getByRole("button", { name: "Continua" }).click();

    // 5. a model of the type, with the part
    step = stepOf(page, "5. Il modello");
    await expect(step.getByRole("combobox", { name: "Tipologia", exact: true }).locator("option:checked")).toContainText(N.type);
    await textbox(step, "Nome").fill(N.model);
    await textbox(step, "Prezzo base (€)").fill("890");
    await step.getByRole("button", { name: "Crea", exact: true }).click();
    await expect(step.getByText(`Modello: ${N.model}`)).toBeVisible();
    await expect(step.getByRole("button", { name: "Continua" })).toBeDisabled();
    await step.getByRole("button", { name: "Aggiungi al modello la parte scelta" }).click();
    await expect(step.getByRole("region", { name: "Parti del modello" }).getByRole("cell", { name: N.part, exact: true })).toBeVisible();
    await shot(page, "5-model-parts");
    await step.getByRole("button", { name: "Continua" }).click();

    // 6. the category's configurator, created and published in the configurator editor
    step = stepOf(page, "6. Il configuratore");
    await expect(textbox(step, "Nome")).toHaveValue(N.category);
    await expect(step.getByRole("combobox", { name: "Categoria", exact: true }).locator("option:checked")).toHaveText(N.category);
    await shot(page, "6-configurator-new");
    await step.getByRole("button", { name: "Crea bozza", exact: true }).click();
    await expect(step.getByText(`Configuratore: ${N.category}`)).toBeVisible();
    await step.getByRole("button", { name: "Pubblica", exact: true }).click();
    const confirm = page.getByRole("alertdialog");
    await confirm.getByRole("button", { name: "Pubblica", exact: true }).click();
    await expect(confirm).toHaveCount(0);
    await expect(step.locator(".cfg-status--published").first()).toBeVisible();
    await shot(page, "6-configurator-published");
    // the way on stands where the publication shows, above the long editor
    await step.getByRole("button", { name: "Pubblicato: vai alla fine" }).click();

    // the end: what was made, named in the progress, and where to go next
    step = stepOf(page, "Prodotto pronto");
    // the model is named as its list names it, with its code (derived from its name)
    await expect(step.getByText(/è in vendita nella categoria/)).toHaveText(`«${N.model} (${modelCode})» è in vendita nella categoria «${N.category}».`);
    for (const [label, name] of [["Categoria", N.category], ["Tipologia", N.type], ["Caratteristiche", N.feature], ["Parti", N.part], ["Modello", N.model]]) {
      await expect(progress.getByRole("button", { name: new RegExp(`${label}\\W+fatto.*${name}`) })).toBeVisible();
    }
    await expect(step.getByRole("link", { name: "Prova come azienda" })).toHaveAttribute("href", /\/admin\/configuration\/edit\/\d+$/);
    await expect(step.getByRole("link", { name: "Modelli" })).toHaveAttribute("href", /\/admin\/product-model\?edit=\d+$/);
    const wizardHref = await step.getByRole("link", { name: "Apri nel configuratore" }).getAttribute("href");
    expect(wizardHref).toBe(`/configuratore/e2e-nuovo-prodotto-${stamp}`);
    await shot(page, "7-done");
    await noRowMenu(page);
    expect(page.consoleErrors).toEqual([]);
    await page.context().close();

    // a customer finds the model in the wizard and chooses its feature
    const customer = await newPage(browser);
    await uiLogin(customer, DEMO_USERS.customer);
    await customer.goto(url(wizardHref));
    await expect(customer.getByRole("heading", { level: 1, name: `Nuova configurazione: ${N.category}` })).toBeVisible();
    // the category's one type needs no choosing: the wizard opens on its model
    await wizardStep(customer, "Modello");
    await customer.getByRole("button", { name: new RegExp(N.model) }).click();
    await next(customer);
    await wizardStep(customer, "Parti");
    await expect(customer.getByText(N.part).first()).toBeVisible();
    await customer.context().close();
  });
});

test.describe("the guide on a phone, reusing what exists @phone-only", () => {
  test.beforeAll(async () => {
    const { token } = await apiLogin(DEMO_USERS.admin);
    const create = (pathname, body) => apiCreate(token, pathname, body);
    const category = await create("/api/productcategory", { name: R.category, slug: `e2e-np-riuso-${stamp}`, sortOrder: 0, active: true });
    const type = await create("/api/producttype", { categoryId: category.id, name: R.type, sortOrder: 0, active: true });
    const feature = await create("/api/productfeature", { code: `E2E-NPF-${stamp}`, name: R.feature, kind: "choice", sortOrder: 0, active: true });
    await create("/api/productfeatureval", { featureId: feature.id, code: "ROV", label: "Rovere", priceDelta: 0, sortOrder: 0, active: true });
    const part = await create("/api/productpart", {
      code: `E2E-NPP-${stamp}`,
      name: R.part,
      price: 5000,
      sortOrder: 0,
      active: true,
      features: [{ featureId: feature.id, required: true }],
    });
    const model = await create("/api/productmodel", { typeId: type.id, code: `E2E-NPM-${stamp}`, name: R.model, basePrice: 50000, sortOrder: 0, active: true, attributeValueIds: [] });
    await create("/api/productmodelpart", { modelId: model.id, partId: part.id, required: true, minQuantity: 1, defaultQuantity: 1, maxQuantity: 1, sortOrder: 0 });
    await apiPublishedConfigurator(token, category.id, R.configurator);
  });

  test("each step picks an existing item, the page never scrolls sideways", async ({ page }) => {
    await uiLogin(page, DEMO_USERS.admin);
    await page.goto(url("/admin/new-product"));
    await page.evaluate(() => window.sessionStorage.clear());
    await page.reload();

    /** Switches the step to reuse, chooses `name` and takes it with `action`. */
    const reuse = async (title, mode, label, name, action = "Usa") => {
      const step = stepOf(page, title);
      await step.getByRole("radio", { name: mode }).check();
      await chooseOption(step.getByRole("combobox", { name: label }), name);
      await expectNoHorizontalScroll(page);
      await shot(page, `reuse-${title.replace(/\W+/g, "-").toLowerCase()}`);
      await step.getByRole("button", { name: action, exact: true }).click();
      return step;
    };

    await expect(stepOf(page, "1. La categoria")).toBeVisible();
    await expectNoHorizontalScroll(page);
    await shot(page, "1-category");
    await reuse("1. La categoria", "Usa una categoria esistente", "Categoria esistente", R.category);
    await reuse("2. La tipologia", "Usa una tipologia esistente", "Tipologia della categoria", R.type);
    let step = await reuse("3. Caratteristiche e valori", "Usa una caratteristica esistente", "Caratteristica esistente", R.feature, "Aggiungi");
    // a chosen choice feature's values are there to check and complete
    await expect(step.getByRole("region", { name: "Valori" }).getByRole("button", { name: "Modifica Rovere" })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await shot(page, "3-values");
    await step.getByRole("button", { name: "Fatto con i valori" }).click();
    await step.getByRole("button", { name: "Continua" }).click();
    // the parts offered are those offering the chosen feature
    step = await reuse("4. Le parti", "Usa una parte esistente", "Parte esistente", R.part, "Aggiungi");
    await step.getByRole("button", { name: "Continua" }).click();
    step = await reuse("5. Il modello", "Usa un modello esistente", "Modello della tipologia", R.model);
    // the model has its part already: nothing to add
    await expect(step.getByRole("region", { name: "Parti del modello" }).getByRole("button", { name: `Modifica ${R.part}` })).toBeVisible();
    await expect(step.getByRole("button", { name: /Aggiungi al modello/ })).toHaveCount(0);
    await expectNoHorizontalScroll(page);
    await shot(page, "5-model");
    await step.getByRole("button", { name: "Continua" }).click();
    step = await reuse("6. Il configuratore", "Usa un configuratore esistente", "Configuratore della categoria", R.configurator);
    await expect(step.locator(".cfg-status--published").first()).toBeVisible();
    await expectNoHorizontalScroll(page);
    await shot(page, "6-configurator");
    await step.getByRole("button", { name: "Continua" }).click();
    await expect(stepOf(page, "Prodotto pronto").getByRole("link", { name: "Prova come azienda" })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await shot(page, "7-done");
    // back to a done step from the progress
    await page.getByRole("navigation", { name: "Avanzamento della guida" }).getByRole("button", { name: /Tipologia\W+fatto/ }).click();
    await expect(stepOf(page, "2. La tipologia").getByText(`Tipologia: ${R.type}`)).toBeVisible();
    await noRowMenu(page);
  });
});
