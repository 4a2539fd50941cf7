import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ImportReport } from "@/api/types";
import { renderRoutes } from "@/testing/render";
import { jsonResponse, mockFetch } from "@/testing/fetch-mock";
import { ResourceScreen } from "@/features/admin/components/resource-screen";
import { Component as ImportScreen } from "./import";

const routes = [
  { path: "/admin/import/:id", element: <ImportScreen /> },
  { path: "/admin/product-feature/:id/vals", element: <ResourceScreen name="productfeatureval" /> },
];

const report = (changes: Partial<ImportReport> = {}): ImportReport => ({
  created: 1,
  updated: 1,
  unchanged: 3,
  errors: [],
  applied: false,
  changes: [
    {
      line: 2,
      key: "TESSUTO / LINO",
      kind: "updated",
      fields: [{ column: "Variazione di prezzo", before: "0,00", after: "45,00" }],
    },
    { line: 5, key: "TESSUTO / SETA", kind: "created", fields: [] },
  ],
  ...changes,
});

const csv = () => new File(["Caratteristica;Codice\nTESSUTO;LINO\n"], "valori.csv", { type: "text/csv" });

describe("CSV import screen", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the dry run of the chosen file, then applies the same file on confirmation", async () => {
    const urls: string[] = [];
    const fetchMock = mockFetch({
      "POST /api/productfeatureval/import": (url, init) => {
        urls.push(url);
        expect(init.body).toBeInstanceOf(Blob);
        expect((init.headers as Record<string, string>)["Content-Type"]).toBe("text/csv");
        const dryRun = url.endsWith("?dryRun=true");
        return jsonResponse(200, report({ applied: !dryRun }));
      },
    });
    const user = userEvent.setup();
    renderRoutes(routes, "/admin/import/productfeatureval");

    await user.upload(screen.getByLabelText("File CSV"), csv());
    expect(await screen.findByTestId("import-summary")).toHaveTextContent("1 nuovo, 1 modificato, 3 invariati, 0 errori.");
    const rows = within(screen.getByTestId("import-changes")).getAllByRole("row").slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      "2TESSUTO / LINOModificatoVariazione di prezzo: 0,00 → 45,00",
      "5TESSUTO / SETANuovo",
    ]);
    expect(urls).toEqual(["/api/productfeatureval/import?dryRun=true"]);

    await user.click(screen.getByRole("button", { name: "Conferma l'importazione (2 righe)" }));
    expect(await screen.findByTestId("import-done")).toHaveTextContent("Importazione completata: 1 nuovo, 1 modificato, 3 invariati.");
    expect(urls).toEqual(["/api/productfeatureval/import?dryRun=true", "/api/productfeatureval/import"]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("lists the errors by line and column and offers no confirmation", async () => {
    mockFetch({
      "POST /api/productfeatureval/import": () =>
        jsonResponse(
          200,
          report({
            created: 0,
            updated: 0,
            changes: [],
            errors: [{ line: 4, column: "Variazione di prezzo", message: "Un importo in euro, come 1234,50." }],
          }),
        ),
    });
    const user = userEvent.setup();
    renderRoutes(routes, "/admin/import/productfeatureval");
    await user.upload(screen.getByLabelText("File CSV"), csv());
    const errors = await screen.findByTestId("import-errors");
    expect(within(errors).getAllByRole("row")[1]).toHaveTextContent("4Variazione di prezzoUn importo in euro, come 1234,50.");
    expect(screen.queryByRole("button", { name: /Conferma/ })).not.toBeInTheDocument();
  });

  it("the generic list exports what it shows and links to the import of its resource", async () => {
    const fetchMock = mockFetch({
      "GET /api/productfeatureval": () => jsonResponse(200, { items: [], total: 0, page: 1, pageSize: 10 }),
      "GET /api/productfeature/3": () => jsonResponse(404, { code: "not_found", message: "Non trovato" }),
      "GET /api/productfeatureval/export.csv": () =>
        new Response("\uFEFFCaratteristica;Codice\n", {
          status: 200,
          headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": 'attachment; filename="valori-caratteristica.csv"' },
        }),
    });
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: vi.fn(() => "blob:x"), revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const user = userEvent.setup();
    renderRoutes(routes, "/admin/product-feature/3/vals?q=lin&sort=code&order=desc");

    await user.click(await screen.findByRole("button", { name: "Esporta CSV" }));
    const exported = fetchMock.mock.calls.map(([input]) => String(input)).find((url) => url.includes("export.csv"));
    expect(exported).toBe("/api/productfeatureval/export.csv?q=lin&sort=code&order=desc&featureId=3");
    await vi.waitFor(() => expect(saved).toEqual(["valori-caratteristica.csv"]));
    click.mockRestore();
    expect(screen.getByRole("link", { name: "Importa CSV" })).toHaveAttribute("href", "/admin/import/productfeatureval");
  });
});
