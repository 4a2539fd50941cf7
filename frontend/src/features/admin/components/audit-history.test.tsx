import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderRoutes } from "@/testing/render";
import { jsonResponse, mockFetch } from "@/testing/fetch-mock";
import type { AuditRecord } from "@/api/types";
import { AuditChanges, WithHistoryTab } from "./audit-history";

const entry = (id: number, changes: AuditRecord["changes"], action: AuditRecord["action"] = "update"): AuditRecord => ({
  id,
  at: "2026-11-23T10:15:00Z",
  userId: 1,
  userName: "Alessandra Bianchi",
  action,
  entityKind: "productpart",
  entityId: 4,
  entityName: "Seduta",
  changes,
});

const change = (field: string, before: unknown, after: unknown, redacted = false) => ({ field, before, after, redacted });

describe("a record's Modifiche tab", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("keeps the form and shows the record's changes readably: money in euro, Sì/No, long JSON folded, secrets unnamed", async () => {
    const fetch = mockFetch({
      "GET /api/productfeature/1": () => jsonResponse(200, { id: 1, code: "TES", name: "Tessuto" }),
      "GET /api/productfeature/2": () => jsonResponse(200, { id: 2, code: "COL", name: "Colore" }),
      "GET /api/auditlog": () =>
        jsonResponse(200, {
          items: [
            entry(2, [
              change("price", 45_000, 50_000),
              change("active", true, false),
              change("features", [{ featureId: 1, required: true, sortOrder: 0 }, { featureId: 2, required: false, sortOrder: 1 }], []),
              change("password", null, null, true),
            ]),
            entry(1, [change("name", null, "Seduta")], "create"),
          ],
          total: 2,
          page: 1,
          pageSize: 10,
        }),
    });
    renderRoutes(
      [
        {
          path: "/",
          element: (
            <WithHistoryTab kind="productpart" id={4}>
              <input aria-label="Nome" defaultValue="Seduta" />
            </WithHistoryTab>
          ),
        },
      ],
      "/",
    );
    expect(screen.getByRole("tab", { name: "Dati" })).toHaveAttribute("aria-selected", "true");
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText("Nome"), " larga");

    await userEvent.click(screen.getByRole("tab", { name: "Modifiche" }));
    const history = await screen.findByTestId("audit-history");
    expect(fetch.mock.calls.map(([url]) => String(url))).toContain("/api/auditlog?entityKind=productpart&entityId=4&page=1&pageSize=10");
    const entries = within(history).getAllByRole("listitem").filter((li) => li.classList.contains("audit-entry"));
    expect(entries).toHaveLength(2);
    const [latest, first] = entries as [HTMLElement, HTMLElement];
    expect(latest).toHaveTextContent("Alessandra Bianchi");
    expect(latest).toHaveTextContent("Modifica");
    expect(latest).toHaveTextContent(/Prezzo \(€\)\s*450,00\s€\s*→\s*500,00\s€/);
    expect(latest).toHaveTextContent(/Attivo\s*Sì\s*→\s*No/);
    // a part's features by name, not as JSON
    expect(await within(latest).findByText(/Tessuto \(TES\)/)).toBeInTheDocument();
    expect(latest).toHaveTextContent(/Caratteristiche offerte\s*Tessuto \(TES\) \(obbligatoria\), Colore \(COL\)\s*→\s*—/);
    expect(latest).toHaveTextContent("modificata (valore non registrato)");
    expect(first).toHaveTextContent("Creazione");

    // back to the form: what was typed is still there
    await userEvent.click(screen.getByRole("tab", { name: "Dati" }));
    expect(screen.getByLabelText("Nome")).toHaveValue("Seduta larga");
  });

  it("names what ids point at, under their form's labels: «Categoria: Divani → Poltrone», not «categoryId: 4 → 5»", async () => {
    mockFetch({
      "GET /api/productcategory/4": () => jsonResponse(200, { id: 4, name: "Divani" }),
      "GET /api/productcategory/5": () => jsonResponse(200, { id: 5, name: "Poltrone" }),
      "GET /api/attributeval/21": () => jsonResponse(200, { id: 21, attributeId: 2, value: "Moderno" }),
      "GET /api/auditlog": () =>
        jsonResponse(200, {
          items: [
            {
              ...entry(3, [
                change("typeId", 1, 2),
                change("typeName", "Lineari", "Angolari"),
                change("categoryId", 4, 5),
                change("attributeValueIds", [], [21]),
              ]),
              entityKind: "productmodel",
            },
          ],
          total: 1,
          page: 1,
          pageSize: 10,
        }),
    });
    renderRoutes([{ path: "/", element: <WithHistoryTab kind="productmodel" id={4}>{null}</WithHistoryTab> }], "/");
    await userEvent.click(screen.getByRole("tab", { name: "Modifiche" }));
    const history = await screen.findByTestId("audit-history");
    expect(await within(history).findByText("Poltrone")).toBeInTheDocument();
    expect(await within(history).findByText("Moderno")).toBeInTheDocument();
    const lines = within(history).getAllByRole("listitem").filter((li) => li.classList.contains("audit-change"));
    expect(lines.map((li) => li.textContent)).toEqual(["TipologiaLineari→Angolari", "CategoriaDivani→Poltrone", "Attributi del modello—→Moderno"]);
  });
});

describe("an issued quote's entry", () => {
  it("names its fields and writes its total as money and its validity as a date", () => {
    renderRoutes(
      [
        {
          path: "/",
          element: (
            <AuditChanges
              kind="quote"
              changes={[change("grandTotal", null, 182_424), change("validUntil", null, "2026-12-28"), change("revision", null, 3)]}
            />
          ),
        },
      ],
      "/",
    );
    const lines = screen.getAllByRole("listitem");
    expect(lines[0]).toHaveTextContent(/Totale.*1\.824,24\s€/);
    expect(lines[1]).toHaveTextContent(/Valido fino al.*28 dic 2026/);
    expect(lines[2]).toHaveTextContent(/Revisione.*3/);
  });
});
