import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderRoutes } from "@/testing/render";
import { jsonResponse, mockFetch } from "@/testing/fetch-mock";
import { RESOURCES } from "@/features/admin/resources/definitions";
import { NestedList } from "./nested-list";
import { ResourceScreen } from "./resource-screen";

const page = (items: unknown[]) => jsonResponse(200, { items, total: items.length, page: 1, pageSize: 100 });

describe("nested rows: a model's parts", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("edits a part of the model with its Modifiche beside the form", async () => {
    const modelPart = {
      id: 31,
      modelId: 3,
      partId: 7,
      partName: "Cuscino",
      required: false,
      minQuantity: 0,
      defaultQuantity: 1,
      maxQuantity: 2,
      sortOrder: 0,
    };
    const fetch = mockFetch({
      "GET /api/productmodelpart": () => page([modelPart]),
      "GET /api/productpart": () => page([{ id: 7, code: "CU", name: "Cuscino" }]),
      "GET /api/productpart/7": () => jsonResponse(200, { id: 7, code: "CU", name: "Cuscino" }),
      "GET /api/auditlog": () =>
        jsonResponse(200, {
          items: [
            {
              id: 9,
              at: "2026-11-26T10:15:00Z",
              userId: 1,
              userName: "Alessandra Bianchi",
              action: "update",
              entityKind: "productmodelpart",
              entityId: 31,
              entityName: "Cuscino",
              changes: [{ field: "maxQuantity", before: 1, after: 2, redacted: false }],
            },
          ],
          total: 1,
          page: 1,
          pageSize: 10,
        }),
    });
    renderRoutes([{ path: "/", element: <NestedList parent={{ id: 3, name: "Oslo" }} nested={RESOURCES.productmodel.nested} /> }], "/");

    await userEvent.click(await screen.findByRole("button", { name: /Modifica\s+Cuscino/ }));
    expect(screen.getByRole("tab", { name: "Dati" })).toHaveAttribute("aria-selected", "true");
    await userEvent.click(screen.getByRole("tab", { name: "Modifiche" }));
    const history = await screen.findByTestId("audit-history");
    const audit = fetch.mock.calls.map(([url]) => String(url)).find((url) => url.includes("/api/auditlog"));
    expect(audit).toContain("entityKind=productmodelpart&entityId=31");
    expect(within(history).getByText("Alessandra Bianchi")).toBeInTheDocument();
  });
});

describe("nested rows: a feature's values", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists and adds a choice feature's values inside its form, none for a numeric one", async () => {
    const feature = (kind: string) => ({ id: 9, code: "TES", name: "Tessuto", kind, sortOrder: 0, active: true });
    const posted: string[] = [];
    const values = [{ id: 12, featureId: 9, code: "LINO", label: "Lino", priceDelta: 0, sortOrder: 0, active: true }];
    let kind = "choice";
    mockFetch({
      "GET /api/productfeature": () => page([feature(kind)]),
      "GET /api/productfeatureval": (url) => (url.includes("featureId=9") ? page(values) : page([])),
      "POST /api/productfeatureval": (_url, init) => {
        posted.push(String(init.body));
        return jsonResponse(201, { ...values[0], id: 13, code: "PELLE", label: "Pelle" });
      },
    });
    const user = userEvent.setup();
    const view = renderRoutes([{ path: "/admin/product-feature", element: <ResourceScreen name="productfeature" /> }], "/admin/product-feature?edit=9");
    const dialog = await screen.findByRole("dialog");
    const section = await within(dialog).findByRole("region", { name: "Valori" });
    expect(await within(section).findByRole("cell", { name: "Lino" })).toBeInTheDocument();
    await user.click(within(section).getByRole("button", { name: "Aggiungi valore" }));
    const sub = within(section).getByRole("group", { name: "Aggiungi valore" });
    await user.type(within(sub).getByRole("textbox", { name: /^Etichetta/ }), "Pelle");
    expect(within(sub).getByRole("textbox", { name: /^Codice/ })).toHaveValue("PELLE");
    await user.clear(within(sub).getByRole("textbox", { name: /^Variazione di prezzo/ }));
    await user.type(within(sub).getByRole("textbox", { name: /^Variazione di prezzo/ }), "5");
    await user.click(within(sub).getByRole("button", { name: "Crea" }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(JSON.parse(posted[0] ?? "{}")).toMatchObject({ featureId: 9, code: "PELLE", label: "Pelle" });

    view.unmount();
    kind = "numeric";
    renderRoutes([{ path: "/admin/product-feature", element: <ResourceScreen name="productfeature" /> }], "/admin/product-feature?edit=9");
    await screen.findByRole("dialog");
    expect(screen.queryByRole("region", { name: "Valori" })).not.toBeInTheDocument();
  });
});
