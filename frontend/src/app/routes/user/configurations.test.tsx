import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderRoutes } from "@/testing/render";
import { jsonResponse, mockFetch } from "@/testing/fetch-mock";
import { makeUser, savedConfiguration } from "@/testing/fixtures";
import { testQueryClient } from "@/testing/render";
import { Component } from "./configurations";

afterEach(() => vi.unstubAllGlobals());

describe("/user/configurazioni", () => {
  it("lists configurations with validity badge, price, request status and actions", async () => {
    mockFetch({
      "GET /api/productconf": () =>
        jsonResponse(200, {
          items: [savedConfiguration({}), savedConfiguration({ publicId: "p2", name: "Studio", stale: true, requestStatus: "pending" }), savedConfiguration({ publicId: "p3", name: "Bozza", complete: false })],
          total: 3,
          page: 1,
          pageSize: 10,
        }),
    });
    renderRoutes([{ path: "/user/configurazioni", element: <Component /> }], "/user/configurazioni");
    const studio = (await screen.findByRole("link", { name: "Studio" })).closest("tr")!;
    expect(within(studio).getByTestId("validity")).toHaveTextContent("Da verificare");
    expect(within(studio).getByText("In valutazione")).toBeInTheDocument();
    expect(within(studio).getByRole("link", { name: /Modifica/ })).toHaveAttribute("href", "/configuratore/edit/p2");
    await userEvent.setup().click(within(studio).getByRole("button", { name: /Altre azioni per Studio/ }));
    expect(within(screen.getByRole("menu")).getByRole("menuitem", { name: "Copia" })).toHaveAttribute("href", "/configuratore/copy/p2");
    const salotto = screen.getByRole("link", { name: "Salotto" }).closest("tr")!;
    expect(within(salotto).getByTestId("validity")).toHaveTextContent("Valida");
    expect(salotto).toHaveTextContent("1.299,00");
    expect(within(screen.getByRole("link", { name: "Bozza" }).closest("tr")!).getByTestId("validity")).toHaveTextContent("Incompleta");
  });

  it("sorts by column and filters by category and request status; a customer manager sees the owners and chooses whose", async () => {
    const fetch = mockFetch({
      "GET /api/productconf": () =>
        jsonResponse(200, { items: [savedConfiguration({ ownerName: "Giulia Bianchi" })], total: 1, page: 1, pageSize: 10 }),
      "GET /api/productcategory": () =>
        jsonResponse(200, { items: [{ id: 3, slug: "divani", name: "Divani", active: true }], total: 1, page: 1, pageSize: 100 }),
    });
    const client = testQueryClient(makeUser("customer_manager", { companyId: 1 }));
    const user = userEvent.setup();
    const { router } = renderRoutes([{ path: "/user/configurazioni", element: <Component /> }], "/user/configurazioni", client);
    const salotto = (await screen.findByRole("link", { name: "Salotto" })).closest("tr")!;
    expect(within(salotto).getByText("Giulia Bianchi")).toBeInTheDocument();
    const scope = screen.getByRole("group", { name: "Quali configurazioni" });
    expect(within(scope).getByRole("button", { name: "Della mia azienda" })).toHaveAttribute("aria-pressed", "true");

    const lastQuery = () => new URL(String(fetch.mock.calls.filter(([url]) => String(url).includes("/api/productconf?")).at(-1)?.[0]), "http://x").searchParams;
    expect(lastQuery().get("sort")).toBe("updatedAt");
    expect(lastQuery().get("order")).toBe("desc");
    await user.click(screen.getByRole("button", { name: /Prezzo/ }));
    expect(router.state.location.search).toContain("sort=grandTotal");
    await screen.findByRole("link", { name: "Salotto" });
    expect(lastQuery().get("sort")).toBe("grandTotal");

    await user.selectOptions(await screen.findByLabelText("Categoria"), "Divani");
    await user.selectOptions(screen.getByLabelText("Richiesta"), "Nessuna richiesta");
    await user.click(within(scope).getByRole("button", { name: "Mie" }));
    await screen.findByRole("link", { name: "Salotto" });
    expect(Object.fromEntries(lastQuery())).toMatchObject({ categoryId: "3", requestStatus: "none", mine: "true" });
    // only their own: no owner column
    expect(screen.queryByRole("columnheader", { name: /Proprietario/ })).not.toBeInTheDocument();
  });

  it("shows an empty state when the API is not there yet", async () => {
    mockFetch({ "GET /api/productconf": () => jsonResponse(404, { code: "not_found", message: "Risorsa non trovata" }) });
    renderRoutes([{ path: "/user/configurazioni", element: <Component /> }], "/user/configurazioni");
    expect(await screen.findByText("L'elenco delle configurazioni non è ancora disponibile.")).toBeInTheDocument();
  });
  it("sends a customization request only for complete and valid rows, with the reason otherwise", async () => {
    mockFetch({
      "GET /api/productconf": () =>
        jsonResponse(200, {
          items: [savedConfiguration({}), savedConfiguration({ publicId: "p3", name: "Bozza", complete: false }), savedConfiguration({ publicId: "p4", name: "Errata", valid: false })],
          total: 3,
          page: 1,
          pageSize: 10,
        }),
      "GET /api/customizationrequest": () => jsonResponse(200, { items: [], total: 0, page: 1, pageSize: 100 }),
    });
    const user = userEvent.setup();
    renderRoutes([{ path: "/user/configurazioni", element: <Component /> }], "/user/configurazioni");
    const bozza = (await screen.findByRole("link", { name: "Bozza" })).closest("tr")!;
    const blocked = within(bozza).getByRole("button", { name: /Invia richiesta di personalizzazione/ });
    expect(blocked).toBeDisabled();
    expect(blocked).toHaveAccessibleDescription("Completa la configurazione prima di inviare una richiesta.");
    const errata = screen.getByRole("link", { name: "Errata" }).closest("tr")!;
    expect(within(errata).getByRole("button", { name: /Invia richiesta/ })).toHaveAccessibleDescription(
      "Correggi i problemi della configurazione prima di inviare una richiesta.",
    );

    const salotto = screen.getByRole("link", { name: "Salotto" }).closest("tr")!;
    await user.click(within(salotto).getByRole("button", { name: "Invia richiesta di personalizzazione Salotto" }));
    const dialog = await screen.findByRole("dialog", { name: "Richiesta di personalizzazione: Salotto" });
    expect(await within(dialog).findByText("Nessuna richiesta inviata per questa configurazione.")).toBeInTheDocument();
  });
});
