// The configuration space in the wizard, against the real API: an administrator publishes a new version of
// the demo "divani" configurator with one more rule, "Oslo excludes Lino" (on any part). With Oslo the pouf
// can then have neither of the fabrics its own rule requires (Oslo already excludes Velluto), so as the demo
// customer the pouf is greyed on the parts step with a reason naming Oslo and the rules' messages; a click
// opens them with "Scegli comunque", which shows that Oslo would be given up (with the model put in its
// place) and a price, and confirming it leaves the pouf included in a configuration no rule stands against.
// Screenshots of the parts step with the greyed pouf and its explanation open, at 1280 and 375 px, into
// /tmp/shots/ (and e2e/screenshots/ with E2E_SCREENSHOTS=1). The demo configurator is put back afterwards.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { mkdir } from "node:fs/promises";
import { DEMO_USERS, apiCall, apiLogin, browserForFile, screenshot, uiLogin } from "./support/env.mjs";
import { startOsloSofa } from "./support/wizard.mjs";

const { withPage } = browserForFile();
const SHOTS = "/tmp/shots";
const RULE_ID = "e2e-oslo-no-lino";
const RULE_MESSAGE = "Oslo non si fa in lino";

let admin;
let customer;
let catalogue;
/** The published configurator before the test, and the one the test publishes. */
let original;
let published;

/** An admin call that must answer `status`. */
async function call(method, path, body, status = 200) {
  const answer = await apiCall(method, path, { token: admin, body });
  assert.equal(answer.status, status, `${method} ${path}: ${answer.text}`);
  return answer.body;
}

/** A new draft of the published configurator with `definition`, published (the previous one is archived). */
async function publishVersion(from, definition) {
  const draft = await call("POST", `/api/configurator/${from.id}/draft`, undefined, 201);
  await call("PUT", `/api/configurator/${draft.id}`, {
    categoryId: draft.categoryId,
    name: draft.name,
    description: draft.description ?? null,
    definition,
  });
  return call("POST", `/api/configurator/${draft.id}/publish`);
}

const idOf = (rows, name) => {
  const row = rows.find((r) => r.name === name || r.code === name);
  assert.ok(row, `${name} not in the catalogue`);
  return row.id;
};
const valueId = (feature, label) => {
  const featureId = idOf(catalogue.features, feature);
  return catalogue.values.find((v) => v.featureId === featureId && v.label === label)?.id;
};

before(async () => {
  admin = (await apiLogin(DEMO_USERS.admin)).token;
  customer = (await apiLogin(DEMO_USERS.customer)).token;
  const wizard = await apiCall("GET", "/api/configurator/category/divani", { token: customer });
  assert.equal(wizard.status, 200, wizard.text);
  catalogue = wizard.body.catalogue;
  original = await call("GET", `/api/configurator/${wizard.body.configurator.id}`);
  const rule = {
    id: RULE_ID,
    kind: "excludes",
    if: [{ kind: "model", id: idOf(catalogue.models, "OSLO-3") }],
    then: [{ kind: "feature_value", id: valueId("Tessuto", "Lino") }],
    message: RULE_MESSAGE,
  };
  published = await publishVersion(original, { ...original.definition, rules: [...original.definition.rules, rule] });
  assert.equal(published.status, "published");
  await mkdir(SHOTS, { recursive: true });
});

// the other journeys build Oslo sofas in linen: the demo configurator goes back to its own rules
after(async () => {
  if (published) await publishVersion(published, original.definition);
});

/** The wizard on the parts step of a new Oslo 3 posti, the pouf greyed; the evaluations' drafts are collected. */
async function osloParts(page) {
  page.drafts = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/productconf/evaluate")
      page.drafts.push(JSON.parse(request.postData() ?? "{}").draft);
  });
  await uiLogin(page, DEMO_USERS.customer);
  await startOsloSofa(page);
  const pouf = page.getByTestId(`part-${idOf(catalogue.parts, "Pouf")}`);
  const add = pouf.getByRole("button", { name: "Aggiungi: Pouf" });
  await page.waitForFunction(() => document.querySelector("button[aria-label='Aggiungi: Pouf']")?.getAttribute("aria-disabled") === "true");
  return { pouf, add };
}

