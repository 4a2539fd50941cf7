// The users' configurator wizard against the real API: a customer opens /configuratore/divani, goes
// through type, model, parts and features, sees the demo rule "oslo-no-velluto" grey out Velluto with
// its reason, sees the price change, and a reload in the middle keeps the route working (at 1280 and
// 375 px: the desktop and phone projects). Saving, editing and copying are covered by
// configurations.test.mjs.
import { DEMO_USERS, screenshot, uiLogin, url } from "./support/env.mjs";
import { expect, expectNoHorizontalScroll, expectPath, test } from "./support/test.mjs";
import { next } from "./support/wizard.mjs";

/** The live price once it shows a price in euro other than `previous`: its text. */
async function priceOtherThan(page, previous) {
  const price = page.getByTestId("live-price");
  await expect(price).toHaveText(/€/);
  await expect(price).not.toHaveText(previous);
  return (await price.innerText()).trim();
}

async function livePrice(page) {
  return (await page.getByTestId("live-price").innerText()).trim();
}

async function chooseTypeAndModel(page) {
  await expect(page.getByRole("heading", { level: 2, name: "Tipologia" })).toBeVisible();
  await page.getByRole("button", { name: /Divani lineari/ }).click();
  await next(page);
  await expect(page.getByRole("heading", { level: 2, name: "Modello" })).toBeVisible();
  const before = await livePrice(page);
  await page.getByRole("button", { name: /Oslo 3 posti/ }).click();
  return priceOtherThan(page, before);
}

test.describe("configurator wizard", { tag: "@phone" }, () => {
  test("a customer configures a sofa, sees a rule grey out an option with its reason and the price change", async ({ page }) => {
    const width = page.viewportSize().width;
    await uiLogin(page, DEMO_USERS.customer);
    await page.goto(url("/configuratore/divani"));
    await expect(page.getByRole("heading", { level: 1, name: /Nuova configurazione/ })).toBeVisible();
    await expect(page).toHaveTitle("Nuova configurazione: Divani · Configuratore");

    const withModel = await chooseTypeAndModel(page);
    expect(withModel).toMatch(/\d+,\d{2}\s€/);

    // a reload in the middle keeps the route working
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: /Nuova configurazione/ })).toBeVisible();
    await expectPath(page, "/configuratore/divani");
    await chooseTypeAndModel(page);

    await next(page);
    await expect(page.getByRole("heading", { level: 2, name: "Parti" })).toBeVisible();
    const beforeCushions = await livePrice(page);
    await expect(page.getByLabel("Cuscini schienale", { exact: true })).toHaveValue("0");
    await page.getByRole("button", { name: "Aggiungi: Cuscini schienale" }).click();
    // an optional part starts at the model part's default quantity (Oslo's back cushions: two, of none to four)
    await expect(page.getByLabel("Cuscini schienale", { exact: true })).toHaveValue("2");
    await priceOtherThan(page, beforeCushions);

    await next(page);
    await expect(page.getByRole("heading", { level: 2, name: "Rivestimento" })).toBeVisible();
    const velluto = page.getByRole("button", { name: /Velluto/ });
    await expect(velluto).toHaveAttribute("aria-disabled", "true");
    const reasonId = await velluto.getAttribute("aria-describedby");
    expect(reasonId, "Velluto names its reason").toBeTruthy();
    await velluto.focus();
    const reason = page.locator(`[id="${reasonId}"]`);
    await expect(reason).toBeVisible();
    await expect(reason).toContainText(/Il modello Oslo non è disponibile in velluto/, { useInnerText: true });
    await screenshot(page, `wizard-disabled-${width}`);
    // clicking it changes nothing
    await velluto.dispatchEvent("click");
    await expect(velluto).toHaveAttribute("aria-pressed", "false");

    // a value with a price delta (the company's filters decide which fabrics are offered)
    const fabric = page.getByRole("group", { name: "Tessuto" });
    const priced = fabric.locator("button:not([aria-disabled='true']):has(.wz-value__delta)").first();
    const beforeFabric = await livePrice(page);
    await priced.click();
    await priceOtherThan(page, beforeFabric);

    // keyboard: another value is chosen with Enter
    const other = fabric.locator("button[aria-pressed='false']:not([aria-disabled='true'])").first();
    const otherId = await other.getAttribute("data-testid");
    await other.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId(otherId)).toHaveAttribute("aria-pressed", "true");

    await expectNoHorizontalScroll(page);
  });
});
