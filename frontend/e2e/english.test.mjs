// The app in English against the real API: the demo customer switches to English in the header, builds
// a sofa through every step of the "divani" configurator and saves it; on every screen, and in the quote's
// PDF, no Italian string shows: neither the app's own nor the catalogue's (the names, descriptions, step
// texts and rule messages administrators typed in Italian beside their English); a reload stays in English
// with <html lang="en"> and the server keeps `locale` = en. An administrator in English meets no Italian
// of the app on any admin screen. A visitor whose browser prefers English sees the login in English.
import { execFile } from "node:child_process";
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { DEMO_USERS, apiCall, apiLogin, screenshot, uiLogin, url, BASE_URL } from "./support/env.mjs";
import { waitForToast } from "./support/admin.mjs";
import { expect, test } from "./support/test.mjs";

const catalogue = (language) => readFile(new URL(`../src/i18n/${language}.json`, import.meta.url), "utf8").then(JSON.parse);

const NAME = `Living room e2e ${Date.now()}`;

/** Every text of a catalogue as "a.b.c" -> text. */
function leaves(tree, prefix = "", out = new Map()) {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else leaves(value, path, out);
  }
  return out;
}

/**
 * The Italian of the app: each Italian text that differs from its English one, cut at its
 * interpolations ("Copia di {{name}}" -> "Copia di"), the pieces longer than a few characters.
 */
async function italianOfTheApp() {
  const [it, en] = [leaves(await catalogue("it")), leaves(await catalogue("en"))];
  const pieces = new Set();
  for (const [key, text] of it) {
    if (en.get(key) === text) continue;
    for (const piece of text.split(/{{[^}]*}}/)) {
      const trimmed = piece.trim().replace(/^[\s:,.;«»“”()…–—-]+|[\s:,.;«»“”()…–—-]+$/g, "");
      if (trimmed.length > 5) pieces.add(trimmed);
    }
  }
  return [...pieces];
}

/**
 * The catalogue's Italian, as administrators typed it beside an English text of its own: every Italian
 * name, description, label, step text and rule message whose English differs, read from the admin API.
 */
async function italianOfTheCatalogue(token) {
  const get = async (pathname) => {
    const answer = await apiCall("GET", pathname, { token });
    expect(answer.status, `${pathname}: ${answer.text}`).toBe(200);
    return answer.body;
  };
  const pieces = new Set();
  const add = (italianText, englishText) => {
    if (italianText && englishText && italianText !== englishText) pieces.add(italianText);
  };
  const pairs = [["name", "nameEn"], ["description", "descriptionEn"], ["label", "labelEn"], ["value", "valueEn"]];
  for (const base of ["productcategory", "producttype", "productmodel", "productpart", "productfeature", "productfeatureval", "attribute", "attributeval"]) {
    for (const row of (await get(`/api/${base}?pageSize=100`)).items) for (const [it, en] of pairs) add(row[it], row[en]);
  }
  for (const { id } of (await get("/api/configurator?pageSize=100")).items) {
    const configurator = await get(`/api/configurator/${id}`);
    for (const [it, en] of pairs) add(configurator[it], configurator[en]);
    for (const step of configurator.definition.steps) {
      add(step.title, step.titleEn);
      add(step.help, step.helpEn);
    }
    for (const rule of configurator.definition.rules) add(rule.message, rule.messageEn);
  }
  return [...pieces];
}

/** Every string in a JSON answer. */
function strings(value, out = new Set()) {
  if (typeof value === "string") {
    if (value.trim()) out.add(value.trim());
  } else if (Array.isArray(value)) {
    for (const item of value) strings(item, out);
  } else if (value && typeof value === "object") {
    for (const item of Object.values(value)) strings(item, out);
  }
  return out;
}

/**
 * Catalogue content the customer sees on the way through the "divani" wizard, as typed by
 * administrators: the configurator (step titles and help, types, models, parts, features, values, rule
 * messages), the catalogue resources the wizard reads beside it, the company's customers, the user and
 * the names of saved configurations.
 */
