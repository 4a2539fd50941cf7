// The audit trail: an administrator changes a part's price in its form and finds the change, with their
// name and the price before and after, in the part's "Modifiche" tab and in /admin/audit (filtered to
// parts, whose entry links to the part's form). Screenshots (E2E_SCREENSHOTS=1) of the tab and of the
// screen at 1280x800 and 375x812.
import { before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { DEMO_USERS, apiCall, apiLogin, browserForFile, newPage, screenshot, uiLogin, url } from "./support/env.mjs";
import { chooseOption, panel, rowOf, searchList, waitForToast } from "./support/admin.mjs";

const { browser, withPage } = browserForFile();

const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const PART = { code: `E2E-AUD-${stamp}`, name: `E2E Bracciolo ${stamp}` };
const ADMIN_NAME = "Alessandra Bianchi";

let page;
before(async () => {
  const { token } = await apiLogin(DEMO_USERS.admin);
  const created = await apiCall("POST", "/api/productpart", { token, body: { ...PART, price: 10_000, features: [] } });
  assert.equal(created.status, 201, created.text);
  page = await newPage(await browser());
  await uiLogin(page, DEMO_USERS.admin);
});

/** The price change's line in an entry: the field, the price before and after, in euro. */
const PRICE_CHANGE = /Prezzo \(€\)\s*100,00\s€\s*→\s*123,45\s€/;

describe("audit trail", () => {
  it("an admin changes a part's price and finds it, with their name, in the part's Modifiche tab", async () => {
    await page.goto(url("/admin/product-part"));
    await searchList(page, PART.code, PART.name);
    await rowOf(page, PART.name).getByRole("button", { name: /^Modifica/ }).click();
    const dialog = panel(page);
    await dialog.getByRole("textbox", { name: "Prezzo (€)", exact: true }).fill("123,45");
    await dialog.getByRole("button", { name: "Salva", exact: true }).click();
    await waitForToast(page, PART.name);
    await dialog.waitFor({ state: "detached" });

    await rowOf(page, PART.name).getByRole("button", { name: /^Modifica/ }).click();
    await dialog.getByRole("tab", { name: "Modifiche" }).click();
    const history = dialog.getByTestId("audit-history");
    await history.waitFor();
    const latest = history.locator(".audit-entry").first();
    assert.match(await latest.innerText(), new RegExp(ADMIN_NAME));
    assert.match(await latest.innerText(), /Modifica/);
    assert.match((await latest.innerText()).replace(/\n/g, " "), PRICE_CHANGE);
    // the creation (through the API) is the older entry
    assert.match(await history.locator(".audit-entry").nth(1).innerText(), /Creazione/);
    await screenshot(page, "audit-tab");
    // the form is still there on its own tab
    await dialog.getByRole("tab", { name: "Dati" }).click();
    assert.equal(await dialog.getByRole("textbox", { name: "Prezzo (€)", exact: true }).inputValue(), "123,45");
    await page.keyboard.press("Escape");
  });

  it("finds the same change in /admin/audit, filtered to parts, reached from the admin navigation", async () => {
    await page.goto(url("/admin"));
    await page.getByRole("navigation", { name: /amministrazione/i }).getByRole("link", { name: "Registro modifiche" }).click();
    await page.getByRole("heading", { level: 1, name: "Registro modifiche" }).waitFor();
    assert.match(await page.title(), /^Registro modifiche/);
    await chooseOption(page.getByRole("combobox", { name: "Elemento", exact: true }), "Parti");
    await page.waitForURL((u) => new URL(u).searchParams.get("entityKind") === "productpart");
    const row = rowOf(page, PART.name).first();
    await row.waitFor();
    const text = (await row.innerText()).replace(/\n/g, " ");
    assert.match(text, new RegExp(ADMIN_NAME));
    assert.match(text, PRICE_CHANGE);
    await screenshot(page, "audit-screen");
    // the record's name opens the part's form
    await row.getByRole("link", { name: PART.name }).click();
    await page.waitForURL((u) => new URL(u).pathname === "/admin/product-part");
    await panel(page).getByRole("tab", { name: "Modifiche" }).waitFor();
  });

  it("reads on a phone without horizontal scrolling", async () => {
    await withPage(async (phone) => {
      await uiLogin(phone, DEMO_USERS.admin);
      await phone.goto(url("/admin/audit?entityKind=productpart"));
      await rowOf(phone, PART.name).first().waitFor();
      await screenshot(phone, "audit-screen");
      const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 1, `no horizontal scrolling (${overflow}px)`);
    }, { width: 375, height: 812 });
  });
});
