// Revisions of a configuration in the editor's "Cronologia": a customer changes a saved configuration
// twice (quantity, then name and notes), compares the first and the last revision side by side (the
// changes named in words and their lines highlighted), restores the first after a confirmation, and the
// history and "Le mie configurazioni" show the restored price. Screenshots of the history and the
// comparison at 1280 and 375 px (E2E_SCREENSHOTS=1).
import { DEMO_USERS, apiCall, apiLogin, copyOwnConfiguration, screenshot, uiLogin, url } from "./support/env.mjs";
import { rowOf, waitForToast } from "./support/admin.mjs";
import { expect, expectNoHorizontalScroll, test } from "./support/test.mjs";

const NAME = `Revisioni e2e ${Date.now()}`;
const RENAMED = `${NAME} bis`;

/** Opens the editor and waits for its history to list the first revision. */
async function openEditor(page, publicId) {
  await page.goto(url(`/configuratore/edit/${publicId}`));
  await expect(page.getByTestId("revision-history").locator('[data-testid="revision"][data-revision="1"]')).toBeVisible();
}

async function save(page) {
  const button = page.getByRole("button", { name: "Salva configurazione", exact: true });
  await expect(button).toBeEnabled();
  await button.click();
  await waitForToast(page, "Configurazione salvata.");
}

/** The total the history shows for `revision`. */
async function totalOf(page, revision) {
  const total = page.locator(`[data-testid="revision"][data-revision="${revision}"]`).getByTestId("revision-total");
  await expect(total).toHaveText(/\d/);
  return (await total.innerText()).trim();
}

test.describe("revisions of a configuration", () => {
  test("a customer changes it twice, compares the first and last revision, restores the first", async ({ page }) => {
    // the customer's own copy of one of their complete, valid demo configurations, saved once (revision 1)
    const copy = await copyOwnConfiguration((await apiLogin(DEMO_USERS.customer)).token, NAME);
    expect(copy.revision).toBe(1);
    const publicId = copy.publicId;

    await uiLogin(page, DEMO_USERS.customer);
    await openEditor(page, publicId);
    await expect(page.getByTestId("revision")).toHaveCount(1);
    const first = await totalOf(page, 1);

    // Two changes, two saves: revisions 2 and 3 (the compact summary's other fields unfolded first).
    await page.locator("summary", { hasText: "Note, cliente e quantità" }).click();
    await page.getByLabel("Quantità", { exact: true }).fill("2");
    await save(page);
    await expect(page.locator('[data-testid="revision"][data-revision="2"]')).toBeVisible();
    await page.getByLabel("Nome della configurazione").fill(RENAMED);
    await page.getByLabel("Note", { exact: true }).fill("Consegna al piano terra");
    await save(page);
    const history = page.getByTestId("revision-history");
    await expect(history.locator('[data-testid="revision"][data-revision="3"][aria-current="true"]')).toBeVisible();
    const last = await totalOf(page, 3);
    expect(last, "twice the quantity, another price").not.toBe(first);
    await expect(history.getByTestId("revision")).toHaveCount(3);
    await expect(history.getByTestId("revision").first()).toContainText(/Luca Moretti/, { useInnerText: true });
    await screenshot(page, "revisions-history");

    // Compare the first and the last: each change in words, its lines highlighted.
    await history.getByTestId("compare-from").selectOption("1");
    await history.getByTestId("compare-to").selectOption("3");
    await history.getByRole("button", { name: "Confronta", exact: true }).click();
    const compare = page.getByTestId("revision-compare");
    await expect(compare.getByTestId("revision-changes").locator("li")).toHaveText(
      [`Nome: «${NAME}» → «${RENAMED}».`, "Note aggiunte.", "Quantità: 1 → 2.", /^Prezzo: .+ → .+/],
      { useInnerText: true },
    );
    await expect(compare.locator("tr[data-changed] th")).toHaveText(
      ["Nome", "Note", "Quantità", "Totale"].map((line) => new RegExp(`^\\s*${line}(\\s*\\(cambiato\\))?\\s*$`)),
      { useInnerText: true },
    );
    const quantity = compare.locator("tr[data-changed]", { has: page.locator("th", { hasText: "Quantità" }) });
    await expect(quantity.locator("td")).toHaveText(["1", "2"]);
    await screenshot(page, "revisions-compare");

    // Restore the first, after a confirmation: saved again as revision 4, at the first one's price.
    await history.getByRole("button", { name: "Ripristina la revisione 1" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Ripristinare la revisione 1?" });
    await confirm.getByRole("button", { name: "Ripristina", exact: true }).click();
    await waitForToast(page, "Revisione 1 ripristinata: ora è la revisione 4.");
    await expect(history.locator('[data-testid="revision"][data-revision="4"][aria-current="true"]')).toBeVisible();
    expect(await totalOf(page, 4)).toBe(first);
    // The editor shows the restored contents, with nothing left unsaved.
    await expect(page.getByLabel("Nome della configurazione")).toHaveValue(NAME);
    await expect(page.getByLabel("Quantità", { exact: true })).toHaveValue("1");
    // (the compact summary of a saved configuration: its action bar, no save button until a change)
    await expect(page.getByTestId("saved-actions")).toBeVisible();
    await expect(page.getByRole("button", { name: "Salva configurazione", exact: true })).toHaveCount(0);

    // The list of configurations shows the restored price too.
    await page.goto(url("/user/configurazioni"));
    await expect(rowOf(page, NAME).first()).toContainText(first, { useInnerText: true });
    expect(page.consoleErrors).toEqual([]);
  });
});

test.describe("revisions of a configuration on a phone", { tag: "@phone-only" }, () => {
  test("on a phone the history and the comparison fit the screen", async ({ page }) => {
    // a configuration of its own with three revisions, made through the API
    const { token } = await apiLogin(DEMO_USERS.customer);
    const copy = await copyOwnConfiguration(token, `${NAME} telefono`);
    const saved = await apiCall("GET", `/api/productconf/${copy.publicId}`, { token });
    const { version, name, notes, customerId, draft } = saved.body;
    let body = { version, name, notes: notes ?? null, customerId: customerId ?? null, draft };
    // twice the quantity (revision 2), then another name and notes (revision 3)
    for (const change of [{ draft: { ...draft, quantity: 2 } }, { name: `${RENAMED} telefono`, notes: "Consegna al piano terra" }]) {
      body = { ...body, ...change };
      const answer = await apiCall("PUT", `/api/productconf/${copy.publicId}`, { token, body });
      expect(answer.status, answer.text).toBe(200);
      body.version = answer.body.version;
    }

    await uiLogin(page, DEMO_USERS.customer);
    await openEditor(page, copy.publicId);
    const history = page.getByTestId("revision-history");
    await history.getByTestId("compare-from").selectOption("1");
    await history.getByTestId("compare-to").selectOption("3");
    await history.getByRole("button", { name: "Confronta", exact: true }).click();
    await expect(page.getByTestId("revision-changes")).toBeVisible();
    await expectNoHorizontalScroll(page, "the page scrolls sideways", 0);
    await screenshot(page, "revisions-compare");
    await history.scrollIntoViewIfNeeded();
    await screenshot(page, "revisions-history");
    expect(page.consoleErrors).toEqual([]);
  });
});
