import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RouteObject } from "react-router-dom";
import type { CatalogueImpact } from "@/api/types";
import { renderRoutes } from "@/testing/render";
import { catalogueImpact as impact, impactExample } from "@/features/admin/testing/impact";
import { jsonResponse, mockFetch } from "@/testing/fetch-mock";
import { ResourceScreen } from "./resource-screen";

const routes: RouteObject[] = [{ path: "/admin/product-feature/:id/vals", element: <ResourceScreen name="productfeatureval" /> }];
const value = (id: number, label: string, active = true) => ({
  id,
  featureId: 1,
  code: label.toUpperCase(),
  label,
  priceDelta: 0,
  swatch: null,
  imageUrl: null,
  sortOrder: id,
  active,
});
const page = (items: unknown[]) => jsonResponse(200, { items, total: items.length, page: 1, pageSize: 10 });

const fabricsOff = impact({ affected: 4, invalid: 4, examples: [impactExample({ name: "Salotto Hotel Bellavista" })] });

/**
 * The feature's values Lino and Velluto (`active` as given), recording the bulk impacts asked and the values
 * saved; `answer` is the bulk impact's answer (a status: that error).
 */
function valuesApi(answer: () => CatalogueImpact | number | Promise<CatalogueImpact>, active = true) {
  const rows = [value(2, "Lino", active), value(3, "Velluto", active)];
  const asked: unknown[] = [];
  const saved: Record<string, unknown>[] = [];
  const routes: Parameters<typeof mockFetch>[0] = {
    "GET /api/productfeature/1": () => jsonResponse(200, { id: 1, code: "TESSUTO", name: "Tessuto", kind: "choice" }),
    "GET /api/productfeatureval": () => page(rows),
    "POST /api/catalogue/bulk-impact": async (_url, init) => {
      asked.push(JSON.parse(String(init.body)));
      const given = await answer();
      return typeof given === "number" ? jsonResponse(given, { code: "unavailable", message: "Servizio non disponibile." }) : jsonResponse(200, given);
    },
  };
  for (const row of rows) {
    routes[`GET /api/productfeatureval/${row.id}`] = () => jsonResponse(200, row);
    routes[`PUT /api/productfeatureval/${row.id}`] = (_url, init) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      saved.push({ id: row.id, active: body.active });
      return jsonResponse(200, { ...row, ...body });
    };
  }
  mockFetch(routes);
  return { asked, saved };
}

/** The list with both values checked, and its bar. */
async function checkBoth() {
  const user = userEvent.setup();
  renderRoutes(routes, "/admin/product-feature/1/vals");
  await user.click(await screen.findByRole("checkbox", { name: "Seleziona tutte le righe della pagina" }));
  const bar = screen.getByTestId("bulk-bar");
  expect(bar).toHaveTextContent("2 righe selezionate");
  return { user, bar };
}

describe("a list's bulk action weighed before it runs", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("deactivating two values that break saved configurations asks first with the numbers; nothing runs until confirmed", async () => {
    // the answers wait until released
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const api = valuesApi(() => released.then(() => fabricsOff));
    const { user, bar } = await checkBoth();
    await user.click(within(bar).getByRole("button", { name: "Disattiva" }));

    // one call for both rows; the bar waits for it
    await waitFor(() => expect(api.asked).toHaveLength(1));
    expect(api.asked[0]).toEqual({
      edits: [
        { item: { kind: "feature_value", id: 2 }, active: false },
        { item: { kind: "feature_value", id: 3 }, active: false },
      ],
    });
    for (const button of within(bar).getAllByRole("button")) expect(button).toBeDisabled();
    release();

    const question = await screen.findByRole("alertdialog", { name: "Disattivare 2 righe?" });
    expect(question).toHaveAccessibleDescription("Se disattivi le 2 righe selezionate, 4 configurazioni salvate diventano non valide.");
    expect(within(question).getByTestId("publish-impact-lines")).toHaveTextContent("4 configurazioni salvate diventano non valide");
    expect(within(question).getByRole("link", { name: "Salotto Hotel Bellavista (si apre in una nuova scheda)" })).toBeInTheDocument();
    expect(within(question).getByRole("button", { name: "Annulla" })).toHaveFocus();

    await user.click(within(question).getByRole("button", { name: "Annulla" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(api.saved).toEqual([]);
    expect(within(bar).getByRole("button", { name: "Disattiva" })).toBeEnabled();

    // confirmed: the bulk action as ever, one call a row, without the usual question on top
    await user.click(within(bar).getByRole("button", { name: "Disattiva" }));
    await user.click(within(await screen.findByRole("alertdialog", { name: "Disattivare 2 righe?" })).getByRole("button", { name: "Disattiva comunque" }));
    await waitFor(() => expect(api.saved).toHaveLength(2));
    expect(api.saved).toEqual([
      { id: 2, active: false },
      { id: 3, active: false },
    ]);
    expect(api.asked).toHaveLength(2);
  });

  it("a bulk that breaks nothing goes straight to the usual confirmation", async () => {
    const api = valuesApi(() => impact());
    const { user, bar } = await checkBoth();
    await user.click(within(bar).getByRole("button", { name: "Elimina" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Eliminare 2 righe?" });
    expect(confirm).toHaveTextContent("L'eliminazione è definitiva.");
    expect(within(confirm).queryByTestId("edit-impact")).not.toBeInTheDocument();
    // deleting is weighed as switching off
    expect(api.asked).toEqual([
      {
        edits: [
          { item: { kind: "feature_value", id: 2 }, active: false },
          { item: { kind: "feature_value", id: 3 }, active: false },
        ],
      },
    ]);
  });

  it("activating is never weighed", async () => {
    const api = valuesApi(() => fabricsOff, false);
    const { user, bar } = await checkBoth();
    await user.click(within(bar).getByRole("button", { name: "Attiva" }));
    await user.click(within(screen.getByRole("alertdialog", { name: "Attivare 2 righe?" })).getByRole("button", { name: "Attiva" }));
    await waitFor(() => expect(api.saved).toHaveLength(2));
    expect(api.saved).toEqual([
      { id: 2, active: true },
      { id: 3, active: true },
    ]);
    expect(api.asked).toEqual([]);
  });

  it("a weighing that fails is said in the bar's alert and runs nothing", async () => {
    const api = valuesApi(() => 503);
    const { user, bar } = await checkBoth();
    await user.click(within(bar).getByRole("button", { name: "Disattiva" }));
    expect(await screen.findByTestId("bulk-result")).toHaveTextContent(
      "Impatto non disponibile: Il servizio è momentaneamente non disponibile. Riprova tra poco.",
    );
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(api.saved).toEqual([]);
  });
});
