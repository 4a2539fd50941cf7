import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { KeptImpact } from "@/api/types";
import { i18next, loadLanguage } from "@/i18n";
import { formatDateTime } from "@/lib/format";
import { renderRoutes } from "@/testing/render";
import { impactExample as example, keptImpact as kept } from "@/features/admin/testing/impact";
import { jsonResponse, mockFetch } from "@/testing/fetch-mock";
import { usePublishImpact } from "@/features/admin/api/configurators";
import type { LooseT } from "@/features/admin/lib/i18n";
import { impactFigures } from "./configurator/impact-text";
import { ImpactReports, REPORT_ROWS } from "./configurator/impact-reports";
import { PublishImpactPanel } from "./configurator/publish-impact";

const t = i18next.t.bind(i18next) as unknown as LooseT;
const REPORTS = "GET /api/configurator/5/impact-reports";

const rows = () => screen.getAllByTestId("impact-report").map((row) => row.textContent);

describe("the kept reports' figures", () => {
  afterEach(() => void i18next.changeLanguage("it"));

  it("say the non-zero counts in one line, or that nothing changes, in Italian and English", async () => {
    const full = kept(1, { invalid: 3, incomplete: 1, repriced: 2, largestRise: 500, pendingRequests: 1 });
    expect(impactFigures(t, full)).toBe("3 non valide · 1 incompleta · 2 cambiano prezzo · 1 richiesta in attesa");
    expect(impactFigures(t, kept(1, { invalid: 1, pendingRequests: 2 }))).toBe("1 non valida · 2 richieste in attesa");
    expect(impactFigures(t, kept(1))).toBe("Nessuna configurazione salvata cambia.");
    expect(impactFigures(t, kept(1, { checked: 0 }))).toBe("Nessuna configurazione salvata in questa categoria.");
    await loadLanguage("en");
    expect(impactFigures(t, full)).toBe("3 invalid · 1 incomplete · 2 change price · 1 pending request");
  });
});

describe("the saved impact reports", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists the kept dry runs newest first, with when, who and the counts", async () => {
    mockFetch({
      [REPORTS]: () =>
        jsonResponse(200, [
          kept(3, { invalid: 3, incomplete: 1, repriced: 2, largestFall: 900, pendingRequests: 1 }),
          kept(2, { createdBy: null, repriced: 1, largestRise: 100 }),
          kept(1),
        ]),
    });
    renderRoutes([{ path: "/", element: <ImpactReports configuratorId={5} /> }], "/");
    const section = await screen.findByTestId("impact-reports");
    expect(within(section).getByRole("heading", { name: "Analisi d'impatto salvate" })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId("impact-report")).toHaveLength(3));
    expect(rows()).toEqual([
      `${formatDateTime("2026-03-13T09:30:00Z")} · Alessandra Bianchi 3 non valide · 1 incompleta · 2 cambiano prezzo · 1 richiesta in attesa`,
      `${formatDateTime("2026-03-12T09:30:00Z")} · amministratore eliminato 1 cambia prezzo`,
      `${formatDateTime("2026-03-11T09:30:00Z")} · Alessandra Bianchi Nessuna configurazione salvata cambia.`,
    ]);
    expect(within(section).getAllByRole("button")[0]?.querySelector("time")).toHaveAttribute("datetime", "2026-03-13T09:30:00Z");
  });

  it("says how one is saved when there is none", async () => {
    mockFetch({ [REPORTS]: () => jsonResponse(200, []) });
    renderRoutes([{ path: "/", element: <ImpactReports configuratorId={5} /> }], "/");
    const section = await screen.findByTestId("impact-reports");
    expect(await within(section).findByText("Nessuna analisi salvata: la prova di pubblicazione ne salva una.")).toBeInTheDocument();
    expect(within(section).queryByRole("button")).not.toBeInTheDocument();
  });

  it("shows the newest first and the others on request", async () => {
    mockFetch({ [REPORTS]: () => jsonResponse(200, Array.from({ length: 8 }, (_, i) => kept(8 - i, { invalid: 8 - i }))) });
    const user = userEvent.setup();
    renderRoutes([{ path: "/", element: <ImpactReports configuratorId={5} /> }], "/");
    await waitFor(() => expect(screen.getAllByTestId("impact-report")).toHaveLength(REPORT_ROWS));
    await user.click(screen.getByRole("button", { name: "Mostra tutte le 8 analisi" }));
    expect(screen.getAllByTestId("impact-report")).toHaveLength(8);
    expect(screen.queryByRole("button", { name: /Mostra tutte/ })).not.toBeInTheDocument();
  });

  it("opens one as the dry run showed it, saying when, by whom and that it is the draft of then", async () => {
    const report = kept(4, {
      invalid: 2,
      affected: 2,
      pendingRequests: 1,
      examples: [example({}), example({ publicId: "p2", name: "Studio", customerName: "Mario Rossi", pendingRequest: true })],
    });
    mockFetch({ [REPORTS]: () => jsonResponse(200, [report]) });
    const user = userEvent.setup();
    renderRoutes([{ path: "/", element: <ImpactReports configuratorId={5} /> }], "/");
    await user.click(await screen.findByTestId("impact-report"));
    const dialog = screen.getByRole("dialog", { name: `Analisi d'impatto del ${formatDateTime(report.createdAt)}` });
    expect(dialog).toHaveAccessibleDescription(
      "Calcolata da Alessandra Bianchi sulla bozza e sul catalogo di quel momento: le modifiche successive non sono comprese.",
    );
    expect(within(dialog).getByTestId("publish-impact-intro")).toHaveTextContent("Su 6 configurazioni salvate della categoria:");
    expect(within(within(dialog).getByTestId("publish-impact-lines")).getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "2 configurazioni salvate diventano non valide",
      "1 ha una richiesta in attesa",
    ]);
    expect(within(dialog).getByRole("heading", { name: "Esempi" })).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "Salotto" })).toHaveAttribute("href", "/configuratore/edit/p1");
    const studio = within(dialog).getByRole("link", { name: "Studio" }).closest("li") as HTMLElement;
    expect(studio).toHaveTextContent("di Anna Neri · cliente Mario Rossi");
    expect(within(studio).getByText("Richiesta in attesa")).toBeInTheDocument();
    // the file is computed again for the draft of now: not offered for what was kept
    expect(within(dialog).queryByRole("button", { name: "Esporta l'elenco (CSV)" })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Chiudi" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("is asked again after a new dry run, which the server kept", async () => {
    const list: KeptImpact[] = [kept(1)];
    let listed!: () => void;
    const firstList = new Promise<void>((resolve) => (listed = resolve));
    const asked: string[] = [];
    mockFetch({
      [REPORTS]: () => {
        asked.push("list");
        listed();
        return jsonResponse(200, [...list]);
      },
      "POST /api/configurator/5/publish": async () => {
        await firstList;
        const answer = kept(2, { invalid: 1 });
        list.unshift(answer);
        return jsonResponse(200, answer);
      },
    });
    function Editor() {
      const query = usePublishImpact({ id: 5, version: 3, status: "draft" });
      return (
        <>
          <PublishImpactPanel id={5} query={query} dirty={false} />
          <ImpactReports configuratorId={5} />
        </>
      );
    }
    renderRoutes([{ path: "/", element: <Editor /> }], "/");
    expect(await screen.findByText("1 configurazione salvata diventa non valida")).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId("impact-report")).toHaveLength(2));
    expect(asked).toEqual(["list", "list"]);
    expect(screen.getAllByTestId("impact-report")[0]).toHaveTextContent("1 non valida");
  });
});
