// The lowest price of each option and the budget (issue 21, part 2) against the real API: a customer opens the
// demo sofas' wizard, whose cards say "da … €" (the lowest grand total of a complete configuration with that
// option, where the server proved one in the click's time); a budget below a model's figure greys it with
// "Oltre il budget: da … €" and says that no configuration fits, the URL carries it (?budget=) and "Togli"
// clears it. A ?budget that is no budget is ignored. At 1280 and 375 px (on a phone the field sits in the
// price bar behind "Imposta un budget"); screenshots with E2E_SCREENSHOTS=1.
import { DEMO_USERS, screenshot, uiLogin, url } from "./support/env.mjs";
import { expect, expectNoHorizontalScroll, test } from "./support/test.mjs";
import { next, step } from "./support/wizard.mjs";

/** "da 1.455,52 €": a figure as the cards write it. */
const FIGURE = /^da (\d{1,3}(?:\.\d{3})*,\d{2}\s€)$/;

/** `text` matched exactly by a regular expression. */
const exactly = (text) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);

/** The euros of a figure as the app writes it: "1.824,24 €" is 1824.24. */
const euros = (figure) => Number(figure.replace(/[^\d,]/g, "").replace(",", "."));

/** The live summary answers for the latest choices. */
async function settled(page) {
  await expect(page.getByTestId("price-bar")).toHaveAttribute("aria-busy", "false");
  await expect(page.getByTestId("live-price")).toHaveText(/€/);
}

/** The budget's field, opened first on a phone. */
async function budgetField(page) {
  const open = page.getByRole("button", { name: "Imposta un budget" });
  if (await open.isVisible()) await open.click();
  return page.getByLabel("Budget (fino a)");
}

/** Every model card showing a figure: its option button, whether it is chosen, and the figure in euros. */
async function modelFigures(page) {
  const cards = page.locator('[data-testid^="option-model:"]');
  const figures = [];
  for (const card of await cards.all()) {
    const lowest = card.getByTestId("option-lowest");
    if ((await lowest.count()) === 0) continue;
    const text = await lowest.innerText();
    expect(text).toMatch(FIGURE);
    figures.push({ card, chosen: (await card.getAttribute("aria-pressed")) === "true", euros: euros(text.match(FIGURE)[1]), text });
  }
  return figures;
}

/**
 * Chooses the straight sofas' models in turn until the server proves the lowest price with the chosen one
 * (its figure is then the range's lower one): a click of a debug build may run out of its time, and then
 * there is no figure to show. That model's card and its figure, "da 1.455,52 €".
 */
async function modelWithFigure(page) {
  for (const name of ["Oslo 3 posti", "Milano 2 posti", "Brera 4 posti"]) {
    const card = page.getByRole("button", { name: new RegExp(`^${name}`) });
    await card.click();
    await expect(card).toHaveAttribute("aria-pressed", "true");
    await settled(page);
    const lowest = card.getByTestId("option-lowest");
    if ((await lowest.count()) > 0) return { card, name, figure: await lowest.innerText() };
  }
  throw new Error("the server proved the lowest price of no chosen model");
}

test.describe("the lowest price of each option and the budget", { tag: "@phone" }, () => {
  test("a customer sees 'da … €' on the model cards, and a budget greys what it cannot reach", async ({ page }) => {
    const width = page.viewportSize().width;
    await uiLogin(page, DEMO_USERS.customer);

    // a link's budget that is no budget is ignored: nothing greyed, the field empty
    const answered = page.waitForResponse((r) => r.url().endsWith("/api/productconf/evaluate") && r.ok());
    await page.goto(url("/configuratore/divani?budget=-25"));
    await step(page, "Tipologia");
    await answered;
    await expect(page.locator('[data-testid^="option-type:"][aria-disabled="true"]')).toHaveCount(0);
    await expect(await budgetField(page)).toHaveValue("");

    await page.getByRole("button", { name: /Divani lineari/ }).click();
    await next(page);
    await step(page, "Modello");
    const { card: model, figure } = await modelWithFigure(page);

    // the chosen model's figure is the lower one of the (proven) range; every figure on a model card reads "da … €"
    expect(figure).toMatch(FIGURE);
    const low = figure.match(FIGURE)[1];
    await expect(page.getByTestId("price-range")).toHaveText(new RegExp(`:\\s+da ${low.replace(/\./g, "\\.")} a `), { useInnerText: true });
    expect((await modelFigures(page)).length).toBeGreaterThan(0);
    await screenshot(page, `budget-figures-${width}`);

    // a budget below the model's figure, in whole euros: in the URL, the model over it with the reason, nothing fits
    const budget = Math.floor(euros(low)) - 50;
    const field = await budgetField(page);
    await field.fill(String(budget));
    await expect(page).toHaveURL(new RegExp(`[?&]budget=${budget}(&|$)`));
    await expect(model).toHaveAccessibleDescription(exactly(`Oltre il budget: ${figure}`));
    await expect(page.getByTestId("budget-verdict")).toHaveText("Nessuna configurazione con queste scelte entro il budget");
    await expect(page.getByTestId("budget-verdict")).toBeInViewport();
    // every model card over the budget is greyed (not choosable) with the reason; those within it are not
    for (const { card, chosen, euros: amount, text } of await modelFigures(page)) {
      const over = amount > budget;
      if (over) await expect(card).toHaveAccessibleDescription(exactly(`Oltre il budget: ${text}`));
      if (chosen) continue;
      if (over) await expect(card).toHaveAttribute("aria-disabled", "true");
      else await expect(card).not.toHaveAttribute("aria-disabled");
    }
    await expect(field).toBeInViewport();
    await expectNoHorizontalScroll(page);
    await screenshot(page, `budget-over-${width}`);

    // "Togli" clears it: out of the URL, the model as before
    await page.getByRole("button", { name: "Togli il budget" }).click();
    await expect(page).not.toHaveURL(/budget=/);
    await expect(model).not.toHaveAccessibleDescription(/Oltre il budget/);
    await expect(page.getByTestId("budget-verdict")).toHaveCount(0);
    await expect(page.locator('[data-testid^="option-model:"][aria-disabled="true"]')).toHaveCount(0);
    expect(page.consoleErrors).toEqual([]);
  });
});
