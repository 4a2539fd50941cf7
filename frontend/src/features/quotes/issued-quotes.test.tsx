import { beforeEach, describe, expect, it } from "vitest";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { IssuedQuote } from "@/api/types";
import { clearToasts, getToasts } from "@/components/ui/toast/toast-store";
import { setToken } from "@/lib/token";
import { captureDownloads } from "@/testing/downloads";
import { jsonResponse, mockFetch, validationFailed } from "@/testing/fetch-mock";
import { testQueryClient } from "@/testing/render";
import { IssuedQuotes } from "./issued-quotes";

const PUBLIC_ID = "AbCdEfGhIjKlMnOpQrStUv";
const LIST = `GET /api/productconf/${PUBLIC_ID}/quotes`;
const ISSUE = `POST /api/productconf/${PUBLIC_ID}/quotes`;

function issued(sequence: number, overrides: Partial<IssuedQuote> = {}): IssuedQuote {
  const number = `PRV-2026-${String(sequence).padStart(4, "0")}`;
  return {
    number,
    year: 2026,
    sequence,
    configurationId: PUBLIC_ID,
    revision: 3,
    issuedByName: "Carla Bianchi",
    issuedAt: "2026-11-28T10:00:00Z",
    validUntil: "2026-12-28",
    terms: "Prezzi in euro, IVA esclusa.",
    grandTotal: 678_744,
    sha256: "a".repeat(64),
    pdfUrl: `/api/quotes/${number}.pdf`,
    ...overrides,
  };
}

function renderPanel(props: { ready?: boolean; dirty?: boolean } = {}) {
  return render(
    <QueryClientProvider client={testQueryClient()}>
      <IssuedQuotes publicId={PUBLIC_ID} ready={props.ready ?? true} dirty={props.dirty ?? false} />
    </QueryClientProvider>,
  );
}

describe("IssuedQuotes", () => {
  const clicked = captureDownloads();

  beforeEach(() => {
    clearToasts();
    setToken("token-1");
  });

  it("lists the issued quotes with their number, dates and total, and downloads the kept document", async () => {
    const fetchMock = mockFetch({
      [LIST]: () => jsonResponse(200, [issued(2), issued(1, { revision: 2 })]),
      "GET /api/quotes/PRV-2026-0002.pdf": () =>
        new Response(new Blob(["%PDF-1.7"], { type: "application/pdf" }), {
          status: 200,
          headers: { "Content-Disposition": `attachment; filename="preventivo-PRV-2026-0002.pdf"` },
        }),
    });
    renderPanel();
    const rows = await screen.findAllByTestId("issued-quote");
    expect(rows.map((row) => within(row).getByText(/^PRV-/).textContent)).toEqual(["PRV-2026-0002", "PRV-2026-0001"]);
    expect(within(rows[0]!).getByText("6.787,44 €")).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent("valido fino al 28 dic 2026");
    expect(rows[1]).toHaveTextContent("revisione 2");

    await userEvent.setup().click(screen.getByRole("button", { name: "Scarica il preventivo PRV-2026-0002 (PDF)" }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]?.download).toBe("preventivo-PRV-2026-0002.pdf");
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes("/api/quotes/"));
    expect((call?.[1]?.headers as Record<string, string>).Authorization).toBe("Bearer token-1");
  });

  it("issues a quote and shows it at the top of the list", async () => {
    let list: IssuedQuote[] = [];
    const fetchMock = mockFetch({
      [LIST]: () => jsonResponse(200, list),
      [ISSUE]: () => {
        list = [issued(42)];
        return jsonResponse(201, issued(42));
      },
    });
    renderPanel();
    expect(await screen.findByText("Nessun preventivo emesso.")).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "Emetti preventivo" }));
    expect(await screen.findByText("PRV-2026-0042")).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "POST")).toHaveLength(1);
    expect(getToasts().map((toast) => toast.message)).toContain("Preventivo PRV-2026-0042 emesso.");
  });

  it("says why a quote cannot be issued: unsaved changes, an incomplete configuration, the server's refusal", async () => {
    mockFetch({
      [LIST]: () => jsonResponse(200, []),
      [ISSUE]: () => validationFailed([{ field: "publicId", message: "La configurazione deve essere completa e valida." }], "Dati non validi"),
    });
    const { unmount } = renderPanel({ dirty: true });
    expect(screen.getByRole("button", { name: "Emetti preventivo" })).toBeDisabled();
    expect(screen.getByText("Salva le modifiche prima di emettere un preventivo.")).toBeInTheDocument();
    unmount();

    renderPanel({ ready: false });
    expect(screen.getByRole("button", { name: "Emetti preventivo" })).toBeDisabled();
    expect(screen.getByText(/deve essere completa e valida/)).toBeInTheDocument();
  });

  it("shows the server's refusal of an issue", async () => {
    mockFetch({
      [LIST]: () => jsonResponse(200, []),
      [ISSUE]: () =>
        validationFailed([{ field: "publicId", message: "Il catalogo è cambiato dopo il salvataggio." }], "Il catalogo è cambiato dopo il salvataggio."),
    });
    renderPanel();
    await screen.findByText("Nessun preventivo emesso.");
    await userEvent.setup().click(screen.getByRole("button", { name: "Emetti preventivo" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Il catalogo è cambiato");
  });
});
