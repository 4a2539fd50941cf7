// The wizard's rough edges (issue 26, item 4), each against the real API (demo "divani", Oslo 3 posti) and
// at both widths (every test is tagged @phone): a step stays neutral until the user chooses something or
// tries to move on; in per-part mode a part shows what it adds itself, not the whole sofa's delta; a
// ruled-out option's reason is said once and does not cover the options after it; an unnamed save gets
// the model's name and the day, shown in the name field before saving, and the focus goes to "Configurazione
// salvata" after it, the save buttons beside the name; a change of model keeps the parts' pieces it can and
// says what it changed; a quantity typed above the maximum says it was limited; a measure's range gives its
// step; a required part reads "di serie"; the list of configurations has compact rows; a saved
// configuration opens on a compact summary with one action bar. Screenshots with E2E_SCREENSHOTS=1.
import { DEMO_USERS, apiLogin, copyOwnConfiguration, screenshot, uiLogin, url } from "./support/env.mjs";
import { expect, expectNoHorizontalScroll, test } from "./support/test.mjs";
import { choose, next, startOsloSofa, step } from "./support/wizard.mjs";

/** "−52,80 €" -> -5280 (cents). */
function cents(text) {
  const number = text.replace(/\u2212/, "-").replace(/[^\d,-]/g, "").replace(",", ".");
  return Math.round(Number(number) * 100);
}

/** The live price answers for the latest choices. */
async function settled(page) {
  await expect(page.getByTestId("price-bar")).toHaveAttribute("aria-busy", "false");
  await expect(page.getByTestId("live-price")).toHaveText(/€/);
}

/** A feature's group, or one part's group inside it in per-part mode. */
function group(page, feature, part) {
  const outer = page.getByRole("group", { name: feature, exact: true });
  return part ? outer.getByRole("group", { name: part, exact: true }) : outer;
}

/** Whether two boxes overlap (more than a pixel). */
const overlaps = (a, b) => a.x < b.x + b.width - 1 && b.x < a.x + a.width - 1 && a.y < b.y + b.height - 1 && b.y < a.y + a.height - 1;

/** Oslo with Lino, Salvia, Rovere and 220 cm, on its summary. */
async function osloOnSummary(page) {
  await startOsloSofa(page);
  await next(page);
  await step(page, "Rivestimento");
  await choose(page, "Tessuto", "Lino");
  await choose(page, "Colore", "Salvia");
  await next(page);
  await step(page, "Finiture");
  await choose(page, "Finitura gambe", "Rovere");
  await page.getByLabel(/^Larghezza/).fill("220");
  await settled(page);
  await next(page);
  await step(page, "Riepilogo");
  await settled(page);
}

