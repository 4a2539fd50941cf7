import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { CompanyImpact, ImpactExample, PublishImpact } from "@/api/types";
import { clearToasts, getToasts } from "@/components/ui/toast/toast-store";
import { i18next, loadLanguage } from "@/i18n";
import { setToken } from "@/lib/token";
import { renderRoutes } from "@/testing/render";
import { impactExample as example, plain, publishImpact as impact } from "@/features/admin/testing/impact";
import { jsonResponse, mockFetch, validationFailed } from "@/testing/fetch-mock";
import { usePublishImpact } from "@/features/admin/api/configurators";
import type { LooseT } from "@/features/admin/lib/i18n";
import { companyEffects, impactExportHint, impactLines, impactSentence } from "./configurator/impact-text";
import { COMPANY_ROWS } from "./configurator/impact-companies";
import { PublishImpactNote, PublishImpactPanel } from "./configurator/publish-impact";

const t = i18next.t.bind(i18next) as unknown as LooseT;

const company = (companyId: number | null, extra: Partial<CompanyImpact> = {}): CompanyImpact => ({
  companyId,
  invalid: 0,
  incomplete: 0,
  repriced: 0,
  ...extra,
});

const lines = (value: PublishImpact) => {
  const text = impactLines(t, value);
  return [text.intro, ...text.lines].map((line) => plain(line ?? ""));
};

describe("the impact's sentences", () => {
  afterEach(() => void i18next.changeLanguage("it"));

  it("say only the counts that are not zero, singular and plural, in Italian", () => {
    expect(lines(impact({ invalid: 3, pendingRequests: 1 }))).toEqual([
      "Su 5 configurazioni salvate della categoria:",
      "3 configurazioni salvate diventano non valide",
      "1 ha una richiesta in attesa",
    ]);
    expect(lines(impact({ checked: 1, incomplete: 1 }))).toEqual([
      "Su 1 configurazione salvata della categoria:",
      "1 configurazione salvata diventa incompleta",
    ]);
    expect(lines(impact({ invalid: 1, incomplete: 2, repriced: 2, largestRise: 5000, largestFall: 2000, pendingRequests: 2 }))).toEqual([
      "Su 5 configurazioni salvate della categoria:",
      "1 configurazione salvata diventa non valida",
      "2 configurazioni salvate diventano incomplete",
      "2 cambiano prezzo (aumento massimo 50,00 €, calo massimo 20,00 €)",
      "2 hanno una richiesta in attesa",
    ]);
    expect(lines(impact({ repriced: 1, largestFall: 1250 }))).toContain("1 configurazione salvata cambia prezzo (calo massimo 12,50 €)");
    expect(lines(impact())).toEqual(["Nessuna configurazione salvata cambia."]);
    expect(lines(impact({ checked: 0 }))).toEqual(["Nessuna configurazione salvata in questa categoria."]);
  });

  it("make one sentence for the confirmation, in Italian", () => {
    expect(impactSentence(t, impact({ invalid: 3, pendingRequests: 1 }))).toBe(
      "Pubblicando, 3 configurazioni salvate diventano non valide (1 con una richiesta in attesa).",
    );
    expect(plain(impactSentence(t, impact({ invalid: 3, incomplete: 1, repriced: 2, largestRise: 5000 })))).toBe(
      "Pubblicando, 3 configurazioni salvate diventano non valide, 1 configurazione salvata diventa incompleta e 2 cambiano prezzo. Prezzi: aumento massimo 50,00 €.",
    );
    expect(impactSentence(t, impact({ checked: 1, incomplete: 1 }))).toBe("Pubblicando, 1 configurazione salvata diventa incompleta.");
    expect(impactSentence(t, impact())).toBe("Nessuna configurazione salvata cambia.");
    expect(impactSentence(t, impact({ checked: 0 }))).toBe("Nessuna configurazione salvata in questa categoria.");
  });

  it("give a company's counts, the non-zero ones only, singular and plural, in Italian", () => {
    expect(companyEffects(t, company(3, { invalid: 3, repriced: 1 }))).toBe("3 non valide, 1 cambia prezzo");
    expect(companyEffects(t, company(3, { invalid: 1, incomplete: 1, repriced: 2 }))).toBe("1 non valida, 1 incompleta, 2 cambiano prezzo");
    expect(companyEffects(t, company(null, { incomplete: 2 }))).toBe("2 incomplete");
  });

  it("are English too, with English plurals", async () => {
    await loadLanguage("en");
    expect(lines(impact({ checked: 1, invalid: 1, pendingRequests: 1 }))).toEqual([
      "Out of 1 saved configuration in the category:",
      "1 saved configuration becomes invalid",
      "1 has a pending request",
    ]);
    expect(lines(impact({ invalid: 3, incomplete: 2, repriced: 1, largestRise: 5000, largestFall: 2000, pendingRequests: 2 }))).toEqual([
      "Out of 5 saved configurations in the category:",
      "3 saved configurations become invalid",
      "2 saved configurations become incomplete",
      "1 changes price (largest rise €50.00, largest fall €20.00)",
      "2 have a pending request",
    ]);
    expect(impactSentence(t, impact({ invalid: 3, incomplete: 1, repriced: 2, largestFall: 2000, pendingRequests: 2 }))).toBe(
      "If you publish, 3 saved configurations become invalid, 1 saved configuration becomes incomplete and 2 change price (2 with a pending request). Prices: largest fall €20.00.",
    );
    expect(impactSentence(t, impact())).toBe("No saved configuration changes.");
    expect(impactSentence(t, impact({ checked: 0 }))).toBe("No saved configurations in this category.");
    expect(companyEffects(t, company(3, { invalid: 1, incomplete: 2, repriced: 1 }))).toBe("1 invalid, 2 incomplete, 1 changes price");
    expect(companyEffects(t, company(3, { invalid: 3, repriced: 2 }))).toBe("3 invalid, 2 change price");
  });
});

