import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RouteObject } from "react-router-dom";
import { renderRoutes } from "@/testing/render";
import { jsonResponse } from "@/testing/fetch-mock";
import { BOUCLE_VALUE, frameOf, LINO_VALUE, mockWizardApi, poufOf, sofaCatalogue, sofaWizard, VELLUTO_VALUE } from "@/testing/catalogue";
import { Component as CreateRoute } from "@/app/routes/configurator/create";
import { refKey } from "@/lib/catalogue";
import type { Draft, ItemRef } from "@/api/types";

const routes: RouteObject[] = [{ path: "/configuratore/:category", element: <CreateRoute /> }];

const catalogue = sofaCatalogue({
  modelParts: [frameOf(10), frameOf(11), poufOf(11)],
  values: [LINO_VALUE, VELLUTO_VALUE, BOUCLE_VALUE],
});
const wizard = sofaWizard(catalogue);

const VELLUTO: ItemRef = { kind: "feature_value", id: 41 };
const OSLO_REASON = "Non disponibile con Tessuto: Velluto: Modello Oslo 3 posti esclude Tessuto Velluto.";

/**
 * The server with pins: Oslo excludes Velluto, so with Velluto pinned Oslo is greyed (its repair releases the
 * pin) and, once Oslo is chosen or pinned, the choices admit nothing (the repair: release the pin); a pinned
 * model is implied until chosen.
 */
function evaluate(draft: Draft, pins: ItemRef[]) {
  const velvet = pins.some((p) => refKey(p) === refKey(VELLUTO));
  const status = (item: ItemRef, chosen: boolean) => (chosen ? "chosen" : pins.some((p) => refKey(p) === refKey(item)) ? "implied" : "possible");
  const states = [
    ...catalogue.types.map((t) => ({ item: { kind: "type", id: t.id }, status: status({ kind: "type", id: t.id }, draft.typeId === t.id) })),
    ...catalogue.models.map((m) => ({ item: { kind: "model", id: m.id }, status: status({ kind: "model", id: m.id }, draft.modelId === m.id) })),
  ];
  const osloOff = velvet && draft.modelId !== 11;
  const total = catalogue.models.find((m) => m.id === draft.modelId)?.basePrice ?? 0;
  return {
    complete: false,
    valid: true,
    violations: [],
    states: states.map((s) => (osloOff && s.item.kind === "model" && s.item.id === 11 ? { ...s, status: "impossible" } : s)),
    disabled: osloOff
      ? [{ item: { kind: "model", id: 11 }, reason: OSLO_REASON, because: [VELLUTO], freedBy: [VELLUTO], ruleId: "oslo-no-velluto", ruleIds: ["oslo-no-velluto"], ruleMessages: ["Il modello Oslo non è disponibile in velluto"], minimal: true, repair: { drop: [VELLUTO], instead: [], grandTotal: 129900 } }]
      : [],
    repairs: velvet && (draft.modelId === 11 || pins.some((p) => refKey(p) === "model:11")) ? [{ drop: [VELLUTO], grandTotal: draft.modelId ? 129900 : 0 }] : [],
    price: { lines: [], listTotal: total, discountPercent: 0, discount: 0, netTotal: total, quantity: 1, grandTotal: total },
    options: [],
  };
}

function setup() {
  return mockWizardApi(wizard, (body) => evaluate(body.draft, body.pins ?? []), {
    "GET /api/productfeatureval": () => jsonResponse(200, { items: [{ id: 41, featureId: 30, code: "TES-VEL", label: "Velluto" }], total: 1, page: 1, pageSize: 100 }),
  });
}

/** The pins of the last evaluation asked (absent: none sent). */
const sentPins = (fetch: ReturnType<typeof setup>) =>
  JSON.parse(String(fetch.mock.calls.filter(([, init]) => init?.method === "POST").at(-1)?.[1]?.body)).pins as ItemRef[] | undefined;

afterEach(() => vi.unstubAllGlobals());