test.describe("the wizard's rough edges", () => {
  test.beforeEach(async ({ page }) => {
    await uiLogin(page, DEMO_USERS.customer);
  });

  test("a step opens neutral, and turns red only after a choice or a try to move on", { tag: "@phone" }, async ({ page }) => {
    await startOsloSofa(page);
    await settled(page);
    await page.getByRole("button", { name: "Aggiungi: Pouf" }).click();
    await settled(page);
    await next(page);
    await step(page, "Rivestimento");
    await settled(page);
    // nothing chosen yet: the pouf's rule is not shown as a problem, and what "Avanti" waits for is plain text
    const why = page.getByTestId("next-why");
    await expect(why).toContainText(/Tessuto, Colore/, { useInnerText: true });
    await expect(page.getByTestId("step-problems")).toHaveCount(0);
    await expect(page.locator('[data-testid="validity"][data-validity="invalid"]')).toHaveCount(0);
    const plain = await why.evaluate((el) => getComputedStyle(el).color);
    await screenshot(page, "edges-step-neutral");
    // a click on "Avanti" does not move on: it says, in red, what stands in the way
    const avanti = page.getByRole("button", { name: "Avanti", exact: true });
    await expect(avanti).toHaveAttribute("aria-disabled", "true");
    await avanti.click({ force: true });
    await step(page, "Rivestimento");
    await expect(why).toHaveAttribute("role", "alert");
    expect(await why.evaluate((el) => getComputedStyle(el).color)).not.toBe(plain);
    await expect(page.getByTestId("step-problems")).toContainText(/Il pouf si realizza solo in lino o in velluto/, { useInnerText: true });
    await screenshot(page, "edges-step-tried");
    // choosing linen resolves it
    await choose(page, "Tessuto", "Lino");
    await expect(page.getByTestId("step-problems")).toHaveCount(0);
    expect(page.consoleErrors).toEqual([]);
  });

  test("a choice on the step shows its problems too", { tag: "@phone" }, async ({ page }) => {
    await startOsloSofa(page);
    await settled(page);
    await page.getByRole("button", { name: "Aggiungi: Pouf" }).click();
    await settled(page);
    await next(page);
    await step(page, "Rivestimento");
    await expect(page.getByTestId("step-problems")).toHaveCount(0);
    await choose(page, "Colore", "Salvia");
    await expect(page.getByTestId("step-problems")).toContainText(/Il pouf si realizza solo in lino o in velluto/, { useInnerText: true });
    await expect(page.locator('[data-testid="validity"][data-validity="invalid"]')).toBeVisible();
    expect(page.consoleErrors).toEqual([]);
  });

  test("in per-part mode each part shows what it adds itself", { tag: "@phone" }, async ({ page }) => {
    await startOsloSofa(page);
    await next(page);
    await step(page, "Rivestimento");
    await settled(page);
    const delta = (scope) => scope.getByRole("button", { name: /^Cotone riciclato/ }).getByTestId("option-price");
    // shared: the fabric on the frame (1 piece) and the 3 seats, as the API prices it
    const whole = cents(await delta(group(page, "Tessuto")).innerText());
    expect(whole).toBeLessThan(0);
    await group(page, "Tessuto").getByRole("button", { name: "Scegli per ciascuna parte" }).click();
    await settled(page);
    await expect(delta(group(page, "Tessuto", "Struttura"))).toHaveText(/€/);
    const frame = cents(await delta(group(page, "Tessuto", "Struttura")).innerText());
    const seats = cents(await delta(group(page, "Tessuto", "Seduta")).innerText());
    expect(frame).toBe(whole / 4);
    expect(seats).toBe((whole * 3) / 4);
    await screenshot(page, "edges-per-part-prices");
    expect(page.consoleErrors).toEqual([]);
  });

  test("a ruled-out option's reason is said once, and does not hide the options after it", { tag: "@phone" }, async ({ page }) => {
    await startOsloSofa(page);
    await next(page);
    await step(page, "Rivestimento");
    await settled(page);
    const velluto = group(page, "Tessuto").getByRole("button", { name: /^Velluto/ });
    await expect(velluto).toHaveAttribute("aria-disabled", "true");
    await velluto.focus();
    const tooltip = velluto.locator("xpath=..").locator(".wz-why");
    await expect(tooltip).toBeVisible();
    const text = await tooltip.innerText();
    // the administrators' message, once, without the generated reason that repeats it
    expect(text).toMatch(/^Il modello Oslo non è disponibile in velluto\./);
    expect(text).not.toMatch(/Non disponibile con|esclude/);
    expect(text.match(/velluto/gi)).toHaveLength(1);
    await screenshot(page, "edges-tooltip");
    // no option after Velluto (the rest of its row, the next rows, the colours) is under it
    const box = await tooltip.boundingBox();
    const options = page.locator(".wz-option > button");
    const all = await options.evaluateAll((buttons) => buttons.map((b) => b.getAttribute("data-testid")));
    const from = all.indexOf(await velluto.getAttribute("data-testid"));
    expect(from).toBeGreaterThanOrEqual(0);
    for (let i = from + 1; i < all.length; i++) {
      const other = await options.nth(i).boundingBox();
      if (other) expect(overlaps(box, other), `the reason covers ${all[i]}`).toBe(false);
    }
    expect(page.consoleErrors).toEqual([]);
  });

  test("a change of model keeps the parts' pieces it can, and says what it changed", { tag: "@phone" }, async ({ page }) => {
    await startOsloSofa(page);
    await page.getByLabel("Cuscini schienale", { exact: true }).fill("4");
    await page.getByLabel("Pouf", { exact: true }).fill("2");
    await settled(page);
    await page.getByRole("button", { name: "Indietro", exact: true }).click();
    await step(page, "Modello");
    await page.getByRole("button", { name: /Milano 2 posti/ }).click();
    // Milano takes at most 3 cushions and 1 pouf: kept within those, and said
    const notice = page.getByTestId("wizard-notice");
    await expect(notice).toContainText("Modello cambiato in Milano 2 posti.", { useInnerText: true });
    await expect(notice).toContainText(/Cuscini schienale 4 → 3, Pouf 2 → 1/, { useInnerText: true });
    await expect(notice).toBeVisible();
    await screenshot(page, "edges-model-change");
    await next(page);
    await step(page, "Parti");
    await expect(page.getByLabel("Cuscini schienale", { exact: true })).toHaveValue("3");
    await expect(page.getByLabel("Pouf", { exact: true })).toHaveValue("1");
    expect(page.consoleErrors).toEqual([]);
  });

  test("a quantity above the maximum says it was limited; a required part reads 'di serie'", { tag: "@phone" }, async ({ page }) => {
    await startOsloSofa(page);
    const cushions = page.getByTestId(/^part-/).filter({ has: page.getByLabel("Cuscini schienale", { exact: true }) });
    await page.getByLabel("Cuscini schienale", { exact: true }).fill("9");
    await expect(page.getByLabel("Cuscini schienale", { exact: true })).toHaveValue("4");
    await expect(cushions.getByTestId("quantity-limited")).toHaveText("Quantità limitata al massimo: 4.");
    await expect(page.getByLabel("Cuscini schienale", { exact: true })).toHaveAccessibleDescription("Quantità limitata al massimo: 4.");
    await screenshot(page, "edges-quantity-limited");
    // a number within the range: nothing to say
    await page.getByLabel("Cuscini schienale", { exact: true }).fill("3");
    await expect(cushions.getByTestId("quantity-limited")).toHaveCount(0);
    // the legs, a required part: no adjective that would have to agree with "Gambe"
    const legs = page.getByTestId(/^part-/).filter({ hasText: "Gambe" });
    await expect(legs).toContainText("di serie");
    await expect(legs).not.toContainText(/inclus/);
    expect(page.consoleErrors).toEqual([]);
  });

  test("a measure's range gives its step", { tag: "@phone" }, async ({ page }) => {
    await startOsloSofa(page);
    await next(page);
    await step(page, "Rivestimento");
    await choose(page, "Tessuto", "Lino");
    await choose(page, "Colore", "Salvia");
    await next(page);
    await step(page, "Finiture");
    await expect(page.getByTestId("numeric-bounds")).toHaveText("(160–320 cm, a passi di 10)", { useInnerText: true });
    expect(page.consoleErrors).toEqual([]);
  });

  test("in English too, switched halfway: the choices stay, the range's step, and a required part 'included'", { tag: "@phone" }, async ({ page }) => {
    const banner = page.getByRole("banner");
    const nextStep = () => page.getByRole("button", { name: "Next", exact: true }).click();
    try {
      // in Italian up to the model, then in English: the choices made stay, in English
      await page.goto(url("/configuratore/divani"));
      await page.getByRole("button", { name: /Divani lineari/ }).click();
      await next(page);
      await page.getByRole("button", { name: /Oslo 3 posti/ }).click();
      await settled(page);
      await banner.getByRole("button", { name: "English" }).click();
      await expect(page.locator("html[lang='en']")).toBeVisible();
      await expect(page.getByRole("button", { name: /Oslo 3-seater/ })).toHaveAttribute("aria-pressed", "true");
      await nextStep();
      await step(page, "Parts");
      await expect(page.getByTestId(/^part-/).filter({ hasText: "Legs" })).toContainText("included");
      await nextStep();
      await step(page, "Cover");
      await choose(page, "Fabric", "Linen");
      await choose(page, "Colour", "Sage");
      await nextStep();
      await step(page, "Finishes");
      await expect(page.getByTestId("numeric-bounds")).toHaveText("(160–320 cm, in steps of 10)", { useInnerText: true });
    } finally {
      // the language is kept on the server for the demo customer: back to Italian for the other tests
      await banner.getByRole("button", { name: "Italiano" }).click();
      await expect(page.locator("html[lang='it']")).toBeVisible();
    }
    expect(page.consoleErrors).toEqual([]);
  });

  test("an unnamed configuration is named after its model and the day, the focus goes to what to do next", { tag: "@phone" }, async ({ page }) => {
    await osloOnSummary(page);
    const name = page.getByLabel("Nome della configurazione");
    await expect(name).toHaveValue(/^Oslo 3 posti – \d{1,2} \S+ \d{4}$/);
    const proposed = await name.inputValue();
    // the save is beside the name (below it on a phone), not screens away
    const save = page.getByRole("button", { name: "Salva configurazione" });
    const [field, button] = [await name.boundingBox(), await save.boundingBox()];
    expect(Math.abs(button.y - field.y)).toBeLessThan(120);
    await expectNoHorizontalScroll(page);
    await screenshot(page, "edges-summary-name");
    // the user may change it; emptied, the proposal is used again instead of the category's name
    await name.fill("");
    await save.click();
    await expect(page).toHaveURL(/\/configuratore\/edit\//);
    const saved = page.getByRole("heading", { name: "Configurazione salvata" });
    await expect(saved).toBeFocused();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(proposed);
    expect(page.consoleErrors).toEqual([]);
  });
});

test.describe("my configurations and a saved one", () => {
  test.use({ loginAs: DEMO_USERS.customer });

  test("a saved configuration opens on a compact summary with one action bar", { tag: "@phone" }, async ({ page }) => {
    // a configuration of the test's own (revision 1, no request): other tests add revisions and requests to
    // the demo's, which lengthen its history below the summary
    const own = await copyOwnConfiguration((await apiLogin(DEMO_USERS.customer)).token, `Riepilogo compatto ${Date.now()}`);
    await page.goto(url(`/configuratore/edit/${own.publicId}`));
    await step(page, "Riepilogo");
    await settled(page);
    // every action in one bar: the request, the quote, a copy, back to the list; none of them again below
    const bar = page.getByTestId("saved-actions");
    await expect(bar.getByRole("button", { name: "Invia richiesta di personalizzazione" })).toBeVisible();
    await expect(bar.getByRole("button", { name: /^Scarica la bozza di preventivo/ })).toBeVisible();
    await expect(bar.getByRole("link", { name: "Crea una copia" })).toBeVisible();
    await expect(bar.getByRole("link", { name: "Torna alle mie configurazioni" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Invia richiesta di personalizzazione" })).toHaveCount(1);
    await expect(page.getByRole("button", { name: /^Scarica la bozza di preventivo/ })).toHaveCount(1);
    // the choices in sight; the other fields and the breakdown folded, a click away
    await expect(page.locator(".wz-choices")).toContainText(/Modello\s*\S/, { useInnerText: true });
    await expect(page.getByLabel("Note", { exact: true })).toBeHidden();
    await expect(page.getByTestId("price-table")).toBeHidden();
    // nothing to save until a change: no second row of buttons under the bar
    await expect(page.getByRole("button", { name: "Salva configurazione", exact: true })).toHaveCount(0);
    await screenshot(page, "edges-saved");
    // the bar and the whole list of choices in the first screen (two on a phone, under the header and stepper)
    const screens = page.viewportSize().width < 600 ? 2 : 1;
    const choices = await page.locator(".wz-choices").boundingBox();
    expect(choices.y + choices.height, "the choices' end").toBeLessThan(screens * page.viewportSize().height);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height, "the page's height").toBeLessThan(page.viewportSize().width < 600 ? 2600 : 1800);
    await expectNoHorizontalScroll(page);
    // a change of the name brings the save buttons beside it
    await page.getByLabel("Nome della configurazione").fill(`${own.name} (rivisto)`);
    await expect(page.getByRole("button", { name: "Salva configurazione", exact: true })).toBeVisible();
    await page.locator("summary", { hasText: "Dettaglio del prezzo" }).click();
    await expect(page.getByTestId("price-table")).toBeVisible();
    expect(page.consoleErrors).toEqual([]);
  });

  test("the list's rows are compact", { tag: "@phone" }, async ({ page }) => {
    await page.goto(url("/user/configurazioni"));
    const rows = page.locator(".data-table tbody tr");
    await expect(rows.first()).toBeVisible();
    const count = await rows.count();
    for (let i = 0; i < count; i++) expect((await rows.nth(i).boundingBox()).height, `row ${i + 1}`).toBeLessThan(200);
    await screenshot(page, "edges-list");
    expect(page.consoleErrors).toEqual([]);
  });
});

/** The visible controls smaller than a finger (44 px each way); names inside a row's text are not targets. */
const smallTargets = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("button, a.button, select, input:not([type=hidden]):not([type=checkbox]):not([type=radio])")]
      .filter((el) => !el.closest(".wz-name, .visually-hidden") && el.getClientRects().length > 0)
      .map((el) => ({ name: (el.getAttribute("aria-label") || el.textContent || el.tagName).trim().slice(0, 40), box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.height < 44 || box.width < 44))
      .map(({ name, box }) => `${name} ${Math.round(box.width)}x${Math.round(box.height)}`),
  );

test.describe("on a phone", () => {
  test.use({ loginAs: DEMO_USERS.customer });

  test("every control is a 44 px target, and the header and price bar leave the step most of the screen", { tag: "@phone-only" }, async ({ page }) => {
    /** What the sticky header and the fixed price bar take of the screen's height. */
    const fixedShare = async () => {
      const [header, bar] = [await page.locator(".app-header").boundingBox(), await page.getByTestId("price-bar").boundingBox()];
      return (header.height + bar.height) / page.viewportSize().height;
    };
    await page.goto(url("/configuratore/divani"));
    await page.getByRole("button", { name: /Divani lineari/ }).click();
    await next(page);
    await page.getByRole("button", { name: /Oslo 3 posti/ }).click();
    await settled(page);
    // a fifth of the screen at most; a quarter once the bar offers "Completa al prezzo più basso" in a row of its own
    const offered = await page.locator(".wz-bar__offer").count();
    expect(await fixedShare(), "the fixed header and price bar's share").toBeLessThan(offered ? 0.25 : 0.2);
    await next(page);
    await step(page, "Parti");
    await settled(page);
    expect(await smallTargets(page), "the wizard's small targets").toEqual([]);
    await expectNoHorizontalScroll(page);
    await screenshot(page, "phone-wizard-targets");

    await page.goto(url("/user/configurazioni"));
    await expect(page.locator("tbody tr").first()).toBeVisible();
    expect(await smallTargets(page), "the list's small targets").toEqual([]);
  });
});

test.describe("on a phone, an administrator", () => {
  test.use({ loginAs: DEMO_USERS.admin });

  test("finds every control of the requests list a 44 px target, the days filter included", { tag: "@phone-only" }, async ({ page }) => {
    await page.goto(url("/admin/request?status=all&createdFrom=2026-01-01"));
    await expect(page.locator("tbody tr").first()).toBeVisible();
    expect(await smallTargets(page), "the requests list's small targets").toEqual([]);
    await expectNoHorizontalScroll(page);
    await screenshot(page, "phone-requests-days");
  });
});
