// Accessibility: every screen of the app (docs/product.md section 9.1, the admin table of src/config/admin.ts and the
// screens beyond it: a resource's form, a request's detail, a company's filters, the import, the wizard's
// steps) opened as the role that uses it and checked with axe-core. A violation whose impact is serious or
// critical fails the screen's test, which names each one's rule, help and elements. At 1280x800 (desktop)
// and 375x812 (phone).
import { AxeBuilder } from "@axe-core/playwright";
import { DEMO_USERS, apiCall, apiCreate, apiLogin, url } from "./support/env.mjs";
import { expect, test } from "./support/test.mjs";
import { next, startOsloSofa, step } from "./support/wizard.mjs";

const FAILING = new Set(["serious", "critical"]);

/**
 * Findings of one rule on one element that are not violations, each with the reason. Nothing else is set
 * aside: every other rule runs on that element, and this rule on every other one.
 */
const FALSE_POSITIVES = [
  {
    // The user menu's button shows the avatar's initials (aria-hidden: the user's picture, not a label)
    // and the user's name; its name "Menu utente di <name>" holds that name. axe reads the avatar's letters
    // as part of the visible label.
    rule: "label-content-name-mismatch",
    selector: ".user-menu__button",
  },
];

const setAside = (rule, node) => FALSE_POSITIVES.some((f) => f.rule === rule && node.target.join(" ") === f.selector);

