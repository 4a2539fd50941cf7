// Shared set-up of the end-to-end suite: environment, pages, API helpers, mail reading.
// Env: E2E_BASE_URL (default http://127.0.0.1:8080), DEMO_PASSWORD (required), E2E_MAIL_DIR
// (required by the password-reset and requests journeys), E2E_SCREENSHOTS=1 (screenshots into
// e2e/screenshots/). The browser (CHROMIUM_PATH, default /usr/bin/chromium) is set in playwright.config.ts.
import { readdir, readFile, stat, mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const BASE_URL = (process.env.E2E_BASE_URL ?? "http://127.0.0.1:8080").replace(/\/+$/, "");
export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? "";
export const MAIL_DIR = process.env.E2E_MAIL_DIR ?? "";
export const SCREENSHOTS = process.env.E2E_SCREENSHOTS === "1";
export const SCREENSHOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "screenshots");
export const TOKEN_KEY = "configuratore.token";

export const DEMO_USERS = {
  admin: "admin@example.com",
  account_manager: "account.manager@example.com",
  customer_manager: "customer.manager@example.com",
  customer: "customer@example.com",
};

export const ROLE_LABELS = {
  admin: "Amministratore",
  account_manager: "Account Manager",
  customer_manager: "Customer Manager",
  customer: "Cliente",
};

if (!DEMO_PASSWORD) {
  throw new Error("DEMO_PASSWORD must be set for the end-to-end tests");
}

/** Collects the page's console errors and uncaught exceptions in `page.consoleErrors`. */
export function watchConsole(page) {
  page.consoleErrors = [];
  page.on("console", (message) => {
    if (message.type() === "error") page.consoleErrors.push(message.text());
  });
  page.on("pageerror", (error) => page.consoleErrors.push(String(error)));
  return page;
}

/**
 * A page of its own in a fresh browser context (empty localStorage), for a second user or another size
 * beside the test's `page` (`hasTouch`: a phone's taps). Close it with `page.context().close()`.
 */
export async function newPage(browser, { width = 1280, height = 800, hasTouch = false } = {}) {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width, height }, locale: "it-IT", hasTouch });
  return watchConsole(await context.newPage());
}

export function url(pathAndQuery) {
  return `${BASE_URL}${pathAndQuery}`;
}

/** Current path and query of the page. */
export function where(page) {
  const current = new URL(page.url());
  return `${current.pathname}${current.search}`;
}

export async function waitForPath(page, pathname) {
  await page.waitForURL((u) => new URL(u).pathname === pathname);
}

export async function storedToken(page) {
  return page.evaluate((key) => window.localStorage.getItem(key), TOKEN_KEY);
}

/** Logs in through the login form (the page must be on /login). */
export async function fillLogin(page, email, password) {
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole("button", { name: "Accedi", exact: true }).click();
}

export async function uiLogin(page, email, password = DEMO_PASSWORD) {
  await page.goto(url("/login"));
  await fillLogin(page, email, password);
  await page.waitForURL((u) => new URL(u).pathname !== "/login");
  await page.getByRole("button", { name: /Menu utente/ }).waitFor();
}

export async function uiLogout(page) {
  await page.getByRole("button", { name: /Menu utente/ }).click();
  await page.getByRole("button", { name: "Esci" }).click();
  await waitForPath(page, "/login");
}

