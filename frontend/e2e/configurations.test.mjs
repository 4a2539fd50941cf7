// A user's saved configurations against the real API: a customer builds a sofa through every step of the
// demo "divani" configurator (a rule greys out an option with its reason), saves it complete for one of
// their company's customers, finds it in /user/configurazioni (price, validity badge, it-IT date), edits
// it (a reload in the middle keeps the route and the loaded configuration; leaving with unsaved changes
// asks first), copies it (flagged as a clone; the original stays as it was), deletes the copy; a user of
// another company opening the edit URL sees "not found" and none of its data. Screenshots of the list and
// the summary at 1280 and 375 px (E2E_SCREENSHOTS=1).
import { before, describe, it } from "node:test";
import assert from "node:assert/strict";
import {
  DEMO_USERS,
  apiCall,
  apiLogin,
  browserForFile,
  createThrowawayUser,
  screenshot,
  uiLogin,
  url,
  waitForPath,
  where,
} from "./support/env.mjs";
import { choose, next, startOsloSofa, step } from "./support/wizard.mjs";
import { rowAction, rowOf, waitForToast } from "./support/admin.mjs";

const { withPage } = browserForFile();

const NAME = `Salotto e2e ${Date.now()}`;
const EDITED = `${NAME} rivisto`;
const TODAY = new Intl.DateTimeFormat("it-IT", { dateStyle: "medium" }).format(new Date());

let admin;
let outsider;
let publicId;

before(async () => {
  admin = (await apiLogin(DEMO_USERS.admin)).token;
  const companies = await apiCall("GET", "/api/company?q=Casa", { token: admin });
  const other = companies.body.items.find((c) => c.name === "Casa & Stile S.p.A.");
  assert.ok(other, companies.text);
  outsider = await createThrowawayUser(admin, { role: "customer", companyId: other.id });
});

/** Opens a step of a loaded configuration from the stepper. */
async function openStep(page, title) {
  await page.getByRole("navigation", { name: "Passaggi" }).getByRole("button", { name: new RegExp(title) }).click();
  await step(page, title);
}

async function waitForReady(page) {
  // the evaluation of the latest choices says complete and valid, so saving as complete is possible
  await page.getByRole("button", { name: "Salva configurazione", exact: true }).and(page.locator(":enabled")).waitFor();
}

async function listRow(page, text) {
  await page.goto(url("/user/configurazioni"));
  await page.getByRole("heading", { level: 1, name: "Le mie configurazioni" }).waitFor();
  const row = rowOf(page, text).first();
  await row.waitFor();
  return row;
}

