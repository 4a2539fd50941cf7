// Steps of the users' wizard shared by its journeys.
import { url } from "./env.mjs";

export async function next(page) {
  await page.getByRole("button", { name: "Avanti", exact: true }).click();
}

/** Waits for the wizard to show the step titled `title`. */
export async function step(page, title) {
  await page.locator("#wizard-step-title", { hasText: title }).waitFor();
}

/** Starts a new sofa, type "Divani lineari", model "Oslo 3 posti", and leaves the wizard on the parts step. */
export async function startOsloSofa(page) {
  await page.goto(url("/configuratore/divani"));
  await page.getByRole("heading", { level: 1, name: /Nuova configurazione/ }).waitFor();
  await step(page, "Tipologia");
  await page.getByRole("button", { name: /Divani lineari/ }).click();
  await next(page);
  await step(page, "Modello");
  await page.getByRole("button", { name: /Oslo 3 posti/ }).click();
  await next(page);
  await step(page, "Parti");
}
