import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RouteObject } from "react-router-dom";
import { renderRoutes } from "@/testing/render";
import { jsonResponse } from "@/testing/fetch-mock";
import { FABRIC, frameOf, LINO_VALUE, MILANO_2, mockWizardApi, OSLO_3, OSLO_ANGOLARE, POUF, poufOf, sofaCatalogue, sofaWizard, STRUTTURA, VELLUTO_VALUE } from "@/testing/catalogue";
import { savedConfiguration } from "@/testing/fixtures";
import { clearToasts, getToasts } from "@/components/ui/toast/toast-store";
import { Component as CreateRoute } from "@/app/routes/configurator/create";
import { Component as CopyRoute } from "@/app/routes/configurator/copy";
import { wizardSteps } from "@/lib/wizard";
import type { Draft } from "@/api/types";

const routes: RouteObject[] = [
  { path: "/configuratore/:category", element: <CreateRoute /> },
  { path: "/configuratore/copy/:opaqueid", element: <CopyRoute /> },
  { path: "/", element: <p>home</p> },
];

/** A footrest (part 22) Milano and Oslo may add. */
const footrestOf = (modelId: number) => ({ modelId, partId: 22, required: false, minQuantity: 0, maxQuantity: 1, defaultQuantity: 0 });

const catalogue = sofaCatalogue({
  models: [MILANO_2, OSLO_3, OSLO_ANGOLARE],
  modelParts: [frameOf(10), footrestOf(10), frameOf(11), poufOf(11), footrestOf(11)],
  parts: [STRUTTURA, { ...POUF, features: [FABRIC] }, { id: 22, name: "Poggiapiedi", price: 15000, active: true, features: [] }],
  values: [LINO_VALUE, VELLUTO_VALUE, { id: 42, featureId: 30, label: "Pelle", priceDelta: 45000, active: true }],
});

const wizard = sofaWizard(catalogue);

/** What choosing each option adds, as the server's evaluation answers it (no discount here). */
function options(draft: Draft) {
  const required = (modelId: number) =>
    catalogue.modelParts
      .filter((mp) => mp.modelId === modelId && mp.required)
      .reduce((sum, mp) => sum + (catalogue.parts.find((p) => p.id === mp.partId)?.price ?? 0) * mp.defaultQuantity, 0);
  const offering = draft.parts.reduce((sum, p) => sum + p.quantity, 0);
  return [
    ...catalogue.models.map((m) => ({ item: { kind: "model", id: m.id }, amount: m.basePrice + required(m.id) })),
    ...(draft.modelId ? catalogue.parts.map((p) => ({ item: { kind: "part", id: p.id }, amount: p.price })) : []),
    ...(offering ? catalogue.values.map((v) => ({ item: { kind: "feature_value", id: v.id }, amount: v.priceDelta * offering })) : []),
  ];
}

type Ref = { kind: string; id: number; partId?: number };

/** The price of a draft: base + parts + value deltas. */
function grandTotal(draft: Draft) {
  let total = catalogue.models.find((m) => m.id === draft.modelId)?.basePrice ?? 0;
  for (const p of draft.parts) {
    total += (catalogue.parts.find((x) => x.id === p.partId)?.price ?? 0) * p.quantity;
    for (const v of p.values) total += (catalogue.values.find((x) => x.id === v.valueId)?.priceDelta ?? 0) * p.quantity;
  }
  return total * draft.quantity;
}

const OSLO = { kind: "model", id: 11 };
const MILANO = { kind: "model", id: 10 };

/** The price of a draft on Milano 2 posti with an option: the parts Milano has, a part added, a value on its parts. */
function onMilano(draft: Draft, item: Ref) {
  const parts = draft.parts
    .filter((p) => catalogue.modelParts.some((mp) => mp.modelId === MILANO.id && mp.partId === p.partId))
    .map((p) =>
      item.kind === "feature_value" && (item.partId == null || item.partId === p.partId) ? { ...p, values: [{ featureId: 30, valueId: item.id }] } : p,
    );
  if (item.kind === "part") parts.push({ partId: item.id, quantity: 1, values: [] });
  return grandTotal({ ...draft, modelId: MILANO.id, parts });
}
const VELLUTO_MESSAGE = "Il modello Oslo non è disponibile in velluto";

