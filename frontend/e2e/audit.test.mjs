// The audit trail: an administrator changes a part's price in its form and finds the change, with their
// name and the price before and after, in the part's "Modifiche" tab and in /admin/audit (filtered to
// parts, whose entry links to the part's form). Screenshots (E2E_SCREENSHOTS=1) of the tab and of the
// screen at 1280x800 and 375x812 (the phone project).
import { DEMO_USERS, apiCall, apiLogin, screenshot, uiLogin, url } from "./support/env.mjs";
import { chooseOption, panel, rowOf, searchList, waitForToast } from "./support/admin.mjs";
import { expect, expectNoHorizontalScroll, journeyPage, test } from "./support/test.mjs";

const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const PART = { code: `E2E-AUD-${stamp}`, name: `E2E Bracciolo ${stamp}` };
const ADMIN_NAME = "Alessandra Bianchi";

test.beforeAll(async () => {
  const { token } = await apiLogin(DEMO_USERS.admin);
  const created = await apiCall("POST", "/api/productpart", { token, body: { ...PART, price: 10_000, features: [] } });
  expect(created.status, created.text).toBe(201);
});

/** The price change's line in an entry: the field, the price before and after, in euro. */
const PRICE_CHANGE = /Prezzo \(€\)\s*100,00\s€\s*→\s*123,45\s€/;

test.describe("audit trail", () => {
  // one administrator's page through the journey: the change made in the first is found in the second
  let page;
  journeyPage(DEMO_USERS.admin, (opened) => (page = opened));

  test("an admin changes a part's price and finds it, with their name, in the part's Modifiche tab", async () => {
    await page.goto(url("/admin/product-part"));
    await searchList(page, PART.code, PART.name);
    await rowOf(page, PART.name).getByRole("button", { name: /^Modifica/ }).click();
    const dialog = panel(page);
    await dialog.getByRole("textbox", { name: "Prezzo (€)", exact: true }).fill("123,45");
    await dialog.getByRole("button", { name: "Salva", exact: true }).click();
    await waitForToast(page, PART.name);
    await expect(dialog).toHaveCount(0);

    await rowOf(page, PART.name).getByRole("button", { name: /^Modifica/ }).click();
    await dialog.getByRole("tab", { name: "Modifiche" }).click();
    const history = dialog.getByTestId("audit-history");
    await expect(history).toBeVisible();
    const latest = history.locator(".audit-entry").first();
    await expect(latest).toContainText(ADMIN_NAME);
    await expect(latest).toContainText(/Modifica/, { useInnerText: true });
    await expect(latest).toContainText(PRICE_CHANGE, { useInnerText: true });
    // the creation (through the API) is the older entry
    await expect(history.locator(".audit-entry").nth(1)).toContainText(/Creazione/, { useInnerText: true });
    await screenshot(page, "audit-tab");
    // the form is still there on its own tab
    await dialog.getByRole("tab", { name: "Dati" }).click();
    await expect(dialog.getByRole("textbox", { name: "Prezzo (€)", exact: true })).toHaveValue("123,45");
    await page.keyboard.press("Escape");
  });

  test("finds the same change in /admin/audit, filtered to parts, reached from the admin navigation", async () => {
    await page.goto(url("/admin"));
    await page.getByRole("navigation", { name: /amministrazione/i }).getByRole("link", { name: "Registro modifiche" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Registro modifiche" })).toBeVisible();
    await expect(page).toHaveTitle(/^Registro modifiche/);
    await chooseOption(page.getByRole("combobox", { name: "Elemento", exact: true }), "Parti");
    await page.waitForURL((u) => new URL(u).searchParams.get("entityKind") === "productpart");
    const row = rowOf(page, PART.name).first();
    await expect(row).toContainText(ADMIN_NAME);
    await expect(row).toContainText(PRICE_CHANGE, { useInnerText: true });
    await screenshot(page, "audit-screen");
    // the record's name opens the part's form
    await row.getByRole("link", { name: PART.name }).click();
    await page.waitForURL((u) => new URL(u).pathname === "/admin/product-part");
    await expect(panel(page).getByRole("tab", { name: "Modifiche" })).toBeVisible();
  });

});

test.describe("audit trail on a phone", { tag: "@phone-only" }, () => {
  // the part's creation, made through the API before, is in the trail
  test("reads on a phone without horizontal scrolling", async ({ page: phone }) => {
    await uiLogin(phone, DEMO_USERS.admin);
    await phone.goto(url("/admin/audit?entityKind=productpart"));
    await expect(rowOf(phone, PART.name).first()).toBeVisible();
    await screenshot(phone, "audit-screen");
    await expectNoHorizontalScroll(phone, "no horizontal scrolling");
  });
});
