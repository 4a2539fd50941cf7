import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import { renderRoutes } from "@/testing/render";
import { jsonResponse, mockFetch } from "@/testing/fetch-mock";
import { makeRequest, pageOf } from "@/features/requests/testing/fixtures";
import { RequestHistory } from "./request-history";

describe("request history of a configuration", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists each request with its status, requester, message and the administrator's response", async () => {
    const fetchMock = mockFetch({
      "GET /api/customizationrequest": () =>
        jsonResponse(
          200,
          pageOf([
            makeRequest({ id: 13, message: "Seconda richiesta" }),
            makeRequest({
              id: 12,
              status: "rejected",
              message: "Prima richiesta",
              response: "Il tessuto non è disponibile.",
              reviewedByName: "Anna Admin",
              reviewedAt: "2026-03-05T09:30:00Z",
            }),
            makeRequest({ id: 11, status: "replaced", message: "Richiesta iniziale", replacedById: 12 }),
          ]),
        ),
    });
    renderRoutes([{ path: "/", element: <RequestHistory configurationId="AbCdEfGhIjKlMnOpQrStUv" currentId={12} /> }], "/");
    const entries = await screen.findAllByTestId("request-entry");
    expect(entries).toHaveLength(3);
    const [newest, rejected, replaced] = entries as [HTMLElement, HTMLElement, HTMLElement];
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain("configurationId=AbCdEfGhIjKlMnOpQrStUv");

    expect(within(newest).getByTestId("request-status")).toHaveTextContent("In valutazione");
    expect(newest).toHaveTextContent("Inviata da Carla Bianchi il 4 mar 2026");
    expect(within(newest).getByTestId("request-revision")).toHaveTextContent("sulla revisione 3");
    expect(within(newest).queryByTestId("request-response")).not.toBeInTheDocument();

    expect(within(rejected).getByTestId("request-status")).toHaveTextContent("Rifiutata");
    expect(rejected).toHaveAttribute("aria-current", "true");
    expect(within(rejected).getByTestId("request-response")).toHaveTextContent("Risposta di Anna Admin");
    expect(within(rejected).getByTestId("request-response")).toHaveTextContent("Il tessuto non è disponibile.");

    expect(within(replaced).getByTestId("request-status")).toHaveTextContent("Sostituita");
  });

  it("says when nothing was sent yet", async () => {
    mockFetch({ "GET /api/customizationrequest": () => jsonResponse(200, pageOf([])) });
    renderRoutes([{ path: "/", element: <RequestHistory configurationId="x" /> }], "/");
    expect(await screen.findByText("Nessuna richiesta inviata per questa configurazione.")).toBeInTheDocument();
  });
});
