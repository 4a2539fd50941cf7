// CSV export and import against the real API (docs/api.md "CSV export and import"): an administrator
// exports the feature values of "Tessuto" from their list, changes one price in the file, sees exactly
// that change in the import's dry run, applies it, and the wizard shows the new price.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { DEMO_USERS, apiCall, apiLogin, browserForFile, screenshot, uiLogin, url } from "./support/env.mjs";
import { next, startOsloSofa } from "./support/wizard.mjs";

const { withPage } = browserForFile();

const PRICE = "Variazione di prezzo";

describe("CSV export and import of the catalogue", () => {
  it("an administrator exports feature values, changes a price, sees exactly that change, applies it and the wizard shows it", async () => {
    const admin = (await apiLogin(DEMO_USERS.admin)).token;
    const features = await apiCall("GET", "/api/productfeature?q=TESSUTO", { token: admin });
    const tessuto = features.body.items.find((feature) => feature.code === "TESSUTO");
    assert.ok(tessuto, "the demo's Tessuto feature");

    await withPage(async (page) => {
      await uiLogin(page, DEMO_USERS.admin);
      await page.goto(url(`/admin/product-feature/${tessuto.id}/vals`));
      await page.getByRole("row").filter({ hasText: "LINO" }).first().waitFor();

      // the export: the file the list shows, saved through the browser
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: "Esporta CSV" }).click(),
      ]);
      assert.match(download.suggestedFilename(), /\.csv$/);
      const file = await readFile(await download.path(), "utf8");
      assert.ok(file.startsWith("\uFEFF"), "UTF-8 with a byte-order mark");
      const lines = file.split(/\r?\n/);
      const header = lines[0].replace("\uFEFF", "").split(";");
      const priceAt = header.indexOf(PRICE);
      const lino = lines.findIndex((line) => line.split(";")[1] === "LINO");
      assert.ok(priceAt > 0 && lino > 0, file);
      assert.ok(lines.slice(1).filter(Boolean).every((line) => line.startsWith("TESSUTO;")), "only Tessuto's values");
      const before = lines[lino].split(";")[priceAt];
      const cells = lines[lino].split(";");
      cells[priceAt] = "45,00";
      lines[lino] = cells.join(";");
      const changed = lines.join("\r\n");

      // the import: the dry run shows that one change, nothing else
      await page.getByRole("link", { name: "Importa CSV" }).click();
      await page.getByRole("heading", { level: 1, name: "Importa CSV" }).waitFor();
      assert.equal(await page.getByLabel("Cosa importi").inputValue(), "productfeatureval");
      await page.getByLabel("File CSV").setInputFiles({ name: "valori.csv", mimeType: "text/csv", buffer: Buffer.from(changed) });
      const summary = page.getByTestId("import-summary");
      await summary.waitFor();
      assert.match(await summary.innerText(), /^0 nuovi, 1 modificati, \d+ invariati, 0 errori\.$/);
      const rows = page.getByTestId("import-changes").locator("tbody tr");
      assert.equal(await rows.count(), 1);
      const row = await rows.first().innerText();
      assert.match(row, /TESSUTO \/ LINO/);
      assert.match(row, /Modificato/);
      assert.ok(row.includes(`${PRICE}: ${before} → 45,00`), row);
      await screenshot(page, "import-dry-run");

      await page.getByRole("button", { name: /Conferma l'importazione \(1 riga\)/ }).click();
      const done = page.getByTestId("import-done");
      await done.waitFor();
      assert.match(await done.innerText(), /Importazione completata: 0 nuovi, 1 modificati/);

      // the wizard shows the new price of Lino
      await startOsloSofa(page);
      await next(page);
      await page.getByRole("heading", { level: 2, name: "Rivestimento" }).waitFor();
      const linoButton = page.getByRole("group", { name: "Tessuto" }).getByRole("button", { name: /^Lino/ });
      // what choosing a value adds is its delta times the cover's quantity: read the quantity off another
      // value of the file with a delta, then Lino adds 45,00 € that many times
      const adds = linoButton.getByTestId("option-price");
      await adds.waitFor();
      const euros = (text) => Number(text.replace(/[^\d,-]/g, "").replace(",", "."));
      const labelAt = header.indexOf("Etichetta");
      const priced = lines
        .slice(1)
        .map((line) => line.split(";"))
        .find((row) => row[1] && row[1] !== "LINO" && euros(row[priceAt]) > 0);
      assert.ok(priced, "another value of Tessuto with a delta");
      const other = page.getByRole("group", { name: "Tessuto" }).getByRole("button", { name: new RegExp(`^${priced[labelAt]}`) });
      const quantity = euros(await other.getByTestId("option-price").innerText()) / euros(priced[priceAt]);
      assert.ok(Number.isInteger(quantity) && quantity > 0, `quantity ${quantity}`);
      assert.equal(euros(await adds.innerText()), 45 * quantity);
      assert.deepEqual(page.consoleErrors, []);
    });
  });

  it("a file with a wrong row shows the row's line and column and cannot be confirmed", async () => {
    await withPage(async (page) => {
      await uiLogin(page, DEMO_USERS.admin);
      await page.goto(url("/admin/import/productfeatureval"));
      const file = "\uFEFFCaratteristica;Codice;Etichetta;Variazione di prezzo;Colore;Immagine;Ordine;Attivo\r\nTESSUTO;SETA;Seta;tanto;;;0;sì\r\n";
      await page.getByLabel("File CSV").setInputFiles({ name: "valori.csv", mimeType: "text/csv", buffer: Buffer.from(file) });
      const errors = page.getByTestId("import-errors").locator("tbody tr");
      await errors.first().waitFor();
      assert.equal(await errors.count(), 1);
      const [line, column] = await errors.first().locator("td").allInnerTexts();
      assert.deepEqual([line, column], ["2", PRICE]);
      assert.equal(await page.getByRole("button", { name: /Conferma/ }).count(), 0);
    });
  });
});
