import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RouteObject } from "react-router-dom";
import type { CatalogueImpact } from "@/api/types";
import { renderRoutes } from "@/testing/render";
import { catalogueImpact as impact, plain } from "@/features/admin/testing/impact";
import { jsonResponse, mockFetch } from "@/testing/fetch-mock";
import { ResourceScreen } from "./resource-screen";
import { AddFilter } from "./company-filter-add";

const routes: RouteObject[] = [{ path: "/admin/product-feature/:id/vals", element: <ResourceScreen name="productfeatureval" /> }];
const lino = { id: 2, featureId: 1, code: "LINO", label: "Lino", priceDelta: 0, swatch: null, imageUrl: null, sortOrder: 10, active: true };
const page = (items: unknown[]) => jsonResponse(200, { items, total: items.length, page: 1, pageSize: 10 });

const linenOff = impact({
  configurators: [
    {
      configuratorId: 1,
      name: "Configuratore divani",
      categoryName: "Divani",
      findings: [{ severity: "warning", code: "never_selectable", message: "Pouf non si potrà mai scegliere con Modello Oslo 3 posti." }],
    },
  ],
  affected: 3,
  invalid: 3,
  pendingRequests: 1,
  examples: [
    {
      publicId: "p1",
      name: "Salotto Hotel Bellavista",
      ownerName: "Luca Moretti",
      customerName: "Hotel Bellavista",
      effect: "invalid",
      totalBefore: 182424,
      totalAfter: 182424,
      pendingRequest: true,
      reasons: ["Tessuto Lino non è più disponibile."],
    },
  ],
});

/** The API of the feature's values, recording the impacts asked and the bodies saved. */
function valuesApi(answers: (CatalogueImpact | number)[]) {
  const asked: unknown[] = [];
  const saved: Record<string, unknown>[] = [];
  const deleted: string[] = [];
  mockFetch({
    "GET /api/productfeature/1": () => jsonResponse(200, { id: 1, code: "TESSUTO", name: "Tessuto", kind: "choice" }),
    "GET /api/productfeatureval": () => page([lino]),
    "GET /api/company": () => page([{ id: 1, name: "Arredamenti Lario S.r.l." }]),
    "POST /api/catalogue/impact": (_url, init) => {
      asked.push(JSON.parse(String(init.body)));
      const answer = answers[Math.min(asked.length, answers.length) - 1] ?? impact();
      return typeof answer === "number" ? jsonResponse(answer, { code: "unavailable", message: "Servizio non disponibile." }) : jsonResponse(200, answer);
    },
    "PUT /api/productfeatureval/2": (_url, init) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      saved.push(body);
      return jsonResponse(200, { ...lino, ...body });
    },
    "DELETE /api/productfeatureval/2": (url) => {
      deleted.push(url);
      return new Response(null, { status: 204 });
    },
  });
  return { asked, saved, deleted };
}

async function openLino() {
  const user = userEvent.setup();
  renderRoutes(routes, "/admin/product-feature/1/vals?edit=2");
  const form = await screen.findByRole("dialog", { name: "Modifica «Lino»" });
  return { user, form };
}