/**
 * A tiny evaluator with the server's answer: Oslo excludes Velluto and the footrest (Poggiapiedi); with
 * `poufFabric`, the pouf requires Lino or Velluto on the pouf. Options are judged as the wizard chooses them
 * (a value's states per part, and shared for a feature two parts offer); a ruled-out one has its reason,
 * the rules' messages and the repair that frees it: Oslo given up, and in its place Milano 2 posti (which
 * the server found in a valid configuration with the rest), priced with the parts it has and the option.
 */
function evaluate(draft: Draft, { poufFabric = false } = {}) {
  const oslo = draft.modelId === 11;
  const included = draft.parts.filter((p) => p.quantity > 0).map((p) => p.partId);
  const valueOn = (partId: number) => draft.parts.find((p) => p.partId === partId)?.values.find((v) => v.featureId === 30)?.valueId;
  const states: { item: Ref; status: string }[] = [];
  const disabled: unknown[] = [];
  const off = (item: Ref, why: { because: Ref[]; ruleIds: string[]; messages: string[]; reason: string }) => {
    states.push({ item, status: "impossible" });
    disabled.push({
      item,
      reason: why.reason,
      ruleId: why.ruleIds[0] ?? "",
      because: why.because,
      ruleIds: why.ruleIds,
      ruleMessages: why.messages,
      freedBy: why.because,
      ...(why.because.length > 0 ? { repair: { drop: why.because, instead: [MILANO], grandTotal: onMilano(draft, item) } } : {}),
    });
  };
  for (const type of catalogue.types) states.push({ item: { kind: "type", id: type.id }, status: draft.typeId === type.id ? "chosen" : "possible" });
  for (const model of catalogue.models.filter((m) => !draft.typeId || m.typeId === draft.typeId))
    states.push({ item: { kind: "model", id: model.id }, status: draft.modelId === model.id ? "chosen" : "possible" });
  for (const mp of catalogue.modelParts.filter((m) => m.modelId === draft.modelId)) {
    const item = { kind: "part", id: mp.partId };
    if (oslo && mp.partId === 22 && !included.includes(22))
      off(item, {
        because: [OSLO],
        ruleIds: ["oslo-no-poggiapiedi"],
        messages: ["Oslo non ha il poggiapiedi"],
        reason: "Non disponibile con Modello Oslo 3 posti: Modello Oslo 3 posti esclude Poggiapiedi.",
      });
    else states.push({ item, status: included.includes(mp.partId) ? "chosen" : "possible" });
  }
  const offering = included.filter((partId) => catalogue.parts.find((p) => p.id === partId)?.features.length);
  const judge = (item: Ref, parts: number[]) => {
    if (oslo && item.id === 41)
      return off(item, { because: [OSLO], ruleIds: ["oslo-no-velluto"], messages: [VELLUTO_MESSAGE], reason: "Non disponibile con Modello Oslo 3 posti: Modello Oslo 3 posti esclude Tessuto Velluto." });
    if (poufFabric && parts.includes(21) && item.id === 42)
      return off(item, {
        because: [],
        ruleIds: ["pouf-lino-velluto"],
        messages: ["Il pouf si realizza solo in lino o in velluto"],
        reason: "Non disponibile: Pouf richiede Pouf · Tessuto Lino o Pouf · Tessuto Velluto.",
      });
    const chosen = parts.every((partId) => valueOn(partId) === item.id);
    // with Oslo and the pouf's fabric rule, Lino is the pouf's only fabric
    const implied = poufFabric && oslo && item.id === 40 && parts.length === 1 && parts[0] === 21;
    states.push({ item, status: chosen ? "chosen" : implied ? "implied" : "possible" });
  };
  for (const partId of offering) for (const v of catalogue.values) judge({ kind: "feature_value", id: v.id, partId }, [partId]);
  if (offering.length >= 2) for (const v of catalogue.values) judge({ kind: "feature_value", id: v.id }, offering);
  const total = grandTotal(draft);
  return {
    complete: !!draft.modelId && draft.parts.every((p) => p.values.length > 0 || !catalogue.parts.find((x) => x.id === p.partId)?.features.length),
    valid: true,
    violations: draft.modelId ? [] : [{ code: "missing_model", message: "Scegli un modello.", path: "modelId" }],
    states,
    disabled,
    repairs: [],
    price: { lines: [], listTotal: total, discountPercent: 0, discount: 0, netTotal: total, quantity: draft.quantity, grandTotal: total },
    options: options(draft),
  };
}

