import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RouteObject } from "react-router-dom";
import { renderRoutes } from "@/testing/render";
import { jsonResponse, mockFetch, validationFailed } from "@/testing/fetch-mock";
import { ConfiguratorForm } from "./configurator-form";
import { Component as ConfiguratorEdit } from "@/app/routes/admin/configurator-edit";

const routes: RouteObject[] = [
  { path: "/admin/configuration/new", element: <ConfiguratorForm /> },
  { path: "/admin/configuration/edit/:id", element: <ConfiguratorEdit /> },
];

const page = (items: unknown[]) => ({ items, total: items.length, page: 1, pageSize: 100 });

/** The catalogue lists the editor reads, and the configurators' kept impact reports (none). */
const catalogueHandlers = {
  "GET /api/configurator/5/impact-reports": () => jsonResponse(200, []),
  "GET /api/configurator/55/impact-reports": () => jsonResponse(200, []),
  "GET /api/configurator/6/impact-reports": () => jsonResponse(200, []),
  "GET /api/productcategory": () => jsonResponse(200, page([{ id: 4, name: "Divani" }])),
  "GET /api/producttype": () => jsonResponse(200, page([{ id: 1, name: "Angolare", categoryId: 4 }])),
  "GET /api/productmodel": () => jsonResponse(200, page([{ id: 7, name: "Oslo", code: "OSL", typeId: 1, attributeValueIds: [21] }])),
  "GET /api/productpart": () =>
    jsonResponse(200, page([{ id: 3, name: "Schienale", code: "SCH", features: [{ featureId: 9, required: true, sortOrder: 0 }] }])),
  "GET /api/productfeature": () => jsonResponse(200, page([{ id: 9, name: "Tessuto" }, { id: 10, name: "Non offerta" }])),
  "GET /api/productfeatureval": () =>
    jsonResponse(200, page([{ id: 12, featureId: 9, label: "Lino" }, { id: 13, featureId: 9, label: "Pelle" }])),
  "GET /api/attribute": () => jsonResponse(200, page([{ id: 2, name: "Stile" }, { id: 5, name: "Collezione" }])),
  "GET /api/attributeval": () => jsonResponse(200, page([{ id: 21, attributeId: 2, value: "Moderno" }, { id: 22, attributeId: 5, value: "2025" }])),
  "GET /api/company": () => jsonResponse(200, page([{ id: 3, name: "Rossi Arredi" }])),
};

const definition = {
  steps: [
    { kind: "model", title: "Modello", help: "", attributeIds: [] },
    { kind: "parts", title: "Parti", help: "" },
    { kind: "features", title: "Rivestimento", help: "", featureIds: [9] },
    { kind: "summary", title: "Riepilogo", help: "" },
  ],
  rules: [
    { id: "r1", kind: "excludes", if: [{ kind: "model", id: 7 }], then: [{ kind: "feature_value", id: 13 }], message: "Oslo non in pelle" },
    { id: "r2", kind: "requires", if: [{ kind: "type", id: 1 }], then: [{ kind: "part", id: 3 }] },
  ],
};

const configurator = (extra: Record<string, unknown> = {}) => ({
  id: 5,
  categoryId: 4,
  categoryName: "Divani",
  name: "Divani 2025",
  description: null,
  status: "draft",
  definition,
  version: 3,
  publishedAt: null,
  archivedAt: null,
  createdAt: "2025-01-01T00:00:00Z",
  updatedAt: "2025-01-02T00:00:00Z",
  findings: [
    { severity: "warning", code: "contradiction", message: "La regola r2 contraddice la regola r1.", ruleId: "r2" },
    { severity: "warning", code: "never_selectable", message: "Pelle non si può mai scegliere.", item: { kind: "feature_value", id: 13 } },
  ],
  ...extra,
});

const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;

