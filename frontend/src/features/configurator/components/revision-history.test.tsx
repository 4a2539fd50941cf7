import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderRoutes } from "@/testing/render";
import { jsonResponse, mockFetch } from "@/testing/fetch-mock";
import { formatCents } from "@/lib/format";
import type { Catalogue, Configuration, Revision, RevisionSummary } from "@/api/types";
import { RevisionHistory } from "./revision-history";

const catalogue: Catalogue = {
  types: [{ id: 1, name: "Divani lineari", active: true }],
  models: [{ id: 11, typeId: 1, code: "OSLO-3", name: "Oslo 3 posti", basePrice: 129900, active: true }],
  modelParts: [],
  parts: [{ id: 21, name: "Pouf", price: 25000, active: true, features: [{ featureId: 30, required: true }] }],
  features: [{ id: 30, name: "Tessuto", kind: "choice", numericMin: null, numericMax: null, numericStep: null, unitPrice: null }],
  values: [
    { id: 40, featureId: 30, label: "Lino", priceDelta: 0, active: true },
    { id: 41, featureId: 30, label: "Velluto", priceDelta: 18000, active: true },
  ],
  discountPercent: 0,
};

const configuration = { publicId: "AbCdEfGhIjKlMnOpQrStUv", version: 2, revision: 2, name: "Salotto" } as Configuration;

const summary = (revision: number, grandTotal: number): RevisionSummary => ({
  revision,
  savedAt: "2026-03-04T10:00:00Z",
  savedByName: "Carla Bianchi",
  name: "Salotto",
  grandTotal,
  complete: true,
  valid: true,
});

const revision = (n: number, valueId: number, grandTotal: number): Revision => ({
  ...summary(n, grandTotal),
  notes: null,
  customerId: null,
  customerName: null,
  draft: { typeId: 1, modelId: 11, quantity: 1, parts: [{ partId: 21, quantity: 1, values: [{ featureId: 30, valueId }] }] },
  price: { lines: [], listTotal: grandTotal, discountPercent: 0, discount: 0, netTotal: grandTotal, quantity: 1, grandTotal },
});

const BASE = "/api/productconf/AbCdEfGhIjKlMnOpQrStUv/revisions";

describe("the history of a configuration", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("compares two revisions side by side, marking the lines that changed, and restores one after asking", async () => {
    const user = userEvent.setup();
    const restored = { ...configuration, version: 3, revision: 3 };
    const fetchMock = mockFetch({
      [`GET ${BASE}`]: () => jsonResponse(200, [summary(2, 172_900), summary(1, 154_900)]),
      [`GET ${BASE}/1`]: () => jsonResponse(200, revision(1, 40, 154_900)),
      [`GET ${BASE}/2`]: () => jsonResponse(200, revision(2, 41, 172_900)),
      [`GET ${BASE}/compare`]: () =>
        jsonResponse(200, {
          from: 1,
          to: 2,
          changes: [
            { kind: "value", path: "draft.parts.21.values.30", before: "Lino", after: "Velluto", message: "Pouf, Tessuto: Lino → Velluto." },
            { kind: "grand_total", path: "grandTotal", before: 154_900, after: 172_900, message: "Prezzo: 1.549,00 € → 1.729,00 €" },
          ],
        }),
      [`POST ${BASE}/1/restore`]: () => jsonResponse(200, restored),
    });
    const onRestored = vi.fn();
    renderRoutes(
      [{ path: "/", element: <RevisionHistory configuration={configuration} catalogue={catalogue} dirty onRestored={onRestored} /> }],
      "/",
    );
    const items = await screen.findAllByTestId("revision");
    expect(items.map((item) => item.dataset.revision)).toEqual(["2", "1"]);
    expect(items[0]).toHaveAttribute("aria-current", "true");
    expect(within(items[0] as HTMLElement).queryByRole("button", { name: /Ripristina/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Confronta" }));
    const changes = await screen.findByTestId("revision-changes");
    expect(within(changes).getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "Pouf, Tessuto: Lino → Velluto.",
      "Prezzo: 1.549,00 € → 1.729,00 €",
    ]);
    expect(String(fetchMock.mock.calls.find(([url]) => String(url).includes("/compare"))?.[0])).toContain("from=1&to=2");
    const marked = screen.getAllByRole("row").filter((row) => row.hasAttribute("data-changed"));
    expect(marked.map((row) => within(row).getAllByRole("cell").map((cell) => cell.textContent))).toEqual([
      ["Lino", "Velluto"],
      [formatCents(154_900), formatCents(172_900)],
    ]);

    await user.click(screen.getByRole("button", { name: "Ripristina la revisione 1" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Ripristinare la revisione 1?" });
    expect(dialog).toHaveTextContent("Le modifiche non salvate andranno perse.");
    await user.click(within(dialog).getByRole("button", { name: "Ripristina" }));
    await vi.waitFor(() => expect(onRestored).toHaveBeenCalledWith(restored));
    const restore = fetchMock.mock.calls.find(([, init]) => init?.method === "POST");
    expect(JSON.parse(String(restore?.[1]?.body))).toEqual({ version: 2 });
  });
});
