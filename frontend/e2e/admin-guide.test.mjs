// Issue 26, item 5: an administrator builds a product without a manual. The slug and codes of a new item
// follow its name until typed by hand; a choice feature's values are added and removed inside its form; the
// admin lists offer 10, 25, 50 or 100 rows a page, remembered after a reload, and open a row on a click or
// Enter; the rule editor adds an item when it is picked, among the configurator's category's items only; the
// audit trail names a type's category instead of its id. A catalogue of its own (two categories, a model with
// a part offering a feature, an attribute) keeps the demo's untouched. Screenshots into SHOTS_DIR when set.
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { DEMO_USERS, apiCreate, apiLogin, newPage, uiLogin, url } from "./support/env.mjs";
import { chooseOption, openCreate, rowOf, searchList, waitForToast } from "./support/admin.mjs";
import { expect, expectNoHorizontalScroll, journeyPage, test } from "./support/test.mjs";

const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const N = {
  category: `E2E Guida Poltrone è ${stamp}`,
  other: `E2E Guida Altra ${stamp}`,
  rules: `E2E Guida Regole ${stamp}`,
  type: `E2E Guida Tipologia ${stamp}`,
  moved: `E2E Guida Spostata ${stamp}`,
  model: `E2E Guida Modello ${stamp}`,
  part: `E2E Guida Seduta ${stamp}`,
  feature: `E2E Guida Finitura ${stamp}`,
  ruleFeature: `E2E Guida Rivestimento ${stamp}`,
  attribute: `E2E Guida Stile ${stamp}`,
};

const ids = {};

/** A screenshot for the reviewer, into SHOTS_DIR (`<name>-<width>.png`), when it is set: the screen with `at` in sight. */
async function shot(page, name, at) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  await at?.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(dir, `${name}-${page.viewportSize().width}.png`) });
}

test.beforeAll(async () => {
  const { token } = await apiLogin(DEMO_USERS.admin);
  const create = (pathname, body) => apiCreate(token, pathname, body);
  const rules = await create("/api/productcategory", { name: N.rules, slug: `e2e-guida-regole-${stamp}`, sortOrder: 0, active: true });
  const other = await create("/api/productcategory", { name: N.other, slug: `e2e-guida-altra-${stamp}`, sortOrder: 0, active: true });
  const type = await create("/api/producttype", { categoryId: rules.id, name: N.type, sortOrder: 0, active: true });
  const moved = await create("/api/producttype", { categoryId: rules.id, name: N.moved, sortOrder: 0, active: true });
  const attribute = await create("/api/attribute", { code: `E2E-GST-${stamp}`, name: N.attribute, sortOrder: 0 });
  const style = await create("/api/attributeval", { attributeId: attribute.id, code: "MOD", value: "Moderno", sortOrder: 0, active: true });
  const model = await create("/api/productmodel", {
    typeId: type.id,
    code: `E2E-GMOD-${stamp}`,
    name: N.model,
    basePrice: 90000,
    sortOrder: 0,
    active: true,
    attributeValueIds: [style.id],
  });
  const feature = await create("/api/productfeature", { code: `E2E-GRIV-${stamp}`, name: N.ruleFeature, kind: "choice", sortOrder: 0, active: true });
  for (const [code, label] of [["LINO", "Lino"], ["VELLUTO", "Velluto"]]) {
    await create("/api/productfeatureval", { featureId: feature.id, code, label, priceDelta: 0, sortOrder: 0, active: true });
  }
  const part = await create("/api/productpart", {
    code: `E2E-GSED-${stamp}`,
    name: N.part,
    price: 10000,
    sortOrder: 0,
    active: true,
    features: [{ featureId: feature.id, required: true }],
  });
  await create("/api/productmodelpart", {
    modelId: model.id,
    partId: part.id,
    required: true,
    minQuantity: 1,
    defaultQuantity: 1,
    maxQuantity: 1,
    sortOrder: 0,
  });
  Object.assign(ids, { rules: rules.id, other: other.id, moved: moved.id });
});

