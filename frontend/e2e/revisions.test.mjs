// Revisions of a configuration in the editor's "Cronologia": a customer changes a saved configuration
// twice (quantity, then name and notes), compares the first and the last revision side by side (the
// changes named in words and their lines highlighted), restores the first after a confirmation, and the
// history and "Le mie configurazioni" show the restored price. Screenshots of the history and the
// comparison at 1280 and 375 px (E2E_SCREENSHOTS=1).
import { before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { DEMO_USERS, apiCall, apiLogin, browserForFile, screenshot, uiLogin, url } from "./support/env.mjs";
import { rowOf, waitForToast } from "./support/admin.mjs";

const { withPage } = browserForFile();

const NAME = `Revisioni e2e ${Date.now()}`;
const RENAMED = `${NAME} bis`;

let publicId;

/** The customer's own copy of one of their complete, valid demo configurations, saved once (revision 1). */
before(async () => {
  const token = (await apiLogin(DEMO_USERS.customer)).token;
  const mine = await apiCall("GET", "/api/productconf?mine=true&pageSize=100", { token });
  assert.equal(mine.status, 200, mine.text);
  const source = mine.body.items.find((c) => c.complete && c.valid && !c.stale && c.quantity === 1);
  assert.ok(source, `a complete, valid configuration of the customer: ${mine.text}`);
  const full = await apiCall("GET", `/api/productconf/${source.publicId}`, { token });
  const copy = await apiCall("POST", `/api/productconf/${source.publicId}/copy`, {
    token,
    body: { name: NAME, notes: null, customerId: full.body.customerId ?? null, draft: full.body.draft },
  });
  assert.equal(copy.status, 201, copy.text);
  assert.equal(copy.body.revision, 1);
  publicId = copy.body.publicId;
});

/** Opens the editor and waits for its history to list the first revision. */
async function openEditor(page) {
  await page.goto(url(`/configuratore/edit/${publicId}`));
  await page.getByTestId("revision-history").locator('[data-testid="revision"][data-revision="1"]').waitFor();
}

async function save(page) {
  const button = page.getByRole("button", { name: "Salva configurazione", exact: true });
  await button.and(page.locator(":enabled")).waitFor();
  await button.click();
  await waitForToast(page, "Configurazione salvata.");
}

/** The total the history shows for `revision`. */
async function totalOf(page, revision) {
  const item = page.locator(`[data-testid="revision"][data-revision="${revision}"]`);
  await item.waitFor();
  return (await item.getByTestId("revision-total").innerText()).trim();
}

describe("revisions of a configuration", () => {
  it("a customer changes it twice, compares the first and last revision, restores the first", async () => {
    assert.ok(publicId, "the set-up saved one");
    await withPage(async (page) => {
      await uiLogin(page, DEMO_USERS.customer);
      await openEditor(page);
      assert.equal(await page.getByTestId("revision").count(), 1);
      const first = await totalOf(page, 1);

      // Two changes, two saves: revisions 2 and 3.
      await page.getByLabel("Quantità", { exact: true }).fill("2");
      await save(page);
      await page.locator('[data-testid="revision"][data-revision="2"]').waitFor();
      await page.getByLabel("Nome della configurazione").fill(RENAMED);
      await page.getByLabel("Note", { exact: true }).fill("Consegna al piano terra");
      await save(page);
      const history = page.getByTestId("revision-history");
      await history.locator('[data-testid="revision"][data-revision="3"][aria-current="true"]').waitFor();
      const last = await totalOf(page, 3);
      assert.notEqual(last, first, "twice the quantity, another price");
      assert.equal(await history.getByTestId("revision").count(), 3);
      assert.match(await history.getByTestId("revision").first().innerText(), /Luca Moretti/);
      await screenshot(page, "revisions-history");

      // Compare the first and the last: each change in words, its lines highlighted.
      await history.getByTestId("compare-from").selectOption("1");
      await history.getByTestId("compare-to").selectOption("3");
      await history.getByRole("button", { name: "Confronta", exact: true }).click();
      const compare = page.getByTestId("revision-compare");
      await compare.getByTestId("revision-changes").waitFor();
      const said = await compare.getByTestId("revision-changes").locator("li").allInnerTexts();
      assert.deepEqual(said.slice(0, 3), [`Nome: «${NAME}» → «${RENAMED}».`, "Note aggiunte.", "Quantità: 1 → 2."]);
      assert.match(said[3], /^Prezzo: .+ → .+/);
      const changedLines = await compare.locator("tr[data-changed] th").allInnerTexts();
      assert.deepEqual(
        changedLines.map((text) => text.replace(/\s*\(cambiato\)$/, "").trim()),
        ["Nome", "Note", "Quantità", "Totale"],
      );
      const quantity = compare.locator("tr[data-changed]", { has: page.locator("th", { hasText: "Quantità" }) });
      assert.deepEqual((await quantity.locator("td").allInnerTexts()).map((t) => t.trim()), ["1", "2"]);
      await screenshot(page, "revisions-compare");

      // Restore the first, after a confirmation: saved again as revision 4, at the first one's price.
      await history.getByRole("button", { name: "Ripristina la revisione 1" }).click();
      const confirm = page.getByRole("alertdialog", { name: "Ripristinare la revisione 1?" });
      await confirm.waitFor();
      await confirm.getByRole("button", { name: "Ripristina", exact: true }).click();
      await waitForToast(page, "Revisione 1 ripristinata: ora è la revisione 4.");
      await history.locator('[data-testid="revision"][data-revision="4"][aria-current="true"]').waitFor();
      assert.equal(await totalOf(page, 4), first);
      // The editor shows the restored contents, with nothing left unsaved.
      assert.equal(await page.getByLabel("Nome della configurazione").inputValue(), NAME);
      assert.equal(await page.getByLabel("Quantità", { exact: true }).inputValue(), "1");
      assert.equal(await page.getByRole("button", { name: "Salva configurazione", exact: true }).count(), 1);

      // The list of configurations shows the restored price too.
      await page.goto(url("/user/configurazioni"));
      const row = rowOf(page, NAME).first();
      await row.waitFor();
      assert.ok((await row.innerText()).includes(first), `${await row.innerText()} shows ${first}`);
      assert.deepEqual(page.consoleErrors, []);
    });
  });

  it("on a phone the history and the comparison fit the screen", async () => {
    assert.ok(publicId, "the set-up saved one");
    await withPage(
      async (page) => {
        await uiLogin(page, DEMO_USERS.customer);
        await openEditor(page);
        const history = page.getByTestId("revision-history");
        await history.getByTestId("compare-from").selectOption("1");
        await history.getByTestId("compare-to").selectOption("3");
        await history.getByRole("button", { name: "Confronta", exact: true }).click();
        await page.getByTestId("revision-changes").waitFor();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow}px`);
        await screenshot(page, "revisions-compare");
        await history.scrollIntoViewIfNeeded();
        await screenshot(page, "revisions-history");
        assert.deepEqual(page.consoleErrors, []);
      },
      { width: 375, height: 800 },
    );
  });
});