export async function apiCall(method, pathname, { token, body } = {}) {
  const headers = { Accept: "application/json" };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(url(pathname), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let json = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return { status: response.status, body: json, text };
}

/** Creates a record through the API as `token` (201 expected): the record. */
export async function apiCreate(token, pathname, body) {
  const answer = await apiCall("POST", pathname, { token, body });
  if (answer.status !== 201) throw new Error(`POST ${pathname}: ${answer.status} ${answer.text}`);
  return answer.body;
}

/** A configurator for `categoryId` with the usual five steps and no rules, created and published; answers it. */
export async function apiPublishedConfigurator(token, categoryId, name) {
  const configurator = await apiCreate(token, "/api/configurator", {
    categoryId,
    name,
    description: null,
    definition: {
      steps: [
        { kind: "type", title: "Tipologia", help: "" },
        { kind: "model", title: "Modello", help: "", attributeIds: [] },
        { kind: "parts", title: "Parti", help: "" },
        { kind: "features", title: "Finiture", help: "", featureIds: [] },
        { kind: "summary", title: "Riepilogo", help: "" },
      ],
      rules: [],
    },
  });
  const published = await apiCall("POST", `/api/configurator/${configurator.id}/publish`, { token });
  if (published.status !== 200) throw new Error(`publish ${configurator.id}: ${published.status} ${published.text}`);
  return configurator;
}

export async function apiLogin(email, password = DEMO_PASSWORD) {
  const answer = await apiCall("POST", "/api/user/login", { body: { email, password } });
  if (answer.status !== 200 || !answer.body?.token) {
    throw new Error(`API login of ${email} failed: ${answer.status} ${answer.text}`);
  }
  return answer.body;
}

/** A password the strength estimator accepts. */
export function strongPassword() {
  const words = ["Tramonto", "violino", "Ghiacciaio", "pergola", "Zafferano", "orbita", "Lanterna", "quercia"];
  const pick = () => words[Math.floor(Math.random() * words.length)];
  return `${pick()}-${pick()}-${pick()}-${Math.floor(Math.random() * 1e6)}`;
}

/**
 * Creates a throwaway user through the admin API (so demo passwords stay intact).
 * Role account_manager needs no company; customers and customer managers need `companyId`.
 */
export async function createThrowawayUser(adminToken, { password = strongPassword(), role = "account_manager", companyId = null } = {}) {
  const email = `e2e.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const body = {
    email,
    role,
    firstName: "Prova",
    lastName: "E2E",
    phone: null,
    locale: "it-IT",
    companyId,
    customerId: null,
    active: true,
    password,
  };
  const answer = await apiCall("POST", "/api/user/extended", { token: adminToken, body });
  if (answer.status !== 201 && answer.status !== 200) {
    throw new Error(`creating ${email} failed: ${answer.status} ${answer.text}`);
  }
  return { ...answer.body, email, password };
}

/** Admin update of a user's `active` flag. */
export async function setUserActive(adminToken, user, active) {
  const body = {
    id: user.id,
    email: user.email,
    role: user.role,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone ?? null,
    locale: user.locale ?? "it-IT",
    companyId: user.companyId ?? null,
    customerId: user.customerId ?? null,
    active,
  };
  const answer = await apiCall("POST", "/api/user/extended", { token: adminToken, body });
  if (answer.status !== 200 && answer.status !== 201) {
    throw new Error(`setting active=${active} failed: ${answer.status} ${answer.text}`);
  }
  return answer.body;
}

/**
 * Waits for the newest mail file in E2E_MAIL_DIR addressed to `email` (written after `since`)
 * and returns its reset link's path.
 */
export async function waitForResetLink(email, since, timeoutMs = 15_000) {
  if (!MAIL_DIR) throw new Error("E2E_MAIL_DIR must be set for the password-reset journey");
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    let names = [];
    try {
      names = await readdir(MAIL_DIR);
    } catch {
      names = [];
    }
    const files = [];
    for (const name of names) {
      const full = path.join(MAIL_DIR, name);
      try {
        const info = await stat(full);
        if (info.isFile() && info.mtimeMs >= since - 1000) files.push({ full, mtime: info.mtimeMs });
      } catch {
        // vanished meanwhile
      }
    }
    files.sort((a, b) => b.mtime - a.mtime);
    for (const file of files) {
      const content = await readFile(file.full, "utf8");
      const [headers] = content.split(/\r?\n\r?\n/);
      const to = /^To:\s*(.+)$/im.exec(headers ?? "")?.[1] ?? "";
      if (!to.toLowerCase().includes(email.toLowerCase())) continue;
      const link = /https?:\/\/[^\s"'<>]+\/reset-password\/([A-Za-z0-9_-]+)/.exec(content);
      if (link) return `/reset-password/${link[1]}`;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no reset mail for ${email} in ${MAIL_DIR} within ${timeoutMs} ms`);
}

export async function screenshot(page, name) {
  if (!SCREENSHOTS) return;
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const size = page.viewportSize();
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${size.width}x${size.height}.png`), fullPage: true });
}

/**
 * A copy, named `name`, of one of the user's own complete and valid configurations at quantity 1, saved
 * once (revision 1): a configuration of a test's own, made through the API (for `customerId` when given,
 * else for the source's customer). Its summary as the copy answers.
 */
export async function copyOwnConfiguration(token, name, { customerId } = {}) {
  const mine = await apiCall("GET", "/api/productconf?scope=mine&pageSize=100", { token });
  if (mine.status !== 200) throw new Error(`GET /api/productconf: ${mine.status} ${mine.text}`);
  const source = mine.body.items.find((c) => c.complete && c.valid && !c.stale && c.quantity === 1);
  if (!source) throw new Error(`no complete, valid configuration of the user: ${mine.text}`);
  const full = await apiCall("GET", `/api/productconf/${source.publicId}`, { token });
  const copy = await apiCall("POST", `/api/productconf/${source.publicId}/copy`, {
    token,
    body: { name, notes: null, customerId: customerId ?? full.body.customerId ?? null, draft: full.body.draft },
  });
  if (copy.status !== 201) throw new Error(`copying ${source.publicId}: ${copy.status} ${copy.text}`);
  return copy.body;
}