function setup(extra: Record<string, (url: string, init: RequestInit) => Response> = {}, rules = { poufFabric: false }) {
  return mockWizardApi(wizard, (body) => evaluate(body.draft, rules), extra);
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

/** Saved configuration "abc" on model 11: the first part in value 40, the second in `second`. */
function savedTwoParts(second: number) {
  return jsonResponse(200, savedConfiguration({
    publicId: "abc",
    configuratorId: 5,
    version: 1,
    draft: {
      typeId: 1,
      modelId: 11,
      parts: [
        { partId: 20, quantity: 1, values: [{ featureId: 30, valueId: 40 }] },
        { partId: 21, quantity: 1, values: [{ featureId: 30, valueId: second }] },
      ],
      quantity: 1,
    },
  }));
}

describe("wizardSteps", () => {
  it("skips the type step when only one type is visible and asks unlisted features in the last features step", () => {
    const one = { ...catalogue, types: [catalogue.types[0]!], features: [...catalogue.features, { id: 31, name: "Colore", kind: "choice" as const, numericMin: null, numericMax: null, numericStep: null, unitPrice: null }] };
    const steps = wizardSteps(wizard.configurator.definition as never, one);
    expect(steps.map((s) => s.step.kind)).toEqual(["model", "parts", "features", "summary"]);
    expect(steps[2]?.featureIds).toEqual([30, 31]);
  });
});

describe("configurator wizard", () => {
  it("walks the steps, greys out a ruled-out value with its reason, updates the price and sends the draft", async () => {
    const user = userEvent.setup();
    const fetch = setup();
    renderRoutes(routes, "/configuratore/divani");

    const stepper = await screen.findByRole("navigation", { name: "Passaggi" });
    expect(within(stepper).getAllByRole("button").map((b) => b.textContent)).toEqual([
      "1Tipologia",
      "2Modello",
      "3Parti",
      "4Rivestimento",
      "5Riepilogo",
    ]);
    expect(screen.getByTestId("step-count")).toHaveTextContent("Passo 1 di 5");
    const next = screen.getByRole("button", { name: "Avanti" });
    expect(next).toHaveAttribute("aria-disabled", "true");
    // why it is unavailable, said plainly until a click tries to move on, and nothing priced or judged before a model is chosen
    expect(next).toHaveAccessibleDescription("Scegli una tipologia per andare avanti.");
    expect(screen.getByTestId("next-why")).not.toHaveClass("is-error");
    await user.click(next);
    expect(screen.getByTestId("step-count")).toHaveTextContent("Passo 1 di 5");
    expect(screen.getByTestId("next-why")).toHaveClass("is-error");
    expect(screen.getByTestId("live-price")).toHaveTextContent("—");
    expect(screen.queryByTestId("validity")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: /Divani lineari/ }));
    await user.click(next);
    expect(screen.getByRole("heading", { name: "Modello" })).toBeInTheDocument();
    expect(screen.getByTestId("step-count")).toHaveTextContent("Passo 2 di 5");
    expect(within(stepper).getAllByRole("listitem")[0]).toHaveAttribute("data-done", "true");
    expect(screen.queryByRole("button", { name: /Oslo angolare/ })).not.toBeInTheDocument();
    // a model card shows what choosing it costs, as the price panel will ("da" is for the lowest complete price)
    await waitFor(() => expect(screen.getByRole("button", { name: /Oslo 3 posti/ })).toHaveTextContent("base 1.299,00"));
    await user.click(screen.getByRole("button", { name: /Oslo 3 posti/ }));
    await waitFor(() => expect(screen.getByTestId("live-price")).toHaveTextContent("1.299,00"));

    await user.click(screen.getByRole("button", { name: "Avanti" }));
    expect(screen.getByRole("heading", { name: "Parti" })).toBeInTheDocument();
    expect(screen.getByTestId("part-21")).toHaveTextContent("+250,00 € al pezzo");
    await user.click(screen.getByRole("button", { name: "Aggiungi: Pouf" }));
    await waitFor(() => expect(screen.getByTestId("live-price")).toHaveTextContent("1.549,00"));

    await user.click(screen.getByRole("button", { name: "Avanti" }));
    const velluto = screen.getByRole("button", { name: /Velluto/ });
    expect(velluto).toHaveAttribute("aria-disabled", "true");
    expect(velluto).toHaveAccessibleDescription(/Il modello Oslo non è disponibile in velluto/);
    await user.click(velluto);
    expect(velluto).toHaveAttribute("aria-pressed", "false");

    await user.click(screen.getByRole("button", { name: /Pelle/ }));
    await waitFor(() => expect(screen.getByTestId("live-price")).toHaveTextContent("2.449,00"));

    const evaluations = fetch.mock.calls.filter(([, init]) => init?.method === "POST");
    const last = JSON.parse(String(evaluations.at(-1)?.[1]?.body));
    expect(last).toEqual({
      configuratorId: 5,
      draft: {
        typeId: 1,
        modelId: 11,
        parts: [
          { partId: 20, quantity: 1, values: [{ featureId: 30, valueId: 42 }] },
          { partId: 21, quantity: 1, values: [{ featureId: 30, valueId: 42 }] },
        ],
        quantity: 1,
      },
    });
    // debounced: far fewer evaluations than clicks would give without it
    expect(evaluations.length).toBeLessThanOrEqual(5);

    await user.click(screen.getByRole("button", { name: "Avanti" }));
    expect(screen.getAllByRole("heading", { name: "Riepilogo" })).toHaveLength(2);
    expect(screen.getByTestId("price-table")).toHaveTextContent("Totale");
  });

  it("shows a clear error when saving is not available yet", async () => {
    const user = userEvent.setup();
    setup({ "POST /api/productconf": () => jsonResponse(404, { code: "not_found", message: "Risorsa non trovata" }) });
    renderRoutes(routes, "/configuratore/divani");
    await user.click(await screen.findByRole("button", { name: /Divani lineari/ }));
    // the summary is not reachable before a model is chosen
    expect(within(screen.getByRole("navigation", { name: "Passaggi" })).getByRole("button", { name: /Riepilogo/ })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Avanti" }));
    await user.click(screen.getByRole("button", { name: /Oslo 3 posti/ }));
    await user.click(screen.getByRole("button", { name: "Avanti" }));
    await user.click(screen.getByRole("button", { name: "Avanti" }));
    await user.click(screen.getByRole("button", { name: /Lino/ }));
    await user.click(screen.getByRole("button", { name: "Avanti" }));
    await user.click(screen.getByRole("button", { name: "Salva come bozza" }));
    await waitFor(() => expect(getToasts()[0]?.message).toMatch(/non è ancora disponibile/));
  });

  it("chooses a feature per part with the toggle, keeps the reasons, and goes back to one value for all", async () => {
    const user = userEvent.setup();
    const fetch = setup();
    renderRoutes(routes, "/configuratore/divani");
    await user.click(await screen.findByRole("button", { name: /Divani lineari/ }));
    await user.click(screen.getByRole("button", { name: "Avanti" }));
    await user.click(screen.getByRole("button", { name: /Oslo 3 posti/ }));
    await user.click(screen.getByRole("button", { name: "Avanti" }));
    await user.click(screen.getByRole("button", { name: "Aggiungi: Pouf" }));
    await user.click(screen.getByRole("button", { name: "Avanti" }));

    const tessuto = screen.getByRole("group", { name: "Tessuto" });
    await user.click(within(tessuto).getByRole("button", { name: /Lino/ }));
    // keyboard: the toggle keeps the focus when it switches mode
    const toggle = within(tessuto).getByRole("button", { name: "Scegli per ciascuna parte" });
    toggle.focus();
    await user.keyboard("{Enter}");
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveTextContent("Uguale per tutte le parti");

    const struttura = within(tessuto).getByRole("group", { name: "Struttura" });
    const pouf = within(tessuto).getByRole("group", { name: "Pouf" });
    // each part starts from the shared value and shows the same disabled reasons
    expect(within(struttura).getByRole("button", { name: /Lino/ })).toHaveAttribute("aria-pressed", "true");
    expect(within(pouf).getByRole("button", { name: /Lino/ })).toHaveAttribute("aria-pressed", "true");
    await waitFor(() => expect(within(pouf).getByRole("button", { name: /Velluto/ })).toHaveAttribute("aria-disabled", "true"));
    expect(within(struttura).getByRole("button", { name: /Velluto/ })).toHaveAccessibleDescription(/non è disponibile in velluto/);

    await user.click(within(pouf).getByRole("button", { name: /Pelle/ }));
    await waitFor(() => expect(screen.getByTestId("live-price")).toHaveTextContent("1.999,00"));
    const sent = () => JSON.parse(String(fetch.mock.calls.filter(([, init]) => init?.method === "POST").at(-1)?.[1]?.body)).draft.parts;
    expect(sent()).toEqual([
      { partId: 20, quantity: 1, values: [{ featureId: 30, valueId: 40 }] },
      { partId: 21, quantity: 1, values: [{ featureId: 30, valueId: 42 }] },
    ]);

    await user.click(screen.getByRole("button", { name: "Avanti" }));
    expect(screen.getByText("Struttura: Lino, Pouf: Pelle")).toBeInTheDocument();
    await user.click(within(screen.getByRole("navigation", { name: "Passaggi" })).getByRole("button", { name: /Rivestimento/ }));

    await user.click(screen.getByRole("button", { name: "Uguale per tutte le parti" }));
    expect(within(screen.getByRole("group", { name: "Tessuto" })).queryByRole("group")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Lino/ })).toHaveAttribute("aria-pressed", "true");
    await waitFor(() =>
      expect(sent()).toEqual([
        { partId: 20, quantity: 1, values: [{ featureId: 30, valueId: 40 }] },
        { partId: 21, quantity: 1, values: [{ featureId: 30, valueId: 40 }] },
      ]),
    );
  });

  it("opens a saved configuration whose parts differ in per-part mode", async () => {
    const user = userEvent.setup();
    setup({
      "GET /api/productconf/abc": () => savedTwoParts(42),
    });
    renderRoutes(routes, "/configuratore/copy/abc");
    // a saved configuration opens on its summary
    expect(await screen.findByTestId("step-count")).toHaveTextContent("Passo 5 di 5");
    await user.click(await screen.findByRole("button", { name: /Rivestimento/ }));
    const tessuto = screen.getByRole("group", { name: "Tessuto" });
    expect(within(tessuto).getByRole("button", { name: "Uguale per tutte le parti" })).toBeInTheDocument();
    expect(within(within(tessuto).getByRole("group", { name: "Struttura" })).getByRole("button", { name: /Lino/ })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(within(within(tessuto).getByRole("group", { name: "Pouf" })).getByRole("button", { name: /Pelle/ })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  it("flags a copy and names it after the original", async () => {
    setup({
      "GET /api/productconf/abc": () =>
        jsonResponse(200, savedConfiguration({
          publicId: "abc",
          complete: false,
          configuratorId: 5,
          version: 1,
          draft: { typeId: 1, modelId: 11, parts: [{ partId: 20, quantity: 1, values: [] }], quantity: 1 },
        })),
    });
    renderRoutes(routes, "/configuratore/copy/abc");
    expect(await screen.findByTestId("clone-badge")).toHaveTextContent("Copia");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Copia di Salotto");
  });

  /** To the parts step of a new Oslo 3 posti. */
  async function toOsloParts(user: ReturnType<typeof userEvent.setup>) {
    renderRoutes(routes, "/configuratore/divani");
    await user.click(await screen.findByRole("button", { name: /Divani lineari/ }));
    await user.click(screen.getByRole("button", { name: "Avanti" }));
    await user.click(screen.getByRole("button", { name: /Oslo 3 posti/ }));
    await user.click(screen.getByRole("button", { name: "Avanti" }));
    expect(screen.getByRole("heading", { name: "Parti" })).toBeInTheDocument();
  }

  it("greys a part out with its reason and the rule's message on focus, and a tap opens them instead of adding it", async () => {
    const user = userEvent.setup();
    setup();
    await toOsloParts(user);
    const add = screen.getByRole("button", { name: "Aggiungi: Poggiapiedi" });
    await waitFor(() => expect(add).toHaveAttribute("aria-disabled", "true"));
    // focusable, and its description says it once: the administrators' message (not the generated reason
    // repeating it), then what frees it
    add.focus();
    expect(add).toHaveFocus();
    expect(add).toHaveAccessibleDescription("Oslo non ha il poggiapiedi. Si libera cambiando: Oslo 3 posti.");
    expect(within(screen.getByTestId("part-22")).getByTestId("why")).toBeVisible();
    // a tap (a click) does not add it: it opens the explanation with "Scegli comunque"
    expect(add).toHaveAttribute("aria-expanded", "false");
    await user.click(add);
    expect(add).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByLabelText("Poggiapiedi", { selector: "input" })).toHaveValue(0);
    const panel = screen.getByTestId("part-panel");
    expect(within(panel).getByRole("button", { name: "Scegli comunque" })).toBeInTheDocument();
    // Escape closes it and leaves the focus on the button
    within(panel).getByRole("button", { name: "Scegli comunque" }).focus();
    await user.keyboard("{Escape}");
    expect(screen.queryByTestId("part-panel")).not.toBeInTheDocument();
    await waitFor(() => expect(add).toHaveFocus());
  });

  it("'Scegli comunque' shows what it gives up, the model put in its place and the price, and applies it on confirmation", async () => {
    const user = userEvent.setup();
    const fetch = setup();
    await toOsloParts(user);
    const add = screen.getByRole("button", { name: "Aggiungi: Poggiapiedi" });
    await waitFor(() => expect(add).toHaveAttribute("aria-disabled", "true"));
    await user.click(add);
    const posts = () => fetch.mock.calls.filter(([, init]) => init?.method === "POST").length;
    const evaluated = posts();
    await user.click(screen.getByRole("button", { name: "Scegli comunque" }));

    const confirm = screen.getByTestId("anyway-confirm");
    expect(within(confirm).getByText("Per scegliere Poggiapiedi:")).toHaveFocus();
    expect(within(confirm).getByTestId("anyway-drop")).toHaveTextContent("togli Oslo 3 posti");
    // the server's repair names the model in Oslo's place and its price: no evaluation of its own
    expect(within(confirm).getByTestId("anyway-instead")).toHaveTextContent("al posto di: Milano 2 posti");
    expect(within(confirm).getByTestId("anyway-price")).toHaveTextContent("Prezzo: 1.149,00");
    expect(posts()).toBe(evaluated);

    await user.click(within(confirm).getByRole("button", { name: "Conferma" }));
    expect(screen.queryByTestId("anyway-confirm")).not.toBeInTheDocument();
    expect(screen.getByTestId("wizard-notice")).toHaveTextContent("Fatto: tolto Oslo 3 posti; scelto il modello Milano 2 posti; scelto Poggiapiedi.");
    expect(screen.getByLabelText("Poggiapiedi", { selector: "input" })).toHaveValue(1);
    expect(screen.queryByTestId("part-21")).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId("live-price")).toHaveTextContent("1.149,00"));
    const sent = JSON.parse(String(fetch.mock.calls.filter(([, init]) => init?.method === "POST").at(-1)?.[1]?.body)).draft;
    expect(sent).toEqual({
      typeId: 1,
      modelId: 10,
      parts: [
        { partId: 20, quantity: 1, values: [] },
        { partId: 22, quantity: 1, values: [] },
      ],
      quantity: 1,
    });
  });

  it("keys a value by its part in per-part mode: a rule on the pouf's fabric greys it on the pouf alone", async () => {
    const user = userEvent.setup();
    const fetch = setup({}, { poufFabric: true });
    await toOsloParts(user);
    await user.click(screen.getByRole("button", { name: "Aggiungi: Pouf" }));
    await user.click(screen.getByRole("button", { name: "Avanti" }));

    // shared: one button per value, the value on every part offering the fabric
    const tessuto = screen.getByRole("group", { name: "Tessuto" });
    await waitFor(() => expect(within(tessuto).getByTestId("option-feature_value:42")).toHaveAttribute("aria-disabled", "true"));
    expect(within(tessuto).getByTestId("option-feature_value:42")).toHaveAccessibleDescription(/^Il pouf si realizza solo in lino o in velluto\./);

    await user.click(within(tessuto).getByRole("button", { name: "Scegli per ciascuna parte" }));
    const struttura = within(tessuto).getByRole("group", { name: "Struttura" });
    const pouf = within(tessuto).getByRole("group", { name: "Pouf" });
    expect(within(struttura).getByTestId("option-feature_value:42@20")).not.toHaveAttribute("aria-disabled");
    expect(within(pouf).getByTestId("option-feature_value:42@21")).toHaveAttribute("aria-disabled", "true");
    expect(within(pouf).getByTestId("option-feature_value:42@21")).toHaveAccessibleDescription(/^Il pouf si realizza solo in lino o in velluto\./);
    // nothing frees it: no "Scegli comunque"
    await user.click(within(pouf).getByTestId("option-feature_value:42@21"));
    expect(within(pouf).getByTestId("option-feature_value:42@21")).toHaveAttribute("aria-expanded", "true");
    expect(within(pouf).queryByRole("button", { name: "Scegli comunque" })).not.toBeInTheDocument();
    // Lino is the pouf's only fabric left: said so, and one click takes it
    const lino = within(pouf).getByTestId("option-feature_value:40@21");
    expect(lino).toHaveTextContent("unica scelta possibile");
    expect(within(struttura).getByTestId("option-feature_value:40@20")).not.toHaveTextContent("unica scelta possibile");
    await user.click(within(struttura).getByTestId("option-feature_value:42@20"));
    await user.click(lino);
    await waitFor(() =>
      expect(JSON.parse(String(fetch.mock.calls.filter(([, init]) => init?.method === "POST").at(-1)?.[1]?.body)).draft.parts).toEqual([
        { partId: 20, quantity: 1, values: [{ featureId: 30, valueId: 42 }] },
        { partId: 21, quantity: 1, values: [{ featureId: 30, valueId: 40 }] },
      ]),
    );
  });

  it("offers the repair of choices that admit no valid configuration, and applies it", async () => {
    const user = userEvent.setup();
    const fetch = setup({
      "GET /api/productconf/abc": () => savedTwoParts(41),
      "POST /api/productconf/abc/evaluate": (_url, init) => {
        const draft = JSON.parse(String(init.body)).draft as Draft;
        const answer = evaluate(draft);
        // an old save: the pouf in velluto, which Oslo no longer allows
        const stuck = draft.parts.some((p) => p.partId === 21 && p.values.some((v) => v.valueId === 41));
        return jsonResponse(200, { ...answer, repairs: stuck ? [{ drop: [{ kind: "feature_value", id: 41, partId: 21 }], instead: [], grandTotal: 154900 }] : [] });
      },
    });
    renderRoutes(routes, "/configuratore/copy/abc");
    const repair = await screen.findByTestId("repair");
    expect(repair).toHaveTextContent("Per tornare valida: togli Pouf · Tessuto Velluto (prezzo: 1.549,00");
    expect(screen.getByTestId("validity")).toHaveAttribute("data-validity", "invalid");
    await user.click(within(repair).getByRole("button", { name: "Togli e torna valida" }));
    await waitFor(() => expect(screen.queryByTestId("repair")).not.toBeInTheDocument());
    const sent = JSON.parse(String(fetch.mock.calls.filter(([, init]) => init?.method === "POST").at(-1)?.[1]?.body)).draft;
    // the pouf's value alone is cleared: the fabric goes per part, the frame keeps its Lino
    expect(sent.parts).toEqual([
      { partId: 20, quantity: 1, values: [{ featureId: 30, valueId: 40 }] },
      { partId: 21, quantity: 1, values: [] },
    ]);
  });
});

