// Steps of the users' wizard shared by its journeys.
import { expect } from "@playwright/test";
import { url } from "./env.mjs";

export async function next(page) {
  await page.getByRole("button", { name: "Avanti", exact: true }).click();
}

/** Chooses a value of a feature and waits for it to be the pressed one. */
export async function choose(page, group, value) {
  const option = page.getByRole("group", { name: group }).getByRole("button", { name: new RegExp(`^${value}`) });
  await option.click();
  await expect(page.getByRole("group", { name: group, exact: true }).locator("button[aria-pressed='true']", { hasText: value })).toBeVisible();
}

/** Waits for the wizard to show the step titled `title`. */
export async function step(page, title) {
  await expect(page.locator("#wizard-step-title", { hasText: title })).toBeVisible();
}

/** Starts a new sofa, type "Divani lineari", model "Oslo 3 posti", and leaves the wizard on the parts step. */
export async function startOsloSofa(page) {
  await page.goto(url("/configuratore/divani"));
  await expect(page.getByRole("heading", { level: 1, name: /Nuova configurazione/ })).toBeVisible();
  await step(page, "Tipologia");
  await page.getByRole("button", { name: /Divani lineari/ }).click();
  await next(page);
  await step(page, "Modello");
  await page.getByRole("button", { name: /Oslo 3 posti/ }).click();
  await next(page);
  await step(page, "Parti");
}
