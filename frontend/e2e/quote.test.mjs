// The PDF quote: a customer downloads the quote of a saved configuration from the editor's summary and from
// the row of /user/configurazioni; both are PDF files named after the configuration. The first page is
// rendered to PNG with pdftoppm (poppler-utils, scripts/ensure-tools.sh browser) for a person to look at:
// QUOTE_PNG_DIR (default: the system's temp dir)/quote-e2e-1.png. Printed (print media), the summary screen hides
// the header, the steps and the buttons (E2E_SCREENSHOTS=1: a screenshot of it).
import { execFile } from "node:child_process";
import { copyFile, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { DEMO_USERS, apiCall, apiLogin, screenshot, uiLogin, url } from "./support/env.mjs";
import { rowOf } from "./support/admin.mjs";
import { expect, test } from "./support/test.mjs";

const NAME = `Preventivo città e2e ${Date.now()}`;
const PNG_DIR = process.env.QUOTE_PNG_DIR ?? tmpdir();

let publicId;

test.beforeAll(async () => {
  // A copy of one of the customer's demo sofas, under a name of this test's own.
  const { token } = await apiLogin(DEMO_USERS.customer);
  const list = await apiCall("GET", "/api/productconf?q=Salotto", { token });
  const source = list.body?.items?.[0];
  expect(source, list.text).toBeTruthy();
  const full = await apiCall("GET", `/api/productconf/${source.publicId}`, { token });
  const copy = await apiCall("POST", `/api/productconf/${source.publicId}/copy`, {
    token,
    body: { name: NAME, notes: full.body.notes, customerId: full.body.customerId, draft: full.body.draft },
  });
  expect(copy.status, copy.text).toBe(201);
  publicId = copy.body.publicId;
});

/** Clicks `button` and answers the download it starts: its suggested name and its bytes. */
async function downloadOf(page, button) {
  const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
  const file = await download.path();
  expect(file, "the download finished").toBeTruthy();
  return { name: download.suggestedFilename(), bytes: await readFile(file), file };
}

function assertQuote({ name, bytes }) {
  expect(name).toBe(`preventivo-${NAME}.pdf`);
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
}

test.describe("the PDF quote", () => {
  test("downloads from the editor's summary and renders as an A4 page", async ({ page }) => {
    await uiLogin(page, DEMO_USERS.customer);
    await page.goto(url(`/configuratore/edit/${publicId}`));
    await page.getByRole("navigation", { name: "Passaggi" }).getByRole("button").last().click();
    const button = page.getByRole("button", { name: `Scarica la bozza di preventivo (PDF) di «${NAME}»` });
    const quote = await downloadOf(page, button);
    assertQuote(quote);

    const pdf = path.join(PNG_DIR, "quote-e2e.pdf");
    await copyFile(quote.file, pdf);
    await promisify(execFile)("pdftoppm", ["-png", "-r", "90", "-f", "1", "-l", "1", pdf, path.join(PNG_DIR, "quote-e2e")]);
    const png = await readFile(path.join(PNG_DIR, "quote-e2e-1.png"));
    expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");

    // Printed, the summary screen is its content alone: no header, steps or buttons.
    await page.emulateMedia({ media: "print" });
    for (const hidden of [page.locator(".app-header"), page.locator(".stepper"), button]) {
      await expect(hidden).toBeHidden();
    }
    await expect(page.locator("#wizard-step-title")).toBeVisible();
    await screenshot(page, "quote-summary-print");
    expect(page.consoleErrors).toEqual([]);
  });

  test("downloads from the row of the configurations list", async ({ page }) => {
    await uiLogin(page, DEMO_USERS.customer);
    await page.goto(url(`/user/configurazioni?q=${encodeURIComponent(NAME)}`));
    const row = rowOf(page, NAME).first();
    await expect(row).toBeVisible();
    // the quote is one of the row's actions in its menu
    await row.getByRole("button", { name: /^Altre azioni per/ }).click();
    const item = page.getByRole("menu").getByRole("menuitem", { name: "Scarica bozza (PDF)", exact: true });
    assertQuote(await downloadOf(page, item));
    expect(page.consoleErrors).toEqual([]);
  });

  test("issues a numbered quote on the saved configuration's page and downloads it twice identically", async ({ page }) => {
    await uiLogin(page, DEMO_USERS.customer);
    await page.goto(url(`/configuratore/edit/${publicId}`));
    await page.getByRole("navigation", { name: "Passaggi" }).getByRole("button").last().click();
    const panel = page.getByTestId("issued-quotes");
    await expect(panel.getByRole("heading", { name: "Preventivi emessi" })).toBeVisible();
    await panel.getByRole("button", { name: "Emetti preventivo" }).click();
    const entry = panel.getByTestId("issued-quote").first();
    await expect(entry).toBeVisible();
    const number = (await entry.locator(".iq-entry__number").textContent())?.trim() ?? "";
    expect(number).toMatch(new RegExp(`^PRV-${new Date().getFullYear()}-\\d{4,}$`));
    await expect(entry).toContainText("valido fino al");

    const button = entry.getByRole("button", { name: `Scarica il preventivo ${number} (PDF)` });
    const first = await downloadOf(page, button);
    const second = await downloadOf(page, button);
    expect(first.name).toBe(`preventivo-${number}.pdf`);
    expect(first.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(Buffer.compare(first.bytes, second.bytes)).toBe(0);
    await screenshot(page, "issued-quotes-1280");
    await page.setViewportSize({ width: 375, height: 800 });
    await panel.scrollIntoViewIfNeeded();
    await screenshot(page, "issued-quotes-375");
    expect(page.consoleErrors).toEqual([]);
  });
});
