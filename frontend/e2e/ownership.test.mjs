// Ownership in sight (issue 26, item 3) against the real API. The customer manager's list opens on "Mie"
// (their own only) with the two scopes a customer manager reaches (an account manager's are "Mie" and
// "Delle aziende che seguo"), switches to their company's rows (the choice kept in the URL: reload and back), reads
// each row's owner and end customer, and narrows the list to an owner with a click on the name (a chip
// "Proprietario: Luca Moretti ✕" says so; the CSV export takes the same filter). A colleague's configuration
// names its owner in the editor, and saving it asks first: "Salva come copia" makes a copy of the saver's own
// and leaves the colleague's as it was. Both journeys run at 1280 and 375 px; screenshots of the list and of
// the question (E2E_SCREENSHOTS=1).
import { DEMO_USERS, apiCall, apiLogin, copyOwnConfiguration, screenshot, url } from "./support/env.mjs";
import { rowOf, waitForToast } from "./support/admin.mjs";
import { expect, expectNoHorizontalScroll, test } from "./support/test.mjs";

const NAME = `Divano di Luca e2e ${Date.now()}`;
const NOTE = "Più cuscini, per la sala lettura";

let customer;
let manager;
let lucas;

test.beforeAll(async () => {
  customer = await apiLogin(DEMO_USERS.customer);
  manager = await apiLogin(DEMO_USERS.customer_manager);
  // a configuration of Luca Moretti's (the demo's customer, a colleague of the customer manager's), for the
  // demo's Hotel Bellavista whichever of his configurations it copies (other tests add some without one)
  const own = await apiCall("GET", "/api/productconf?scope=mine&pageSize=100", { token: customer.token });
  const hotel = own.body.items.find((row) => row.customerName === "Hotel Bellavista")?.customerId;
  if (!hotel) throw new Error(`no configuration of Luca Moretti's for Hotel Bellavista: ${own.text}`);
  lucas = await copyOwnConfiguration(customer.token, NAME, { customerId: hotel });
});

const scope = (page) => page.getByRole("group", { name: "Quali configurazioni" });

