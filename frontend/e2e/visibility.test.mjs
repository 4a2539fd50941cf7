// Company entity filters: an admin denies a category to "Arredamenti Lario S.r.l." from the company
// screen; that company's customer no longer gets it from the API, while the other categories stay; the
// filter removed, the category is back. Screenshots of the filters panel with E2E_SCREENSHOTS=1.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import {
  DEMO_USERS,
  SCREENSHOTS,
  apiCall,
  apiLogin,
  browserForFile,
  screenshot,
  uiLogin,
  url,
} from "./support/env.mjs";
import { chooseOption, searchList, rowAction } from "./support/admin.mjs";

const { withPage } = browserForFile();

const COMPANY = "Arredamenti Lario S.r.l.";
const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const CATEGORY = `E2E Nascosta ${stamp}`;

let adminToken;
let category;

async function customerCategories() {
  const { token } = await apiLogin(DEMO_USERS.customer);
  const answer = await apiCall("GET", "/api/productcategory?page=1&pageSize=100", { token });
  assert.equal(answer.status, 200, answer.text);
  return answer.body.items.map((item) => item.name);
}

before(async () => {
  adminToken = (await apiLogin(DEMO_USERS.admin)).token;
  const created = await apiCall("POST", "/api/productcategory", {
    token: adminToken,
    body: { slug: `e2e-nascosta-${stamp}`, name: CATEGORY, description: null, imageUrl: null, sortOrder: 900, active: true },
  });
  assert.equal(created.status, 201, created.text);
  category = created.body;
});
after(async () => {
  if (category) await apiCall("DELETE", `/api/productcategory/${category.id}`, { token: adminToken });
});

describe("company entity filters", () => {
  it("a deny filter added on the company screen hides the category from the company's customer", async () => {
    const before = await customerCategories();
    assert.ok(before.includes(CATEGORY), "visible before the filter");
    const others = before.filter((name) => name !== CATEGORY);
    assert.ok(others.includes("Divani"), "the demo categories are visible");

    await withPage(async (page) => {
      await uiLogin(page, DEMO_USERS.admin);
      await page.goto(url("/admin/company"));
      await searchList(page, "Lario", COMPANY);
      await rowAction(page, COMPANY, "Filtri catalogo");
      await page.getByRole("heading", { level: 1, name: "Filtri catalogo" }).waitFor();
      await page.getByRole("navigation", { name: "Percorso" }).getByText(COMPANY).waitFor();
      const preview = page.getByRole("list", { name: "Categorie" });
      await preview.getByText(CATEGORY, { exact: true }).waitFor();

      await page.getByRole("combobox", { name: "Tipo di elemento", exact: true }).selectOption("category");
      await page.getByRole("searchbox", { name: "Cerca in categorie" }).fill(stamp);
      await chooseOption(page.getByRole("combobox", { name: "Elemento", exact: true }), CATEGORY);
      await page.getByRole("radio", { name: "Escludi" }).check();
      await page.getByRole("button", { name: "Aggiungi filtro" }).click();

      const rules = page.getByRole("list", { name: "Regole" });
      const rule = rules.getByRole("listitem").filter({ hasText: CATEGORY });
      await rule.waitFor();
      assert.match(await rule.innerText(), /Escludi/);
      // the preview follows
      await preview.getByText(CATEGORY, { exact: true }).waitFor({ state: "detached" });
      await screenshot(page, "admin-company-filters");
      if (SCREENSHOTS) {
        await page.setViewportSize({ width: 375, height: 812 });
        await screenshot(page, "admin-company-filters");
        await page.setViewportSize({ width: 1280, height: 800 });
      }

      const during = await customerCategories();
      assert.ok(!during.includes(CATEGORY), "the denied category is absent");
      for (const name of others) assert.ok(during.includes(name), `${name} is still visible`);

      await rule.getByRole("button", { name: /^Rimuovi/ }).click();
      const confirm = page.getByRole("alertdialog");
      await confirm.getByRole("button", { name: "Elimina", exact: true }).click();
      await confirm.waitFor({ state: "detached" });
      await rule.waitFor({ state: "detached" });
      await preview.getByText(CATEGORY, { exact: true }).waitFor();
    });

    const afterRemoval = await customerCategories();
    assert.ok(afterRemoval.includes(CATEGORY), "visible again once the filter is removed");
  });
});