test.describe("an administrator builds a product without a manual", () => {
  let page;
  journeyPage(DEMO_USERS.admin, (opened) => (page = opened));

  test("a new category's slug follows its name, and stops once typed by hand", async () => {
    await page.goto(url("/admin/product-category"));
    const dialog = await openCreate(page, "Nuova categoria");
    const name = dialog.getByRole("textbox", { name: "Nome", exact: true });
    const slug = dialog.getByRole("textbox", { name: "Slug (indirizzo)", exact: true });
    await name.pressSequentially("E2E Guida Poltrone è");
    await expect(slug).toHaveValue("e2e-guida-poltrone-e");
    await name.fill(N.category);
    await expect(slug).toHaveValue(`e2e-guida-poltrone-e-${stamp}`);
    await shot(page, "slug-follows-name", slug);
    await slug.fill(`guida-${stamp}`);
    await name.fill(`${N.category} bis`);
    await expect(slug).toHaveValue(`guida-${stamp}`);
    await dialog.getByRole("button", { name: "Crea", exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await waitForToast(page, N.category);
  });

  test("creates a choice feature and its values in the feature's own form, without a row menu", async () => {
    await page.goto(url("/admin/product-feature"));
    const dialog = await openCreate(page, "Nuova caratteristica");
    await dialog.getByRole("textbox", { name: "Nome", exact: true }).fill(N.feature);
    // the code follows the name, in the catalogue's style
    await expect(dialog.getByRole("textbox", { name: "Codice", exact: true })).toHaveValue(`E2E-GUIDA-FINITURA-${stamp.toUpperCase()}`);
    await dialog.getByRole("button", { name: "Crea", exact: true }).click();
    // the form stays open on the new feature, with its values
    const values = dialog.getByRole("region", { name: "Valori" });
    await expect(values.getByText("La caratteristica non ha ancora valori.")).toBeVisible();

    for (const [label, delta] of [["Rovere", "12,50"], ["Noce", "0"], ["Di scorta", "0"]]) {
      await values.getByRole("button", { name: "Aggiungi valore" }).click();
      const sub = values.getByRole("group", { name: "Aggiungi valore" });
      await sub.getByRole("textbox", { name: "Etichetta", exact: true }).fill(label);
      await expect(sub.getByRole("textbox", { name: "Codice", exact: true })).toHaveValue(label.toUpperCase().replace(" ", "-"));
      await sub.getByRole("textbox", { name: "Variazione di prezzo (€)", exact: true }).fill(delta);
      await sub.getByRole("button", { name: "Crea", exact: true }).click();
      await expect(sub).toHaveCount(0);
      await expect(values.getByRole("cell", { name: label, exact: true })).toBeVisible();
    }
    await expect(values.getByRole("cell", { name: "12,50 €" })).toBeVisible();
    await shot(page, "feature-values-in-form", values);

    await values.getByRole("button", { name: "Rimuovi Di scorta" }).click();
    const confirm = page.getByRole("alertdialog");
    await confirm.getByRole("button", { name: "Elimina", exact: true }).click();
    await expect(confirm).toHaveCount(0);
    await expect(values.getByRole("cell", { name: "Di scorta", exact: true })).toHaveCount(0);
    await expect(values.getByRole("cell", { name: "Rovere", exact: true })).toBeVisible();
  });

  test("lists offer 10, 25, 50 or 100 rows a page, remembered after a reload; a row opens on a click or Enter", async () => {
    await page.goto(url("/admin/product-feature"));
    const size = page.getByRole("combobox", { name: "Righe per pagina" });
    await expect(size).toHaveValue("10");
    await expect(size.locator("option")).toHaveText(["10", "25", "50", "100"]);
    const asked = page.waitForRequest((request) => request.url().includes("/api/productfeature?") && request.url().includes("pageSize=25"));
    await size.selectOption("25");
    await asked;
    await page.reload();
    await expect(page.getByRole("combobox", { name: "Righe per pagina" })).toHaveValue("25");
    // another list keeps its own
    await page.goto(url("/admin/product-category"));
    await expect(page.getByRole("combobox", { name: "Righe per pagina" })).toHaveValue("10");

    await page.goto(url("/admin/product-feature"));
    await searchList(page, stamp, N.feature);
    await rowOf(page, N.feature).getByRole("cell", { name: N.feature, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: `Modifica «${N.feature} (E2E-GUIDA-FINITURA-${stamp.toUpperCase()})»` });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await rowOf(page, N.feature).focus();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
  });

  test("the configurator editor offers its category's items only, and adds a rule's item when it is picked", async () => {
    await page.goto(url("/admin/configuration/new"));
    await page.getByRole("textbox", { name: "Nome", exact: true }).fill(`E2E Guida Configuratore ${stamp}`);
    await chooseOption(page.getByRole("combobox", { name: "Categoria", exact: true }), N.rules);
    // the features the category's parts offer, the attributes its models carry: not the demo's
    const features = page.getByRole("group", { name: "Caratteristiche chieste" });
    await expect(features.getByRole("checkbox", { name: N.ruleFeature })).toBeVisible();
    await expect(features.getByRole("checkbox")).toHaveCount(1);
    const attributes = page.getByRole("group", { name: "Filtri dei modelli" });
    await expect(attributes.getByRole("checkbox", { name: N.attribute })).toBeVisible();
    await expect(attributes.getByRole("checkbox")).toHaveCount(1);

    await page.getByRole("button", { name: "Aggiungi regola" }).click();
    const dialog = page.getByRole("dialog", { name: "Nuova regola r1" });
    const when = dialog.getByRole("group", { name: "Se… (condizioni)" });
    await when.getByRole("combobox", { name: "Tipo di elemento" }).selectOption({ label: "Modello" });
    const models = when.getByRole("list", { name: "Elementi da aggiungere" });
    await expect(models.getByRole("button")).toHaveCount(1);
    await models.getByRole("button", { name: new RegExp(N.model) }).click();
    // picked is added: no second button to press
    await expect(when.locator(".cfg-chip").filter({ hasText: N.model })).toBeVisible();
    await expect(when.getByText("Nessun elemento da aggiungere.")).toBeVisible();

    const then = dialog.getByRole("group", { name: "allora esclude…" });
    await then.getByRole("combobox", { name: "Tipo di elemento" }).selectOption({ label: "Valore caratteristica" });
    const choices = then.getByRole("list", { name: "Elementi da aggiungere" });
    await expect(choices.getByRole("button")).toHaveText([`${N.ruleFeature}: Lino`, `${N.ruleFeature}: Velluto`]);
    await shot(page, "rule-pick-adds", choices);
    await choices.getByRole("button", { name: `${N.ruleFeature}: Velluto` }).click();
    await expect(then.locator(".cfg-chip").filter({ hasText: "Velluto" })).toBeVisible();
    await dialog.getByRole("button", { name: "Conferma regola" }).click();
    await expect(page.getByTestId("rule-r1")).toContainText(`allora esclude ${N.ruleFeature}: Velluto`);
  });

  test("the audit trail names a type's new category, not its id", async () => {
    await page.goto(url(`/admin/product-type?edit=${ids.moved}`));
    const dialog = page.getByRole("dialog");
    await chooseOption(dialog.getByRole("combobox", { name: "Categoria", exact: true }), N.other);
    await dialog.getByRole("button", { name: "Salva", exact: true }).click();
    await expect(dialog).toHaveCount(0);

    await page.goto(url("/admin/audit"));
    const entry = page.getByRole("row").filter({ hasText: N.moved }).first();
    await expect(entry).toContainText("Categoria");
    await expect(entry.locator(".audit-change").filter({ hasText: "Categoria" })).toHaveText(new RegExp(`Categoria\\s*${N.rules}\\s*→\\s*${N.other}`));
    await expect(entry).not.toContainText("categoryId");
    await expect(entry).not.toContainText("categoryName");
    await shot(page, "audit-names", entry);
  });
});

test.describe("the same screens on a phone @phone-only", () => {
  test("the feature's values, the rule picker and the audit trail fit a phone", async ({ browser }) => {
    const phone = await newPage(browser, { width: 375, height: 812 });
    await uiLogin(phone, DEMO_USERS.admin);
    await phone.goto(url(`/admin/product-feature?q=${encodeURIComponent(N.ruleFeature)}`));
    await rowOf(phone, N.ruleFeature).getByRole("button", { name: /^Modifica/ }).click();
    await expect(phone.getByRole("dialog").getByRole("region", { name: "Valori" }).getByRole("button", { name: "Modifica Velluto" })).toBeVisible();
    await expectNoHorizontalScroll(phone);
    await shot(phone, "feature-values-in-form", phone.getByRole("dialog").getByRole("region", { name: "Valori" }));
    await phone.keyboard.press("Escape");
    await shot(phone, "list-rows-per-page", phone.getByRole("combobox", { name: "Righe per pagina" }));

    await phone.goto(url("/admin/configuration/new"));
    await chooseOption(phone.getByRole("combobox", { name: "Categoria", exact: true }), N.rules);
    await phone.getByRole("button", { name: "Aggiungi regola" }).click();
    const when = phone.getByRole("dialog").getByRole("group", { name: "Se… (condizioni)" });
    await expect(when.getByRole("list", { name: "Elementi da aggiungere" }).getByRole("button", { name: new RegExp(N.model) })).toBeVisible();
    await expectNoHorizontalScroll(phone);
    await shot(phone, "rule-pick-adds", when.getByRole("list", { name: "Elementi da aggiungere" }));

    await phone.goto(url("/admin/audit"));
    // the type's creation: its category by name (the desktop journey, when it ran, moved it on)
    await expect(phone.getByRole("row").filter({ hasText: N.moved }).last()).toContainText(N.rules);
    await expectNoHorizontalScroll(phone);
    await shot(phone, "audit-names", phone.getByRole("row").filter({ hasText: N.moved }).last());
    await phone.context().close();
  });
});
