// The administrators' screens of issue 15, in Chromium: the companies and users lists show every column at
// 1280 px (no actions column over the data); a published configurator gets a new draft, changed and
// published while a user keeps configuring on it throughout; an image uploaded in a model's form shows on
// the model's card in the wizard. A category of its own (one type, one model) keeps the demo's untouched.
// The journeys run in order: the image's journey opens the wizard on the version the revision published.
import { DEMO_USERS, apiCall, apiCreate, apiLogin, apiPublishedConfigurator, newPage, uiLogin, url } from "./support/env.mjs";
import { rowAction, searchList, waitForToast } from "./support/admin.mjs";
import { next, step } from "./support/wizard.mjs";
import { expect, test } from "./support/test.mjs";

test.describe.configure({ mode: "serial" });

const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const N = {
  category: `E2E UX Categoria ${stamp}`,
  slug: `e2e-ux-${stamp}`,
  type: `E2E UX Tipologia ${stamp}`,
  model: `E2E UX Modello ${stamp}`,
  configurator: `E2E UX Configuratore ${stamp}`,
  newTitle: `Scegli il modello ${stamp}`,
};

/** A 2×2 PNG: the smallest image a browser decodes with a size. */
// A whole 2 × 2 PNG (its checksums right): uploads are decoded in full, so a damaged one is refused.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEklEQVR42mM4YaOhUXGCAUIBACNyBSl4kmlBAAAAAElFTkSuQmCC",
  "base64",
);

let token;
const ids = {};

const create = (path, body) => apiCreate(token, path, body);

test.beforeAll(async () => {
  ({ token } = await apiLogin(DEMO_USERS.admin));
  const category = await create("/api/productcategory", { name: N.category, slug: N.slug, sortOrder: 0, active: true });
  const type = await create("/api/producttype", { categoryId: category.id, name: N.type, sortOrder: 0, active: true });
  const model = await create("/api/productmodel", {
    typeId: type.id,
    code: `E2E-UX-${stamp}`,
    name: N.model,
    basePrice: 50000,
    sortOrder: 0,
    active: true,
    attributeValueIds: [],
  });
  const configurator = await apiPublishedConfigurator(token, category.id, N.configurator);
  Object.assign(ids, { category: category.id, model: model.id, configurator: configurator.id });
});

/** Every header and cell of the list's table lies inside the viewport, and no cell covers another. */
async function expectEveryColumnVisible(page) {
  const problems = () => page.evaluate(() => {
    const found = [];
    const table = document.querySelector(".data-table table");
    if (!table) return ["no table"];
    const scroller = table.closest(".data-table__scroll");
    if (scroller && scroller.scrollWidth > scroller.clientWidth + 1) found.push(`scrolls sideways: ${scroller.scrollWidth} > ${scroller.clientWidth}`);
    for (const row of table.querySelectorAll("tr")) {
      let previousRight = -Infinity;
      for (const cell of row.children) {
        const box = cell.getBoundingClientRect();
        if (box.right > window.innerWidth + 1 || box.left < 0) found.push(`${cell.textContent?.trim()} outside the viewport`);
        if (box.left + 1 < previousRight) found.push(`${cell.textContent?.trim()} overlaps its neighbour`);
        previousRight = box.right;
      }
    }
    return found;
  });
  await expect.poll(problems).toEqual([]);
}

test.describe("admin lists at 1280 px", () => {
  for (const [path, headers] of [
    ["/admin/company", ["Nome", "Partita IVA", "Città", "Sconto", "Account manager", "Attivo", "Azioni"]],
    ["/admin/user", ["Nome", "Email", "Ruolo", "Azienda", "Ultimo accesso", "Attivo", "Azioni"]],
  ]) {
    test(`${path} shows every column, none under the actions`, async ({ page }) => {
      await uiLogin(page, DEMO_USERS.admin);
      await page.goto(url(path));
      await expect(page.locator(".data-table tbody tr").first()).toBeVisible();
      const columns = page.locator(".data-table thead th");
      for (const header of headers) {
        await expect(columns.filter({ hasText: new RegExp(`^\\s*${header}`) }).first(), `${header} is a column`).toBeAttached();
      }
      await expectEveryColumnVisible(page);
      // the row's other actions are one keyboard-operable menu
      const more = page.getByRole("button", { name: /^Altre azioni per/ }).first();
      await more.focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("menu")).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("menu")).toHaveCount(0);
      await expect(more).toBeFocused();
    });
  }
});

