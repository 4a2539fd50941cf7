// The configurator editor, as an administrator: a category with a type, a model, a part and a feature
// with two values made through the API; a configurator created in the editor with a rule chosen through
// the pickers; saved, its rule check shown; tried as a company; published (status "Pubblicato",
// read-only) and archived. Screenshots (E2E_SCREENSHOTS=1) of the editor, the findings and the try-out at
// 1280x800 and 375x812.
import { DEMO_USERS, apiCreate, apiLogin, newPage, screenshot, uiLogin, url, waitForPath } from "./support/env.mjs";
import { chooseOption, rowOf, searchList, waitForToast } from "./support/admin.mjs";
import { expect, test } from "./support/test.mjs";

const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const N = {
  category: `E2E Cfg Categoria ${stamp}`,
  slug: `e2e-cfg-${stamp}`,
  type: `E2E Cfg Tipologia ${stamp}`,
  model: `E2E Cfg Modello ${stamp}`,
  part: `E2E Cfg Seduta ${stamp}`,
  feature: `E2E Cfg Tessuto ${stamp}`,
  valueA: `Lino ${stamp}`,
  valueB: `Velluto ${stamp}`,
  configurator: `E2E Configuratore ${stamp}`,
};

let page;
let token;

const create = (path, body) => apiCreate(token, path, body);

// one administrator's page through the journey, each step building on the previous one
test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ browser }) => {
  ({ token } = await apiLogin(DEMO_USERS.admin));
  const category = await create("/api/productcategory", { name: N.category, slug: N.slug, sortOrder: 0, active: true });
  const type = await create("/api/producttype", { categoryId: category.id, name: N.type, sortOrder: 0, active: true });
  const feature = await create("/api/productfeature", { code: `E2E-CT-${stamp}`, name: N.feature, kind: "choice", sortOrder: 0, active: true });
  await create("/api/productfeatureval", { featureId: feature.id, code: `L-${stamp}`, label: N.valueA, priceDelta: 0, sortOrder: 0, active: true });
  await create("/api/productfeatureval", { featureId: feature.id, code: `V-${stamp}`, label: N.valueB, priceDelta: 4550, sortOrder: 1, active: true });
  const part = await create("/api/productpart", {
    code: `E2E-CS-${stamp}`,
    name: N.part,
    price: 12000,
    sortOrder: 0,
    active: true,
    features: [{ featureId: feature.id, required: true, sortOrder: 0 }],
  });
  const model = await create("/api/productmodel", {
    typeId: type.id,
    code: `E2E-CM-${stamp}`,
    name: N.model,
    basePrice: 89900,
    sortOrder: 0,
    active: true,
    attributeValueIds: [],
  });
  await create("/api/productmodelpart", {
    modelId: model.id,
    partId: part.id,
    required: true,
    minQuantity: 1,
    defaultQuantity: 1,
    maxQuantity: 2,
    sortOrder: 0,
  });

  page = await newPage(browser);
  await uiLogin(page, DEMO_USERS.admin);
});

test.afterAll(async () => {
  await page?.context().close();
});

/** Adds an item to one side of the rule in the open dialog through its picker. */
async function pick(dialog, side, kindLabel, search, optionText) {
  const group = dialog.getByRole("group", { name: side });
  await group.getByRole("combobox", { name: "Tipo di elemento" }).selectOption({ label: kindLabel });
  await group.getByRole("searchbox").fill(search);
  // a click on the item adds it
  await group.getByRole("list", { name: "Elementi da aggiungere" }).getByRole("button", { name: optionText }).click();
  await expect(group.locator(".cfg-chip").filter({ hasText: optionText })).toBeVisible();
}