describe("a catalogue edit weighed before it is saved", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks before switching Lino off, with the numbers, the configurator's findings and the examples; Annulla goes back", async () => {
    const api = valuesApi([linenOff]);
    const { user, form } = await openLino();
    await user.click(within(form).getByRole("switch", { name: "Attivo" }));
    await user.click(within(form).getByRole("button", { name: "Salva" }));

    const question = await screen.findByRole("alertdialog", { name: "Salvare la modifica?" });
    expect(api.asked).toEqual([{ item: { kind: "feature_value", id: 2 }, active: false }]);
    expect(question).toHaveAccessibleDescription(
      "Se disattivi «Lino», il configuratore «Configuratore divani» ha nuovi problemi e 3 configurazioni salvate diventano non valide (1 con una richiesta in attesa).",
    );
    const configurators = within(question).getByTestId("edit-impact-configurators");
    expect(within(configurators).getByText("Configuratore divani")).toBeInTheDocument();
    const finding = within(configurators).getByText("Pouf non si potrà mai scegliere con Modello Oslo 3 posti.").closest("li") as HTMLElement;
    expect(within(finding).getByText("Avviso")).toBeInTheDocument();
    expect(within(question).getByTestId("publish-impact-intro")).toHaveTextContent("Su 5 configurazioni salvate delle categorie coinvolte:");
    // in a new tab: the form is not saved yet
    const example = within(question).getByRole("link", { name: "Salotto Hotel Bellavista (si apre in una nuova scheda)" });
    expect(example).toHaveAttribute("href", "/configuratore/edit/p1");
    expect(example).toHaveAttribute("target", "_blank");
    expect(within(question).getByRole("button", { name: "Annulla" })).toHaveFocus();

    await user.click(within(question).getByRole("button", { name: "Annulla" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(api.saved).toEqual([]);
    // back in the form, as it was left
    expect(within(form).getByRole("switch", { name: "Attivo" })).not.toBeChecked();

    await user.click(within(form).getByRole("button", { name: "Salva" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Salva comunque" }));
    await waitFor(() => expect(api.saved).toHaveLength(1));
    expect(api.saved[0]).toMatchObject({ label: "Lino", active: false });
    expect(api.asked).toHaveLength(2);
  });

  it("saves at once when nothing is affected, and asks nothing for an edit that cannot break anything", async () => {
    const api = valuesApi([impact()]);
    const { user, form } = await openLino();
    const delta = within(form).getByRole("textbox", { name: /Variazione di prezzo/ });
    await user.clear(delta);
    await user.type(delta, "5");
    await user.click(within(form).getByRole("button", { name: "Salva" }));
    await waitFor(() => expect(api.saved).toHaveLength(1));
    expect(api.asked).toEqual([{ item: { kind: "feature_value", id: 2 }, price: 500 }]);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();

    const second = await openLino();
    await second.user.type(within(second.form).getByRole("textbox", { name: /Etichetta/ }), " lavato");
    await second.user.click(within(second.form).getByRole("button", { name: "Salva" }));
    await waitFor(() => expect(api.saved).toHaveLength(2));
    expect(api.asked).toHaveLength(1);
  });

  it("says when the impact could not be worked out, and still lets the save go ahead", async () => {
    const api = valuesApi([503]);
    const { user, form } = await openLino();
    await user.click(within(form).getByRole("switch", { name: "Attivo" }));
    await user.click(within(form).getByRole("button", { name: "Salva" }));
    const question = await screen.findByRole("alertdialog", { name: "Salvare la modifica?" });
    expect(within(question).getByTestId("edit-impact-failed")).toHaveTextContent(
      "Impatto non disponibile: Il servizio è momentaneamente non disponibile. Riprova tra poco.",
    );
    await user.click(within(question).getByRole("button", { name: "Salva comunque" }));
    await waitFor(() => expect(api.saved).toHaveLength(1));
  });

  it("says the same in the delete confirmation, as it opens", async () => {
    const api = valuesApi([linenOff]);
    const user = userEvent.setup();
    renderRoutes(routes, "/admin/product-feature/1/vals");
    await user.click(await screen.findByRole("button", { name: "Altre azioni per Lino" }));
    await user.click(screen.getByRole("menuitem", { name: "Elimina" }));
    const confirm = screen.getByRole("alertdialog", { name: "Eliminare «Lino»?" });
    expect(plain((await within(confirm).findByTestId("edit-impact-sentence")).textContent)).toBe(
      "Se elimini «Lino», il configuratore «Configuratore divani» ha nuovi problemi e 3 configurazioni salvate diventano non valide (1 con una richiesta in attesa).",
    );
    expect(api.asked).toEqual([{ item: { kind: "feature_value", id: 2 }, active: false }]);
    await user.click(within(confirm).getByRole("button", { name: "Elimina comunque" }));
    await waitFor(() => expect(api.deleted).toHaveLength(1));
  });
});

describe("a company's filter weighed before it is added", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends all of the company's filters as the new one leaves them, and asks", async () => {
    const asked: unknown[] = [];
    const added: unknown[] = [];
    mockFetch({
      "GET /api/productfeatureval": () => page([lino]),
      "GET /api/productcategory": () => page([]),
      "GET /api/companyentityfilter": () =>
        page([{ id: 7, companyId: 1, entityKind: "feature_value", entityId: 4, mode: "deny", entityName: "Tessuto: Pelle" }]),
      "POST /api/catalogue/filters-impact": (_url, init) => {
        asked.push(JSON.parse(String(init.body)));
        return jsonResponse(200, impact({ affected: 2, invalid: 2, checked: 7 }));
      },
      "POST /api/companyentityfilter": (_url, init) => {
        added.push(JSON.parse(String(init.body)));
        return jsonResponse(201, { id: 9 });
      },
    });
    const user = userEvent.setup();
    renderRoutes([{ path: "/", element: <AddFilter companyId="1" /> }], "/");
    await user.selectOptions(screen.getByRole("combobox", { name: "Tipo di elemento" }), "feature_value");
    await user.selectOptions(await screen.findByRole("combobox", { name: /Elemento/ }), await screen.findByRole("option", { name: "Lino (LINO)" }));
    await user.click(screen.getByRole("button", { name: "Aggiungi filtro" }));

    const question = await screen.findByRole("alertdialog", { name: "Salvare la modifica?" });
    expect(asked).toEqual([
      {
        companyId: 1,
        filters: [
          { entityKind: "feature_value", entityId: 4, mode: "deny" },
          { entityKind: "feature_value", entityId: 2, mode: "deny" },
        ],
      },
    ]);
    expect(question).toHaveAccessibleDescription("Se aggiungi la regola su «Lino (LINO)», 2 configurazioni salvate diventano non valide.");
    expect(within(question).getByTestId("publish-impact-intro")).toHaveTextContent("Su 7 configurazioni salvate dell'azienda:");
    await user.click(within(question).getByRole("button", { name: "Salva comunque" }));
    await waitFor(() => expect(added).toEqual([{ companyId: 1, entityKind: "feature_value", entityId: 2, mode: "deny" }]));
  });
});
