import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RouteObject } from "react-router-dom";
import { renderRoutes } from "@/testing/render";
import { FABRIC, frameOf, LARGHEZZA, LINO_VALUE, mockWizardApi, POUF, sofaCatalogue, sofaWizard, STRUTTURA, TESSUTO, VELLUTO_VALUE, WIDTH } from "@/testing/catalogue";
import { Component as CreateRoute } from "@/app/routes/configurator/create";
import { targetRef } from "@/lib/targets";
import type { ItemRef, NumericTarget } from "@/api/types";

const routes: RouteObject[] = [{ path: "/configuratore/:category", element: <CreateRoute /> }];

/** Sofas whose frame takes a fabric and a width (160 to 320 cm, steps of 10), asked on the fabric step. */
const catalogue = sofaCatalogue({
  modelParts: [frameOf(10), frameOf(11)],
  parts: [{ ...STRUTTURA, features: [FABRIC, WIDTH] }, POUF],
  features: [TESSUTO, LARGHEZZA],
  values: [LINO_VALUE, VELLUTO_VALUE],
});
const sofas = sofaWizard(catalogue);
const wizard = {
  ...sofas,
  configurator: {
    ...sofas.configurator,
    definition: {
      ...sofas.configurator.definition,
      steps: [
        ...sofas.configurator.definition.steps.slice(0, 3),
        { kind: "features", title: "Rivestimento", help: "", featureIds: [30, 31] },
        ...sofas.configurator.definition.steps.slice(4),
      ],
    },
  },
};

/**
 * The server with targets: a lowest above the width's range admits nothing, and the repair gives up the target
 * with the pins (as if they were at odds with it).
 */
function evaluate(pins: ItemRef[], targets: NumericTarget[], modelId: number | undefined) {
  const unmet = targets.filter((t) => (t.min ?? 0) > 320).map((t) => targetRef(t.featureId));
  const total = catalogue.models.find((m) => m.id === modelId)?.basePrice ?? 0;
  return {
    complete: false,
    valid: true,
    violations: [],
    states: [],
    disabled: [],
    repairs: unmet.length > 0 ? [{ drop: [...pins, ...unmet], grandTotal: total }] : [],
    price: { lines: [], listTotal: total, discountPercent: 0, discount: 0, netTotal: total, quantity: 1, grandTotal: total },
    options: [],
  };
}

function setup() {
  return mockWizardApi(wizard, (body) => evaluate(body.pins ?? [], body.targets ?? [], body.draft.modelId ?? undefined));
}

/** The targets of the last evaluation asked (absent: none sent). */
const sentTargets = (fetch: ReturnType<typeof setup>) =>
  JSON.parse(String(fetch.mock.calls.filter(([, init]) => init?.method === "POST").at(-1)?.[1]?.body)).targets as NumericTarget[] | undefined;

afterEach(() => vi.unstubAllGlobals());

const option = (key: string) => screen.getByTestId(`option-${key}`);
const next = () => userEvent.click(screen.getByRole("button", { name: "Avanti" }));