async function catalogueContent(token) {
  const get = async (path) => {
    const answer = await apiCall("GET", path, { token });
    expect(answer.status, `${path}: ${answer.text}`).toBe(200);
    return answer.body;
  };
  const wizard = await get("/api/configurator/category/divani");
  const categoryId = wizard.category.id;
  const answers = [
    wizard,
    await get("/api/configurator/categories"),
    // the list's category filter names every category
    await get("/api/productcategory?pageSize=100"),
    await get(`/api/producttype?categoryId=${categoryId}&pageSize=100`),
    await get(`/api/productmodel?categoryId=${categoryId}&pageSize=100`),
    await get("/api/attribute?pageSize=100"),
    await get("/api/attributeval?pageSize=100"),
    await get("/api/customer?pageSize=100&sort=name"),
    // the names of saved configurations (the home lists the recent ones)
    await get("/api/productconf?pageSize=100"),
    await get("/api/user/me"),
  ];
  for (const feature of wizard.catalogue.features) {
    answers.push(await get(`/api/productfeatureval?featureId=${feature.id}&pageSize=100`));
  }
  const content = new Set();
  for (const answer of answers) strings(answer, content);
  // codes of one or two letters would cut words of the app's own text
  return new Set([...content].filter((text) => text.length > 2));
}

/**
 * What administrators typed, as the admin screens show it: every row of every list an admin reads (the
 * first hundred of each), the configurator definitions, the dashboard and the audit trail's records.
 */
async function adminContent(token) {
  const content = new Set();
  for (const base of [
    "attribute", "attributeval", "company", "companyentityfilter", "configurator", "customer", "customizationrequest",
    "productcategory", "productconf", "productfeature", "productfeatureval", "productmodel", "productmodelpart",
    "productpart", "producttype", "user", "auditlog",
  ]) {
    const answer = await apiCall("GET", `/api/${base}?pageSize=100`, { token });
    expect(answer.status, `${base}: ${answer.text}`).toBe(200);
    strings(answer.body, content);
    if (base === "configurator") {
      for (const row of answer.body.items) strings((await apiCall("GET", `/api/configurator/${row.id}`, { token })).body, content);
    }
  }
  strings((await apiCall("GET", "/api/dashboard", { token })).body, content);
  return new Set([...content].filter((text) => text.length > 2));
}

let italian;
let italianCatalogue;
let content;
let customer;
let admin;
let savedId;

test.beforeAll(async () => {
  italian = await italianOfTheApp();
  customer = await apiLogin(DEMO_USERS.customer);
  admin = await apiLogin(DEMO_USERS.admin);
  italianCatalogue = await italianOfTheCatalogue(admin.token);
  content = await catalogueContent(customer.token);
});

test.afterAll(async () => {
  // the demo users go back to Italian for the other journeys, and the configuration goes
  if (savedId) await apiCall("DELETE", `/api/productconf/${savedId}`, { token: customer.token });
  for (const { token } of [customer, admin]) await apiCall("PUT", "/api/user/me", { token, body: { locale: "it" } });
});

/** The page's text as a user meets it: what is visible, the accessible names and placeholders, the title. */
async function pageText(page) {
  return page.evaluate(() => {
    const visible = (el) => !!(el.offsetWidth || el.offsetHeight || el.getClientRects().length);
    const attributes = [...document.querySelectorAll("[aria-label], [placeholder], [title]")]
      .filter(visible)
      .flatMap((el) => ["aria-label", "placeholder", "title"].map((name) => el.getAttribute(name) ?? ""));
    return [document.title, document.body.innerText, ...attributes].join("\n");
  });
}

/** `piece` as whole words ("Configura" is not in "Configurator"). */
const wholeWords = (piece) => new RegExp(`(?<![\\p{L}\\p{N}])${piece.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}\\p{N}])`, "u");

/**
 * Fails naming every Italian string of the catalogue in `text` (unless `catalogue` is false), and every one
 * of the app once the content users typed (names of configurations and customers, whatever their
 * language) is set aside.
 */
