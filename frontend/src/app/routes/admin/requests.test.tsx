import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderRoutes } from "@/testing/render";
import { jsonResponse, mockFetch } from "@/testing/fetch-mock";
import { clearToasts, getToasts } from "@/components/ui/toast/toast-store";
import { makeRequest, pageOf } from "@/features/requests/testing/fixtures";
import type { CustomizationRequest } from "@/api/types";
import { Component } from "./requests";

const routes = [{ path: "/admin/request", element: <Component /> }];
const where = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;
const urls = (fetchMock: ReturnType<typeof mockFetch>) => fetchMock.mock.calls.map(([input]) => String(input));

/** The API of one pending request 12 whose decision answers with `decide`. */
function api(decide: (path: string, body: Record<string, unknown>) => Response) {
  let current: CustomizationRequest = makeRequest();
  return mockFetch({
    "GET /api/customizationrequest": () => jsonResponse(200, pageOf([current])),
    "GET /api/customizationrequest/12": () => jsonResponse(200, current),
    "GET /api/productconf/AbCdEfGhIjKlMnOpQrStUv": () =>
      jsonResponse(200, { publicId: "AbCdEfGhIjKlMnOpQrStUv", name: "Divano soggiorno", ownerName: "Carla Bianchi", customerName: "Hotel Bellavista", quantity: 2 }),
    "POST /api/customizationrequest/12/approve": (url, init) => {
      const answer = decide(url, JSON.parse(String(init.body)));
      if (answer.ok) current = { ...current, status: "approved", reviewedByName: "Anna Admin", reviewedAt: "2026-03-05T09:00:00Z" };
      return answer;
    },
    "POST /api/customizationrequest/12/reject": (url, init) => {
      const body = JSON.parse(String(init.body));
      const answer = decide(url, body);
      if (answer.ok) current = { ...current, status: "rejected", response: body.response, reviewedByName: "Anna Admin", reviewedAt: "2026-03-05T09:00:00Z" };
      return answer;
    },
  });
}

/** The decisions the server receives (path and body), each answered with the request in `status`. */
function recordDecisions(status: CustomizationRequest["status"]) {
  const decisions: unknown[] = [];
  api((url, body) => {
    decisions.push([url, body]);
    return jsonResponse(200, makeRequest({ status }));
  });
  return decisions;
}

/** Opens request 12 from its link. */
async function openRequest() {
  const user = userEvent.setup();
  renderRoutes(routes, "/admin/request?id=12");
  return { user, detail: await screen.findByRole("dialog", { name: /Richiesta n. 12/ }) };
}

