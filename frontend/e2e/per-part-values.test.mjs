// Per-part feature values against the real API: a customer builds an Oslo sofa of the demo "divani"
// configurator choosing a different Colore for the frame and the seat (keyboard only for the toggle and
// one of the values), saves it, the API returns the two values on the two parts, and reopening the edit
// URL (also at 375 px) shows Colore in per-part mode with both values. Screenshots of the features step
// in per-part mode at 1280 and 375 px (E2E_SCREENSHOTS=1).
import { DEMO_USERS, apiCall, apiLogin, newPage, screenshot, uiLogin, url } from "./support/env.mjs";
import { next, startOsloSofa, step } from "./support/wizard.mjs";
import { waitForToast } from "./support/admin.mjs";
import { expect, expectNoHorizontalScroll, test } from "./support/test.mjs";

const NAME = `Divano bicolore e2e ${Date.now()}`;

let token;
let catalogue;

test.beforeAll(async () => {
  token = (await apiLogin(DEMO_USERS.customer)).token;
  const wizard = await apiCall("GET", "/api/configurator/category/divani", { token });
  expect(wizard.status, wizard.text).toBe(200);
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
  await expect(scope.locator("button[aria-pressed='true']", { hasText: value })).toBeVisible();
}

async function assertPerPartColours(page) {
  await expect(group(page, "Colore").getByRole("button", { name: "Uguale per tutte le parti" })).toBeVisible();
  await assertPressed(group(page, "Colore", "Struttura"), "Salvia");
  await assertPressed(group(page, "Colore", "Seduta"), "Blu notte");
}

/** The live summary answers for the latest choices (a model is chosen, nothing is loading). */
async function waitForEvaluation(page) {
  await expect(page.getByTestId("price-bar")).toHaveAttribute("aria-busy", "false");
  await expect(page.getByTestId("price-bar").getByTestId("live-price")).toHaveText(/€/);
}

test.describe("per-part feature values", () => {
  test("a customer gives two parts of a sofa different colours, saves, and finds them again", async ({ page, browser }) => {
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
    await expect(group(page, "Colore", "Seduta")).toBeVisible();
    await expect(group(page, "Colore").getByRole("button", { name: "Uguale per tutte le parti" })).toBeFocused();
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
    await expect(page.locator(".wz-choices dd", { hasText: "Struttura: Salvia, Seduta: Blu notte" })).toBeVisible();
    await page.getByLabel("Nome della configurazione").fill(NAME);
    await expect(page.getByRole("button", { name: "Salva configurazione", exact: true })).toBeEnabled();
    await page.getByRole("button", { name: "Salva configurazione", exact: true }).click();
    await waitForToast(page, "Configurazione salvata.");
    await page.waitForURL((u) => new URL(u).pathname.startsWith("/configuratore/edit/"));
    const editPath = new URL(page.url()).pathname;
    const publicId = editPath.split("/").pop();

    const saved = await apiCall("GET", `/api/productconf/${publicId}`, { token });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.complete).toBe(true);
    expect(saved.body.valid).toBe(true);
    const colourOf = (name) =>
      saved.body.draft.parts
        .find((p) => p.partId === partId(name))
        ?.values.find((v) => v.featureId === catalogue.features.find((f) => f.name === "Colore")?.id)?.valueId;
    expect(colourOf("Struttura"), saved.text).toBe(valueId("Colore", "Salvia"));
    expect(colourOf("Seduta"), saved.text).toBe(valueId("Colore", "Blu notte"));

    // reopening the edit URL: Colore in per-part mode with both values, at 1280 and at 375 px
    for (const size of [null, { width: 375, height: 812 }]) {
      const view = size ? await newPage(browser, size) : page;
      try {
        if (size) await uiLogin(view, DEMO_USERS.customer);
        await view.goto(url(editPath));
        await view.getByRole("navigation", { name: "Passaggi" }).getByRole("button", { name: /Rivestimento/ }).click();
        await step(view, "Rivestimento");
        await assertPerPartColours(view);
        await waitForEvaluation(view);
        await expectNoHorizontalScroll(view, "no horizontal scrolling", 0);
        if (size) await screenshot(view, "per-part-values");
        expect(view.consoleErrors).toEqual([]);
      } finally {
        if (size) await view.context().close();
      }
    }
  });
});
