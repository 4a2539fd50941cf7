// "Parti da una scelta" (issue 21, part 1) against the real API: a customer opens the demo sofas' wizard,
// searches "velluto" and pins the fabric before choosing anything else (Enter on a desktop, a tap on a
// phone); the chip "Fissato: Velluto" shows, the URL carries it (?pin=), and on the model step "Oslo 3 posti"
// is greyed by the demo rule "Il modello Oslo non è disponibile in velluto" while the other straight sofas
// are offered. A reload starts again with the pin; releasing the chip offers Oslo again. At 1280 and 375 px;
// screenshots with E2E_SCREENSHOTS=1.
import { DEMO_USERS, screenshot, uiLogin, url } from "./support/env.mjs";
import { expect, expectNoHorizontalScroll, test } from "./support/test.mjs";
import { next, step } from "./support/wizard.mjs";

/** The live summary answers for the latest choices. */
async function settled(page) {
  await expect(page.getByTestId("price-bar")).toHaveAttribute("aria-busy", "false");
}

/** From the type step, "Divani lineari" and on to the model step, where Oslo is greyed by the pinned velvet. */
async function osloGreyed(page) {
  await page.getByRole("button", { name: /Divani lineari/ }).click();
  await next(page);
  await step(page, "Modello");
  await settled(page);
  const oslo = page.getByRole("button", { name: /^Oslo 3 posti/ });
  await expect(oslo).toHaveAttribute("aria-disabled", "true");
  await expect(oslo).toHaveAccessibleDescription(/velluto/i);
  await expect(page.getByRole("button", { name: /^Milano 2 posti/ })).not.toHaveAttribute("aria-disabled");
  return oslo;
}

test.describe("start from a choice", { tag: "@phone" }, () => {
  test("a customer pins velvet first: Oslo is greyed with the rule's reason, the pin lasts a reload and is released", async ({ page }) => {
    const width = page.viewportSize().width;
    await uiLogin(page, DEMO_USERS.customer);
    await page.goto(url("/configuratore/divani"));
    await step(page, "Tipologia");

    const search = page.getByRole("combobox", { name: "Cerca nel catalogo" });
    await expect(page.getByRole("heading", { name: "Parti da una scelta" })).toBeVisible();
    await expect(search).toBeInViewport();
    await search.fill("velluto");
    const velvet = page.getByRole("option", { name: /^Tessuto: Velluto/ });
    await expect(velvet).toBeVisible();
    await expect(velvet).toHaveAttribute("aria-selected", "true");
    await screenshot(page, `pins-search-${width}`);
    if (width < 600) await velvet.click();
    else await search.press("Enter");

    const chip = page.getByRole("button", { name: "Fissato: Velluto, rilascia" });
    await expect(chip).toBeVisible();
    await expect(search).toHaveValue("");
    await expect(page).toHaveURL(/[?&]pin=feature_value:\d+(&|$)/);
    await expectNoHorizontalScroll(page);

    const oslo = await osloGreyed(page);
    await expect(page.getByRole("button", { name: "Fissato: Velluto, rilascia" })).toBeVisible();
    await screenshot(page, `pins-model-${width}`);

    // a reload starts the wizard again with the pin (the choices made are asked about first, and given up)
    const leave = (dialog) => dialog.accept();
    page.on("dialog", leave);
    await page.reload();
    page.off("dialog", leave);
    await step(page, "Tipologia");
    await expect(chip).toBeVisible();
    await expect(page).toHaveURL(/[?&]pin=feature_value:\d+(&|$)/);
    await osloGreyed(page);

    // released: out of the URL, Oslo offered again
    await page.getByRole("button", { name: "Fissato: Velluto, rilascia" }).click();
    await expect(page.getByTestId("pins")).toHaveCount(0);
    await expect(page).not.toHaveURL(/pin=/);
    await settled(page);
    await expect(oslo).not.toHaveAttribute("aria-disabled");
    await expect(oslo).not.toHaveAccessibleDescription(/velluto/i);
    await oslo.click();
    await expect(oslo).toHaveAttribute("aria-pressed", "true");
    expect(page.consoleErrors).toEqual([]);
  });
});
