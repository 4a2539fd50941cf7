// The wizard as a dealer uses it, at 1280 and 375 px, against the real API (demo "divani"): the price
// stays in sight while a step scrolls (a bar fixed at the bottom on a phone, the sticky panel on a
// desktop); saving keeps the user on the summary with what to do next; the demo rule "pouf-lino-velluto"
// (a pouf needs linen or velvet) shows on the fabric step, not on the parts step where the pouf is added;
// a width out of range shows its error on the field and blocks "Avanti" saying why; with the evaluation
// call cut, a choice says the price is not updated and offers a retry that brings it back.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { DEMO_USERS, browserForFile, uiLogin, where } from "./support/env.mjs";
import { choose, next, startOsloSofa, step } from "./support/wizard.mjs";
import { waitForToast } from "./support/admin.mjs";

const { withPage } = browserForFile();

/** The price shown once the evaluation of the latest choice is in (no update pending). */
async function settledPrice(page) {
  await page.waitForFunction(() => {
    const bar = document.querySelector('[data-testid="price-bar"]');
    return bar && bar.getAttribute("aria-busy") !== "true" && /€/.test(bar.querySelector('[data-testid="live-price"]').textContent);
  });
  return (await page.getByTestId("live-price").innerText()).trim();
}

/** Whether the element is wholly inside the viewport. */
async function inViewport(locator) {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.top >= 0 && r.left >= 0 && r.bottom <= window.innerHeight && r.right <= window.innerWidth && r.height > 0;
  });
}

