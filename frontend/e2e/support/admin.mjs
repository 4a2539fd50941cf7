// Helpers of the admin journeys: the generic list, its side-panel form and dialogs.
import { expect } from "@playwright/test";

/** The open form panel (role dialog) or confirmation (role alertdialog). */
export function panel(page) {
  return page.getByRole("dialog");
}

/** Waits for `text` among the options of `select` and chooses it (options load from the API). */
export async function chooseOption(select, text) {
  const option = select.locator("option", { hasText: text }).first();
  await expect(option).toBeAttached();
  const value = await option.getAttribute("value");
  await select.selectOption(value);
}

/** Types into the list's search box and waits for `text` to be a cell of the table. */
export async function searchList(page, query, text = query) {
  const box = page.getByRole("searchbox").first();
  await box.fill(query);
  await page.waitForURL((u) => new URL(u).searchParams.get("q") === query);
  await expect(rowOf(page, text).first()).toBeVisible();
}

/** The row of the list holding `text`. */
export function rowOf(page, text) {
  return page.getByRole("row").filter({ hasText: text });
}

/** Opens "Nuovo …" and waits for the panel. */
export async function openCreate(page, buttonName) {
  await page.getByRole("button", { name: buttonName, exact: true }).click();
  const dialog = panel(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Submits the panel's form with `buttonName` and waits for it to close. */
export async function submitAndClose(page, dialog, buttonName = "Crea") {
  await dialog.getByRole("button", { name: buttonName, exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

/** A success toast containing `text`. */
export async function waitForToast(page, text) {
  await expect(page.getByTestId("toast").filter({ hasText: text }).first()).toBeVisible();
}

/** Chooses `action` ("Elimina", "Valori", "Filtri catalogo", ...) in the row's "Altre azioni" menu. */
export async function rowAction(page, text, action) {
  await rowOf(page, text).first().getByRole("button", { name: /^Altre azioni per/ }).click();
  await page.getByRole("menu").getByRole("menuitem", { name: action, exact: true }).click();
}