describe("/admin/request", () => {
  beforeEach(() => clearToasts());
  afterEach(() => vi.unstubAllGlobals());

  it("lists the requests of the status in the URL, 10 a page, and keeps filter and search in the URL", async () => {
    const fetchMock = mockFetch({
      "GET /api/customizationrequest": () =>
        jsonResponse(200, pageOf([makeRequest(), makeRequest({ id: 9, status: "approved", configurationName: "Poltrona", companyName: null })], 14)),
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, "/admin/request?status=pending");
    const row = (await screen.findByRole("link", { name: "Divano soggiorno" })).closest("tr")!;
    expect(urls(fetchMock)).toContain("/api/customizationrequest?page=1&pageSize=10&sort=createdAt&order=desc&status=pending");
    expect(within(row).getByTestId("request-status")).toHaveTextContent("In valutazione");
    expect(row).toHaveTextContent("Carla Bianchi");
    expect(row).toHaveTextContent("Arredamenti Lario S.r.l.");
    expect(screen.getByRole("button", { name: "In valutazione" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByText("Pagina 1 di 2")).toBeInTheDocument();
    expect(document.title).toMatch(/^Richieste/);

    await user.click(screen.getByRole("button", { name: "Rifiutata" }));
    await waitFor(() => expect(where(router)).toBe("/admin/request?status=rejected"));
    await waitFor(() => expect(urls(fetchMock)).toContain("/api/customizationrequest?page=1&pageSize=10&sort=createdAt&order=desc&status=rejected"));

    await user.type(screen.getByRole("searchbox"), "divano");
    await waitFor(() => expect(where(router)).toBe("/admin/request?status=rejected&q=divano"));
    await waitFor(() =>
      expect(urls(fetchMock)).toContain("/api/customizationrequest?page=1&pageSize=10&q=divano&sort=createdAt&order=desc&status=rejected"),
    );

    await user.click(screen.getByRole("button", { name: "Tutte" }));
    await waitFor(() => expect(where(router)).toBe("/admin/request?status=all&q=divano"));
    await waitFor(() =>
      expect(urls(fetchMock)).toContain("/api/customizationrequest?page=1&pageSize=10&q=divano&sort=createdAt&order=desc"),
    );
    expect(screen.getByRole("button", { name: "Tutte" })).toHaveAttribute("aria-pressed", "true");
  });

  it("opens on the pending requests, each with the start of its message", async () => {
    const long = "Vorrei il bracciolo più basso di cinque centimetri e, se possibile, le cuciture a vista in un colore a contrasto con il tessuto.";
    const fetchMock = mockFetch({
      "GET /api/customizationrequest": () => jsonResponse(200, pageOf([makeRequest({ message: long })], 1)),
    });
    renderRoutes(routes, "/admin/request");
    const row = (await screen.findByRole("link", { name: "Divano soggiorno" })).closest("tr")!;
    expect(urls(fetchMock)).toContain("/api/customizationrequest?page=1&pageSize=10&sort=createdAt&order=desc&status=pending");
    expect(screen.getByRole("button", { name: "In valutazione" })).toHaveAttribute("aria-pressed", "true");
    const preview = within(row).getByTitle(long);
    expect(preview.textContent).toMatch(/^Vorrei il bracciolo più basso di cinque centimetri.*…$/);
    expect(preview.textContent!.length).toBeLessThanOrEqual(91);
  });

  it("opens a request from the row into ?id= and shows the message, the configuration and its price", async () => {
    api(() => jsonResponse(200, {}));
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, "/admin/request");
    await user.click(await screen.findByRole("link", { name: "Divano soggiorno" }));
    expect(where(router)).toBe("/admin/request?id=12");
    const detail = await screen.findByRole("dialog", { name: /Richiesta n. 12/ });
    const review = await within(detail).findByTestId("request-review");
    expect(review).toHaveTextContent("Vorrei il bracciolo più basso.");
    expect(within(review).getByRole("link", { name: "Apri nel configuratore" })).toHaveAttribute("href", "/configuratore/edit/AbCdEfGhIjKlMnOpQrStUv");
    expect(await within(review).findByText("Hotel Bellavista")).toBeInTheDocument();
    const price = within(review).getByTestId("price-table");
    expect(price).toHaveTextContent("Prezzo al momento dell'invio");
    expect(price).toHaveTextContent("2.160,00");
    expect(within(review).getAllByTestId("request-entry")).toHaveLength(1);

    await user.click(within(detail).getByRole("button", { name: "Chiudi" }));
    await waitFor(() => expect(where(router)).toBe("/admin/request"));
  });

  it("approves after confirmation with an optional response", async () => {
    const decisions = recordDecisions("approved");
    const { user, detail } = await openRequest();
    await user.click(await within(detail).findByRole("button", { name: "Approva" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Approvare la richiesta n. 12?" });
    expect(confirm).toHaveTextContent("Nessuna risposta scritta.");
    await user.click(within(confirm).getByRole("button", { name: "Approva" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(decisions).toEqual([["/api/customizationrequest/12/approve", {}]]);
    expect(getToasts()[0]).toMatchObject({ kind: "success", message: "Richiesta approvata: il richiedente riceverà un'email." });
    await waitFor(() => expect(within(detail).getAllByTestId("request-status")[0]).toHaveTextContent("Approvata"));
    expect(within(detail).queryByRole("button", { name: "Approva" })).not.toBeInTheDocument();
  });

  it("rejects only with a response, after confirmation", async () => {
    const decisions = recordDecisions("rejected");
    const { user, detail } = await openRequest();
    await user.click(await within(detail).findByRole("button", { name: "Rifiuta" }));
    expect(await within(detail).findByText("Scrivi la risposta: è obbligatoria per rifiutare.")).toBeInTheDocument();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    const response = within(detail).getByRole("textbox", { name: "Risposta al richiedente" });
    expect(response).toHaveFocus();

    await user.type(response, "Il tessuto non è più disponibile.");
    await user.click(within(detail).getByRole("button", { name: "Rifiuta" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Rifiutare la richiesta n. 12?" });
    expect(confirm).toHaveTextContent("Il tessuto non è più disponibile.");
    await user.click(within(confirm).getByRole("button", { name: "Rifiuta" }));
    await waitFor(() => expect(decisions).toEqual([["/api/customizationrequest/12/reject", { response: "Il tessuto non è più disponibile." }]]));
    expect(getToasts()[0]).toMatchObject({ kind: "success", message: "Richiesta rifiutata: il richiedente riceverà un'email." });
    await waitFor(() => expect(within(detail).getByTestId("request-response")).toHaveTextContent("Il tessuto non è più disponibile."));
  });

  it("shows the server's message when the request was already decided (409)", async () => {
    api(() => jsonResponse(409, { code: "invalid_transition", message: "La richiesta è già stata approvata." }));
    const { user, detail } = await openRequest();
    await user.click(await within(detail).findByRole("button", { name: "Approva" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Approva" }));
    expect(await within(detail).findByRole("alert")).toHaveTextContent("La richiesta è già stata approvata.");
    expect(getToasts()[0]).toMatchObject({ kind: "error", message: "La richiesta è già stata approvata." });
  });

  it("says so when the request of the link does not exist", async () => {
    mockFetch({
      "GET /api/customizationrequest": () => jsonResponse(200, pageOf([])),
      "GET /api/customizationrequest/99": () => jsonResponse(404, { code: "not_found", message: "Elemento non trovato" }),
    });
    renderRoutes(routes, "/admin/request?id=99");
    const detail = await screen.findByRole("dialog", { name: /Richiesta n. 99/ });
    expect(await within(detail).findByText("Richiesta non trovata")).toBeInTheDocument();
  });
});
