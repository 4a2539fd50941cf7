import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderRoutes } from "@/testing/render";
import { jsonResponse, mockFetch } from "@/testing/fetch-mock";
import { INITIAL_GUIDE, type GuideState } from "./guide-state";
import { ProductGuide } from "./product-guide";
import { GUIDE_STORAGE_KEY } from "./use-guide";

const page = (items: unknown[]) => jsonResponse(200, { items, total: items.length, page: 1, pageSize: 100 });
const empty = () => page([]);
const body = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;

const divani = { id: 1, name: "Divani", slug: "divani", description: null, imageUrl: null, sortOrder: 0, active: true };
const tre = { id: 2, categoryId: 1, categoryName: "Divani", name: "3 posti", code: null, sortOrder: 0, active: true };

function renderGuide(stored?: Partial<GuideState>) {
  if (stored) window.sessionStorage.setItem(GUIDE_STORAGE_KEY, JSON.stringify({ ...INITIAL_GUIDE, ...stored }));
  return renderRoutes([{ path: "/admin/new-product", element: <ProductGuide /> }], "/admin/new-product");
}

const progress = () => screen.getByRole("navigation", { name: "Avanzamento della guida" });
const currentStep = () => within(progress()).getByRole("listitem", { current: "step" });

describe("the Nuovo prodotto guide", () => {
  beforeEach(() => window.sessionStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it("creates a category, offers the category's types for reuse with the category preset, shows progress and goes back", async () => {
    const posted: Record<string, unknown>[] = [];
    mockFetch({
      "POST /api/productcategory": (_url, init) => {
        posted.push(body(init));
        return jsonResponse(201, divani);
      },
      "GET /api/productcategory": () => page([divani]),
      "GET /api/producttype": (url) => (url.includes("categoryId=1") ? page([tre]) : empty()),
    });
    const user = userEvent.setup();
    renderGuide();

    expect(within(currentStep()).getByText("Categoria")).toBeInTheDocument();
    const step = screen.getByRole("region", { name: "1. La categoria" });
    expect(within(step).getByRole("button", { name: "Continua" })).toBeDisabled();
    await user.type(within(step).getByRole("textbox", { name: /^Nome/ }), "Divani");
    expect(within(step).getByRole("textbox", { name: /^Slug/ })).toHaveValue("divani");
    await user.click(within(step).getByRole("button", { name: "Crea" }));

    // the next step opens, the progress names what the first one made
    const typeStep = await screen.findByRole("region", { name: "2. La tipologia" });
    expect(within(progress()).getByRole("button", { name: /Categoria.*fatto.*Divani/ })).toBeInTheDocument();
    expect(posted[0]).toMatchObject({ name: "Divani", slug: "divani" });
    // a new form: nothing typed in the category's is carried over; a new type's category is the guide's
    expect(within(typeStep).getByRole("textbox", { name: /^Nome/ })).toHaveValue("");
    await waitFor(() => expect(within(typeStep).getByRole("combobox", { name: /^Categoria/ })).toHaveValue("1"));

    await user.click(within(typeStep).getByRole("radio", { name: "Usa una tipologia esistente" }));
    const picker = within(typeStep).getByRole("combobox", { name: "Tipologia della categoria" });
    await within(picker).findByRole("option", { name: "3 posti" });
    await user.selectOptions(picker, "2");
    await user.click(within(typeStep).getByRole("button", { name: "Usa" }));

    expect(await screen.findByRole("region", { name: "3. Caratteristiche e valori" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Indietro" }));
    const again = await screen.findByRole("region", { name: "2. La tipologia" });
    expect(within(again).getByText("Tipologia: 3 posti")).toBeInTheDocument();
    expect(within(again).getByRole("button", { name: "Continua" })).toBeEnabled();
  });

  it("adds a new choice feature's values right after it, then offers it to a new part", async () => {
    const feature = { id: 3, code: "TES", name: "Tessuto", kind: "choice", sortOrder: 0, active: true };
    const parts: Record<string, unknown>[] = [];
    mockFetch({
      "GET /api/productfeature": () => page([feature]),
      "POST /api/productfeature": () => jsonResponse(201, feature),
      "GET /api/productfeatureval": empty,
      "GET /api/productpart": empty,
      "POST /api/productpart": (_url, init) => {
        parts.push(body(init));
        return jsonResponse(201, { id: 4, code: "SED", name: "Seduta", price: 10000, features: [], sortOrder: 0, active: true });
      },
    });
    const user = userEvent.setup();
    renderGuide({ step: "features", category: { id: 1, name: "Divani" }, type: { id: 2, name: "3 posti" } });

    const step = screen.getByRole("region", { name: "3. Caratteristiche e valori" });
    await user.type(within(step).getByRole("textbox", { name: /^Nome/ }), "Tessuto");
    await user.click(within(step).getByRole("button", { name: "Crea" }));
    const values = await within(step).findByRole("region", { name: "Valori" });
    expect(within(step).getByText("I valori di «Tessuto (TES)»: aggiungi quelli tra cui il cliente sceglie.")).toBeInTheDocument();
    expect(within(values).getByRole("button", { name: "Aggiungi valore" })).toBeInTheDocument();
    await user.click(within(step).getByRole("button", { name: "Fatto con i valori" }));
    expect(within(step).getByRole("list", { name: "Caratteristiche scelte" })).toHaveTextContent("Tessuto (TES)");
    expect(currentStep()).toHaveTextContent("Tessuto (TES)");

    await user.click(within(step).getByRole("button", { name: "Continua" }));
    const partStep = await screen.findByRole("region", { name: "4. Le parti" });
    expect(within(partStep).getByRole("button", { name: "Continua" })).toBeDisabled();
    await user.type(within(partStep).getByRole("textbox", { name: /^Nome/ }), "Seduta");
    await user.type(within(partStep).getByRole("textbox", { name: /^Prezzo/ }), "100");
    await user.click(within(partStep).getByRole("button", { name: "Crea" }));
    await waitFor(() => expect(parts).toHaveLength(1));
    // the part offers the chosen feature from the start
    expect(parts[0]).toMatchObject({ name: "Seduta", features: [{ featureId: 3, required: true, sortOrder: 0 }] });
    expect(await within(partStep).findByRole("list", { name: "Parti scelte" })).toHaveTextContent("Seduta (SED)");
    expect(within(partStep).getByRole("button", { name: "Continua" })).toBeEnabled();
  });

  it("adds the chosen parts to the model in one click, and opens the configurator only once the model has a part", async () => {
    const modelParts: Record<string, unknown>[] = [];
    mockFetch({
      "GET /api/productmodel/5": () => jsonResponse(200, { id: 5, typeId: 2, code: "OSL", name: "Oslo", basePrice: 90000, attributeValueIds: [] }),
      "GET /api/productmodelpart": () => page(modelParts.map((row, index) => ({ id: 40 + index, partName: "Seduta", partCode: "SED", ...row }))),
      "POST /api/productmodelpart": (_url, init) => {
        modelParts.push(body(init));
        return jsonResponse(201, { id: 40, ...body(init) });
      },
    });
    const user = userEvent.setup();
    renderGuide({
      step: "model",
      category: { id: 1, name: "Divani" },
      type: { id: 2, name: "3 posti" },
      parts: [{ id: 4, name: "Seduta (SED)" }],
      model: { id: 5, name: "Oslo (OSL)" },
    });

    const step = screen.getByRole("region", { name: "5. Il modello" });
    expect(within(step).getByText("Modello: Oslo (OSL)")).toBeInTheDocument();
    expect(within(step).getByRole("button", { name: "Continua" })).toBeDisabled();
    expect(within(step).getByText("Aggiungi almeno una parte al modello per continuare.")).toBeInTheDocument();
    await user.click(await within(step).findByRole("button", { name: "Aggiungi al modello la parte scelta" }));
    await waitFor(() => expect(modelParts).toEqual([{ modelId: 5, partId: 4, required: true, minQuantity: 1, defaultQuantity: 1, maxQuantity: 1, sortOrder: 0 }]));
    expect(await within(step).findByRole("cell", { name: "Seduta" })).toBeInTheDocument();
    await waitFor(() => expect(within(step).getByRole("button", { name: "Continua" })).toBeEnabled());
    expect(within(step).queryByRole("button", { name: /Aggiungi al modello/ })).not.toBeInTheDocument();
  });
});
