// The configuration space in the wizard, against the real API: an administrator publishes a new version of
// the demo "divani" configurator with one more rule, "Oslo excludes Lino" (on any part). With Oslo the pouf
// can then have neither of the fabrics its own rule requires (Oslo already excludes Velluto), so as the demo
// customer the pouf is greyed on the parts step with a reason naming Oslo and the rules' messages; a click
// opens them with "Scegli comunque", which shows that Oslo would be given up (with the model put in its
// place) and a price, and confirming it leaves the pouf included in a configuration no rule stands against.
// Screenshots of the parts step with the greyed pouf and its explanation open, at 1280 and 375 px, into
// /tmp/shots/ (and e2e/screenshots/ with E2E_SCREENSHOTS=1). The demo configurator is put back afterwards.
// The tap at 375 px runs in the phone project.
import { mkdir } from "node:fs/promises";
import { DEMO_USERS, apiCall, apiLogin, screenshot, uiLogin } from "./support/env.mjs";
import { startOsloSofa } from "./support/wizard.mjs";
import { expect, expectNoHorizontalScroll, test } from "./support/test.mjs";

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
  expect(answer.status, `${method} ${path}: ${answer.text}`).toBe(status);
  return answer.body;
}

/** A new draft of the published configurator with `definition`, published (the previous one is archived). */
async function publishVersion(from, definition) {
  const draft = await call("POST", `/api/configurator/${from.id}/draft`, undefined, 201);
  // a PUT replaces every field: the English texts go along, or the demo configurator loses them
  await call("PUT", `/api/configurator/${draft.id}`, {
    categoryId: draft.categoryId,
    name: draft.name,
    nameEn: draft.nameEn ?? null,
    description: draft.description ?? null,
    descriptionEn: draft.descriptionEn ?? null,
    definition,
  });
  return call("POST", `/api/configurator/${draft.id}/publish`);
}

const idOf = (rows, name) => {
  const row = rows.find((r) => r.name === name || r.code === name);
  expect(row, `${name} not in the catalogue`).toBeTruthy();
  return row.id;
};
const valueId = (feature, label) => {
  const featureId = idOf(catalogue.features, feature);
  return catalogue.values.find((v) => v.featureId === featureId && v.label === label)?.id;
};

test.beforeAll(async () => {
  admin = (await apiLogin(DEMO_USERS.admin)).token;
  customer = (await apiLogin(DEMO_USERS.customer)).token;
  const wizard = await apiCall("GET", "/api/configurator/category/divani", { token: customer });
  expect(wizard.status, wizard.text).toBe(200);
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
  expect(published.status).toBe("published");
  await mkdir(SHOTS, { recursive: true });
});

