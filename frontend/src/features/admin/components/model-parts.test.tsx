import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderRoutes } from "@/testing/render";
import { jsonResponse, mockFetch } from "@/testing/fetch-mock";
import { ModelParts } from "./model-parts";

const page = (items: unknown[]) => jsonResponse(200, { items, total: items.length, page: 1, pageSize: 100 });

describe("a model's parts", () => {
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
    renderRoutes([{ path: "/", element: <ModelParts model={{ id: 3, name: "Oslo" }} /> }], "/");

    await userEvent.click(await screen.findByRole("button", { name: /Modifica\s+Cuscino/ }));
    expect(screen.getByRole("tab", { name: "Dati" })).toHaveAttribute("aria-selected", "true");
    await userEvent.click(screen.getByRole("tab", { name: "Modifiche" }));
    const history = await screen.findByTestId("audit-history");
    const audit = fetch.mock.calls.map(([url]) => String(url)).find((url) => url.includes("/api/auditlog"));
    expect(audit).toContain("entityKind=productmodelpart&entityId=31");
    expect(within(history).getByText("Alessandra Bianchi")).toBeInTheDocument();
  });
});
