// A catalogue edit weighed before it is saved, in Chromium against the real API, on the demo sofas. As the
// administrator: the feature value "Lino" (feature Tessuto) switched off in its edit form and saved: a question
// comes first, naming how many saved configurations would become invalid (the numbers POST /api/catalogue/impact
// answers) and the new finding of the "Configuratore divani" about the Pouf, with the examples; "Annulla" goes
// back to the form and Lino stays active. Then the sofa frame "Struttura" given a new price: the question names
// the saved configurations whose price changes; "Salva comunque" saves it (the price is put back afterwards, for
// the journeys that follow). Then Lino and Velluto checked in the values' list and "Disattiva" pressed: the same
// question, for both rows together (the numbers POST /api/catalogue/bulk-impact answers); "Annulla" runs nothing
// and both stay active. Screenshots (E2E_SCREENSHOTS=1) of the questions at 1280 px.
import { DEMO_USERS, apiCall, apiLogin, screenshot, url } from "./support/env.mjs";
import { rowOf, searchList, waitForToast } from "./support/admin.mjs";
import { expect, test } from "./support/test.mjs";

test.describe.configure({ mode: "serial" });
test.use({ loginAs: DEMO_USERS.admin });

let token;
/** The feature Tessuto, its values Lino and Velluto and the frame part, as the API answers them. */
let tessuto;
let lino;
let velluto;
let frame;

/** The one row of `path`'s list (`query`) whose `field` is `value`. */
async function only(path, query, field, value) {
  const answer = await apiCall("GET", `${path}?pageSize=100&${query}`, { token });
  expect(answer.status, answer.text).toBe(200);
  const rows = answer.body.items.filter((row) => row[field] === value);
  expect(rows, `${path} ${field}=${value}`).toHaveLength(1);
  return rows[0];
}

/** What the server says the edit would do. */
async function impactOf(edit) {
  const answer = await apiCall("POST", "/api/catalogue/impact", { token, body: edit });
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
}

/** What the server says the edits would do, together. */
async function bulkImpactOf(edits) {
  const answer = await apiCall("POST", "/api/catalogue/bulk-impact", { token, body: { edits } });
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
}

/** The edit panel of the list's row holding `text`. */
async function openEdit(page, text, title) {
  await rowOf(page, text).first().getByRole("button", { name: /^Modifica/ }).click();
  const form = page.getByRole("dialog", { name: title });
  await expect(form).toBeVisible();
  return form;
}

test.beforeAll(async () => {
  token = (await apiLogin(DEMO_USERS.admin)).token;
  tessuto = await only("/api/productfeature", "q=TESSUTO", "code", "TESSUTO");
  lino = await only("/api/productfeatureval", `featureId=${tessuto.id}&q=LINO`, "code", "LINO");
  velluto = await only("/api/productfeatureval", `featureId=${tessuto.id}&q=VELLUTO`, "code", "VELLUTO");
  frame = await only("/api/productpart", "q=DIV-STRUTTURA", "code", "DIV-STRUTTURA");
  expect(lino.active).toBe(true);
  expect(velluto.active).toBe(true);
});

test.afterAll(async () => {
  // the frame's price as the demo has it, for the journeys that follow
  if (!frame) return;
  const { code, name, nameEn, description, descriptionEn, imageUrl, price, sortOrder, active, features } = frame;
  const body = { code, name, nameEn, description, descriptionEn, imageUrl, price, sortOrder, active, features };
  const restored = await apiCall("PUT", `/api/productpart/${frame.id}`, { token, body });
  expect(restored.status, restored.text).toBe(200);
  expect(restored.body.price).toBe(frame.price);
});

