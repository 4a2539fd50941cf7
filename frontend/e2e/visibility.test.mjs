// Company entity filters: an admin denies a category to "Arredamenti Lario S.r.l." from the company
// screen; that company's customer no longer gets it from the API, while the other categories stay; the
// filter removed, the category is back. Screenshots of the filters panel with E2E_SCREENSHOTS=1.
import { DEMO_USERS, SCREENSHOTS, apiCall, apiLogin, screenshot, uiLogin, url } from "./support/env.mjs";
import { chooseOption, searchList, rowAction } from "./support/admin.mjs";
import { expect, test } from "./support/test.mjs";

const COMPANY = "Arredamenti Lario S.r.l.";
const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const CATEGORY = `E2E Nascosta ${stamp}`;

let adminToken;
let category;

async function customerCategories() {
  const { token } = await apiLogin(DEMO_USERS.customer);
  const answer = await apiCall("GET", "/api/productcategory?page=1&pageSize=100", { token });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.items.map((item) => item.name);
}

test.beforeAll(async () => {
  adminToken = (await apiLogin(DEMO_USERS.admin)).token;
  const created = await apiCall("POST", "/api/productcategory", {
    token: adminToken,
    body: { slug: `e2e-nascosta-${stamp}`, name: CATEGORY, description: null, imageUrl: null, sortOrder: 900, active: true },
  });
  expect(created.status, created.text).toBe(201);
  category = created.body;
});
test.afterAll(async () => {
  if (category) await apiCall("DELETE", `/api/productcategory/${category.id}`, { token: adminToken });
});

test.describe("company entity filters", () => {
  test("a deny filter added on the company screen hides the category from the company's customer", async ({ page }) => {
    const before = await customerCategories();
    expect(before, "visible before the filter").toContain(CATEGORY);
    const others = before.filter((name) => name !== CATEGORY);
    expect(others, "the demo categories are visible").toContain("Divani");

    await uiLogin(page, DEMO_USERS.admin);
    await page.goto(url("/admin/company"));
    await searchList(page, "Lario", COMPANY);
    await rowAction(page, COMPANY, "Filtri catalogo");
    await expect(page.getByRole("heading", { level: 1, name: "Filtri catalogo" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Percorso" }).getByText(COMPANY)).toBeVisible();
    const preview = page.getByRole("list", { name: "Categorie" });
    await expect(preview.getByText(CATEGORY, { exact: true })).toBeVisible();

    await page.getByRole("combobox", { name: "Tipo di elemento", exact: true }).selectOption("category");
    await page.getByRole("searchbox", { name: "Cerca in categorie" }).fill(stamp);
    await chooseOption(page.getByRole("combobox", { name: "Elemento", exact: true }), CATEGORY);
    await page.getByRole("radio", { name: "Escludi" }).check();
    await page.getByRole("button", { name: "Aggiungi filtro" }).click();

    const rules = page.getByRole("list", { name: "Regole" });
    const rule = rules.getByRole("listitem").filter({ hasText: CATEGORY });
    await expect(rule).toContainText(/Escludi/, { useInnerText: true });
    // the preview follows
    await expect(preview.getByText(CATEGORY, { exact: true })).toHaveCount(0);
    await screenshot(page, "admin-company-filters");
    if (SCREENSHOTS) {
      await page.setViewportSize({ width: 375, height: 812 });
      await screenshot(page, "admin-company-filters");
      await page.setViewportSize({ width: 1280, height: 800 });
    }

    const during = await customerCategories();
    expect(during, "the denied category is absent").not.toContain(CATEGORY);
    for (const name of others) expect(during, `${name} is still visible`).toContain(name);

    await rule.getByRole("button", { name: /^Rimuovi/ }).click();
    const confirm = page.getByRole("alertdialog");
    await confirm.getByRole("button", { name: "Elimina", exact: true }).click();
    await expect(confirm).toHaveCount(0);
    await expect(rule).toHaveCount(0);
    await expect(preview.getByText(CATEGORY, { exact: true })).toBeVisible();

    const afterRemoval = await customerCategories();
    expect(afterRemoval, "visible again once the filter is removed").toContain(CATEGORY);
  });
});
