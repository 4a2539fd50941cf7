// The users' configurator wizard against the real API: a customer opens /configuratore/divani, goes
// through type, model, parts and features, sees the demo rule "oslo-no-velluto" grey out Velluto with
// its reason, sees the price change, and a reload in the middle keeps the route working (at 1280 and
// 375 px). Saving, editing and copying are covered by configurations.test.mjs.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { DEMO_USERS, browserForFile, screenshot, uiLogin, url, where } from "./support/env.mjs";
import { next } from "./support/wizard.mjs";

const { withPage } = browserForFile();

async function livePrice(page) {
  return (await page.getByTestId("live-price").innerText()).trim();
}

async function waitForPriceChange(page, previous) {
  await page.waitForFunction(
    (before) => {
      const el = document.querySelector('[data-testid="live-price"]');
      return !!el && el.textContent.trim() !== before && /€/.test(el.textContent);
    },
    previous,
    { timeout: 10_000 },
  );
  return livePrice(page);
}

async function chooseTypeAndModel(page) {
  await page.getByRole("heading", { level: 2, name: "Tipologia" }).waitFor();
  await page.getByRole("button", { name: /Divani lineari/ }).click();
  await next(page);
  await page.getByRole("heading", { level: 2, name: "Modello" }).waitFor();
  const before = await livePrice(page);
  await page.getByRole("button", { name: /Oslo 3 posti/ }).click();
  return waitForPriceChange(page, before);
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  describe(`configurator wizard at ${viewport.width}x${viewport.height}`, () => {
    it("a customer configures a sofa, sees a rule grey out an option with its reason and the price change", async () => {
      await withPage(async (page) => {
        await uiLogin(page, DEMO_USERS.customer);
        await page.goto(url("/configuratore/divani"));
        await page.getByRole("heading", { level: 1, name: /Nuova configurazione/ }).waitFor();
        assert.equal(await page.title(), "Nuova configurazione: Divani · Configuratore");

        const withModel = await chooseTypeAndModel(page);
        assert.match(withModel, /\d+,\d{2}\s€/);

        // a reload in the middle keeps the route working
        await page.reload();
        await page.getByRole("heading", { level: 1, name: /Nuova configurazione/ }).waitFor();
        assert.equal(where(page), "/configuratore/divani");
        await chooseTypeAndModel(page);

        await next(page);
        await page.getByRole("heading", { level: 2, name: "Parti" }).waitFor();
        const beforeCushions = await livePrice(page);
        await page.getByRole("button", { name: "Aggiungi: Cuscini schienale" }).click();
        const withCushions = await waitForPriceChange(page, beforeCushions);
        assert.notEqual(withCushions, beforeCushions);

        await next(page);
        await page.getByRole("heading", { level: 2, name: "Rivestimento" }).waitFor();
        const velluto = page.getByRole("button", { name: /Velluto/ });
        await page.waitForFunction(() =>
          [...document.querySelectorAll("button[aria-disabled='true']")].some((b) => /Velluto/.test(b.textContent)),
        );
        assert.equal(await velluto.getAttribute("aria-disabled"), "true");
        const reasonId = await velluto.getAttribute("aria-describedby");
        assert.ok(reasonId, "Velluto names its reason");
        await velluto.focus();
        const reason = page.locator(`[id="${reasonId}"]`);
        await reason.waitFor({ state: "visible" });
        assert.match(await reason.innerText(), /Il modello Oslo non è disponibile in velluto/);
        await screenshot(page, `wizard-disabled-${viewport.width}`);
        // clicking it changes nothing
        await velluto.dispatchEvent("click");
        assert.equal(await velluto.getAttribute("aria-pressed"), "false");

        // a value with a price delta (the company's filters decide which fabrics are offered)
        const fabric = page.getByRole("group", { name: "Tessuto" });
        const priced = fabric.locator("button:not([aria-disabled='true']):has(.wz-value__delta)").first();
        const beforeFabric = await livePrice(page);
        await priced.click();
        const withFabric = await waitForPriceChange(page, beforeFabric);
        assert.notEqual(withFabric, beforeFabric);

        // keyboard: another value is chosen with Enter
        const other = fabric.locator("button[aria-pressed='false']:not([aria-disabled='true'])").first();
        const otherId = await other.getAttribute("data-testid");
        await other.focus();
        await page.keyboard.press("Enter");
        assert.equal(await page.getByTestId(otherId).getAttribute("aria-pressed"), "true");

        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        assert.ok(overflow <= 1, `page wider than the viewport by ${overflow}px`);
      }, viewport);
    });
  });
}