/** The serious and critical violations of axe's rules on the page as it is now, one line each. */
async function seriousViolations(page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => FAILING.has(violation.impact))
    .map((violation) => ({ ...violation, nodes: violation.nodes.filter((node) => !setAside(violation.id, node)) }))
    .filter((violation) => violation.nodes.length > 0)
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} [${violation.helpUrl}]\n` +
        violation.nodes.map((node) => `    ${node.target.join(" ")}: ${node.failureSummary?.split("\n").slice(1).join("; ")}`).join("\n"),
    );
}

/**
 * Opens `path`, waits for its h1 and whatever `ready` waits for (the screen's data), lets its requests
 * finish, and checks it with axe.
 */
async function check(page, { path, h1, ready }) {
  await page.goto(url(path));
  await expect(page.getByRole("heading", { level: 1, name: h1 })).toBeVisible();
  if (ready) await ready(page);
  await page.waitForLoadState("networkidle");
  const found = await seriousViolations(page);
  expect(found, `serious or critical accessibility violations on ${path}:\n${found.join("\n")}`).toEqual([]);
}

const firstRow = (page) => expect(page.locator(".data-table tbody tr").first()).toBeVisible();
const dialog = (page) => expect(page.getByRole("dialog")).toBeVisible();

/** Ids of demo records the screens open: the first of each list, as an administrator or the customer reads it. */
async function demoIds() {
  const admin = (await apiLogin(DEMO_USERS.admin)).token;
  const customer = (await apiLogin(DEMO_USERS.customer)).token;
  const first = async (path, token = admin) => {
    const answer = await apiCall("GET", path, { token });
    expect(answer.status, `${path}: ${answer.text}`).toBe(200);
    expect(answer.body.items.length, `${path} lists something`).toBeGreaterThan(0);
    return answer.body.items[0];
  };
  // a change for the audit trail to show, on a fresh database too
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  await apiCreate(admin, "/api/productpart", { code: `E2E-A11Y-${stamp}`, name: `E2E Accessibilità ${stamp}`, price: 1000, features: [] });
  return {
    company: (await first("/api/company?pageSize=1")).id,
    attribute: (await first("/api/attribute?pageSize=1")).id,
    feature: (await first("/api/productfeature?pageSize=1")).id,
    model: (await first("/api/productmodel?pageSize=1")).id,
    configurator: (await first("/api/configurator?pageSize=1")).id,
    request: (await first("/api/customizationrequest?pageSize=1")).id,
    configuration: (await first("/api/productconf?pageSize=1", customer)).publicId,
  };
}

let ids;
test.beforeAll(async () => {
  ids = await demoIds();
});

test.describe("accessibility of every screen", { tag: "@phone" }, () => {
  test.describe("as a visitor", () => {
    for (const screen of [
      { path: "/", h1: "Benvenuto nel Configuratore" },
      { path: "/login", h1: "Accedi" },
      { path: "/forgot-password/", h1: "Password dimenticata" },
      { path: "/reset-password/abc_DEF-123", h1: "Reimposta password" },
    ]) {
      test(screen.path, async ({ page }) => {
        await check(page, screen);
      });
    }
  });

  test.describe("as a customer", () => {
    test.use({ loginAs: DEMO_USERS.customer });

    test("/ (home)", async ({ page }) => {
      await check(page, { path: "/", h1: /^Ciao, /, ready: (p) => expect(p.getByRole("heading", { name: "Scegli una categoria" })).toBeVisible() });
    });

    test("/configuratore/divani (the type step)", async ({ page }) => {
      await check(page, { path: "/configuratore/divani", h1: /Nuova configurazione/, ready: (p) => step(p, "Tipologia") });
    });

    test("/configuratore/divani (parts and a features step with a greyed option)", async ({ page }) => {
      await startOsloSofa(page);
      await page.waitForLoadState("networkidle");
      let found = await seriousViolations(page);
      expect(found, `serious or critical accessibility violations on the parts step:\n${found.join("\n")}`).toEqual([]);
      await next(page);
      await step(page, "Rivestimento");
      await expect(page.getByRole("button", { name: /Velluto/ })).toHaveAttribute("aria-disabled", "true");
      await page.waitForLoadState("networkidle");
      found = await seriousViolations(page);
      expect(found, `serious or critical accessibility violations on the features step:\n${found.join("\n")}`).toEqual([]);
    });

    test("/user/configurazioni", async ({ page }) => {
      await check(page, { path: "/user/configurazioni", h1: "Le mie configurazioni", ready: firstRow });
    });

    test("/configuratore/edit/<id> (a saved configuration's summary)", async ({ page }) => {
      await check(page, {
        path: `/configuratore/edit/${ids.configuration}`,
        h1: /./,
        ready: async (p) => {
          await step(p, "Riepilogo");
          await expect(p.getByTestId("revision-history")).toBeVisible();
        },
      });
    });

    test("/configuratore/copy/<id>", async ({ page }) => {
      await check(page, { path: `/configuratore/copy/${ids.configuration}`, h1: /^Copia di/, ready: (p) => expect(p.getByTestId("clone-badge")).toBeVisible() });
    });

    test("the send dialog of a customization request", async ({ page }) => {
      await check(page, { path: "/user/configurazioni", h1: "Le mie configurazioni", ready: firstRow });
      const send = page.getByRole("button", { name: /Invia richiesta di personalizzazione/ }).first();
      await send.click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await page.waitForLoadState("networkidle");
      const found = await seriousViolations(page);
      expect(found, `serious or critical accessibility violations on the send dialog:\n${found.join("\n")}`).toEqual([]);
    });

    test("/user/profilo", async ({ page }) => {
      await check(page, { path: "/user/profilo", h1: "Profilo" });
    });
  });

  test.describe("as an administrator", () => {
    test.use({ loginAs: DEMO_USERS.admin });

    // `path` may need the demo's ids (read in beforeAll): the test is named by `name`
    for (const screen of [
      { name: "/admin (dashboard)", path: "/admin", h1: "Dashboard", ready: (p) => expect(p.locator(".stat__value").first()).toHaveText(/\d/) },
      { name: "/admin/company", path: "/admin/company", h1: "Aziende", ready: firstRow },
      { name: "/admin/company (a company's form)", path: "/admin/company?edit=new", h1: "Aziende", ready: dialog },
      { name: "/admin/company/<id>/customers", path: () => `/admin/company/${ids.company}/customers`, h1: "Clienti", ready: firstRow },
      { name: "/admin/company/<id>/filters", path: () => `/admin/company/${ids.company}/filters`, h1: "Filtri catalogo" },
      { name: "/admin/user", path: "/admin/user", h1: "Utenti", ready: firstRow },
      { name: "/admin/user (a user's form)", path: "/admin/user?edit=new", h1: "Utenti", ready: dialog },
      { name: "/admin/audit", path: "/admin/audit", h1: "Registro modifiche", ready: firstRow },
      { name: "/admin/attribute", path: "/admin/attribute", h1: "Attributi", ready: firstRow },
      { name: "/admin/attribute/<id>/vals", path: () => `/admin/attribute/${ids.attribute}/vals`, h1: "Valori", ready: firstRow },
      { name: "/admin/product-category", path: "/admin/product-category", h1: "Categorie", ready: firstRow },
      { name: "/admin/product-category (a category's form)", path: "/admin/product-category?edit=new", h1: "Categorie", ready: dialog },
      { name: "/admin/product-type", path: "/admin/product-type", h1: "Tipologie", ready: firstRow },
      { name: "/admin/product-model", path: "/admin/product-model", h1: "Modelli", ready: firstRow },
      { name: "/admin/product-model (a model's form with its parts)", path: () => `/admin/product-model?edit=${ids.model}`, h1: "Modelli", ready: dialog },
      { name: "/admin/product-part", path: "/admin/product-part", h1: "Parti", ready: firstRow },
      { name: "/admin/product-part (a part's form)", path: "/admin/product-part?edit=new", h1: "Parti", ready: dialog },
      { name: "/admin/product-feature", path: "/admin/product-feature", h1: "Caratteristiche", ready: firstRow },
      { name: "/admin/product-feature/<id>/vals", path: () => `/admin/product-feature/${ids.feature}/vals`, h1: "Valori caratteristica", ready: firstRow },
      { name: "/admin/import/productfeatureval", path: "/admin/import/productfeatureval", h1: "Importa CSV" },
      { name: "/admin/request", path: "/admin/request", h1: "Richieste", ready: firstRow },
      { name: "/admin/request (a request's detail)", path: () => `/admin/request?id=${ids.request}`, h1: "Richieste", ready: dialog },
      { name: "/admin/configuration", path: "/admin/configuration", h1: "Configuratori", ready: firstRow },
      { name: "/admin/configuration/new", path: "/admin/configuration/new", h1: "Nuovo configuratore" },
      { name: "/admin/new-product (the Nuovo prodotto guide)", path: "/admin/new-product", h1: "Nuovo prodotto" },
      {
        name: "/admin/configuration/edit/<id> (the configurator editor)",
        path: () => `/admin/configuration/edit/${ids.configurator}`,
        h1: /Modifica configuratore/,
        ready: (p) => expect(p.getByTestId("findings").locator(".cfg-finding, .cfg-ok").first()).toBeVisible(),
      },
    ]) {
      test(screen.name, async ({ page }) => {
        await check(page, { ...screen, path: typeof screen.path === "function" ? screen.path() : screen.path });
      });
    }
  });
});
