import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderRoutes } from "@/testing/render";
import { jsonResponse, mockFetch, validationFailed } from "@/testing/fetch-mock";
import { clearToasts, getToasts } from "@/components/ui/toast/toast-store";
import { makeRequest, pageOf } from "@/features/requests/testing/fixtures";
import { SendRequestDialog } from "./send-request-dialog";

const configuration = { publicId: "AbCdEfGhIjKlMnOpQrStUv", name: "Divano soggiorno" };

function renderDialog(onClose = vi.fn()) {
  renderRoutes([{ path: "/", element: <SendRequestDialog configuration={configuration} onClose={onClose} /> }], "/");
  return onClose;
}

const posts = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.filter(([, init]) => (init as RequestInit).method === "POST").map(([, init]) => JSON.parse(String((init as RequestInit).body)));

/** No request yet; the server refuses the new one with a field error. */
const refuseWith = (field: string, message: string) =>
  mockFetch({
    "GET /api/customizationrequest": () => jsonResponse(200, pageOf([])),
    "POST /api/customizationrequest": () => validationFailed([{ field, message }]),
  });

describe("send request dialog", () => {
  beforeEach(() => clearToasts());
  afterEach(() => vi.unstubAllGlobals());

  it("refuses an empty message without calling the server and counts the characters", async () => {
    const fetchMock = mockFetch({ "GET /api/customizationrequest": () => jsonResponse(200, pageOf([])) });
    const user = userEvent.setup();
    renderDialog();
    const dialog = await screen.findByRole("dialog", { name: /Divano soggiorno/ });
    const message = within(dialog).getByRole("textbox", { name: /Messaggio/ });
    expect(message).toHaveFocus();

    await user.type(message, "   ");
    await user.click(within(dialog).getByRole("button", { name: "Invia richiesta" }));
    expect(await within(dialog).findByText("Scrivi il messaggio della richiesta.")).toBeInTheDocument();
    expect(message).toHaveAttribute("aria-invalid", "true");
    expect(posts(fetchMock)).toHaveLength(0);

    await user.type(message, "Più basso");
    expect(within(dialog).getByTestId("message-counter")).toHaveTextContent("9 / 4000 caratteri");
    expect(within(dialog).queryByText("Scrivi il messaggio della richiesta.")).not.toBeInTheDocument();
  });

  it("refuses a message over 4000 characters", async () => {
    const fetchMock = mockFetch({ "GET /api/customizationrequest": () => jsonResponse(200, pageOf([])) });
    const user = userEvent.setup();
    renderDialog();
    const message = await screen.findByRole("textbox", { name: /Messaggio/ });
    await user.click(message);
    await user.paste("x".repeat(4001));
    await user.click(screen.getByRole("button", { name: "Invia richiesta" }));
    expect(await screen.findByText("Il messaggio può avere al massimo 4000 caratteri.")).toBeInTheDocument();
    expect(screen.getByTestId("message-counter")).toHaveTextContent("4001 / 4000");
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it("shows the server's field error on the message and a toast", async () => {
    refuseWith("message", "Il messaggio contiene caratteri non ammessi.");
    const user = userEvent.setup();
    const onClose = renderDialog();
    const message = await screen.findByRole("textbox", { name: /Messaggio/ });
    await user.type(message, "Ciao");
    await user.click(screen.getByRole("button", { name: "Invia richiesta" }));
    expect(await screen.findByText("Il messaggio contiene caratteri non ammessi.")).toBeInTheDocument();
    expect(message).toHaveAttribute("aria-invalid", "true");
    expect(getToasts()[0]).toMatchObject({ kind: "error" });
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows why the configuration cannot be sent when the server refuses it", async () => {
    refuseWith("configurationId", "La configurazione non è completa e valida.");
    const user = userEvent.setup();
    renderDialog();
    await user.type(await screen.findByRole("textbox", { name: /Messaggio/ }), "Ciao");
    await user.click(screen.getByRole("button", { name: "Invia richiesta" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("La configurazione non è completa e valida.");
  });

  it("sends the trimmed message, confirms with a toast and closes; warns that a pending request is replaced", async () => {
    const fetchMock = mockFetch({
      "GET /api/customizationrequest": () => jsonResponse(200, pageOf([makeRequest({ id: 3, message: "Prima richiesta" })])),
      "POST /api/customizationrequest": () => jsonResponse(201, makeRequest({ id: 13, message: "Seconda" })),
    });
    const user = userEvent.setup();
    const onClose = renderDialog();
    expect(await screen.findByText("Prima richiesta")).toBeInTheDocument();
    expect(screen.getByRole("note")).toHaveTextContent("la nuova la sostituirà");
    await user.type(screen.getByRole("textbox", { name: /Messaggio/ }), "  Seconda  ");
    await user.click(screen.getByRole("button", { name: "Invia richiesta" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posts(fetchMock)).toEqual([{ configurationId: configuration.publicId, message: "Seconda" }]);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(`/api/customizationrequest?configurationId=${configuration.publicId}&pageSize=100`);
    expect(getToasts()[0]).toMatchObject({ kind: "success", message: "Richiesta inviata: riceverai la risposta via email." });
  });
});