function assertNoItalianIn(text, where, typedContent = content, { catalogue = true } = {}) {
  const catalogueFound = catalogue ? italianCatalogue.filter((piece) => wholeWords(piece).test(text)) : [];
  expect(catalogueFound, `the catalogue's Italian on ${where}:\n${catalogueFound.join("\n")}`).toEqual([]);
  let rest = text;
  for (const typed of [...typedContent].sort((a, b) => b.length - a.length)) rest = rest.split(typed).join("\n");
  const found = italian.filter((piece) => wholeWords(piece).test(rest));
  expect(found, `Italian on ${where}:\n${found.join("\n")}`).toEqual([]);
}

async function assertNoItalian(page, where, typedContent = content, options = {}) {
  assertNoItalianIn(await pageText(page), where, typedContent, options);
}

/** The text of the quote PDF of a saved configuration, as its owner downloads it. */
async function quoteText(token, publicId) {
  const response = await fetch(url(`/api/productconf/${publicId}/quote.pdf`), { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  const file = path.join(await mkdtemp(path.join(tmpdir(), "quote-en-")), "quote.pdf");
  await writeFile(file, Buffer.from(await response.arrayBuffer()));
  const { stdout } = await promisify(execFile)("pdftotext", ["-layout", file, "-"]);
  return stdout;
}

async function stepTitled(page, title) {
  await expect(page.locator("#wizard-step-title", { hasText: title })).toBeVisible();
}

async function next(page) {
  await page.getByRole("button", { name: "Next", exact: true }).click();
}

async function choose(page, group, value) {
  await page.getByRole("group", { name: group }).getByRole("button", { name: new RegExp(`^${value}`) }).click();
  await expect(page.getByRole("group", { name: group }).locator("button[aria-pressed='true']", { hasText: value })).toBeVisible();
}

test.describe("the app in English", () => {
  test("a customer switches to English, builds and saves a configuration without meeting Italian, and stays in English", async ({ page }) => {
    await uiLogin(page, DEMO_USERS.customer);
    await expect(page.locator("html")).toHaveAttribute("lang", "it");

    // the switcher is in the header, reachable by keyboard
    const english = page.getByRole("banner").getByRole("button", { name: "English" });
    await english.focus();
    await page.keyboard.press("Enter");
    await expect(page.locator("html[lang='en']")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "My configurations" })).toBeVisible();
    await expect(english).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("heading", { level: 2, name: "Choose a category" })).toBeVisible();
    await assertNoItalian(page, "home");

    await page.goto(url("/configuratore/divani"));
    await expect(page.getByRole("heading", { level: 1, name: /New configuration/ })).toBeVisible();
    await expect(page).toHaveTitle(/ · Configurator$/);
    await stepTitled(page, "Type");
    await assertNoItalian(page, "the type step");
    await page.getByRole("button", { name: /Straight sofas/ }).click();
    await next(page);

    await stepTitled(page, "Model");
    await page.getByRole("button", { name: /Oslo 3-seater/ }).click();
    // euro in the en-GB way: "€1,234.00"
    await expect(page.getByTestId("live-price")).toHaveText(/€\d[\d,]*\.\d{2}/);
    await assertNoItalian(page, "the model step");
    await next(page);

    await stepTitled(page, "Parts");
    await assertNoItalian(page, "the parts step");
    await next(page);

    await stepTitled(page, "Cover");
    await choose(page, "Fabric", "Linen");
    await choose(page, "Colour", "Sage");
    // velvet is greyed on Oslo, with the rule's English message
    await assertNoItalian(page, "the covering step");
    await next(page);

    await stepTitled(page, "Finishes");
    await choose(page, "Leg finish", "Oak");
    await page.getByLabel(/^Width/).fill("220");
    await assertNoItalian(page, "the finishes step");
    await next(page);

    await stepTitled(page, "Summary");
    await page.getByLabel("Configuration name").fill(NAME);
    const customerSelect = page.getByLabel("Customer", { exact: true });
    await expect(customerSelect.locator("option", { hasText: "Hotel Bellavista" })).toBeAttached();
    await customerSelect.selectOption({ label: "Hotel Bellavista (Bellagio)" });
    const save = page.getByRole("button", { name: "Save configuration", exact: true });
    await expect(save).toBeEnabled();
    await assertNoItalian(page, "the summary");
    await screenshot(page, "english-summary");
    await save.click();
    await waitForToast(page, "Configuration saved.");
    await page.waitForURL((u) => new URL(u).pathname.startsWith("/configuratore/edit/"));
    savedId = new URL(page.url()).pathname.split("/").pop();
    await expect(page.getByTestId("saved-actions")).toBeVisible();
    await assertNoItalian(page, "the saved configuration");
    const quote = await quoteText(customer.token, savedId);
    expect(quote).toContain("Oslo 3-seater");
    expect(quote).toContain("Linen");
    assertNoItalianIn(quote, "the quote's PDF");

    // a reload stays in English
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: NAME })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("navigation", { name: "Steps" })).toBeVisible();
    await assertNoItalian(page, "the saved configuration after a reload");

    await page.goto(url("/user/configurazioni"));
    await expect(page.getByRole("heading", { level: 1, name: "My configurations" })).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: NAME })).toBeVisible();
    content.add(NAME);
    await assertNoItalian(page, "my configurations");
    expect(page.consoleErrors).toEqual([]);

    const me = await apiCall("GET", "/api/user/me", { token: customer.token });
    expect(me.status, me.text).toBe(200);
    expect(me.body.locale).toBe("en");
  });

  test("an administrator in English meets no Italian of the app on any admin screen", async ({ page }) => {
    const typed = await adminContent(admin.token);
    const company = (await apiCall("GET", "/api/company?pageSize=1", { token: admin.token })).body.items[0].id;
    const attribute = (await apiCall("GET", "/api/attribute?pageSize=1", { token: admin.token })).body.items[0].id;
    const feature = (await apiCall("GET", "/api/productfeature?pageSize=1", { token: admin.token })).body.items[0].id;
    const configurator = (await apiCall("GET", "/api/configurator?pageSize=1", { token: admin.token })).body.items[0].id;
    const screens = [
      ["/admin", "Dashboard"],
      ["/admin/company", "Companies"],
      [`/admin/company/${company}/customers`, "Customers"],
      ["/admin/user", "Users"],
      ["/admin/attribute", "Attributes"],
      [`/admin/attribute/${attribute}/vals`, "Values"],
      ["/admin/product-category", "Categories"],
      ["/admin/product-type", "Types"],
      ["/admin/product-model", "Models"],
      ["/admin/product-part", "Parts"],
      ["/admin/product-feature", "Features"],
      [`/admin/product-feature/${feature}/vals`, "Feature values"],
      ["/admin/request", "Requests"],
      ["/admin/audit", "Change log"],
      ["/admin/configuration", "Configurators"],
      ["/admin/configuration/new", "New configurator"],
      [`/admin/configuration/edit/${configurator}`, "Edit configurator"],
    ];
    await uiLogin(page, DEMO_USERS.admin);
    await page.getByRole("banner").getByRole("button", { name: "English" }).click();
    await expect(page.locator("html[lang='en']")).toBeVisible();
    for (const [path, title] of screens) {
      await page.goto(url(path));
      await expect(page).toHaveTitle(new RegExp(`^${title}`));
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState("networkidle");
      // the admin screens show the catalogue's Italian beside its English, as typed
      await assertNoItalian(page, path, typed, { catalogue: false });
    }
    expect(page.consoleErrors).toEqual([]);
  });

  test("a visitor whose browser prefers English sees the login in English, and may switch to Italian", async ({ browser }) => {
    const context = await browser.newContext({ baseURL: BASE_URL, locale: "en-US", viewport: { width: 375, height: 812 } });
    try {
      const page = await context.newPage();
      await page.goto(url("/login"));
      await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page).toHaveTitle("Sign in · Configurator");
      await assertNoItalian(page, "the login screen");
      await screenshot(page, "english-login");

      await page.getByRole("banner").getByRole("button", { name: "Italiano" }).click();
      await expect(page.getByRole("button", { name: "Accedi", exact: true })).toBeVisible();
      // kept on this browser
      await page.reload();
      await expect(page.getByRole("button", { name: "Accedi", exact: true })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", "it");
    } finally {
      await context.close();
    }
  });
});
