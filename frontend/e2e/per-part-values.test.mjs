// Per-part feature values against the real API: a customer builds an Oslo sofa of the demo "divani"
// configurator choosing a different Colore for the frame and the seat (keyboard only for the toggle and
// one of the values), saves it, the API returns the two values on the two parts, and reopening the edit
// URL (also at 375 px) shows Colore in per-part mode with both values. Screenshots of the features step
// in per-part mode at 1280 and 375 px (E2E_SCREENSHOTS=1).
import { before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { DEMO_USERS, apiCall, apiLogin, browserForFile, newPage, screenshot, uiLogin, url } from "./support/env.mjs";
import { next, startOsloSofa, step } from "./support/wizard.mjs";
import { waitForToast } from "./support/admin.mjs";

const { browser, withPage } = browserForFile();

const NAME = `Divano bicolore e2e ${Date.now()}`;

let token;
let catalogue;

before(async () => {
  token = (await apiLogin(DEMO_USERS.customer)).token;
  const wizard = await apiCall("GET", "/api/configurator/category/divani", { token });
  assert.equal(wizard.status, 200, wizard.text);
  catalogue = wizard.body.catalogue;
});

const partId = (name) => catalogue.parts.find((p) => p.name === name)?.id;
const valueId = (feature, label) => {
  const featureId = catalogue.features.find((f) => f.name === feature)?.id;
  return catalogue.values.find((v) => v.featureId === featureId && v.label === label)?.id;
};

/** The group of a feature, or of one part inside it in per-part mode. */
function group(page, feature, part) {
  const outer = page.getByRole("group", { name: feature, exact: true });
  return part ? outer.getByRole("group", { name: part, exact: true }) : outer;
}

function option(scope, value) {
  return scope.getByRole("button", { name: new RegExp(`^${value}`) });
}

async function assertPressed(scope, value) {
  await scope.locator("button[aria-pressed='true']", { hasText: value }).waitFor();
}

async function assertPerPartColours(page) {
  await group(page, "Colore").getByRole("button", { name: "Uguale per tutte le parti" }).waitFor();
  await assertPressed(group(page, "Colore", "Struttura"), "Salvia");
  await assertPressed(group(page, "Colore", "Seduta"), "Blu notte");
}

/** The live summary answers for the latest choices (a model is chosen, nothing is loading). */
async function waitForEvaluation(page) {
  await page.waitForFunction(() => {
    const bar = document.querySelector("[data-testid='price-bar']");
    return bar?.getAttribute("aria-busy") === "false" && /€/.test(bar.querySelector("[data-testid='live-price']")?.textContent ?? "");
  });
}

describe("per-part feature values", () => {
  it("a customer gives two parts of a sofa different colours, saves, and finds them again", async () => {
    await withPage(async (page) => {
      await uiLogin(page, DEMO_USERS.customer);
      await startOsloSofa(page);
      await next(page);

      await step(page, "Rivestimento");
      await option(group(page, "Tessuto"), "Lino").click();
      await option(group(page, "Colore"), "Salvia").click();
      await assertPressed(group(page, "Colore"), "Salvia");

      // keyboard only: the toggle, then a value of the seat
      const toggle = group(page, "Colore").getByRole("button", { name: "Scegli per ciascuna parte" });
      await toggle.focus();
      await page.keyboard.press("Enter");
      await group(page, "Colore", "Seduta").waitFor();
      assert.equal(await page.evaluate(() => document.activeElement?.textContent), "Uguale per tutte le parti");
      await assertPressed(group(page, "Colore", "Struttura"), "Salvia");
      await assertPressed(group(page, "Colore", "Seduta"), "Salvia");
      await option(group(page, "Colore", "Seduta"), "Blu notte").focus();
      await page.keyboard.press("Space");
      await assertPerPartColours(page);
      await waitForEvaluation(page);
      await screenshot(page, "per-part-values");
      await next(page);

      await step(page, "Finiture");
      await option(group(page, "Finitura gambe"), "Rovere").click();
      await page.getByLabel(/^Larghezza/).fill("220");
      await next(page);

      await step(page, "Riepilogo");
      await page.locator(".wz-choices dd", { hasText: "Struttura: Salvia, Seduta: Blu notte" }).waitFor();
      await page.getByLabel("Nome della configurazione").fill(NAME);
      await page.getByRole("button", { name: "Salva configurazione", exact: true }).and(page.locator(":enabled")).waitFor();
      await page.getByRole("button", { name: "Salva configurazione", exact: true }).click();
      await waitForToast(page, "Configurazione salvata.");
      await page.waitForURL((u) => new URL(u).pathname.startsWith("/configuratore/edit/"));
      const editPath = new URL(page.url()).pathname;
      const publicId = editPath.split("/").pop();

      const saved = await apiCall("GET", `/api/productconf/${publicId}`, { token });
      assert.equal(saved.status, 200, saved.text);
      assert.equal(saved.body.complete, true);
      assert.equal(saved.body.valid, true);
      const colourOf = (name) =>
        saved.body.draft.parts
          .find((p) => p.partId === partId(name))
          ?.values.find((v) => v.featureId === catalogue.features.find((f) => f.name === "Colore")?.id)?.valueId;
      assert.equal(colourOf("Struttura"), valueId("Colore", "Salvia"), saved.text);
      assert.equal(colourOf("Seduta"), valueId("Colore", "Blu notte"), saved.text);

      // reopening the edit URL: Colore in per-part mode with both values, at 1280 and at 375 px
      for (const size of [null, { width: 375, height: 812 }]) {
        const view = size ? await newPage(await browser(), size) : page;
        try {
          if (size) await uiLogin(view, DEMO_USERS.customer);
          await view.goto(url(editPath));
          await view.getByRole("navigation", { name: "Passaggi" }).getByRole("button", { name: /Rivestimento/ }).click();
          await step(view, "Rivestimento");
          await assertPerPartColours(view);
          await waitForEvaluation(view);
          const overflow = await view.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          assert.ok(overflow <= 0, `no horizontal scrolling (${overflow}px)`);
          if (size) await screenshot(view, "per-part-values");
          assert.deepEqual(view.consoleErrors, []);
        } finally {
          if (size) await view.context().close();
        }
      }
    });
  });
});
