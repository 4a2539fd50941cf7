// The price of what remains (issue 21, part 2) against the real API: a customer starts an Oslo sofa of the
// demo "divani" configurator and sees, beside the running price, from what to what a complete configuration
// keeping the choices costs; "Completa al prezzo più basso" fills every open choice with the server's
// cheapest completion, which is complete and valid at the range's lower figure, and "Annulla" gives the
// choices back. At 1280 and 375 px (the price bar is fixed at the bottom of a phone's screen); screenshots
// with E2E_SCREENSHOTS=1.
import { DEMO_USERS, screenshot, uiLogin } from "./support/env.mjs";
import { expect, expectNoHorizontalScroll, test } from "./support/test.mjs";
import { startOsloSofa, step } from "./support/wizard.mjs";

/** "da 1.299,00 € a 2.449,00 €": the two figures. */
const RANGE = /da (\d[\d.]*,\d{2}\s€) a (\d[\d.]*,\d{2}\s€)/;

/** The cents of a figure as the app writes it, "1.824,24 €". */
const cents = (figure) => Number(figure.replace(/[^\d,]/g, "").replace(",", "."));

/** The live summary answers for the latest choices. */
async function settled(page) {
  await expect(page.getByTestId("price-bar")).toHaveAttribute("aria-busy", "false");
  await expect(page.getByTestId("live-price")).toHaveText(/€/);
}

test.describe("the price range of what remains", { tag: "@phone" }, () => {
  test("a customer sees what a complete sofa costs and completes it at the lowest price", async ({ page }) => {
    const width = page.viewportSize().width;
    await uiLogin(page, DEMO_USERS.customer);
    await startOsloSofa(page);
    await settled(page);

    const range = page.getByTestId("price-range");
    await expect(range).toHaveText(RANGE);
    await expect(range).toHaveAttribute("title", "Prezzo di una configurazione completa con le scelte fatte");
    await expect(range).toBeInViewport();
    const [, low, high] = (await range.innerText()).match(RANGE);
    expect(cents(low)).toBeLessThan(cents(high));
    await expect(page.locator('[data-testid="validity"][data-validity="valid"]')).toHaveCount(0);
    await screenshot(page, `price-range-${width}`);

    const complete = page.getByRole("button", { name: "Completa al prezzo più basso" });
    await expect(complete).toBeInViewport();
    await complete.click();
    const notice = page.getByTestId("cheapest-notice");
    await expect(notice.getByText("Proposta al prezzo più basso applicata: puoi modificarla")).toBeFocused();
    await settled(page);
    // complete and valid, at the range's lower figure; what is left (optional parts) can only cost more
    await expect(page.locator('[data-testid="validity"][data-validity="valid"]')).toBeVisible();
    await expect(page.getByTestId("live-price")).toHaveText(low);
    await expect(range).toContainText(`da ${low} a `, { useInnerText: true });
    await expect(complete).toHaveCount(0);
    await screenshot(page, `price-range-cheapest-${width}`);

    // every step is reachable and the summary saves it as complete
    await page.getByRole("navigation", { name: "Passaggi" }).getByRole("button", { name: /Riepilogo/ }).click();
    await step(page, "Riepilogo");
    await expect(page.getByRole("button", { name: "Salva configurazione", exact: true })).toBeEnabled();
    await expectNoHorizontalScroll(page);

    // "Annulla" gives the choices back: the range again, nothing valid yet
    await notice.getByRole("button", { name: "Annulla" }).click();
    await expect(notice).toHaveCount(0);
    await settled(page);
    await expect(range).toContainText(`da ${low} a ${high}`, { useInnerText: true });
    await expect(page.locator('[data-testid="validity"][data-validity="valid"]')).toHaveCount(0);
    expect(page.consoleErrors).toEqual([]);
  });
});