// the other journeys build Oslo sofas in linen: the demo configurator goes back to its own rules
test.afterAll(async () => {
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
  await expect(add).toHaveAttribute("aria-disabled", "true");
  return { pouf, add };
}

test.describe("the configuration space in the wizard", () => {
  test("greys the pouf out with Oslo, explains why, and 'Scegli comunque' gives Oslo up for a model with the pouf", async ({ page }) => {
    const { pouf, add } = await osloParts(page);
    // said once: the administrators' messages of the rules behind it (not the generated reason repeating
    // them), then what frees it, Oslo
    const why = pouf.getByTestId("why");
    await expect(why).toContainText(`${RULE_MESSAGE}.`);
    await expect(why).toContainText("Il pouf si realizza solo in lino o in velluto.");
    await expect(why).toContainText(/Si libera cambiando: .*Oslo 3 posti/);
    await expect(why).not.toContainText("Non disponibile con");
    const description = () =>
      add.evaluate((button) =>
        (button.getAttribute("aria-describedby") ?? "")
          .split(" ")
          .map((id) => document.getElementById(id)?.textContent ?? "")
          .join(" "),
      );
    await expect.poll(description).toMatch(/Oslo 3 posti/);

    // a click (a tap) opens the explanation instead of adding the pouf (Playwright counts aria-disabled as
    // disabled and would wait for it to be enabled: the click is forced, as a user's tap reaches it)
    await add.click({ force: true });
    await expect(add).toHaveAttribute("aria-expanded", "true");
    await expect(pouf.getByRole("spinbutton")).toHaveValue("0");
    const anyway = pouf.getByRole("button", { name: "Scegli comunque" });
    await expect(anyway).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/engine-pouf-greyed-1280.png`, fullPage: true });
    await screenshot(page, "engine-pouf-greyed");

    const evaluations = page.drafts.length;
    await anyway.click();
    const confirm = pouf.getByTestId("anyway-confirm");
    await expect(confirm.getByTestId("anyway-drop")).toContainText(/togli Oslo 3 posti/, { useInnerText: true });
    // the model the server puts in Oslo's place (after its type when another), named with no evaluation of its own
    const instead = confirm.getByTestId("anyway-instead");
    await expect(instead).toHaveText(/^al posto di: /, { useInnerText: true });
    const replacement = (await instead.innerText()).replace(/^al posto di: /, "").split(", ").at(-1).trim();
    expect(replacement).not.toBe("Oslo 3 posti");
    await expect(confirm.getByTestId("anyway-price")).toHaveText(/^Prezzo: [\d.]+,\d{2}\s€$/, { useInnerText: true });
    await page.screenshot({ path: `${SHOTS}/engine-anyway-1280.png`, fullPage: true });
    expect(page.drafts.length).toBe(evaluations);

    await confirm.getByRole("button", { name: "Conferma" }).click();
    await expect(page.getByTestId("wizard-notice").filter({ hasText: "tolto Oslo 3 posti" })).toBeVisible();
    // still on the parts step, now of the model put in Oslo's place, with the pouf included
    await expect(page.locator("#wizard-step-title", { hasText: "Parti" })).toBeVisible();
    await expect(pouf.locator("input").first()).toHaveValue("1");
    await expect(add).not.toHaveAttribute("aria-disabled");
    await expect(page.getByTestId("price-bar")).toHaveAttribute("aria-busy", "false");
    await expect(page.getByTestId("step-problems")).toHaveCount(0);
    await expect(page.locator("[data-testid='validity'][data-validity='invalid']")).toHaveCount(0);

    // the draft the wizard now evaluates: another model, the pouf, and no rule standing against it
    const draft = page.drafts.at(-1);
    expect(draft.modelId).toBe(idOf(catalogue.models, replacement));
    expect(draft.parts.some((p) => p.partId === idOf(catalogue.parts, "Pouf") && p.quantity === 1), JSON.stringify(draft)).toBe(true);
    const answer = await apiCall("POST", "/api/productconf/evaluate", { token: customer, body: { configuratorId: published.id, draft } });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.repairs ?? []).toEqual([]);
    expect(answer.body.violations.filter((v) => v.code === "rule_excludes"), answer.text).toHaveLength(0);
    const poufState = answer.body.states.find((s) => s.item.kind === "part" && s.item.id === idOf(catalogue.parts, "Pouf"));
    expect(poufState?.status).toBe("chosen");
    expect(page.consoleErrors).toEqual([]);
  });
});

test.describe("the configuration space in the wizard on a phone", { tag: "@phone-only" }, () => {
  test.use({ hasTouch: true });

  test("at 375 px the tap on the greyed pouf opens its explanation and the confirmation fits the screen", async ({ page }) => {
    const { pouf, add } = await osloParts(page);
    // the figures settled (a late one moves the rows) and the button clear of the sticky price bar at the
    // bottom, so the tap lands on it
    await expect(page.getByTestId("price-bar")).toHaveAttribute("aria-busy", "false");
    await add.evaluate((button) => button.scrollIntoView({ block: "center" }));
    await add.tap({ force: true });
    await expect(pouf.getByRole("button", { name: "Scegli comunque" })).toBeVisible();
    await pouf.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/engine-pouf-greyed-375.png`, fullPage: true });
    await screenshot(page, "engine-pouf-greyed");
    // keyboard: the confirmation takes the focus, Escape goes back to "Scegli comunque"
    await pouf.getByRole("button", { name: "Scegli comunque" }).focus();
    await page.keyboard.press("Enter");
    const confirm = pouf.getByTestId("anyway-confirm");
    await expect(confirm.getByTestId("anyway-price")).toBeVisible();
    await expect(page.locator(":focus")).toHaveText(/^Per scegliere Pouf:/);
    const width = page.viewportSize().width;
    await expect
      .poll(async () => {
        const box = await confirm.boundingBox();
        return !!box && box.x >= 0 && box.x + box.width <= width;
      }, { message: "the confirmation fits the screen" })
      .toBe(true);
    await page.screenshot({ path: `${SHOTS}/engine-anyway-375.png`, fullPage: true });
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    await expect(confirm).toHaveCount(0);
    // the focus comes back once the confirmation has gone
    await expect(pouf.getByRole("button", { name: "Scegli comunque" })).toBeFocused();
    // no page-wide horizontal scroll
    await expectNoHorizontalScroll(page, "the page scrolls sideways", 0);
    expect(page.consoleErrors).toEqual([]);
  });
});