async function noHorizontalOverflow(page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 1, `page wider than the viewport by ${overflow}px`);
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  describe(`the wizard's feedback at ${viewport.width}x${viewport.height}`, () => {
    it("keeps the price in sight while a step scrolls, and the stepper whole", async () => {
      await withPage(async (page) => {
        await uiLogin(page, DEMO_USERS.customer);
        await startOsloSofa(page);
        assert.equal((await page.getByTestId("step-count").innerText()).trim(), "Passo 3 di 6");
        const price = await settledPrice(page);
        assert.match(price, /\d+,\d{2}\s€/);
        // scroll to the end of the step: the price (bar on a phone, panel on a desktop) is still on screen
        await page.getByRole("button", { name: "Avanti", exact: true }).scrollIntoViewIfNeeded();
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.waitForTimeout(150);
        assert.ok(await page.evaluate(() => window.scrollY) > 0, "the step scrolls");
        assert.ok(await inViewport(page.getByTestId("live-price")), "the price is on screen");
        assert.equal((await page.getByTestId("live-price").innerText()).trim(), price);
        // the stepper: every step on screen, the done ones marked
        const steps = page.getByRole("navigation", { name: "Passaggi" }).getByRole("listitem");
        await page.evaluate(() => window.scrollTo(0, 0));
        assert.equal(await steps.count(), 6);
        for (let i = 0; i < 6; i++) assert.ok(await inViewport(steps.nth(i)), `step ${i + 1} is not cut off`);
        assert.equal(await page.locator(".stepper__step[data-done]").count(), 2);
        await noHorizontalOverflow(page);
        assert.deepEqual(page.consoleErrors, []);
      }, viewport);
    });

    it("shows a rule's violation on the step that holds its items", async () => {
      await withPage(async (page) => {
        await uiLogin(page, DEMO_USERS.customer);
        await startOsloSofa(page);
        await settledPrice(page);
        await page.getByRole("button", { name: "Aggiungi: Pouf" }).click();
        await settledPrice(page);
        // the pouf's fabric is chosen on the next step: nothing is "Non valida" here
        assert.equal(await page.getByTestId("step-problems").count(), 0);
        assert.equal(await page.locator('[data-testid="validity"][data-validity="invalid"]').count(), 0);
        await next(page);
        await step(page, "Rivestimento");
        const problems = page.getByTestId("step-problems");
        await problems.waitFor();
        assert.match(await problems.innerText(), /Il pouf si realizza solo in lino o in velluto/);
        await page.locator('[data-testid="validity"][data-validity="invalid"]').waitFor();
        // choosing linen frees it
        await choose(page, "Tessuto", "Lino");
        await problems.waitFor({ state: "detached" });
        assert.deepEqual(page.consoleErrors, []);
      }, viewport);
    });

    it("blocks 'Avanti' on a width out of range, with the reason on the field", async () => {
      await withPage(async (page) => {
        await uiLogin(page, DEMO_USERS.customer);
        await startOsloSofa(page);
        await next(page);
        await step(page, "Rivestimento");
        const avanti = page.getByRole("button", { name: "Avanti", exact: true });
        // disabled, and it says why
        assert.equal(await avanti.isDisabled(), true);
        assert.match(await page.getByTestId("next-why").innerText(), /Tessuto, Colore/);
        await choose(page, "Tessuto", "Lino");
        await choose(page, "Colore", "Salvia");
        await next(page);
        await step(page, "Finiture");
        await choose(page, "Finitura gambe", "Rovere");
        // the unit and the price per step are on the field
        assert.match(await page.getByText(/^Larghezza/).first().innerText(), /160–320 cm/);
        assert.match(await page.getByTestId("unit-price").innerText(), /ogni 10 cm/);
        const width = page.getByLabel(/^Larghezza/);
        await width.fill("400");
        const error = page.getByTestId("numeric-error");
        await error.waitFor();
        assert.match(await error.innerText(), /da 160 a 320 cm/);
        assert.equal(await width.getAttribute("aria-invalid"), "true");
        assert.equal(await avanti.isDisabled(), true);
        assert.match(await page.getByTestId("next-why").innerText(), /correggi: Larghezza/);
        await width.fill("220");
        await error.waitFor({ state: "detached" });
        assert.equal(await avanti.isEnabled(), true);
        assert.deepEqual(page.consoleErrors, []);
      }, viewport);
    });

    it("after saving, stays on the summary with what to do next", async () => {
      await withPage(async (page) => {
        await uiLogin(page, DEMO_USERS.customer);
        await startOsloSofa(page);
        await next(page);
        await step(page, "Rivestimento");
        await choose(page, "Tessuto", "Lino");
        await choose(page, "Colore", "Sabbia");
        await next(page);
        await step(page, "Finiture");
        await choose(page, "Finitura gambe", "Rovere");
        await page.getByLabel(/^Larghezza/).fill("200");
        await next(page);
        await step(page, "Riepilogo");
        // the breakdown is grouped by part with subtotals
        await page.getByTestId("price-group").nth(1).waitFor();
        await page.getByLabel("Nome della configurazione").fill(`Divano ux ${viewport.width} ${Date.now()}`);
        const save = page.getByRole("button", { name: "Salva configurazione", exact: true });
        await save.and(page.locator(":enabled")).waitFor();
        await save.click();
        await waitForToast(page, "Configurazione salvata.");
        await page.waitForURL((u) => new URL(u).pathname.startsWith("/configuratore/edit/"));
        await step(page, "Riepilogo");
        assert.equal((await page.getByTestId("step-count").innerText()).trim(), "Passo 6 di 6");
        const actions = page.getByTestId("saved-actions");
        await actions.waitFor();
        // what to do next, at the top of the summary: send a request, copy, back to the list
        assert.ok(await inViewport(actions), "the next actions are in sight after saving");
        const send = actions.getByRole("button", { name: "Invia richiesta di personalizzazione" });
        await send.and(page.locator(":enabled")).waitFor();
        await actions.getByRole("link", { name: "Crea una copia" }).waitFor();
        await actions.getByRole("link", { name: "Torna alle mie configurazioni" }).waitFor();
        // reopening it lands on its summary too
        await page.reload();
        await step(page, "Riepilogo");
        await page.getByTestId("saved-actions").waitFor();
        await actions.getByRole("link", { name: "Torna alle mie configurazioni" }).click();
        await page.getByRole("heading", { level: 1, name: "Le mie configurazioni" }).waitFor();
        assert.equal(where(page), "/user/configurazioni");
        assert.deepEqual(page.consoleErrors, []);
      }, viewport);
    });

    it("says when the price cannot be updated and retries", async () => {
      await withPage(async (page) => {
        await uiLogin(page, DEMO_USERS.customer);
        await startOsloSofa(page);
        const before = await settledPrice(page);
        await page.route("**/api/productconf/evaluate", (route) => route.abort());
        await page.getByRole("button", { name: "Aggiungi: Pouf" }).click();
        const error = page.getByTestId("evaluation-error");
        await error.waitFor();
        assert.match(await error.innerText(), /non aggiornati/);
        assert.ok(await inViewport(error), "the failure is on screen");
        await page.unroute("**/api/productconf/evaluate");
        await error.getByRole("button", { name: "Riprova" }).click();
        await error.waitFor({ state: "detached" });
        assert.notEqual(await settledPrice(page), before, "the pouf is priced after the retry");
        // the aborted call is the only console noise
        assert.ok(page.consoleErrors.every((e) => /Failed to load resource|ERR_FAILED/.test(e)), page.consoleErrors.join("\n"));
      }, viewport);
    });
  });
}
