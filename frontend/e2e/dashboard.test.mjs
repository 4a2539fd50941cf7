// The admin dashboard's trends (issue 26 item 6): an administrator opens /admin, sees the weekly charts
// (drawn by uPlot, loaded lazily) and the rankings of the demo's data, narrows them to a company, and
// follows a figure to the list behind it; at 1280x800 and at 375x812 (@phone), without horizontal
// scrolling. Screenshots (E2E_SCREENSHOTS=1) of the dashboard at both widths.
import { DEMO_USERS, screenshot, url } from "./support/env.mjs";
import { chooseOption } from "./support/admin.mjs";
import { expect, expectNoHorizontalScroll, test } from "./support/test.mjs";

const DEALER = "Arredamenti Lario S.r.l.";

test.describe("dashboard trends", { tag: "@phone" }, () => {
  test.use({ loginAs: DEMO_USERS.admin });

  test("shows the weekly charts and rankings, and a figure opens its list", async ({ page }) => {
    await page.goto(url("/admin"));
    await expect(page.getByRole("heading", { level: 2, name: "Andamento delle ultime 26 settimane" })).toBeVisible();
    const saves = page.getByTestId("trend-saves");
    const requests = page.getByTestId("trend-requests");
    // the chart library draws on a canvas once its chunk has loaded
    await expect(saves.locator("canvas")).toBeVisible();
    await expect(requests.locator("canvas")).toBeVisible();
    await expect(page.getByTestId("trend-quotes").locator("canvas")).toBeVisible();
    await expect(page.getByTestId("trend-quotes-value-value")).toContainText(/€/);
    await expect(saves.getByRole("link", { name: /Salvataggi/ })).toContainText(/\d/);
    await expect(page.getByTestId("trend-models").getByRole("link").first()).toBeVisible();
    const companies = page.getByTestId("trend-companies");
    await expect(companies).toContainText("IVA esclusa");
    await expect(companies.getByRole("link", { name: new RegExp(DEALER.replace(/\./g, "\\.")) })).toContainText(/€\s*totale/);
    await screenshot(page, "dashboard-trends");
    await expectNoHorizontalScroll(page, "the dashboard fits the screen");

    // The pending requests' figure opens the requests list with that status.
    const pending = requests.getByTestId("trend-requests-pending");
    const count = Number((await pending.locator(".trend-figure__value").textContent()).replace(/\D/g, ""));
    expect(count).toBeGreaterThan(0);
    await pending.click();
    await page.waitForURL((u) => new URL(u).pathname === "/admin/request" && new URL(u).searchParams.get("status") === "pending");
    await expect(page.getByRole("heading", { level: 1, name: "Richieste" })).toBeVisible();
  });

  test("a week of a chart opens the configurations saved in it, and a model its own", async ({ page }) => {
    await page.goto(url("/admin"));
    const saves = page.getByTestId("trend-saves");
    await expect(saves.locator("canvas")).toBeVisible();
    // the week the demo's configurations were saved in: the window's last; its link in the figures' table
    const href = await saves.locator("tbody tr").last().getByRole("link").getAttribute("href");
    const week = new URLSearchParams(href.split("?")[1]);
    // the last week is at the plot's right end; the pointer moves there, then clicks
    const plot = saves.locator(".u-over");
    const { width, height } = await plot.boundingBox();
    const lastWeek = { position: { x: width - 3, y: height / 2 } };
    await plot.hover(lastWeek);
    await plot.click(lastWeek);
    await page.waitForURL((u) => new URL(u).pathname === "/user/configurazioni" && new URL(u).searchParams.has("updatedFrom"));
    const opened = new URL(page.url()).searchParams;
    expect([opened.get("updatedFrom"), opened.get("updatedTo")]).toEqual([week.get("updatedFrom"), week.get("updatedTo")]);
    const saved = page.getByRole("group", { name: "Salvate" });
    await expect(saved.getByLabel("Salvate: dal giorno")).toHaveValue(week.get("updatedFrom"));
    await expect(saved.getByLabel("Salvate: fino al giorno")).toHaveValue(week.get("updatedTo"));
    await expect(page.locator("tbody tr").first()).toBeVisible();

    // the keyboard reaches the same weeks: the figures' table shows once a week link has the focus
    await page.goto(url("/admin"));
    const weekLink = page.getByTestId("trend-saves").locator("tbody tr").last().getByRole("link");
    await weekLink.focus();
    await expect(weekLink).toBeVisible();
    await weekLink.blur();

    const model = page.getByTestId("trend-models").getByRole("link").first();
    const name = (await model.locator(".trend-ranking__name").innerText()).trim();
    await model.click();
    await page.waitForURL((u) => new URL(u).searchParams.has("modelId"));
    const chips = page.getByRole("list", { name: "Filtri attivi" });
    await expect(chips.getByRole("button", { name: `Rimuovi il filtro Modello: ${name}` })).toBeVisible();
    await screenshot(page, "dashboard-model-list");
    await expectNoHorizontalScroll(page, "the narrowed list fits the screen");
  });

  test("narrows every figure to a company, and its figure opens that company's requests", async ({ page }) => {
    await page.goto(url("/admin"));
    const company = page.getByRole("combobox", { name: "Azienda", exact: true });
    await chooseOption(company, DEALER);
    await page.waitForURL((u) => !!new URL(u).searchParams.get("companyId"));
    const companyId = new URL(page.url()).searchParams.get("companyId");
    const rows = page.getByTestId("trend-companies").getByRole("link");
    // only the chosen company is ranked
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(DEALER);
    await rows.first().click();
    await page.waitForURL((u) => new URL(u).pathname === "/admin/request" && new URL(u).searchParams.get("companyId") === companyId);
    await expect(page.getByTestId("requests-company")).toContainText(DEALER);
    const listed = page.locator("tbody tr");
    await expect(listed.first()).toContainText(DEALER);
  });
});
