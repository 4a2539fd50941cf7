// CSV export and import against the real API (docs/api.md "CSV export and import"): an administrator
// exports the feature values of "Tessuto" from their list, changes one price in the file, sees exactly
// that change in the import's dry run, applies it, and the wizard shows the new price.
import { readFile } from "node:fs/promises";
import { DEMO_USERS, apiCall, apiLogin, screenshot, uiLogin, url } from "./support/env.mjs";
import { next, startOsloSofa } from "./support/wizard.mjs";
import { expect, test } from "./support/test.mjs";

const PRICE = "Variazione di prezzo";

test.describe("CSV export and import of the catalogue", () => {
  test("an administrator exports feature values, changes a price, sees exactly that change, applies it and the wizard shows it", async ({ page }) => {
    const admin = (await apiLogin(DEMO_USERS.admin)).token;
    const features = await apiCall("GET", "/api/productfeature?q=TESSUTO", { token: admin });
    const tessuto = features.body.items.find((feature) => feature.code === "TESSUTO");
    expect(tessuto, "the demo's Tessuto feature").toBeTruthy();

    await uiLogin(page, DEMO_USERS.admin);
    await page.goto(url(`/admin/product-feature/${tessuto.id}/vals`));
    await expect(page.getByRole("row").filter({ hasText: "LINO" }).first()).toBeVisible();

    // the export: the file the list shows, saved through the browser
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Esporta CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const file = await readFile(await download.path(), "utf8");
    expect(file.startsWith("\uFEFF"), "UTF-8 with a byte-order mark").toBe(true);
    const lines = file.split(/\r?\n/);
    const header = lines[0].replace("\uFEFF", "").split(";");
    const priceAt = header.indexOf(PRICE);
    const lino = lines.findIndex((line) => line.split(";")[1] === "LINO");
    expect(priceAt > 0 && lino > 0, file).toBe(true);
    expect(lines.slice(1).filter(Boolean).every((line) => line.startsWith("TESSUTO;")), "only Tessuto's values").toBe(true);
    const before = lines[lino].split(";")[priceAt];
    const cells = lines[lino].split(";");
    cells[priceAt] = "45,00";
    lines[lino] = cells.join(";");
    const changed = lines.join("\r\n");

    // the import: the dry run shows that one change, nothing else
    await page.getByRole("link", { name: "Importa CSV" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Importa CSV" })).toBeVisible();
    await expect(page.getByLabel("Cosa importi")).toHaveValue("productfeatureval");
    await page.getByLabel("File CSV").setInputFiles({ name: "valori.csv", mimeType: "text/csv", buffer: Buffer.from(changed) });
    await expect(page.getByTestId("import-summary")).toHaveText(/^0 nuovi, 1 modificato, \d+ invariat[oi], 0 errori\.$/, { useInnerText: true });
    const rows = page.getByTestId("import-changes").locator("tbody tr");
    await expect(rows).toHaveCount(1);
    const row = rows.first();
    await expect(row).toContainText(/TESSUTO \/ LINO/, { useInnerText: true });
    await expect(row).toContainText(/Modificato/, { useInnerText: true });
    await expect(row).toContainText(`${PRICE}: ${before} → 45,00`, { useInnerText: true });
    await screenshot(page, "import-dry-run");

    await page.getByRole("button", { name: /Conferma l'importazione \(1 riga\)/ }).click();
    await expect(page.getByTestId("import-done")).toContainText(/Importazione completata: 0 nuovi, 1 modificato/, { useInnerText: true });

    // the wizard shows the new price of Lino
    await startOsloSofa(page);
    await next(page);
    await expect(page.getByRole("heading", { level: 2, name: "Rivestimento" })).toBeVisible();
    const linoButton = page.getByRole("group", { name: "Tessuto" }).getByRole("button", { name: /^Lino/ });
    // what choosing a value adds is its delta times the cover's quantity: read the quantity off another
    // value of the file with a delta, then Lino adds 45,00 € that many times
    const adds = linoButton.getByTestId("option-price");
    await expect(adds).toBeVisible();
    const euros = (text) => Number(text.replace(/[^\d,-]/g, "").replace(",", "."));
    const labelAt = header.indexOf("Etichetta");
    const priced = lines
      .slice(1)
      .map((line) => line.split(";"))
      .find((row) => row[1] && row[1] !== "LINO" && euros(row[priceAt]) > 0);
    expect(priced, "another value of Tessuto with a delta").toBeTruthy();
    const other = page.getByRole("group", { name: "Tessuto" }).getByRole("button", { name: new RegExp(`^${priced[labelAt]}`) });
    const otherPrice = other.getByTestId("option-price");
    await expect(otherPrice).toHaveText(/\d/);
    const quantity = euros(await otherPrice.innerText()) / euros(priced[priceAt]);
    expect(Number.isInteger(quantity) && quantity > 0, `quantity ${quantity}`).toBe(true);
    await expect.poll(async () => euros(await adds.innerText())).toBe(45 * quantity);
    expect(page.consoleErrors).toEqual([]);
  });

  test("a file with a wrong row shows the row's line and column and cannot be confirmed", async ({ page }) => {
    await uiLogin(page, DEMO_USERS.admin);
    await page.goto(url("/admin/import/productfeatureval"));
    const file = "\uFEFFCaratteristica;Codice;Etichetta;Variazione di prezzo;Colore;Immagine;Ordine;Attivo\r\nTESSUTO;SETA;Seta;tanto;;;0;sì\r\n";
    await page.getByLabel("File CSV").setInputFiles({ name: "valori.csv", mimeType: "text/csv", buffer: Buffer.from(file) });
    const errors = page.getByTestId("import-errors").locator("tbody tr");
    await expect(errors).toHaveCount(1);
    await expect(errors.first().locator("td").nth(0)).toHaveText("2");
    await expect(errors.first().locator("td").nth(1)).toHaveText(PRICE);
    await expect(page.getByRole("button", { name: /Conferma/ })).toHaveCount(0);
  });
});