describe("the configuration space in the wizard", () => {
  it("greys the pouf out with Oslo, explains why, and 'Scegli comunque' gives Oslo up for a model with the pouf", async () => {
    await withPage(async (page) => {
      const { pouf, add } = await osloParts(page);
      // the reason names Oslo, beside the administrators' messages of the rules behind it
      const why = await pouf.getByTestId("why").innerText();
      assert.match(why, /^Non disponibile con Modello Oslo 3 posti/);
      assert.match(why, new RegExp(`«${RULE_MESSAGE}»`));
      assert.match(why, /«Il pouf si realizza solo in lino o in velluto»/);
      const description = await add.evaluate((button) =>
        (button.getAttribute("aria-describedby") ?? "")
          .split(" ")
          .map((id) => document.getElementById(id)?.textContent ?? "")
          .join(" "),
      );
      assert.match(description, /Oslo 3 posti/);

      // a click (a tap) opens the explanation instead of adding the pouf (Playwright counts aria-disabled as
      // disabled and would wait for it to be enabled: the click is forced, as a user's tap reaches it)
      await add.click({ force: true });
      assert.equal(await add.getAttribute("aria-expanded"), "true");
      assert.equal(await pouf.getByRole("spinbutton").inputValue(), "0");
      const anyway = pouf.getByRole("button", { name: "Scegli comunque" });
      await anyway.waitFor();
      await page.screenshot({ path: `${SHOTS}/engine-pouf-greyed-1280.png`, fullPage: true });
      await screenshot(page, "engine-pouf-greyed");

      const evaluations = page.drafts.length;
      await anyway.click();
      const confirm = pouf.getByTestId("anyway-confirm");
      await confirm.waitFor();
      const drop = await confirm.getByTestId("anyway-drop").innerText();
      assert.match(drop, /togli Oslo 3 posti/);
      // the model the server puts in Oslo's place (after its type when another), named with no evaluation of its own
      const instead = await confirm.getByTestId("anyway-instead").innerText();
      assert.match(instead, /^al posto di: /);
      const replacement = instead.replace(/^al posto di: /, "").split(", ").at(-1).trim();
      assert.notEqual(replacement, "Oslo 3 posti");
      assert.match(await confirm.getByTestId("anyway-price").innerText(), /^Prezzo: [\d.]+,\d{2}\s€$/);
      await page.screenshot({ path: `${SHOTS}/engine-anyway-1280.png`, fullPage: true });
      assert.equal(page.drafts.length, evaluations);

      await confirm.getByRole("button", { name: "Conferma" }).click();
      await page.getByTestId("wizard-notice").filter({ hasText: "tolto Oslo 3 posti" }).waitFor();
      // still on the parts step, now of the model put in Oslo's place, with the pouf included
      await page.locator("#wizard-step-title", { hasText: "Parti" }).waitFor();
      await page.waitForFunction(
        (id) => document.querySelector(`[data-testid='part-${id}'] input`)?.value === "1",
        idOf(catalogue.parts, "Pouf"),
      );
      assert.equal(await add.getAttribute("aria-disabled"), null);
      await page.waitForFunction(() => document.querySelector("[data-testid='price-bar']")?.getAttribute("aria-busy") === "false");
      assert.equal(await page.getByTestId("step-problems").count(), 0);
      assert.equal(await page.locator("[data-testid='validity'][data-validity='invalid']").count(), 0);

      // the draft the wizard now evaluates: another model, the pouf, and no rule standing against it
      const draft = page.drafts.at(-1);
      assert.equal(draft.modelId, idOf(catalogue.models, replacement));
      assert.ok(draft.parts.some((p) => p.partId === idOf(catalogue.parts, "Pouf") && p.quantity === 1), JSON.stringify(draft));
      const answer = await apiCall("POST", "/api/productconf/evaluate", { token: customer, body: { configuratorId: published.id, draft } });
      assert.equal(answer.status, 200, answer.text);
      assert.deepEqual(answer.body.repairs ?? [], []);
      assert.equal(answer.body.violations.filter((v) => v.code === "rule_excludes").length, 0, answer.text);
      const poufState = answer.body.states.find((s) => s.item.kind === "part" && s.item.id === idOf(catalogue.parts, "Pouf"));
      assert.equal(poufState?.status, "chosen");
      assert.deepEqual(page.consoleErrors, []);
    });
  });

  it("at 375 px the tap on the greyed pouf opens its explanation and the confirmation fits the screen", async () => {
    await withPage(
      async (page) => {
        const { pouf, add } = await osloParts(page);
        await add.tap({ force: true });
        await pouf.getByRole("button", { name: "Scegli comunque" }).waitFor();
        await pouf.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/engine-pouf-greyed-375.png`, fullPage: true });
        await screenshot(page, "engine-pouf-greyed");
        // keyboard: the confirmation takes the focus, Escape goes back to "Scegli comunque"
        await pouf.getByRole("button", { name: "Scegli comunque" }).focus();
        await page.keyboard.press("Enter");
        const confirm = pouf.getByTestId("anyway-confirm");
        await confirm.getByTestId("anyway-price").waitFor();
        assert.match(await page.evaluate(() => document.activeElement?.textContent ?? ""), /^Per scegliere Pouf:/);
        const box = await confirm.boundingBox();
        assert.ok(box && box.x >= 0 && box.x + box.width <= 375, JSON.stringify(box));
        await page.screenshot({ path: `${SHOTS}/engine-anyway-375.png`, fullPage: true });
        await page.keyboard.press("Tab");
        await page.keyboard.press("Escape");
        await confirm.waitFor({ state: "detached" });
        // the focus comes back once the confirmation has gone: wait for it rather than read it once
        await page.waitForFunction(() => document.activeElement?.textContent === "Scegli comunque");
        // no page-wide horizontal scroll
        assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth));
        assert.deepEqual(page.consoleErrors, []);
      },
      { width: 375, height: 812, hasTouch: true },
    );
  });
});