describe("a user's configurations", () => {
  it("a customer builds a configuration through every step and saves it complete", async () => {
    await withPage(async (page) => {
      await uiLogin(page, DEMO_USERS.customer);
      await startOsloSofa(page);
      await page.getByRole("button", { name: "Aggiungi: Cuscini schienale" }).click();
      await next(page);

      await step(page, "Rivestimento");
      const velluto = page.getByRole("group", { name: "Tessuto" }).getByRole("button", { name: /Velluto/ });
      await page.waitForFunction(() =>
        [...document.querySelectorAll("button[aria-disabled='true']")].some((b) => /Velluto/.test(b.textContent)),
      );
      await velluto.focus();
      const reason = page.locator(`[id="${await velluto.getAttribute("aria-describedby")}"]`);
      await reason.waitFor({ state: "visible" });
      assert.match(await reason.innerText(), /Il modello Oslo non è disponibile in velluto/);
      await choose(page, "Tessuto", "Lino");
      await choose(page, "Colore", "Salvia");
      await next(page);

      await step(page, "Finiture");
      await choose(page, "Finitura gambe", "Rovere");
      await page.getByLabel(/^Larghezza/).fill("220");
      await next(page);

      await step(page, "Riepilogo");
      await page.getByLabel("Nome della configurazione").fill(NAME);
      const customer = page.getByLabel("Cliente", { exact: true });
      await customer.locator("option", { hasText: "Hotel Bellavista" }).waitFor({ state: "attached" });
      await customer.selectOption({ label: "Hotel Bellavista (Bellagio)" });
      await waitForReady(page);
      await screenshot(page, "configuration-summary");
      await page.getByRole("button", { name: "Salva configurazione", exact: true }).click();
      await waitForToast(page, "Configurazione salvata.");
      await page.waitForURL((u) => new URL(u).pathname.startsWith("/configuratore/edit/"));
      publicId = new URL(page.url()).pathname.split("/").pop();
      assert.match(publicId, /^[A-Za-z0-9_-]{22}$/);

      const token = (await apiLogin(DEMO_USERS.customer)).token;
      const saved = await apiCall("GET", `/api/productconf/${publicId}`, { token });
      assert.equal(saved.status, 200, saved.text);
      assert.equal(saved.body.name, NAME);
      assert.equal(saved.body.complete, true);
      assert.equal(saved.body.valid, true);
      assert.equal(saved.body.customerName, "Hotel Bellavista");
      assert.equal(saved.body.revision, 1);

      const row = await listRow(page, NAME);
      assert.equal((await row.getByTestId("validity").innerText()).trim(), "Valida");
      const text = await row.innerText();
      assert.match(text, /\d+,\d{2}\s€/);
      assert.ok(text.includes(TODAY), `${text} names the date ${TODAY}`);
      await screenshot(page, "my-configurations");
      assert.deepEqual(page.consoleErrors, []);
    });
  });

  it("edits it: a reload keeps the loaded configuration, leaving unsaved asks first, the list shows the change", async () => {
    assert.ok(publicId, "the first journey saved one");
    await withPage(async (page) => {
      await uiLogin(page, DEMO_USERS.customer);
      await page.goto(url(`/configuratore/edit/${publicId}`));
      await page.getByRole("heading", { level: 1, name: NAME }).waitFor();
      await openStep(page, "Rivestimento");

      // a reload in the middle of the wizard keeps the route and the loaded configuration
      await page.reload();
      await page.getByRole("heading", { level: 1, name: NAME }).waitFor();
      assert.equal(where(page), `/configuratore/edit/${publicId}`);
      await openStep(page, "Riepilogo");
      assert.equal(await page.getByLabel("Nome della configurazione").inputValue(), NAME);
      // the customers load after the configuration: wait for the saved one to be the choice (fails on timeout)
      const customer = page.getByLabel("Cliente", { exact: true });
      await customer.locator("option:checked", { hasText: "Hotel Bellavista (Bellagio)" }).waitFor({ state: "attached", timeout: 10_000 });
      assert.equal(await customer.locator("option:checked").innerText(), "Hotel Bellavista (Bellagio)");

      // leaving with unsaved changes asks first (the app's dialog); saying no stays
      await page.getByLabel("Nome della configurazione").fill(EDITED);
      await page.getByRole("link", { name: "Le mie configurazioni" }).first().click();
      const leave = page.getByRole("alertdialog", { name: "Uscire senza salvare?" });
      await leave.waitFor();
      assert.match(await leave.innerText(), /modifiche non salvate/);
      await leave.getByRole("button", { name: "Annulla", exact: true }).click();
      await leave.waitFor({ state: "detached" });
      assert.equal(where(page), `/configuratore/edit/${publicId}`);

      await page.getByLabel("Quantità", { exact: true }).fill("2");
      await waitForReady(page);
      await page.getByRole("button", { name: "Salva configurazione", exact: true }).click();
      await waitForToast(page, "Configurazione salvata.");
      // saved: leaving asks nothing any more
      await page.getByRole("link", { name: "Le mie configurazioni" }).first().click();
      await page.getByRole("heading", { level: 1, name: "Le mie configurazioni" }).waitFor();
      assert.equal(await page.getByRole("alertdialog").count(), 0);
      const row = await listRow(page, EDITED);
      assert.equal((await row.getByTestId("validity").innerText()).trim(), "Valida");
      const token = (await apiLogin(DEMO_USERS.customer)).token;
      const saved = await apiCall("GET", `/api/productconf/${publicId}`, { token });
      assert.equal(saved.body.name, EDITED);
      assert.equal(saved.body.quantity, 2);
      assert.equal(saved.body.revision, 2);
      assert.deepEqual(page.consoleErrors, []);
    });
  });

  it("copies it as a separate configuration, then deletes the copy", async () => {
    assert.ok(publicId, "the first journey saved one");
    await withPage(async (page) => {
      await uiLogin(page, DEMO_USERS.customer);
      await listRow(page, EDITED);
      await rowAction(page, EDITED, "Copia");
      await waitForPath(page, `/configuratore/copy/${publicId}`);
      await page.getByTestId("clone-badge").waitFor();
      await page.getByRole("heading", { level: 1, name: `Copia di ${EDITED}` }).waitFor();
      await openStep(page, "Riepilogo");
      assert.equal(await page.getByLabel("Nome della configurazione").inputValue(), `Copia di ${EDITED}`);
      await waitForReady(page);
      await page.getByRole("button", { name: "Salva configurazione", exact: true }).click();
      await waitForToast(page, "Configurazione salvata.");
      await page.waitForURL((u) => new URL(u).pathname.startsWith("/configuratore/edit/"));
      const copyId = new URL(page.url()).pathname.split("/").pop();
      assert.notEqual(copyId, publicId);

      const token = (await apiLogin(DEMO_USERS.customer)).token;
      const copy = await apiCall("GET", `/api/productconf/${copyId}`, { token });
      assert.equal(copy.body.copiedFrom, publicId);
      assert.equal(copy.body.name, `Copia di ${EDITED}`);
      assert.equal(copy.body.revision, 1, "the copy screen saves the copy in one call");
      const original = await apiCall("GET", `/api/productconf/${publicId}`, { token });
      assert.equal(original.body.name, EDITED);
      assert.equal(original.body.version, 2, "the original is untouched by the copy");

      await listRow(page, `Copia di ${EDITED}`);
      assert.equal(await rowOf(page, EDITED).count(), 2, "both are listed");
      await rowAction(page, `Copia di ${EDITED}`, "Elimina");
      const confirm = page.getByRole("alertdialog", { name: "Eliminare la configurazione?" });
      assert.match(await confirm.innerText(), new RegExp(`Copia di ${EDITED}`));
      await confirm.getByRole("button", { name: "Elimina", exact: true }).click();
      await waitForToast(page, "Configurazione eliminata.");
      await rowOf(page, `Copia di ${EDITED}`).waitFor({ state: "detached" });
      assert.equal(await rowOf(page, EDITED).count(), 1);
      assert.equal((await apiCall("GET", `/api/productconf/${copyId}`, { token })).status, 404);
      assert.deepEqual(page.consoleErrors, []);
    });
  });

  it("a user of another company cannot open the edit URL", async () => {
    assert.ok(publicId, "the first journey saved one");
    await withPage(async (page) => {
      await uiLogin(page, outsider.email, outsider.password);
      await page.goto(url(`/configuratore/edit/${publicId}`));
      await page.getByText("Questa configurazione non esiste o non è tra quelle che puoi vedere.").waitFor();
      const body = await page.locator("body").innerText();
      assert.ok(!body.includes(NAME), "none of its data is shown");
      assert.ok(!body.includes("Hotel Bellavista"));
      assert.equal(where(page), `/configuratore/edit/${publicId}`);
      const own = await apiCall("GET", "/api/productconf", { token: (await apiLogin(outsider.email, outsider.password)).token });
      assert.equal(own.body.total, 0);
    });
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 812 },
  ]) {
    it(`the list and the summary fit at ${viewport.width}x${viewport.height}`, async () => {
      assert.ok(publicId, "the first journey saved one");
      await withPage(async (page) => {
        await uiLogin(page, DEMO_USERS.customer);
        const row = await listRow(page, EDITED);
        await row.getByRole("link", { name: /^Modifica/ }).waitFor();
        const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        assert.ok((await overflow()) <= 1, `the list is wider than the viewport by ${await overflow()}px`);
        if (viewport.width >= 1280) {
          // on a desktop screen the table needs no sideways scroll: the sticky actions cover no column
          const hidden = await page.evaluate(() => {
            const scroll = document.querySelector(".data-table__scroll");
            const headers = [...document.querySelectorAll(".data-table th")];
            const actions = headers.pop().getBoundingClientRect().left;
            return {
              sideways: scroll.scrollWidth - scroll.clientWidth,
              covered: headers.filter((th) => th.getBoundingClientRect().right > actions + 1).map((th) => th.textContent),
            };
          });
          assert.deepEqual(hidden, { sideways: 0, covered: [] });
          assert.ok((await row.innerText()).includes(TODAY));
        }
        await screenshot(page, "my-configurations-list");
        await page.goto(url(`/configuratore/edit/${publicId}`));
        await page.getByRole("heading", { level: 1, name: EDITED }).waitFor();
        await openStep(page, "Riepilogo");
        await waitForReady(page);
        assert.ok((await overflow()) <= 1, `the summary is wider than the viewport by ${await overflow()}px`);
        await screenshot(page, "configuration-summary-saved");
      }, viewport);
    });
  }
});