describe("a numeric target in 'Parti da una scelta'", () => {
  it("is set from the search in a small form that wants a bound, in order; the chip, the URL and the evaluation carry it", async () => {
    const user = userEvent.setup();
    const fetch = setup();
    const { router } = renderRoutes(routes, "/configuratore/divani");
    const search = await screen.findByRole("combobox", { name: "Cerca nel catalogo" });

    await user.type(search, "larg");
    expect(within(screen.getByRole("listbox")).getByRole("group", { name: "Misure" })).toHaveTextContent("Larghezza");
    await user.keyboard("{Enter}");
    const form = screen.getByRole("group", { name: "Obiettivo per Larghezza" });
    expect(form).toHaveTextContent("Valori possibili: da 160 a 320 cm, a passi di 10.");
    const atLeast = within(form).getByLabelText("Almeno");
    const atMost = within(form).getByLabelText("Al massimo");
    await waitFor(() => expect(atLeast).toHaveFocus());
    expect(atLeast).toHaveAttribute("min", "160");
    expect(atLeast).toHaveAttribute("max", "320");
    expect(atLeast).toHaveAttribute("step", "10");

    // a bound at least, and in order
    await user.click(within(form).getByRole("button", { name: "Fissa" }));
    expect(within(form).getByRole("alert")).toHaveTextContent("Indica almeno un limite: «almeno», «al massimo» o entrambi.");
    expect(atLeast).toHaveAttribute("aria-invalid", "true");
    await user.type(atLeast, "240");
    await user.type(atMost, "200{Enter}");
    expect(within(form).getByRole("alert")).toHaveTextContent("«Almeno» non può superare «al massimo».");
    expect(atMost).toHaveAccessibleDescription(/non può superare/);
    expect(router.state.location.search).toBe("");

    await user.clear(atMost);
    await user.click(within(form).getByRole("button", { name: "Fissa" }));
    const chip = screen.getByRole("button", { name: "Fissato: Larghezza ≥ 240 cm, rilascia" });
    expect(chip).toHaveTextContent("Fissato: Larghezza ≥ 240 cm×");
    expect(screen.queryByTestId("target-form")).not.toBeInTheDocument();
    expect(screen.getByTestId("wizard-notice")).toHaveTextContent("Fissato Larghezza ≥ 240 cm");
    expect(router.state.location.search).toBe("?target=31:240:");
    await waitFor(() => expect(sentTargets(fetch)).toEqual([{ featureId: 31, min: 240, max: null }]));
    await waitFor(() => expect(search).toHaveFocus());
    // set: no longer a match
    await user.type(search, "larg");
    expect(screen.queryByRole("option")).not.toBeInTheDocument();
    await user.clear(search);

    // released: out of the URL and of the evaluation
    await user.click(chip);
    expect(screen.queryByRole("button", { name: /^Fissato:/ })).not.toBeInTheDocument();
    expect(screen.getByTestId("wizard-notice")).toHaveTextContent("Rilasciato Larghezza ≥ 240 cm.");
    expect(router.state.location.search).toBe("");
    await waitFor(() => expect(sentTargets(fetch)).toBeUndefined());

    // Escape closes the form, the search takes the focus back
    await user.type(search, "larghezza{Enter}");
    await waitFor(() => expect(screen.getByLabelText("Almeno")).toHaveFocus());
    await user.keyboard("{Escape}");
    expect(screen.queryByTestId("target-form")).not.toBeInTheDocument();
    await waitFor(() => expect(search).toHaveFocus());
  });

  it("starts from the link's targets beside its pins, the wrong ones ignored; the width's input keeps to the target", async () => {
    const user = userEvent.setup();
    const fetch = setup();
    renderRoutes(routes, "/configuratore/divani?pin=feature_value:41&target=31:200:260,31:1:,30:1:,99:5:,31::");
    expect(await screen.findByRole("button", { name: "Fissato: Velluto, rilascia" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Fissato: Larghezza 200–260 cm, rilascia" })).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: /^Fissato:/ })).toHaveLength(2);
    await waitFor(() => expect(sentTargets(fetch)).toEqual([{ featureId: 31, min: 200, max: 260 }]));

    await user.click(option("type:1"));
    await next();
    await user.click(option("model:11"));
    await next();
    await next();
    const width = screen.getByLabelText(/^Larghezza/);
    expect(width).toHaveAttribute("min", "200");
    expect(width).toHaveAttribute("max", "260");
    expect(width).toHaveAttribute("step", "10");
    expect(width).toHaveAccessibleDescription("Obiettivo: 200–260 cm");
    // the chips stay on the later steps
    expect(screen.getByRole("button", { name: "Fissato: Larghezza 200–260 cm, rilascia" })).toBeInTheDocument();
  });

  it("one no number meets: the repair names it and gives it up with the pins it drops, in one change of the URL", async () => {
    const user = userEvent.setup();
    const fetch = setup();
    const { router } = renderRoutes(routes, "/configuratore/divani?budget=5000&pin=feature_value:41&target=31:330:");
    const conflict = await screen.findByTestId("pin-conflict");
    expect(conflict).toHaveTextContent("Nessuna configurazione ha insieme tutte queste scelte: togli Tessuto: Velluto (fissato), Larghezza ≥ 330 cm (fissato).");
    await user.click(within(conflict).getByRole("button", { name: "Togli" }));
    expect(router.state.location.search).toBe("?budget=5000");
    expect(screen.queryByRole("button", { name: /^Fissato:/ })).not.toBeInTheDocument();
    await waitFor(() => expect(sentTargets(fetch)).toBeUndefined());
    expect(screen.getByTestId("wizard-notice")).toHaveTextContent("tolto Tessuto: Velluto (fissato); tolto Larghezza ≥ 330 cm (fissato)");
  });

  it("one no number meets once a model is chosen: the price panel's repair releases it and keeps the choices", async () => {
    const user = userEvent.setup();
    setup();
    const { router } = renderRoutes(routes, "/configuratore/divani?target=31:330:");
    await user.click(await screen.findByTestId("option-type:1"));
    await next();
    await user.click(option("model:11"));
    await waitFor(() => expect(screen.getByTestId("repair")).toHaveTextContent("Per tornare valida: togli Larghezza ≥ 330 cm (fissato) (prezzo: 1.299,00 €)."));
    const repair = screen.getByTestId("repair");
    await user.click(within(repair).getByRole("button", { name: "Togli e torna valida" }));
    expect(router.state.location.search).toBe("");
    await waitFor(() => expect(screen.queryByTestId("repair")).not.toBeInTheDocument());
    expect(option("model:11")).toHaveAttribute("aria-pressed", "true");
  });
});