/** The panel and the confirmation's note on the dry run of draft 5, version 3. */
function Impact({ dirty = false }: { dirty?: boolean }) {
  const query = usePublishImpact({ id: 5, version: 3, status: "draft" });
  return (
    <>
      <PublishImpactPanel id={5} query={query} dirty={dirty} />
      <PublishImpactNote id="note" query={query} />
    </>
  );
}

describe("the publishing impact panel", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks the publish's dry run and shows the counts and the examples, each a link to the configuration", async () => {
    const asked: string[] = [];
    mockFetch({
      "POST /api/configurator/5/publish": (url) => {
        asked.push(url);
        return jsonResponse(
          200,
          impact({
            invalid: 2,
            repriced: 1,
            largestRise: 1500,
            pendingRequests: 1,
            examples: [
              example({}),
              example({ publicId: "p2", name: "Studio", customerName: "Mario Rossi", pendingRequest: true, reasons: ["Uno", "Due"] }),
              example({ publicId: "p3", name: "Veranda", effect: "repriced", totalAfter: 101500, reasons: [] }),
            ],
          }),
        );
      },
    });
    renderRoutes([{ path: "/", element: <Impact /> }], "/");
    const panel = await screen.findByTestId("publish-impact");
    expect(within(panel).getByRole("heading", { name: "Impatto della pubblicazione" })).toBeInTheDocument();
    expect(await within(panel).findByText("Su 5 configurazioni salvate della categoria:")).toBeInTheDocument();
    expect(asked).toEqual(["/api/configurator/5/publish?dryRun=true"]);
    expect(within(screen.getByTestId("publish-impact-lines")).getAllByRole("listitem").map((li) => plain(li.textContent ?? ""))).toEqual([
      "2 configurazioni salvate diventano non valide",
      "1 cambia prezzo (aumento massimo 15,00 €)",
      "1 ha una richiesta in attesa",
    ]);
    const studio = within(panel).getByRole("link", { name: "Studio" });
    expect(studio).toHaveAttribute("href", "/configuratore/edit/p2");
    const item = studio.closest("li") as HTMLElement;
    expect(item).toHaveTextContent("di Anna Neri · cliente Mario Rossi");
    expect(within(item).getByText("Non valida")).toBeInTheDocument();
    expect(within(item).getByText("Richiesta in attesa")).toBeInTheDocument();
    expect(within(item).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Uno", "Due"]);
    const veranda = within(panel).getByRole("link", { name: "Veranda" }).closest("li") as HTMLElement;
    expect(within(veranda).getByText("Cambia prezzo")).toBeInTheDocument();
    expect(plain(veranda.textContent ?? "")).toContain("1.000,00 € → 1.015,00 €");
    expect(within(veranda).queryByText("Richiesta in attesa")).not.toBeInTheDocument();
    expect(plain(screen.getByTestId("publish-impact-confirm").textContent ?? "")).toBe(
      "Pubblicando, 2 configurazioni salvate diventano non valide e 1 cambia prezzo (1 con una richiesta in attesa). Prezzi: aumento massimo 15,00 €.",
    );
  });

  it("splits the counts by company, named from the companies' list or one by one, without a company last", async () => {
    const asked: string[] = [];
    mockFetch({
      "POST /api/configurator/5/publish": () =>
        jsonResponse(
          200,
          impact({
            invalid: 4,
            incomplete: 1,
            repriced: 2,
            largestRise: 1500,
            companies: [
              company(7, { invalid: 3, repriced: 1 }),
              company(250, { incomplete: 1, repriced: 1 }),
              company(null, { invalid: 1 }),
            ],
          }),
        ),
      "GET /api/company": (url) => {
        asked.push(url);
        return jsonResponse(200, { items: [{ id: 7, name: "Arredamenti Lario S.r.l." }], total: 300, page: 1, pageSize: 100 });
      },
      // beyond the first 100 of the list: asked by its row
      "GET /api/company/250": (url) => {
        asked.push(url);
        return jsonResponse(200, { id: 250, name: "Zeta Interni" });
      },
    });
    renderRoutes([{ path: "/", element: <Impact /> }], "/");
    const companies = await screen.findByTestId("publish-impact-companies");
    expect(within(companies).getByRole("heading", { name: "Per azienda" })).toBeInTheDocument();
    const rows = within(companies).getByRole("list", { name: "Per azienda" });
    await waitFor(() =>
      expect(within(rows).getAllByRole("listitem").map((li) => li.textContent)).toEqual([
        "Arredamenti Lario S.r.l.: 3 non valide, 1 cambia prezzo",
        "Zeta Interni: 1 incompleta, 1 cambia prezzo",
        "Senza azienda: 1 non valida",
      ]),
    );
    expect(asked).toEqual(["/api/company?page=1&pageSize=100&sort=name&order=asc", "/api/company/250"]);
    expect(within(companies).queryByRole("button")).not.toBeInTheDocument();
    // below the totals, above the examples
    expect(screen.getByTestId("publish-impact-lines").compareDocumentPosition(companies)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it("shows the most affected companies first and the others on request", async () => {
    const many = Array.from({ length: COMPANY_ROWS + 2 }, (_, i) => company(i + 1, { invalid: COMPANY_ROWS + 2 - i }));
    mockFetch({
      "POST /api/configurator/5/publish": () => jsonResponse(200, impact({ checked: 100, invalid: 90, companies: many })),
      "GET /api/company": () =>
        jsonResponse(200, {
          items: many.map((c) => ({ id: c.companyId, name: `Azienda ${c.companyId}` })),
          total: many.length,
          page: 1,
          pageSize: 100,
        }),
    });
    const user = userEvent.setup();
    renderRoutes([{ path: "/", element: <Impact /> }], "/");
    const companies = await screen.findByTestId("publish-impact-companies");
    expect(await within(companies).findByText("Azienda 1")).toBeInTheDocument();
    expect(within(companies).getAllByRole("listitem")).toHaveLength(COMPANY_ROWS);
    expect(within(companies).queryByText("Azienda 12")).not.toBeInTheDocument();
    await user.click(within(companies).getByRole("button", { name: "Mostra tutte le 12 aziende" }));
    expect(within(companies).getAllByRole("listitem")).toHaveLength(COMPANY_ROWS + 2);
    expect(within(companies).getByText("Azienda 12").closest("li")).toHaveTextContent("Azienda 12: 1 non valida");
    expect(within(companies).queryByRole("button")).not.toBeInTheDocument();
  });

  it("names the companies in English too", async () => {
    await loadLanguage("en");
    mockFetch({
      "POST /api/configurator/5/publish": () =>
        jsonResponse(200, impact({ invalid: 2, companies: [company(7, { invalid: 1 }), company(null, { invalid: 1 })] })),
      "GET /api/company": () => jsonResponse(200, { items: [{ id: 7, name: "Lario" }], total: 1, page: 1, pageSize: 100 }),
    });
    const { unmount } = renderRoutes([{ path: "/", element: <Impact /> }], "/");
    try {
      const companies = await screen.findByTestId("publish-impact-companies");
      expect(within(companies).getByRole("heading", { name: "By company" })).toBeInTheDocument();
      expect(await within(companies).findByText("Lario")).toBeInTheDocument();
      expect(within(companies).getAllByRole("listitem").map((li) => li.textContent)).toEqual([
        "Lario: 1 invalid",
        "Without a company: 1 invalid",
      ]);
    } finally {
      // back to Italian once nothing is on screen to re-render
      unmount();
      await i18next.changeLanguage("it");
    }
  });

  it("keeps the last numbers with a note while the form has unsaved changes", async () => {
    mockFetch({ "POST /api/configurator/5/publish": () => jsonResponse(200, impact({ invalid: 1 })) });
    renderRoutes([{ path: "/", element: <Impact dirty /> }], "/");
    const panel = await screen.findByTestId("publish-impact");
    expect(within(panel).getByText("Salva per aggiornare l'impatto.")).toBeInTheDocument();
    expect(await within(panel).findByText("1 configurazione salvata diventa non valida")).toBeInTheDocument();
  });

  it("says nothing changes, or that there is nothing saved", async () => {
    mockFetch({ "POST /api/configurator/5/publish": () => jsonResponse(200, impact({ checked: 0 })) });
    renderRoutes([{ path: "/", element: <Impact /> }], "/");
    const panel = await screen.findByTestId("publish-impact");
    expect(await within(panel).findByText("Nessuna configurazione salvata in questa categoria.")).toBeInTheDocument();
    expect(within(panel).queryByText("Esempi")).not.toBeInTheDocument();
    expect(within(panel).queryByTestId("publish-impact-companies")).not.toBeInTheDocument();
  });

  it("asks to fix the errors when the publish would be refused (422)", async () => {
    mockFetch({
      "POST /api/configurator/5/publish": () =>
        validationFailed([{ field: "definition.rules[0]", message: "La regola r1 esclude ciò che richiede." }]),
    });
    renderRoutes([{ path: "/", element: <Impact /> }], "/");
    const panel = await screen.findByTestId("publish-impact");
    expect(await within(panel).findByText("Correggi gli errori per vedere l'impatto.")).toBeInTheDocument();
    expect(within(panel).queryByRole("status")).not.toBeInTheDocument();
    expect(screen.getByTestId("publish-impact-confirm")).toHaveTextContent("Correggi gli errori per vedere l'impatto.");
  });

  it("is asked only for a draft", () => {
    const fetch = mockFetch({});
    function Published() {
      const query = usePublishImpact({ id: 5, version: 3, status: "published" });
      return <p>{query.fetchStatus}</p>;
    }
    renderRoutes([{ path: "/", element: <Published /> }], "/");
    expect(screen.getByText("idle")).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});

const examples = (effect: ImpactExample["effect"], count: number) =>
  Array.from({ length: count }, (_, i) => example({ publicId: `${effect}${i}`, name: `${effect} ${i}`, effect }));

describe("the hint under the export's button", () => {
  afterEach(() => void i18next.changeLanguage("it"));

  it("names the file's rows only when they are more than the examples, in Italian and English", async () => {
    const few = impact({ invalid: 3, affected: 3, examples: examples("invalid", 3) });
    const many = impact({ invalid: 7, repriced: 4, affected: 9, examples: [...examples("invalid", 5), ...examples("repriced", 2)] });
    expect(impactExportHint(t, few)).toBeNull();
    expect(impactExportHint(t, many)).toBe("Il file contiene tutte le 9 configurazioni coinvolte, non solo gli esempi.");
    await loadLanguage("en");
    expect(impactExportHint(t, many)).toBe("The file lists all 9 affected configurations, not only the examples.");
  });
});

describe("the export of the publishing impact", () => {
  let clicked: HTMLAnchorElement[];
  const IMPACT_CSV = "GET /api/configurator/5/impact.csv";

  beforeEach(() => {
    clearToasts();
    setToken("token-1");
    clicked = [];
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: vi.fn(() => "blob:impact"), revokeObjectURL: vi.fn() }));
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("is offered only when a configuration is affected", async () => {
    mockFetch({ "POST /api/configurator/5/publish": () => jsonResponse(200, impact({ checked: 4 })) });
    renderRoutes([{ path: "/", element: <Impact /> }], "/");
    const panel = await screen.findByTestId("publish-impact");
    expect(await within(panel).findByText("Nessuna configurazione salvata cambia.")).toBeInTheDocument();
    expect(within(panel).queryByRole("button", { name: "Esporta l'elenco (CSV)" })).not.toBeInTheDocument();
  });

  it("downloads every affected configuration with the session's token, saved as the server names the file", async () => {
    const fetchMock = mockFetch({
      "POST /api/configurator/5/publish": () => jsonResponse(200, impact({ checked: 20, invalid: 7, affected: 7, examples: examples("invalid", 5) })),
      [IMPACT_CSV]: () =>
        new Response("\uFEFFCodice;Nome;Utente;Cliente;Effetto;Totale oggi;Totale con la bozza;Richiesta in attesa;Motivi\n", {
          status: 200,
          headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": 'attachment; filename="impatto-configuratore-5.csv"' },
        }),
    });
    const user = userEvent.setup();
    renderRoutes([{ path: "/", element: <Impact /> }], "/");
    const panel = await screen.findByTestId("publish-impact");
    const button = await within(panel).findByRole("button", { name: "Esporta l'elenco (CSV)" });
    expect(within(panel).getByText("Il file contiene tutte le 7 configurazioni coinvolte, non solo gli esempi.")).toBeInTheDocument();
    // below the examples
    expect(within(panel).getByRole("heading", { name: "Esempi" }).compareDocumentPosition(button)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);

    await user.click(button);
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]?.download).toBe("impatto-configuratore-5.csv");
    expect(clicked[0]?.href).toBe("blob:impact");
    const call = fetchMock.mock.calls.find(([input]) => String(input).includes("impact.csv"));
    expect(String(call?.[0])).toBe("/api/configurator/5/impact.csv");
    expect(((call?.[1] as RequestInit).headers as Record<string, string>).Authorization).toBe("Bearer token-1");
    expect(within(panel).getByRole("button", { name: "Esporta l'elenco (CSV)" })).toBeEnabled();
  });

  it("says why in a toast when the server refuses", async () => {
    mockFetch({
      "POST /api/configurator/5/publish": () => jsonResponse(200, impact({ invalid: 1, affected: 1, examples: examples("invalid", 1) })),
      [IMPACT_CSV]: () => jsonResponse(409, { code: "invalid_transition", message: "Non è una bozza." }),
    });
    renderRoutes([{ path: "/", element: <Impact /> }], "/");
    const panel = await screen.findByTestId("publish-impact");
    await userEvent.setup().click(await within(panel).findByRole("button", { name: "Esporta l'elenco (CSV)" }));
    await waitFor(() =>
      expect(getToasts().map((toast) => toast.message)).toEqual(["Esportazione non riuscita: Questo cambio di stato non è consentito."]),
    );
    expect(within(panel).queryByText(/Il file contiene/)).not.toBeInTheDocument();
    expect(clicked).toHaveLength(0);
  });
});