describe("configurator editor", () => {
  afterEach(() => vi.unstubAllGlobals());

  // a long walk through the whole editor: more than vitest's default 5 s on a loaded machine
  it("builds the contract's definition: steps in order, rules with item refs picked by name, generated ids", async () => {
    const posted: Record<string, unknown>[] = [];
    mockFetch({
      ...catalogueHandlers,
      "POST /api/configurator": (_url, init) => {
        posted.push(bodyOf(init));
        return jsonResponse(201, configurator({ id: 55, findings: [] }));
      },
      "GET /api/configurator/55": () => jsonResponse(200, configurator({ id: 55, findings: [] })),
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, "/admin/configuration/new");

    await user.type(screen.getByRole("textbox", { name: /^Nome/ }), "Divani 2025");
    const category = screen.getByRole("combobox", { name: /^Categoria/ });
    await screen.findByRole("option", { name: "Divani" });
    await user.selectOptions(category, "4");

    // the features step offers only features the category's parts offer, the model step the attributes its models carry
    const features = screen.getByRole("group", { name: "Caratteristiche chieste" });
    await user.click(await within(features).findByRole("checkbox", { name: "Tessuto" }));
    expect(within(features).queryByRole("checkbox", { name: "Non offerta" })).not.toBeInTheDocument();
    const attributes = screen.getByRole("group", { name: "Filtri dei modelli" });
    expect(await within(attributes).findByRole("checkbox", { name: "Stile" })).toBeInTheDocument();
    expect(within(attributes).queryByRole("checkbox", { name: "Collezione" })).not.toBeInTheDocument();
    // a second features step, moved up
    await user.click(screen.getByRole("button", { name: "Aggiungi passaggio di caratteristiche" }));
    await user.click(screen.getByRole("button", { name: "Sposta su Caratteristiche 2" }));

    await user.click(screen.getByRole("button", { name: "Aggiungi regola" }));
    const dialog = screen.getByRole("dialog", { name: "Nuova regola r1" });
    const when = within(dialog).getByRole("group", { name: "Se… (condizioni)" });
    // a click on an item adds it, and it leaves the items to add
    await user.click(await within(when).findByRole("button", { name: "Oslo (OSL)" }));
    expect(within(when).getByText(/Oslo \(OSL\)/)).toBeInTheDocument();
    expect(within(when).queryByRole("button", { name: "Oslo (OSL)" })).not.toBeInTheDocument();

    const then = within(dialog).getByRole("group", { name: "allora esclude…" });
    await user.selectOptions(within(then).getByRole("combobox", { name: "Tipo di elemento" }), "feature_value");
    await user.click(await within(then).findByRole("button", { name: "Tessuto: Lino" }));
    await user.type(within(dialog).getByRole("textbox", { name: "Messaggio per l'utente" }), "Oslo non in lino");
    await user.click(within(dialog).getByRole("button", { name: "Conferma regola" }));

    const row = await screen.findByTestId("rule-r1");
    expect(row).toHaveTextContent("Oslo (OSL)");
    expect(row).toHaveTextContent("allora esclude Tessuto: Lino");

    await user.click(screen.getByRole("button", { name: "Crea bozza" }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      categoryId: 4,
      name: "Divani 2025",
      nameEn: null,
      description: null,
      descriptionEn: null,
      definition: {
        steps: [
          { kind: "type", title: "Tipologia", help: "" },
          { kind: "model", title: "Modello", help: "", attributeIds: [] },
          { kind: "parts", title: "Parti", help: "" },
          { kind: "features", title: "Caratteristiche 2", help: "", featureIds: [] },
          { kind: "features", title: "Caratteristiche", help: "", featureIds: [9] },
          { kind: "summary", title: "Riepilogo", help: "" },
        ],
        rules: [
          { id: "r1", kind: "excludes", if: [{ kind: "model", id: 7 }], then: [{ kind: "feature_value", id: 12 }], message: "Oslo non in lino" },
        ],
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/configuration/edit/55"));
  }, 20_000);

  it("shows the rule check's findings and the server's details on the rule they name", async () => {
    const put: Record<string, unknown>[] = [];
    mockFetch({
      ...catalogueHandlers,
      "GET /api/configurator/5": () => jsonResponse(200, configurator()),
      "PUT /api/configurator/5": (_url, init) => {
        put.push(bodyOf(init));
        return validationFailed(
          [
            { field: "definition.rules[1].then[0]", message: "La parte 3 non appartiene alla categoria." },
            { field: "definition.steps[2].title", message: "Il titolo è troppo lungo." },
          ],
          "La definizione non è valida.",
        );
      },
    });
    const user = userEvent.setup();
    renderRoutes(routes, "/admin/configuration/edit/5");

    const findings = await screen.findByTestId("findings");
    expect(within(findings).getByText("La regola r2 contraddice la regola r1.")).toBeInTheDocument();
    expect(within(findings).getAllByText("Avviso")).toHaveLength(2);
    // the item of a finding is named
    expect(await within(findings).findByText(/Tessuto: Pelle/)).toBeInTheDocument();

    const r2 = screen.getByTestId("rule-r2");
    expect(r2).toHaveClass("cfg-rule--warning");
    expect(r2).toHaveAccessibleDescription(/La regola r2 contraddice la regola r1/);
    expect(screen.getByTestId("rule-r1")).not.toHaveClass("cfg-rule--warning");
    await within(r2).findByText(/Schienale \(SCH\)/);

    // "Vai alla regola" focuses the highlighted row
    await user.click(within(findings).getByRole("button", { name: "Vai alla regola r2" }));
    expect(r2).toHaveFocus();

    await user.click(screen.getByRole("button", { name: "Salva" }));
    await waitFor(() => expect(put).toHaveLength(1));
    expect(put[0]).toEqual({ categoryId: 4, name: "Divani 2025", nameEn: null, description: null, descriptionEn: null, definition });
    expect(await within(screen.getByTestId("rule-r2-notes")).findByText("La parte 3 non appartiene alla categoria.")).toBeInTheDocument();
    expect(r2).toHaveClass("cfg-rule--error");
    expect(r2).toHaveAccessibleDescription(/La parte 3 non appartiene alla categoria/);
    expect(screen.getByTestId("rule-r1-notes")).not.toHaveTextContent("La parte 3");
    expect(within(screen.getByTestId("step-2")).getByText("Il titolo è troppo lungo.")).toBeInTheDocument();
    expect(screen.getAllByRole("alert").some((a) => a.textContent?.includes("Alcuni dati non sono validi"))).toBe(true);
  });

  it("offers a value on one part of the category beside the value on any part, and keeps the part of a saved rule", async () => {
    const saved: Record<string, unknown>[] = [];
    const withPart = {
      ...definition,
      rules: [
        ...definition.rules,
        { id: "r3", kind: "requires", if: [{ kind: "part", id: 3 }], then: [{ kind: "feature_value", id: 12, partId: 3 }] },
      ],
    };
    mockFetch({
      ...catalogueHandlers,
      "GET /api/productpart": () =>
        jsonResponse(
          200,
          page([
            { id: 3, name: "Schienale", code: "SCH", features: [{ featureId: 9, required: true, sortOrder: 0 }] },
            { id: 4, name: "Gambe", code: "GMB", features: [{ featureId: 10, required: true, sortOrder: 0 }] },
          ]),
        ),
      "GET /api/configurator/5": () => jsonResponse(200, configurator({ definition: withPart, findings: [] })),
      "PUT /api/configurator/5": (_url, init) => {
        saved.push(bodyOf(init));
        return jsonResponse(200, configurator({ definition: withPart, findings: [] }));
      },
    });
    const user = userEvent.setup();
    renderRoutes(routes, "/admin/configuration/edit/5");
    await waitFor(() => expect(screen.getByTestId("rule-r3")).toHaveTextContent("allora richiede uno tra Schienale · Tessuto: Lino"));

    await user.click(screen.getByRole("button", { name: "Aggiungi regola" }));
    const dialog = screen.getByRole("dialog", { name: "Nuova regola r4" });
    const when = within(dialog).getByRole("group", { name: "Se… (condizioni)" });
    await user.click(await within(when).findByRole("button", { name: "Oslo (OSL)" }));
    const then = within(dialog).getByRole("group", { name: "allora esclude…" });
    await user.selectOptions(within(then).getByRole("combobox", { name: "Tipo di elemento" }), "feature_value");
    await user.click(await within(then).findByRole("button", { name: "Tessuto: Pelle" }));
    // the category's parts offering features, after "any part"
    const onPart = within(then).getByRole("combobox", { name: "Su quale parte" });
    await waitFor(() =>
      expect(within(onPart).getAllByRole("option").map((o) => o.textContent)).toEqual(["Su qualsiasi parte", "Schienale", "Gambe"]),
    );
    // the same value on one part is another item; the part lists only the values of its features
    await user.selectOptions(onPart, "3");
    await user.click(await within(then).findByRole("button", { name: "Tessuto: Pelle" }));
    expect(within(then).getByText(/Schienale · Tessuto: Pelle/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Conferma regola" }));
    expect(await screen.findByTestId("rule-r4")).toHaveTextContent("allora esclude Tessuto: Pelle, Schienale · Tessuto: Pelle");

    await user.click(screen.getByRole("button", { name: "Salva" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const rules = (saved[0]?.definition as { rules: unknown[] }).rules;
    expect(rules.slice(2)).toEqual([
      { id: "r3", kind: "requires", if: [{ kind: "part", id: 3 }], then: [{ kind: "feature_value", id: 12, partId: 3 }] },
      {
        id: "r4",
        kind: "excludes",
        if: [{ kind: "model", id: 7 }],
        then: [
          { kind: "feature_value", id: 13 },
          { kind: "feature_value", id: 13, partId: 3 },
        ],
      },
    ]);
  });

  it("is read-only once published, with a note and an Archivia action", async () => {
    let status = "published";
    mockFetch({
      ...catalogueHandlers,
      "GET /api/configurator/5": () => jsonResponse(200, configurator({ status, findings: [] })),
      "POST /api/configurator/5/archive": () => {
        status = "archived";
        return jsonResponse(200, configurator({ status, findings: [] }));
      },
    });
    const user = userEvent.setup();
    renderRoutes(routes, "/admin/configuration/edit/5");
    expect(await screen.findByText(/è pubblicato e non si modifica: crea una nuova bozza/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Nuova bozza da questa" })).toBeEnabled();
    expect(screen.getByRole("textbox", { name: /^Nome/ })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Salva" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Archivia" }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Archivia" }));
    expect(await screen.findByText(/è archiviato e resta in sola lettura/)).toBeInTheDocument();
  });

  it("makes a new draft from a published configurator, which stays published, and opens it to edit", async () => {
    const drafts: string[] = [];
    mockFetch({
      ...catalogueHandlers,
      "GET /api/configurator/5": () => jsonResponse(200, configurator({ status: "published", findings: [] })),
      "POST /api/configurator/5/draft": (url) => {
        drafts.push(url);
        return jsonResponse(201, configurator({ id: 6, version: 1, findings: [] }));
      },
      "GET /api/configurator/6": () => jsonResponse(200, configurator({ id: 6, version: 1, findings: [] })),
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, "/admin/configuration/edit/5");
    await user.click(await screen.findByRole("button", { name: "Nuova bozza da questa" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/configuration/edit/6"));
    expect(drafts).toHaveLength(1);
    // the copy is a draft with the same steps and rules, and can be changed
    await waitFor(() => expect(screen.getByRole("textbox", { name: /^Nome/ })).toBeEnabled());
    expect(screen.getByTestId("rule-r1")).toBeInTheDocument();
  });

  it("shows the error findings of a refused publish (422 details) on their rules", async () => {
    mockFetch({
      ...catalogueHandlers,
      "GET /api/configurator/5": () => jsonResponse(200, configurator({ findings: [] })),
      "POST /api/configurator/5/publish": () =>
        validationFailed(
          [{ field: "definition.rules[0]", message: "La regola r1 nomina un elemento inesistente." }],
          "Il configuratore ha errori bloccanti.",
        ),
    });
    const user = userEvent.setup();
    renderRoutes(routes, "/admin/configuration/edit/5");
    // the publish's dry run answers the same 422: the impact waits for the errors to be fixed
    expect(await within(await screen.findByTestId("publish-impact")).findByText("Correggi gli errori per vedere l'impatto.")).toBeInTheDocument();
    await user.click(await screen.findByRole("button", { name: "Pubblica" }));
    const dialog = screen.getByRole("alertdialog");
    expect(within(dialog).getByTestId("publish-impact-confirm")).toHaveTextContent("Correggi gli errori per vedere l'impatto.");
    await user.click(within(dialog).getByRole("button", { name: "Pubblica" }));
    const findings = screen.getByTestId("findings");
    expect(await within(findings).findByText("La regola r1 nomina un elemento inesistente.")).toBeInTheDocument();
    expect(within(findings).getByText("Errore")).toBeInTheDocument();
    expect(screen.getByTestId("rule-r1")).toHaveClass("cfg-rule--error");
  });
});

describe("publishing impact", () => {
  afterEach(() => vi.unstubAllGlobals());

  const impact = (invalid: number) => ({
    checked: 5,
    affected: invalid,
    invalid,
    incomplete: 0,
    repriced: 0,
    largestRise: 0,
    largestFall: 0,
    pendingRequests: invalid > 0 ? 1 : 0,
    examples: [],
    companies: invalid > 0 ? [{ companyId: 3, invalid, incomplete: 0, repriced: 0 }] : [],
  });

  it("«Salva e pubblica» saves first, then names the saved draft's impact; confirming only publishes", async () => {
    const calls: string[] = [];
    let current = configurator({ findings: [] });
    // every dry run is kept: the saved reports, newest first
    const kept: Record<string, unknown>[] = [];
    mockFetch({
      ...catalogueHandlers,
      "GET /api/configurator/5/impact-reports": () => jsonResponse(200, kept),
      "GET /api/configurator/5": () => jsonResponse(200, current),
      "PUT /api/configurator/5": (_url, init) => {
        calls.push("PUT");
        current = configurator({ ...bodyOf(init), version: 4, findings: [] });
        return jsonResponse(200, current);
      },
      "POST /api/configurator/5/publish": (url) => {
        if (url.includes("dryRun=true")) {
          calls.push(`dry run v${current.version}`);
          const report = {
            ...impact(current.version === 4 ? 3 : 0),
            id: kept.length + 1,
            configuratorId: 5,
            createdAt: "2025-01-03T10:00:00Z",
            createdBy: "Alessandra Bianchi",
          };
          kept.unshift(report);
          return jsonResponse(200, report);
        }
        calls.push("publish");
        current = configurator({ ...current, status: "published", findings: [] });
        return jsonResponse(200, current);
      },
    });
    const user = userEvent.setup();
    renderRoutes(routes, "/admin/configuration/edit/5");
    const panel = await screen.findByTestId("publish-impact");
    expect(await within(panel).findByText("Nessuna configurazione salvata cambia.")).toBeInTheDocument();

    await user.type(screen.getByRole("textbox", { name: /^Nome/ }), " bis");
    expect(within(panel).getByText("Salva per aggiornare l'impatto.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Salva e pubblica" }));
    const dialog = await screen.findByRole("alertdialog");
    const note = within(dialog).getByTestId("publish-impact-confirm");
    await waitFor(() => expect(note).toHaveTextContent("Pubblicando, 3 configurazioni salvate diventano non valide (1 con una richiesta in attesa)."));
    expect(dialog).toHaveAccessibleDescription(/Pubblicando, 3 configurazioni salvate diventano non valide/);
    expect(within(panel).getByText("3 configurazioni salvate diventano non valide")).toBeInTheDocument();
    await waitFor(() => expect(within(panel).getByTestId("publish-impact-companies")).toHaveTextContent("Rossi Arredi: 3 non valide"));
    expect(within(panel).queryByText("Salva per aggiornare l'impatto.")).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Pubblica" }));
    expect(await screen.findByText(/è pubblicato e non si modifica/)).toBeInTheDocument();
    expect(calls).toEqual(["dry run v3", "PUT", "dry run v4", "publish"]);
    expect(screen.queryByTestId("publish-impact")).not.toBeInTheDocument();
    // published, the dry runs stay, newest first
    const reports = screen.getByTestId("impact-reports");
    await waitFor(() =>
      expect(within(reports).getAllByTestId("impact-report").map((row) => row.querySelector(".cfg-report__figures")?.textContent)).toEqual([
        "3 non valide · 1 richiesta in attesa",
        "Nessuna configurazione salvata cambia.",
      ]),
    );
  });
});

describe("try-out as a company", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends {configuratorId, draft} on each change and shows disabled reasons and the price", async () => {
    const evaluated: Record<string, unknown>[] = [];
    mockFetch({
      ...catalogueHandlers,
      "GET /api/configurator/5": () => jsonResponse(200, configurator({ findings: [] })),
      "GET /api/configurator/5/preview": (url) => {
        expect(url).toContain("companyId=3");
        return jsonResponse(200, {
          configurator: { id: 5, name: "Divani 2025", version: 3, definition },
          category: { id: 4, slug: "divani", name: "Divani" },
          catalogue: {
            types: [{ id: 1, name: "Angolare", active: true }],
            models: [{ id: 7, typeId: 1, code: "OSL", name: "Oslo", basePrice: 100000, active: true }],
            modelParts: [{ modelId: 7, partId: 3, required: true, minQuantity: 1, maxQuantity: 2, defaultQuantity: 1 }],
            parts: [{ id: 3, name: "Schienale", price: 10000, active: true, features: [{ featureId: 9, required: true }] }],
            features: [{ id: 9, name: "Tessuto", kind: "choice", numericMin: null, numericMax: null, numericStep: null, unitPrice: null }],
            values: [
              { id: 12, featureId: 9, label: "Lino", priceDelta: 5000, active: true },
              { id: 13, featureId: 9, label: "Pelle", priceDelta: 20000, active: true },
            ],
            discountPercent: 10,
          },
        });
      },
      "POST /api/productconf/evaluate": (_url, init) => {
        evaluated.push(bodyOf(init));
        return jsonResponse(200, {
          complete: false,
          valid: true,
          violations: [{ code: "missing_feature_value", message: "Scegli il tessuto dello schienale.", path: "parts[0].values" }],
          states: [
            { item: { kind: "type", id: 1 }, status: "chosen" },
            { item: { kind: "model", id: 7 }, status: "chosen" },
            { item: { kind: "part", id: 3 }, status: "chosen" },
            { item: { kind: "feature_value", id: 12, partId: 3 }, status: "implied" },
            { item: { kind: "feature_value", id: 13, partId: 3 }, status: "impossible" },
          ],
          disabled: [
            {
              item: { kind: "feature_value", id: 13, partId: 3 },
              reason: "Non disponibile con Modello Oslo: Modello Oslo esclude Tessuto Pelle.",
              ruleId: "r1",
              because: [{ kind: "model", id: 7 }],
              ruleIds: ["r1"],
              ruleMessages: ["Oslo non in pelle"],
              freedBy: [{ kind: "model", id: 7 }],
              repair: { drop: [{ kind: "model", id: 7 }], instead: [], grandTotal: 0 },
            },
          ],
          repairs: [],
          options: [],
          price: {
            lines: [
              { label: "Oslo", item: { kind: "model", id: 7 }, unitPrice: 100000, quantity: 1, total: 100000 },
              { label: "Schienale", item: { kind: "part", id: 3 }, unitPrice: 10000, quantity: 1, total: 10000 },
            ],
            listTotal: 110000,
            discountPercent: 10,
            discount: 11000,
            netTotal: 99000,
            quantity: 1,
            grandTotal: 99000,
          },
        });
      },
    });
    const user = userEvent.setup();
    renderRoutes(routes, "/admin/configuration/edit/5");

    const tryOut = await screen.findByTestId("try-out", {}, { timeout: 3000 });
    const company = within(tryOut).getByRole("combobox", { name: "Azienda" });
    await within(tryOut).findByRole("option", { name: "Rossi Arredi" });
    await user.selectOptions(company, "3");
    // the wizard's own steps, with the definition's titles (one type: no type step)
    await within(tryOut).findByRole("heading", { name: "Modello" }, { timeout: 3000 });
    expect(within(tryOut).queryByRole("heading", { name: "Tipologia" })).not.toBeInTheDocument();
    await user.click(within(tryOut).getByRole("button", { name: /Oslo/ }));

    await waitFor(() =>
      expect(evaluated.at(-1)).toEqual({
        configuratorId: 5,
        companyId: 3,
        draft: { typeId: 1, modelId: 7, parts: [{ partId: 3, quantity: 1, values: [] }], quantity: 1 },
      }),
    );
    const result = screen.getByTestId("try-result");
    expect(await within(result).findByText(/Non disponibile con Modello Oslo: Modello Oslo esclude Tessuto Pelle/)).toBeInTheDocument();
    expect(within(result).getByText("Schienale · Tessuto Pelle")).toBeInTheDocument();
    expect(within(result).getByText("Scegli il tessuto dello schienale.")).toBeInTheDocument();
    expect(within(result).getByText("Incompleta")).toBeInTheDocument();
    expect(within(result).getByText(/990,00/, { selector: "tr.cfg-price__grand td" })).toBeInTheDocument();
    expect(within(result).getByText(/Sconto 10%/)).toBeInTheDocument();
    // as in the wizard: the excluded value greyed with its reason and the rule's message, the only one left marked
    const pelle = within(tryOut).getByTestId("option-feature_value:13@3");
    expect(pelle).toHaveAttribute("aria-disabled", "true");
    expect(pelle).toHaveAccessibleDescription(/^Oslo non in pelle\. Si libera cambiando: Oslo\./);
    const lino = within(tryOut).getByTestId("option-feature_value:12@3");
    expect(lino).not.toHaveAttribute("aria-disabled");
    expect(lino).toHaveTextContent("unica scelta possibile");
    // a tap on the greyed value opens its explanation with "Scegli comunque", and chooses nothing
    await user.click(pelle);
    expect(pelle).toHaveAttribute("aria-pressed", "false");
    // no model in Oslo's place (the server names none): confirming would only give Oslo up, at no price
    const asked = evaluated.length;
    await user.click(within(tryOut).getByRole("button", { name: "Scegli comunque" }));
    const confirm = within(tryOut).getByTestId("anyway-confirm");
    expect(confirm).toHaveTextContent("Nessun altro modello lo consente: confermando togli soltanto Oslo.");
    expect(within(confirm).queryByTestId("anyway-instead")).not.toBeInTheDocument();
    expect(within(confirm).queryByTestId("anyway-price")).not.toBeInTheDocument();
    expect(evaluated).toHaveLength(asked);
    await user.click(within(confirm).getByRole("button", { name: "Annulla" }));
    expect(within(tryOut).getByRole("button", { name: "Scegli comunque" })).toBeInTheDocument();

    // a feature value changes the draft
    await user.click(lino);
    await waitFor(() =>
      expect(evaluated.at(-1)).toMatchObject({
        draft: { parts: [{ partId: 3, quantity: 1, values: [{ featureId: 9, valueId: 12 }] }] },
      }),
    );
  });
});