test.describe("a published configurator is revised without downtime", () => {
  test("gets a new draft, changed and published, while a user keeps configuring", async ({ browser }) => {
    const admin = await newPage(browser);
    const user = await newPage(browser);
    const evaluations = [];
    user.on("response", (response) => {
      if (response.url().endsWith("/api/productconf/evaluate")) evaluations.push(response.status());
    });
    try {
      // an account manager (no company, so no filters) starts configuring on the published one
      await uiLogin(user, DEMO_USERS.account_manager);
      await user.goto(url(`/configuratore/${N.slug}`));
      await step(user, "Modello");
      await user.getByRole("button", { name: new RegExp(N.model) }).click();

      await uiLogin(admin, DEMO_USERS.admin);
      await admin.goto(url("/admin/configuration"));
      await searchList(admin, stamp, N.configurator);
      await rowAction(admin, N.configurator, "Nuova bozza da questa");
      await admin.waitForURL((u) => /\/admin\/configuration\/edit\/\d+$/.test(new URL(u).pathname) && !new URL(u).pathname.endsWith(`/${ids.configurator}`));
      await waitForToast(admin, "resta in uso finché non pubblichi la bozza");
      const title = admin.getByRole("textbox", { name: "Titolo", exact: true }).nth(1);
      await title.fill(N.newTitle);

      // while the draft is edited, the user goes on with the published one
      await next(user);
      await step(user, "Parti");

      await admin.getByRole("button", { name: "Salva", exact: true }).click();
      await waitForToast(admin, "salvat");
      await admin.getByRole("button", { name: "Pubblica", exact: true }).click();
      await admin.getByRole("alertdialog").getByRole("button", { name: "Pubblica", exact: true }).click();
      await expect(admin.locator(".page__title .cfg-status", { hasText: "Pubblicato" })).toBeVisible();
      const old = await apiCall("GET", `/api/configurator/${ids.configurator}`, { token });
      expect(old.body.status, "the previous one is archived on publish").toBe("archived");

      // the wizard opened before the switch still evaluates: back to the model, choose it again
      await user.getByRole("button", { name: "Indietro", exact: true }).click();
      await step(user, "Modello");
      await user.getByRole("button", { name: new RegExp(N.model) }).click();
      await next(user);
      await step(user, "Parti");
      // a fresh wizard shows the new version
      await user.goto(url(`/configuratore/${N.slug}`));
      await step(user, N.newTitle);
      expect(evaluations.length, "the wizard evaluated").toBeGreaterThan(0);
      expect(
        evaluations.filter((status) => status !== 200),
        "no evaluation failed while the configurator was revised",
      ).toEqual([]);
    } finally {
      await admin.context().close();
      await user.context().close();
    }
  });
});

test.describe("images", () => {
  test("an image uploaded in the model's form shows on its card in the wizard", async ({ page }) => {
    await uiLogin(page, DEMO_USERS.admin);
    await page.goto(url(`/admin/product-model?edit=${ids.model}`));
    const form = page.getByRole("dialog");
    await expect(form).toBeVisible();
    await form.getByTestId("image-file").setInputFiles({ name: "modello.png", mimeType: "image/png", buffer: PNG });
    const field = form.getByRole("textbox", { name: /^Immagine/ });
    await expect(field).toHaveValue(/^\/api\/images\//);
    const src = await field.inputValue();
    await expect(form.getByRole("img", { name: "Anteprima dell'immagine" })).toBeVisible();
    await form.getByRole("button", { name: "Salva", exact: true }).click();
    await waitForToast(page, "salvat");
    await page.goto(url(`/admin/product-model?q=${encodeURIComponent(stamp)}`));
    await expect(page.locator(`.data-table img.thumb[src="${src}"]`)).toBeVisible();

    await page.goto(url(`/configuratore/${N.slug}`));
    await step(page, N.newTitle);
    const card = page.locator(`img[src="${src}"]`).first();
    await expect(card).toBeVisible();
    await expect
      .poll(() => card.evaluate((image) => image.complete && image.naturalWidth), { message: "the image is served and decoded" })
      .toBeGreaterThan(0);
  });
});