test.describe("admin builds a configurator", () => {
  test("creates a draft with a rule chosen through the pickers and shows its rule check", async () => {
    await page.goto(url("/admin/configuration"));
    await expect(page.getByRole("heading", { level: 1, name: "Configuratori" })).toBeVisible();
    await page.getByRole("link", { name: "Nuovo configuratore" }).click();
    await waitForPath(page, "/admin/configuration/new");
    await expect(page.getByRole("heading", { level: 1, name: "Nuovo configuratore" })).toBeVisible();

    await page.getByRole("textbox", { name: "Nome", exact: true }).fill(N.configurator);
    await chooseOption(page.getByRole("combobox", { name: "Categoria", exact: true }), N.category);
    await page.getByRole("group", { name: "Caratteristiche chieste" }).getByRole("checkbox", { name: N.feature }).check();

    await page.getByRole("button", { name: "Aggiungi regola" }).click();
    const dialog = page.getByRole("dialog", { name: "Nuova regola r1" });
    await expect(dialog).toBeVisible();
    await pick(dialog, "Se… (condizioni)", "Modello", stamp, N.model);
    await pick(dialog, "allora esclude…", "Valore caratteristica", stamp, `${N.feature}: ${N.valueB}`);
    await dialog.getByRole("textbox", { name: "Messaggio per l'utente" }).fill("Il velluto non è disponibile per questo modello.");
    await screenshot(page, "admin-configurator-rule");
    await dialog.getByRole("button", { name: "Conferma regola" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId("rule-r1")).toContainText(N.valueB);

    await page.getByRole("button", { name: "Crea bozza" }).click();
    await page.waitForURL((u) => /^\/admin\/configuration\/edit\/\d+$/.test(new URL(u).pathname));
    await waitForToast(page, N.configurator);
    await expect(page.getByRole("heading", { level: 1, name: /Modifica configuratore/ })).toBeVisible();
    await expect(page.locator(".page__intro", { hasText: N.configurator })).toBeVisible();
    await expect(page.locator(".page__title .cfg-status")).toHaveText("Bozza");

    // the rule check: the excluded value can never be chosen with the category's only model
    const findings = page.getByTestId("findings");
    await expect(findings.locator(".cfg-finding").first()).toBeVisible();
    await screenshot(page, "admin-configurator-editor");
    await findings.scrollIntoViewIfNeeded();
    await screenshot(page, "admin-configurator-findings");
    expect(page.consoleErrors).toEqual([]);
  });

  test("tries it as a company, with the wizard's steps: evaluation, disabled options with their reason, the price", async () => {
    const tryOut = page.getByTestId("try-out");
    const company = tryOut.getByRole("combobox", { name: "Azienda" });
    await expect(company.locator("option").nth(1)).toBeAttached();
    await company.selectOption({ index: 1 });
    // the wizard's own steps: the model is a card
    await tryOut.getByRole("button", { name: new RegExp(N.model) }).click();
    const result = page.getByTestId("try-result");
    await expect(result.getByText("Totale", { exact: true })).toBeVisible();
    // the rule greys out the excluded value and says why
    await expect(result.getByText("Opzioni escluse")).toBeVisible();
    const excluded = tryOut.getByRole("group", { name: N.feature }).getByRole("button", { name: new RegExp(N.valueB) });
    await expect(excluded).toHaveAttribute("aria-disabled", "true");
    await expect(result).toContainText(/€/);
    await tryOut.scrollIntoViewIfNeeded();
    await screenshot(page, "admin-configurator-tryout");
  });

  test("publishes it: status Pubblicato and read-only", async () => {
    await page.getByRole("button", { name: "Pubblica", exact: true }).click();
    const confirm = page.getByRole("alertdialog");
    await confirm.getByRole("button", { name: "Pubblica", exact: true }).click();
    await waitForToast(page, "pubblicato");
    await expect(page.locator(".page__title .cfg-status", { hasText: "Pubblicato" })).toBeVisible();
    await expect(page.getByText(/è pubblicato e non si modifica: crea una nuova bozza/)).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Nome", exact: true })).toBeDisabled();
  });

  test("archives it and the list shows its status", async () => {
    await page.getByRole("note").getByRole("button", { name: "Archivia" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Archivia" }).click();
    await waitForToast(page, "archiviato");
    await expect(page.locator(".page__title .cfg-status", { hasText: "Archiviato" })).toBeVisible();

    await page.goto(url("/admin/configuration"));
    await searchList(page, stamp, N.configurator);
    const row = rowOf(page, N.configurator);
    await expect(row.getByText("Archiviato")).toBeVisible();
    // archived: no publish, archive, new draft or delete (nothing in a menu)
    await expect(row.getByRole("button", { name: /Elimina|Pubblica|Archivia|Altre azioni/ })).toHaveCount(0);
    await screenshot(page, "admin-configurators-list");
  });
});