const option = (key: string) => screen.getByTestId(`option-${key}`);
const next = () => userEvent.click(screen.getByRole("button", { name: "Avanti" }));

describe("Parti da una scelta", () => {
  it("searches by name, code and without accents, pins with the keyboard, sends the pins and keeps them in the URL", async () => {
    const user = userEvent.setup();
    const fetch = setup();
    const { router } = renderRoutes(routes, "/configuratore/divani");
    const search = await screen.findByRole("combobox", { name: "Cerca nel catalogo" });
    expect(screen.getByRole("heading", { name: "Parti da una scelta" })).toBeInTheDocument();
    expect(search).toHaveAttribute("aria-expanded", "false");

    // accents and case aside, a code, grouped by kind
    await user.type(search, "BOUCLE");
    expect(screen.getByRole("option", { name: "Tessuto: Bouclé" })).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, "tes-vel");
    await waitFor(() => expect(screen.getByRole("option", { name: /Tessuto: Velluto/ })).toBeInTheDocument());
    await user.clear(search);
    await user.type(search, "o");
    const list = screen.getByRole("listbox");
    expect(within(list).getByRole("group", { name: "Modelli" })).toHaveTextContent("Milano 2 postiMILANO-2Oslo 3 postiOSLO-3");
    expect(within(list).getByRole("group", { name: "Caratteristiche" })).toHaveTextContent("Tessuto: Lino");
    await user.keyboard("{Escape}");
    expect(search).toHaveAttribute("aria-expanded", "false");
    await user.keyboard("{Escape}");
    expect(search).toHaveValue("");

    // the arrows move the active match, Enter pins it
    await user.type(search, "velluto");
    expect(search).toHaveAttribute("aria-expanded", "true");
    const velvet = screen.getByRole("option", { name: /Tessuto: Velluto/ });
    expect(search).toHaveAttribute("aria-activedescendant", velvet.id);
    expect(velvet).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowDown}{Enter}");
    const chip = screen.getByRole("button", { name: "Fissato: Velluto, rilascia" });
    expect(chip).toHaveTextContent("Fissato: Velluto×");
    expect(search).toHaveValue("");
    expect(screen.getByTestId("wizard-notice")).toHaveTextContent("Fissato Tessuto: Velluto");
    expect(router.state.location.search).toBe("?pin=feature_value:41");
    await waitFor(() => expect(sentPins(fetch)).toEqual([VELLUTO]));
    // pinned: no longer a match
    await user.type(search, "velluto");
    expect(screen.queryByRole("option")).not.toBeInTheDocument();
    expect(screen.getByText("Nessuna voce corrisponde a «velluto».")).toHaveAttribute("role", "status");

    // the engine's reason greys Oslo; the chip stays on the next steps
    await user.click(option("type:1"));
    await next();
    await waitFor(() => expect(option("model:11")).toHaveAttribute("aria-disabled", "true"));
    // the rule's message says it once (not the generated reason again), then what frees it
    expect(option("model:11")).toHaveAccessibleDescription("Il modello Oslo non è disponibile in velluto. Si libera cambiando: Tessuto: Velluto.");
    expect(option("model:10")).not.toHaveAttribute("aria-disabled");
    expect(screen.queryByRole("combobox")).not.toBeInTheDocument();

    // released: out of the URL and of the evaluation, Oslo offered again
    await user.click(screen.getByRole("button", { name: "Fissato: Velluto, rilascia" }));
    expect(screen.queryByTestId("pins")).not.toBeInTheDocument();
    expect(router.state.location.search).toBe("");
    await waitFor(() => expect(sentPins(fetch)).toBeUndefined());
    await waitFor(() => expect(option("model:11")).not.toHaveAttribute("aria-disabled"));
    // the focus moves in the next frame, once the chip is gone
    await waitFor(() => expect(screen.getByRole("heading", { level: 2, name: "Modello" })).toHaveFocus());
  });

  it("starts from the link's pins, the unknown ones ignored, beside the budget; a pinned model is marked and implied", async () => {
    const user = userEvent.setup();
    const fetch = setup();
    renderRoutes(routes, "/configuratore/divani?budget=5000&pin=model:11,model:99,nonsense,feature_value:77");
    expect(await screen.findByRole("button", { name: "Fissato: Oslo 3 posti, rilascia" })).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: /^Fissato:/ })).toHaveLength(1);
    await waitFor(() => expect(sentPins(fetch)).toEqual([{ kind: "model", id: 11 }]));
    expect(screen.getByLabelText("Budget (fino a)")).toHaveValue("5000");
    await user.click(option("type:1"));
    await next();
    await waitFor(() => expect(within(option("model:11")).getByTestId("pin-marker")).toHaveTextContent("Fissato"));
    expect(option("model:11")).toHaveTextContent("unica scelta possibile");
    expect(within(option("model:10")).queryByTestId("pin-marker")).not.toBeInTheDocument();
  });

  it("a repair dropping a pin releases it and keeps the choices", async () => {
    const user = userEvent.setup();
    const fetch = setup();
    const { router } = renderRoutes(routes, "/configuratore/divani?budget=5000");
    await user.click(await screen.findByTestId("option-type:1"));
    await next();
    await user.click(option("model:11"));
    await user.click(screen.getByRole("button", { name: "Indietro" }));
    // the step's title takes the focus in the next frame: typing starts after it, as a person's would
    await waitFor(() => expect(document.getElementById("wizard-step-title")).toHaveFocus());
    await user.type(screen.getByRole("combobox"), "velluto{Enter}");
    expect(router.state.location.search).toBe("?budget=5000&pin=feature_value:41");

    const repair = await screen.findByTestId("repair");
    expect(repair).toHaveTextContent("Per tornare valida: togli Tessuto: Velluto (fissato) (prezzo: 1.299,00 €).");
    await user.click(within(repair).getByRole("button", { name: "Togli e torna valida" }));
    expect(router.state.location.search).toBe("?budget=5000");
    expect(screen.queryByRole("button", { name: /^Fissato:/ })).not.toBeInTheDocument();
    await waitFor(() => expect(sentPins(fetch)).toBeUndefined());
    await waitFor(() => expect(screen.queryByTestId("repair")).not.toBeInTheDocument());
    // Oslo is still the model
    await next();
    expect(option("model:11")).toHaveAttribute("aria-pressed", "true");
  });

  it("offers to release a pin when the pins admit no configuration before a model is chosen", async () => {
    const user = userEvent.setup();
    setup();
    const { router } = renderRoutes(routes, "/configuratore/divani?pin=model:11,feature_value:41");
    const conflict = await screen.findByRole("alert");
    expect(conflict).toHaveTextContent("Nessuna configurazione ha insieme tutte queste scelte: togli Tessuto: Velluto (fissato).");
    await user.click(within(conflict).getByRole("button", { name: "Togli" }));
    expect(router.state.location.search).toBe("?pin=model:11");
    await waitFor(() => expect(screen.queryByTestId("pin-conflict")).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: "Fissato: Oslo 3 posti, rilascia" })).toBeInTheDocument();
  });

  it("'Scegli comunque' on an option a pin greys releases the pin", async () => {
    const user = userEvent.setup();
    setup();
    const { router } = renderRoutes(routes, "/configuratore/divani?pin=feature_value:41");
    await user.click(await screen.findByTestId("option-type:1"));
    await next();
    await waitFor(() => expect(option("model:11")).toHaveAttribute("aria-disabled", "true"));
    await user.click(option("model:11"));
    await user.click(screen.getByRole("button", { name: "Scegli comunque" }));
    expect(screen.getByTestId("anyway-drop")).toHaveTextContent("togli Tessuto: Velluto (fissato)");
    await user.click(screen.getByRole("button", { name: "Conferma" }));
    expect(router.state.location.search).toBe("");
    expect(option("model:11")).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByTestId("wizard-notice")).toHaveTextContent("tolto Tessuto: Velluto (fissato); scelto Oslo 3 posti");
  });
});