test.describe("ownership in sight", () => {
  test.use({ loginAs: DEMO_USERS.customer_manager });

  test("the list opens on 'Mie', shows the company's rows on request and narrows them to an owner by a click", { tag: "@phone" }, async ({ page }) => {
    await page.goto(url("/user/configurazioni"));
    await expect(page.getByRole("heading", { level: 1, name: "Le mie configurazioni" })).toBeVisible();
    await expect(scope(page).getByRole("button", { name: "Mie" })).toHaveAttribute("aria-pressed", "true");
    // the scopes a customer manager reaches, and no other
    await expect(scope(page).getByRole("button")).toHaveText(["Mie", "Della mia azienda"]);
    await expect(rowOf(page, "Tavolo sala riunioni").first()).toBeVisible();
    await expect(rowOf(page, NAME)).toHaveCount(0);

    await scope(page).getByRole("button", { name: "Della mia azienda" }).click();
    await expect(page).toHaveURL(/[?&]scope=company\b/);
    await expect(page.getByText(/Configurazioni visibili: della mia azienda/)).toBeVisible();
    const row = rowOf(page, NAME).first();
    await expect(row).toBeVisible();
    await expect(row.getByRole("button", { name: "Hotel Bellavista" })).toBeVisible();
    await expectNoHorizontalScroll(page, "the company's list is wider than the viewport");
    await screenshot(page, "ownership-company-list");

    await row.getByRole("button", { name: "Luca Moretti" }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]ownerId=${customer.user.id}\\b`));
    const chip = page.getByRole("list", { name: "Filtri attivi" }).getByRole("button");
    await expect(chip).toHaveText("Proprietario: Luca Moretti✕");
    await expect(rowOf(page, "Tavolo sala riunioni")).toHaveCount(0);
    await expect(rowOf(page, NAME).first()).toBeVisible();
    await screenshot(page, "ownership-owner-filter");

    // the CSV export takes the same filter
    const exported = page.waitForRequest((request) => request.url().includes("/api/productconf/export.csv"));
    await page.getByRole("button", { name: "Esporta CSV" }).click();
    const query = new URL((await exported).url()).searchParams;
    expect(query.get("ownerId")).toBe(String(customer.user.id));
    expect(query.get("scope")).toBe("company");

    // reload keeps the scope and the filter; back goes to the company's rows; the chip removes the filter
    await page.reload();
    await expect(chip).toHaveText("Proprietario: Luca Moretti✕");
    await expect(scope(page).getByRole("button", { name: "Della mia azienda" })).toHaveAttribute("aria-pressed", "true");
    await page.goBack();
    // the company's rows, unfiltered (the newest first: other tests' saves may push older ones to page 2)
    await expect(page).not.toHaveURL(/[?&]ownerId=/);
    await expect(rowOf(page, NAME).first()).toBeVisible();
    await expect(chip).toHaveCount(0);
    await page.goForward();
    await chip.click();
    await expect(chip).toHaveCount(0);
    await expect(page).not.toHaveURL(/ownerId=/);
    expect(page.consoleErrors).toEqual([]);
  });

  test("saving a colleague's configuration asks first, and 'Salva come copia' makes the saver's own copy", { tag: "@phone" }, async ({ page }) => {
    await page.goto(url(`/configuratore/edit/${lucas.publicId}`));
    await expect(page.getByRole("heading", { level: 1, name: NAME })).toBeVisible();
    await expect(page.getByTestId("configuration-owner")).toHaveText("Di: Luca Moretti · Arredamenti Lario S.r.l.");
    await page.locator("summary", { hasText: "Note, cliente e quantità" }).click();
    await page.getByLabel("Note", { exact: true }).fill(NOTE);
    const save = page.getByRole("button", { name: "Salva configurazione", exact: true });
    await expect(save).toBeEnabled();
    await save.click();

    const dialog = page.getByRole("alertdialog", { name: "Salvare la configurazione di un altro utente?" });
    await expect(dialog).toContainText("Questa configurazione è di Luca Moretti.");
    await expect(dialog.getByRole("button", { name: "Salva comunque" })).toBeVisible();
    await screenshot(page, "ownership-save-question");
    await dialog.getByRole("button", { name: "Salva come copia" }).click();
    await waitForToast(page, "Copia salvata");
    await page.waitForURL((u) => u.pathname.startsWith("/configuratore/edit/") && !u.pathname.endsWith(lucas.publicId));
    const copyId = new URL(page.url()).pathname.split("/").pop();
    await expect(page.getByRole("heading", { level: 1, name: `Copia di ${NAME}` })).toBeVisible();
    await expect(page.getByTestId("configuration-owner")).toHaveCount(0);

    const copy = await apiCall("GET", `/api/productconf/${copyId}`, { token: manager.token });
    expect(copy.status, copy.text).toBe(200);
    expect(copy.body).toMatchObject({ name: `Copia di ${NAME}`, notes: NOTE, ownerId: manager.user.id, ownerName: "Giulia Conti", copiedFrom: lucas.publicId });
    const original = await apiCall("GET", `/api/productconf/${lucas.publicId}`, { token: customer.token });
    expect(original.body).toMatchObject({ name: NAME, revision: 1, ownerId: customer.user.id });
    expect(original.body.notes ?? null).toBeNull();
    expect(page.consoleErrors).toEqual([]);
  });
});

test.describe("an account manager's scopes", () => {
  test.use({ loginAs: DEMO_USERS.account_manager });

  test("the list offers 'Mie' and the companies they follow, and names each row's owner and company", { tag: "@phone" }, async ({ page }) => {
    await page.goto(url("/user/configurazioni"));
    await expect(scope(page).getByRole("button")).toHaveText(["Mie", "Delle aziende che seguo"]);
    await expect(scope(page).getByRole("button", { name: "Mie" })).toHaveAttribute("aria-pressed", "true");
    await scope(page).getByRole("button", { name: "Delle aziende che seguo" }).click();
    await expect(page).toHaveURL(/[?&]scope=followed\b/);
    // Luca's own (not the customer manager's copy of it, which the other describe may have saved)
    const row = rowOf(page, NAME).filter({ hasText: "Luca Moretti" }).first();
    await expect(row.getByRole("button", { name: "Luca Moretti" })).toBeVisible();
    await expect(row.getByRole("button", { name: "Arredamenti Lario S.r.l." })).toBeVisible();
    await expectNoHorizontalScroll(page, "the followed companies' list is wider than the viewport");
    await screenshot(page, "ownership-followed-list");
    expect(page.consoleErrors).toEqual([]);
  });
});
