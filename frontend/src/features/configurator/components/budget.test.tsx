import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RouteObject } from "react-router-dom";
import { renderRoutes } from "@/testing/render";
import { BRERA_4, MILANO_2, mockWizardApi, OSLO_3, sofaCatalogue, sofaWizard } from "@/testing/catalogue";
import { Component as CreateRoute } from "@/app/routes/configurator/create";
import { refKey } from "@/lib/catalogue";
import type { Draft, ItemRef } from "@/api/types";

const routes: RouteObject[] = [{ path: "/configuratore/:category", element: <CreateRoute /> }];

const catalogue = sofaCatalogue({ models: [MILANO_2, OSLO_3, BRERA_4] });
const wizard = sofaWizard(catalogue);

/** The lowest complete price the server proved for each option; the others it could not prove in time. */
const LOWEST: Record<string, number> = {
  "type:1": 99900,
  "model:10": 99900,
  "model:11": 129900,
  "part:21": 154900,
  "feature_value:40@20": 129900,
};

/** The server's answer: every option of the wizard with its lowest figure when proven, the range's lowest at 1.299 €. */
function evaluate(draft: Draft) {
  const states: { item: ItemRef; status: string; lowest?: number }[] = [];
  const state = (item: ItemRef, chosen: boolean) => states.push({ item, status: chosen ? "chosen" : "possible", ...(LOWEST[refKey(item)] !== undefined ? { lowest: LOWEST[refKey(item)] } : {}) });
  for (const type of catalogue.types) state({ kind: "type", id: type.id }, draft.typeId === type.id);
  for (const model of catalogue.models) state({ kind: "model", id: model.id }, draft.modelId === model.id);
  if (draft.modelId === 11) {
    for (const partId of [20, 21]) state({ kind: "part", id: partId }, draft.parts.some((p) => p.partId === partId));
    for (const value of catalogue.values) state({ kind: "feature_value", id: value.id, partId: 20 }, false);
  }
  const total = catalogue.models.find((m) => m.id === draft.modelId)?.basePrice ?? 0;
  return {
    complete: false,
    valid: true,
    violations: [],
    states,
    disabled: [],
    repairs: [],
    price: { lines: [], listTotal: total, discountPercent: 0, discount: 0, netTotal: total, quantity: 1, grandTotal: total },
    options: [],
    priceRange: { min: 99900, max: 250000, exact: true, cheapest: { typeId: 1, modelId: 10, parts: [], quantity: 1 } },
  };
}

function setup() {
  return mockWizardApi(wizard, (body) => evaluate(body.draft));
}

afterEach(() => vi.unstubAllGlobals());

const option = (key: string) => screen.getByTestId(`option-${key}`);

describe("the lowest complete price of each option", () => {
  it("shows 'da …' on the cards, the parts and the values the server proved a figure for, and nothing on the others", async () => {
    const user = userEvent.setup();
    setup();
    renderRoutes(routes, "/configuratore/divani");
    await waitFor(() => expect(option("type:1")).toHaveTextContent("da 999,00 €"));
    expect(within(option("type:2")).queryByTestId("option-lowest")).not.toBeInTheDocument();
    expect(within(option("type:1")).getByTestId("option-lowest")).toHaveAttribute("title", "Prezzo più basso di una configurazione completa con questa scelta");

    await user.click(option("type:1"));
    await user.click(screen.getByRole("button", { name: "Avanti" }));
    await waitFor(() => expect(option("model:10")).toHaveTextContent("da 999,00 €"));
    expect(option("model:11")).toHaveTextContent("da 1.299,00 €");
    expect(within(option("model:13")).queryByTestId("option-lowest")).not.toBeInTheDocument();

    await user.click(option("model:11"));
    await user.click(screen.getByRole("button", { name: "Avanti" }));
    await waitFor(() => expect(within(screen.getByTestId("part-21")).getByTestId("option-lowest")).toHaveTextContent("da 1.549,00 €"));
    // a required part is no option: no figure
    expect(within(screen.getByTestId("part-20")).queryByTestId("option-lowest")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Avanti" }));
    expect(option("feature_value:40@20")).toHaveTextContent("da 1.299,00 €");
    expect(within(option("feature_value:41@20")).queryByTestId("option-lowest")).not.toBeInTheDocument();
  });
});

describe("the budget", () => {
  it("greys the options over the budget of the link with the reason, says no configuration fits, and clears", async () => {
    const user = userEvent.setup();
    setup();
    const { router } = renderRoutes(routes, "/configuratore/divani?budget=1000");
    expect(await screen.findByLabelText("Budget (fino a)")).toHaveValue("1000");
    await user.click(await screen.findByTestId("option-type:1"));
    await user.click(screen.getByRole("button", { name: "Avanti" }));

    // Oslo's lowest (1.299 €) is over 1.000 €: greyed like an option the engine rules out, with the reason
    await waitFor(() => expect(option("model:11")).toHaveAttribute("aria-disabled", "true"));
    expect(option("model:11")).toHaveAccessibleDescription(/^Oltre il budget: da 1\.299,00\s€$/);
    await user.click(option("model:11"));
    expect(option("model:11")).toHaveAttribute("aria-pressed", "false");
    expect(option("model:11")).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("Alza il budget o toglilo per sceglierlo.")).toBeInTheDocument();
    // within the budget, or without a figure: as they are
    expect(option("model:10")).not.toHaveAttribute("aria-disabled");
    expect(option("model:13")).not.toHaveAttribute("aria-disabled");
    expect(screen.queryByTestId("budget-verdict")).not.toBeInTheDocument();

    // a budget under the cheapest complete configuration: the range line says so
    const field = screen.getByLabelText("Budget (fino a)");
    await user.clear(field);
    await user.type(field, "900");
    await waitFor(() => expect(router.state.location.search).toBe("?budget=900"));
    expect(screen.getByTestId("budget-verdict")).toHaveTextContent("Nessuna configurazione con queste scelte entro il budget");
    expect(option("model:10")).toHaveAttribute("aria-disabled", "true");

    await user.click(screen.getByRole("button", { name: "Togli il budget" }));
    expect(router.state.location.search).toBe("");
    expect(field).toHaveValue("");
    expect(option("model:11")).not.toHaveAttribute("aria-disabled");
    expect(screen.queryByTestId("budget-verdict")).not.toBeInTheDocument();
  });

  it("ignores a ?budget that is no budget, and says so of a typed one", async () => {
    const user = userEvent.setup();
    setup();
    const { router } = renderRoutes(routes, "/configuratore/divani?budget=-5");
    await waitFor(() => expect(option("type:1")).toHaveTextContent("da 999,00 €"));
    expect(option("type:1")).not.toHaveAttribute("aria-disabled");
    expect(screen.getByLabelText("Budget (fino a)")).toHaveValue("");

    await user.type(screen.getByLabelText("Budget (fino a)"), "12,5");
    expect(screen.getByRole("alert")).toHaveTextContent("Scrivi un importo in euro senza decimali, fino a 100.000.000.");
    expect(screen.getByLabelText("Budget (fino a)")).toHaveAttribute("aria-invalid", "true");
    // what is typed is no budget: none in the URL, nothing greyed
    expect(router.state.location.search).toBe("");
    expect(option("type:1")).not.toHaveAttribute("aria-disabled");
  });
});
