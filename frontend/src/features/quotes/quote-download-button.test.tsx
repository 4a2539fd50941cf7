import { beforeEach, describe, expect, it } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { captureDownloads } from "@/testing/downloads";
import { jsonResponse, mockFetch } from "@/testing/fetch-mock";
import { clearToasts, getToasts } from "@/components/ui/toast/toast-store";
import { dispositionFileName } from "@/lib/api-client";
import { setToken } from "@/lib/token";
import { QuoteDownloadButton } from "./quote-download-button";

const PUBLIC_ID = "AbCdEfGhIjKlMnOpQrStUv";
const QUOTE = `GET /api/productconf/${PUBLIC_ID}/quote.pdf`;

describe("the file name of a download", () => {
  it("prefers the UTF-8 name and falls back to the plain one", () => {
    expect(
      dispositionFileName(`attachment; filename="preventivo-Citta.pdf"; filename*=UTF-8''preventivo%2DCitt%C3%A0.pdf`),
    ).toBe("preventivo-Città.pdf");
    expect(dispositionFileName(`attachment; filename="preventivo-Salotto.pdf"`)).toBe("preventivo-Salotto.pdf");
    expect(dispositionFileName(`attachment; filename="a.pdf"; filename*=UTF-8''%E0%A4%A`)).toBe("a.pdf");
    expect(dispositionFileName(null)).toBeNull();
  });
});

describe("QuoteDownloadButton", () => {
  const clicked = captureDownloads();

  beforeEach(() => {
    clearToasts();
    setToken("token-1");
  });

  it("fetches the quote with the session's token and saves it under the server's name", async () => {
    const fetchMock = mockFetch({
      [QUOTE]: () =>
        new Response(new Blob(["%PDF-1.7"], { type: "application/pdf" }), {
          status: 200,
          headers: { "Content-Disposition": `attachment; filename="preventivo-Citta.pdf"; filename*=UTF-8''preventivo-Citt%C3%A0.pdf` },
        }),
    });
    render(<QuoteDownloadButton publicId={PUBLIC_ID} name="Città" />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Scarica la bozza di preventivo (PDF) di «Città»" }));

    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]?.download).toBe("preventivo-Città.pdf");
    expect(clicked[0]?.href).toBe("blob:quote");
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect((init.headers as Record<string, string>).Authorization).toBe("Bearer token-1");
    expect(screen.getByRole("button", { name: /Scarica la bozza di preventivo/ })).toBeEnabled();
  });

  it("says why when the server refuses", async () => {
    mockFetch({ [QUOTE]: () => jsonResponse(404, { code: "not_found", message: "Configurazione non trovata." }) });
    render(<QuoteDownloadButton publicId={PUBLIC_ID} name="Salotto" />);
    await userEvent.setup().click(screen.getByRole("button", { name: /Scarica la bozza di preventivo/ }));

    const messages = () => getToasts().map((toast) => toast.message);
    await waitFor(() => expect(messages()).toEqual(["Preventivo non scaricato: Elemento non trovato."]));
    expect(clicked).toHaveLength(0);
  });
});