describe("the price range of what remains", () => {
  /**
   * The server's range on Oslo 3 posti (null once Velluto, which Oslo excludes, is chosen): the cheapest
   * completion gives every part without a fabric Lino; the dearest adds two poufs and gives Pelle.
   */
  function rangeOf(draft: Draft) {
    if (draft.modelId !== OSLO.id || draft.parts.some((p) => p.values.some((v) => v.valueId === 41))) return null;
    const fill = (valueId: number, parts: Draft["parts"]) =>
      parts.map((p) => (p.partId !== 22 && p.values.length === 0 ? { ...p, values: [{ featureId: 30, valueId }] } : p));
    const cheapest = { ...draft, parts: fill(40, draft.parts) };
    const poufs = draft.parts.some((p) => p.partId === 21) ? [] : [{ partId: 21, quantity: 2, values: [] }];
    const dearest = { ...draft, parts: fill(42, [...draft.parts, ...poufs]) };
    return { min: grandTotal(cheapest), max: grandTotal(dearest), exact: true, cheapest };
  }
  const sent = (fetch: ReturnType<typeof setup>) =>
    JSON.parse(String(fetch.mock.calls.filter(([, init]) => init?.method === "POST").at(-1)?.[1]?.body)).draft as Draft;

  it("shows the range beside the price, completes at the lowest price on request, and 'Annulla' restores the choices", async () => {
    const user = userEvent.setup();
    const fetch = setup({
      "POST /api/productconf/evaluate": (_url, init) => {
        const draft = JSON.parse(String(init.body)).draft as Draft;
        return jsonResponse(200, { ...evaluate(draft), priceRange: rangeOf(draft) });
      },
    });
    renderRoutes(routes, "/configuratore/divani");
    await user.click(await screen.findByRole("button", { name: /Divani lineari/ }));
    await user.click(screen.getByRole("button", { name: "Avanti" }));
    await waitFor(() => expect(screen.queryByTestId("price-range")).not.toBeInTheDocument());
    await user.click(screen.getByRole("button", { name: /Oslo 3 posti/ }));
    await waitFor(() => expect(screen.getByTestId("price-range")).toHaveTextContent("da 1.299,00 € a 3.149,00 €"));
    await user.click(screen.getByRole("button", { name: "Avanti" }));
    await user.click(screen.getByRole("button", { name: "Aggiungi: Pouf" }));
    const range = screen.getByTestId("price-range");
    await waitFor(() => expect(range).toHaveTextContent("da 1.549,00 € a 2.449,00 €"));
    expect(range).toHaveAttribute("title", "Prezzo di una configurazione completa con le scelte fatte");
    const before = sent(fetch);

    await user.click(screen.getByRole("button", { name: "Completa al prezzo più basso" }));
    const notice = screen.getByTestId("cheapest-notice");
    expect(within(notice).getByText("Proposta al prezzo più basso applicata: puoi modificarla")).toHaveFocus();
    await waitFor(() =>
      expect(sent(fetch).parts).toEqual([
        { partId: 20, quantity: 1, values: [{ featureId: 30, valueId: 40 }] },
        { partId: 21, quantity: 1, values: [{ featureId: 30, valueId: 40 }] },
      ]),
    );
    // complete at the lowest price: valid, the price is the range's, which has nothing left to say
    await waitFor(() => expect(screen.getByTestId("validity")).toHaveAttribute("data-validity", "valid"));
    expect(screen.getByTestId("live-price")).toHaveTextContent("1.549,00");
    expect(screen.queryByTestId("price-range")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Completa al prezzo più basso" })).not.toBeInTheDocument();
    // every choice is the user's to change: the fabric step shows Lino chosen
    await user.click(screen.getByRole("button", { name: "Avanti" }));
    expect(screen.getByRole("button", { name: /Lino/ })).toHaveAttribute("aria-pressed", "true");

    await user.click(within(notice).getByRole("button", { name: "Annulla" }));
    expect(screen.queryByTestId("cheapest-notice")).not.toBeInTheDocument();
    await waitFor(() => expect(sent(fetch)).toEqual(before));
    await waitFor(() => expect(screen.getByTestId("price-range")).toHaveTextContent("da 1.549,00 € a 2.449,00 €"));
    expect(screen.getByRole("button", { name: /Lino/ })).toHaveAttribute("aria-pressed", "false");
    await waitFor(() => expect(screen.getByRole("heading", { level: 2, name: "Rivestimento" })).toHaveFocus());

    // a change after the proposal keeps it: the notice and its "Annulla" go
    await user.click(screen.getByRole("button", { name: "Completa al prezzo più basso" }));
    expect(screen.getByTestId("cheapest-notice")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /Pelle/ }));
    expect(screen.queryByTestId("cheapest-notice")).not.toBeInTheDocument();
    await waitFor(() => expect(sent(fetch).parts.map((p) => p.values[0]?.valueId)).toEqual([42, 42]));
  });

  it("hides the range and the proposal when the choices admit no valid configuration", async () => {
    const user = userEvent.setup();
    setup({
      "POST /api/productconf/evaluate": (_url, init) => jsonResponse(200, { ...evaluate(JSON.parse(String(init.body)).draft), priceRange: null }),
    });
    renderRoutes(routes, "/configuratore/divani");
    await user.click(await screen.findByRole("button", { name: /Divani lineari/ }));
    await user.click(screen.getByRole("button", { name: "Avanti" }));
    await user.click(screen.getByRole("button", { name: /Oslo 3 posti/ }));
    await waitFor(() => expect(screen.getByTestId("live-price")).toHaveTextContent("1.299,00"));
    expect(screen.queryByTestId("price-range")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Completa al prezzo più basso" })).not.toBeInTheDocument();
  });
});