test.describe("catalogue edits weighed before they are saved", () => {
  test("switching Lino off asks first, names the broken configurations and the Pouf's finding; Annulla keeps it active", async ({ page }) => {
    const expected = await impactOf({ item: { kind: "feature_value", id: lino.id }, active: false });
    expect(expected.invalid, "the demo holds linen configurations").toBeGreaterThan(0);
    const divani = expected.configurators.find((c) => c.categoryName === "Divani");
    expect(divani, JSON.stringify(expected.configurators)).toBeTruthy();
    const pouf = divani.findings.find((finding) => finding.message.startsWith("Pouf non si potrà mai scegliere"));
    expect(pouf, JSON.stringify(divani.findings)).toBeTruthy();

    await page.goto(url(`/admin/product-feature/${tessuto.id}/vals`));
    await searchList(page, "LINO");
    const form = await openEdit(page, "LINO", "Modifica «Lino»");
    await form.getByRole("switch", { name: "Attivo" }).click();
    await expect(form.getByRole("switch", { name: "Attivo" })).not.toBeChecked();
    await form.getByRole("button", { name: "Salva", exact: true }).click();

    const question = page.getByRole("alertdialog", { name: "Salvare la modifica?" });
    await expect(question).toBeVisible();
    const invalid = expected.invalid === 1 ? "1 configurazione salvata diventa non valida" : `${expected.invalid} configurazioni salvate diventano non valide`;
    await expect(question.getByTestId("edit-impact-sentence")).toContainText(
      `Se disattivi «Lino», il configuratore «${divani.name}» ha nuovi problemi e ${invalid}`,
    );
    const configurators = question.getByTestId("edit-impact-configurators");
    await expect(configurators).toContainText(`${divani.name} · Divani`);
    await expect(configurators.locator(".cfg-finding").filter({ hasText: pouf.message })).toContainText(pouf.severity === "error" ? "Errore" : "Avviso");
    // the examples as the publish's dry run shows them, each a link to the configuration, in a new tab (the form
    // is not saved yet)
    await expect(question.getByTestId("publish-impact-lines")).toContainText(invalid);
    const example = question.getByRole("link", { name: `${expected.examples[0].name} (si apre in una nuova scheda)`, exact: true });
    await expect(example).toHaveAttribute("target", "_blank");
    await expect(question.getByRole("button", { name: "Annulla" })).toBeFocused();
    await screenshot(page, "catalogue-impact-deactivate");

    await question.getByRole("button", { name: "Annulla" }).click();
    await expect(question).toHaveCount(0);
    // back in the form as it was left, nothing saved
    await expect(form.getByRole("switch", { name: "Attivo" })).not.toBeChecked();
    await form.getByRole("button", { name: "Annulla", exact: true }).click();
    await expect(form).toHaveCount(0);
    await expect(rowOf(page, "LINO").locator(".tone-success")).toHaveText("Sì");
    const after = await apiCall("GET", `/api/productfeatureval/${lino.id}`, { token });
    expect(after.body.active).toBe(true);
    expect(page.consoleErrors).toEqual([]);
  });

  test("a new price for the frame names the saved configurations whose price changes; Salva comunque saves it", async ({ page }) => {
    const price = frame.price + 10000;
    const expected = await impactOf({ item: { kind: "part", id: frame.id }, price });
    expect(expected.repriced, "every saved sofa has a frame").toBeGreaterThan(0);

    await page.goto(url("/admin/product-part"));
    await searchList(page, "DIV-STRUTTURA");
    const form = await openEdit(page, "DIV-STRUTTURA", "Modifica «Struttura (DIV-STRUTTURA)»");
    await form.getByRole("textbox", { name: "Prezzo (€)", exact: true }).fill(String(price / 100).replace(".", ","));
    await form.getByRole("button", { name: "Salva", exact: true }).click();

    const question = page.getByRole("alertdialog", { name: "Salvare la modifica?" });
    await expect(question).toBeVisible();
    const repriced = expected.repriced === 1 ? "1 configurazione salvata cambia prezzo" : `${expected.repriced} configurazioni salvate cambiano prezzo`;
    const euro = (cents) => `${(cents / 100).toFixed(2).replace(".", ",")} €`;
    await expect(question.getByTestId("edit-impact-sentence")).toContainText(
      `Se cambi il prezzo di «Struttura (DIV-STRUTTURA)» da ${euro(frame.price)} a ${euro(price)}, ${repriced}`,
    );
    await expect(question.getByTestId("edit-impact-sentence")).toContainText(`aumento massimo ${euro(expected.largestRise)}`);
    await expect(question.getByTestId("edit-impact-configurators")).toHaveCount(expected.configurators.length > 0 ? 1 : 0);
    await screenshot(page, "catalogue-impact-price");

    await question.getByRole("button", { name: "Salva comunque" }).click();
    await expect(question).toHaveCount(0);
    await waitForToast(page, "Struttura");
    const saved = await apiCall("GET", `/api/productpart/${frame.id}`, { token });
    expect(saved.body.price).toBe(price);
    expect(page.consoleErrors).toEqual([]);
  });

  test("Lino and Velluto checked and Disattiva pressed: the question names the broken configurations; Annulla runs nothing", async ({ page }) => {
    const expected = await bulkImpactOf([lino, velluto].map((value) => ({ item: { kind: "feature_value", id: value.id }, active: false })));
    expect(expected.invalid, "the demo holds linen and velvet configurations").toBeGreaterThan(0);

    await page.goto(url(`/admin/product-feature/${tessuto.id}/vals`));
    await page.getByRole("checkbox", { name: "Seleziona «Lino»", exact: true }).check();
    await page.getByRole("checkbox", { name: "Seleziona «Velluto»", exact: true }).check();
    const bar = page.getByTestId("bulk-bar");
    await expect(bar).toContainText("2 righe selezionate");
    await bar.getByRole("button", { name: "Disattiva", exact: true }).click();

    const question = page.getByRole("alertdialog", { name: "Disattivare 2 righe?" });
    await expect(question).toBeVisible();
    const invalid = expected.invalid === 1 ? "1 configurazione salvata diventa non valida" : `${expected.invalid} configurazioni salvate diventano non valide`;
    const sentence = question.getByTestId("edit-impact-sentence");
    await expect(sentence).toContainText("Se disattivi le 2 righe selezionate, ");
    await expect(sentence).toContainText(invalid);
    await expect(question.getByTestId("publish-impact-lines")).toContainText(invalid);
    await expect(question.getByRole("button", { name: "Annulla" })).toBeFocused();
    await screenshot(page, "catalogue-impact-bulk");

    await question.getByRole("button", { name: "Annulla" }).click();
    await expect(question).toHaveCount(0);
    // nothing ran: both still active, in the list and for the API
    await expect(bar).toContainText("2 righe selezionate");
    for (const [value, code] of [
      [lino, "LINO"],
      [velluto, "VELLUTO"],
    ]) {
      await expect(rowOf(page, code).locator(".tone-success")).toHaveText("Sì");
      const after = await apiCall("GET", `/api/productfeatureval/${value.id}`, { token });
      expect(after.body.active, code).toBe(true);
    }
    expect(page.consoleErrors).toEqual([]);
  });
});
