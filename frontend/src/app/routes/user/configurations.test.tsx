import { afterEach, describe, expect, it, vi } from "vitest";
import { act, screen, within } from "@testing-library/react";
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

  it("sorts by column and filters by category and request status; a customer manager sees their own first and chooses whose", async () => {
    const fetch = mockFetch({
      "GET /api/productconf": () =>
        jsonResponse(200, { items: [savedConfiguration({ ownerId: 7, ownerName: "Giulia Bianchi" })], total: 1, page: 1, pageSize: 10 }),
      "GET /api/productcategory": () =>
        jsonResponse(200, { items: [{ id: 3, slug: "divani", name: "Divani", active: true }], total: 1, page: 1, pageSize: 100 }),
    });
    const client = testQueryClient(makeUser("customer_manager", { companyId: 1 }));
    const user = userEvent.setup();
    const { router } = renderRoutes([{ path: "/user/configurazioni", element: <Component /> }], "/user/configurazioni", client);
    await screen.findByRole("link", { name: "Salotto" });
    // "Mie" by default: only their own, no owner column
    const scope = screen.getByRole("group", { name: "Quali configurazioni" });
    expect(within(scope).getByRole("button", { name: "Mie" })).toHaveAttribute("aria-pressed", "true");
    expect(within(scope).getAllByRole("button").map((b) => b.textContent)).toEqual(["Mie", "Della mia azienda"]);
    expect(screen.queryByRole("columnheader", { name: /Proprietario/ })).not.toBeInTheDocument();

    const lastQuery = () => new URL(String(fetch.mock.calls.filter(([url]) => String(url).includes("/api/productconf?")).at(-1)?.[0]), "http://x").searchParams;
    expect(lastQuery().get("scope")).toBe("mine");
    expect(lastQuery().get("sort")).toBe("updatedAt");
    expect(lastQuery().get("order")).toBe("desc");
    await user.click(screen.getByRole("button", { name: /Prezzo/ }));
    expect(router.state.location.search).toContain("sort=grandTotal");
    await screen.findByRole("link", { name: "Salotto" });
    expect(lastQuery().get("sort")).toBe("grandTotal");

    await user.selectOptions(await screen.findByLabelText("Categoria"), "Divani");
    await user.selectOptions(screen.getByLabelText("Richiesta"), "Nessuna richiesta");
    await user.click(within(scope).getByRole("button", { name: "Della mia azienda" }));
    expect(router.state.location.search).toContain("scope=company");
    const salotto = (await screen.findByRole("link", { name: "Salotto" })).closest("tr")!;
    expect(Object.fromEntries(lastQuery())).toMatchObject({ categoryId: "3", requestStatus: "none" });
    expect(lastQuery().get("scope")).toBe("company");
    expect(within(salotto).getByRole("button", { name: "Giulia Bianchi" })).toBeInTheDocument();
    expect(screen.getByText(/Configurazioni visibili: della mia azienda/)).toBeInTheDocument();
  });

  it("narrows the whole scope to a row's owner, company or customer, shows the filters as chips, exports them and keeps them in the URL", async () => {
    const fetch = mockFetch({
      "GET /api/productconf": () =>
        jsonResponse(200, {
          items: [
            savedConfiguration({ ownerId: 7, ownerName: "Luca Moretti", companyId: 2, companyName: "Arredamenti Lario", customerId: 4, customerName: "Hotel Bellavista" }),
          ],
          total: 1,
          page: 1,
          pageSize: 10,
        }),
      "GET /api/productcategory": () => jsonResponse(200, { items: [], total: 0, page: 1, pageSize: 100 }),
      "GET /api/productconf/export.csv": () => new Response("\uFEFFNome\n", { status: 200, headers: { "Content-Type": "text/csv; charset=utf-8" } }),
    });
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: vi.fn(() => "blob:x"), revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    const client = testQueryClient(makeUser("account_manager", { id: 1 }));
    const user = userEvent.setup();
    const { router } = renderRoutes([{ path: "/user/configurazioni", element: <Component /> }], "/user/configurazioni?scope=followed", client);
    const row = (await screen.findByRole("link", { name: "Salotto" })).closest("tr")!;
    expect(within(screen.getByRole("group", { name: "Quali configurazioni" })).getByRole("button", { name: "Delle aziende che seguo" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("columnheader", { name: /Cliente e azienda/ })).toBeInTheDocument();

    await user.click(within(row).getByRole("button", { name: "Luca Moretti" }));
    await user.click(within(row).getByRole("button", { name: "Arredamenti Lario" }));
    await user.click(within(row).getByRole("button", { name: "Hotel Bellavista" }));
    expect(new URLSearchParams(router.state.location.search).toString()).toBe("scope=followed&ownerId=7&companyId=2&customerId=4");
    const chips = await screen.findByRole("list", { name: "Filtri attivi" });
    expect(within(chips).getAllByRole("button").map((b) => b.textContent)).toEqual([
      "Proprietario: Luca Moretti✕",
      "Azienda: Arredamenti Lario✕",
      "Cliente: Hotel Bellavista✕",
    ]);
    const listed = (path: string) => new URL(String(fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.includes(path)).at(-1)), "http://x").searchParams;
    expect(Object.fromEntries(listed("/api/productconf?"))).toMatchObject({ scope: "followed", ownerId: "7", companyId: "2", customerId: "4" });

    await user.click(screen.getByRole("button", { name: "Esporta CSV" }));
    await vi.waitFor(() => expect(Object.fromEntries(listed("/export.csv"))).toMatchObject({ ownerId: "7", companyId: "2", customerId: "4" }));
    expect(listed("/export.csv").get("scope")).toBe("followed");
    click.mockRestore();

    await user.click(within(chips).getByRole("button", { name: "Rimuovi il filtro Proprietario: Luca Moretti" }));
    expect(new URLSearchParams(router.state.location.search).toString()).toBe("scope=followed&companyId=2&customerId=4");
    // back: the removed filter is there again
    await act(() => router.navigate(-1));
    expect(await screen.findByRole("button", { name: "Rimuovi il filtro Proprietario: Luca Moretti" })).toBeInTheDocument();
  });

  it("narrows to a model and to days of the last save, as the dashboard opens it, and a day is changed in the toolbar", async () => {
    const fetch = mockFetch({
      "GET /api/productconf": () => jsonResponse(200, { items: [savedConfiguration({ modelName: "Oslo 3 posti" })], total: 1, page: 1, pageSize: 10 }),
      "GET /api/productcategory": () => jsonResponse(200, { items: [], total: 0, page: 1, pageSize: 100 }),
    });
    const user = userEvent.setup();
    const url = "/user/configurazioni?scope=all&modelId=7&updatedFrom=2026-11-23&updatedTo=2026-02-30";
    const { router } = renderRoutes([{ path: "/user/configurazioni", element: <Component /> }], url, testQueryClient(makeUser("admin")));
    await screen.findByRole("link", { name: "Salotto" });
    const listed = () => new URL(String(fetch.mock.calls.filter(([u]) => String(u).includes("/api/productconf?")).at(-1)?.[0]), "http://x").searchParams;
    // a day the calendar does not have is no bound (the server would refuse it)
    expect(Object.fromEntries(listed())).toMatchObject({ modelId: "7", updatedFrom: "2026-11-23" });
    expect(listed().has("updatedTo")).toBe(false);
    const saved = screen.getByRole("group", { name: "Salvate" });
    expect(within(saved).getByLabelText("Salvate: dal giorno")).toHaveValue("2026-11-23");
    const chips = screen.getByRole("list", { name: "Filtri attivi" });
    expect(within(chips).getByRole("button").textContent).toBe("Modello: Oslo 3 posti✕");

    const until = within(saved).getByLabelText("Salvate: fino al giorno");
    await user.type(until, "2026-11-29");
    expect(new URLSearchParams(router.state.location.search).get("updatedTo")).toBe("2026-11-29");
    await vi.waitFor(() => expect(listed().get("updatedTo")).toBe("2026-11-29"));
    await user.click(within(chips).getByRole("button", { name: "Rimuovi il filtro Modello: Oslo 3 posti" }));
    expect(new URLSearchParams(router.state.location.search).has("modelId")).toBe(false);
  });

  it("shows a customer no switch and no owner, company or customer", async () => {
    const fetch = mockFetch({
      "GET /api/productconf": () => jsonResponse(200, { items: [savedConfiguration({ ownerId: 1, ownerName: "Maria Rossi", customerId: 4, customerName: "Hotel Bellavista" })], total: 1, page: 1, pageSize: 10 }),
      "GET /api/productcategory": () => jsonResponse(200, { items: [], total: 0, page: 1, pageSize: 100 }),
    });
    renderRoutes([{ path: "/user/configurazioni", element: <Component /> }], "/user/configurazioni?scope=all&ownerId=9", testQueryClient(makeUser("customer")));
    await screen.findByRole("link", { name: "Salotto" });
    expect(screen.queryByRole("group", { name: "Quali configurazioni" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Hotel Bellavista" })).not.toBeInTheDocument();
    const query = new URL(String(fetch.mock.calls.find(([url]) => String(url).includes("/api/productconf?"))?.[0]), "http://x").searchParams;
    expect(query.get("scope")).toBe("mine");
    expect(query.has("ownerId")).toBe(false);
  });

  it("offers each role the scopes it reaches, and reads a scope it does not reach as its own", async () => {
    const fetch = mockFetch({
      "GET /api/productconf": () => jsonResponse(200, { items: [savedConfiguration({})], total: 1, page: 1, pageSize: 10 }),
      "GET /api/productcategory": () => jsonResponse(200, { items: [], total: 0, page: 1, pageSize: 100 }),
    });
    const scopes = async (role: Parameters<typeof makeUser>[0], url: string, companyId: number | null = 1) => {
      const { unmount } = renderRoutes([{ path: "/user/configurazioni", element: <Component /> }], url, testQueryClient(makeUser(role, { companyId })));
      await screen.findByRole("link", { name: "Salotto" });
      const group = screen.queryByRole("group", { name: "Quali configurazioni" });
      const offered = group ? within(group).getAllByRole("button").map((b) => `${b.textContent}${b.getAttribute("aria-pressed") === "true" ? "*" : ""}`) : [];
      const asked = new URL(String(fetch.mock.calls.filter(([u]) => String(u).includes("/api/productconf?")).at(-1)?.[0]), "http://x").searchParams.get("scope");
      unmount();
      return { offered, asked };
    };
    expect(await scopes("admin", "/user/configurazioni?scope=all")).toEqual({ offered: ["Mie", "Tutte*"], asked: "all" });
    expect(await scopes("account_manager", "/user/configurazioni")).toEqual({ offered: ["Mie*", "Delle aziende che seguo"], asked: "mine" });
    // a link from another role's list: the server would refuse it, so the list stays on the user's own
    expect(await scopes("account_manager", "/user/configurazioni?scope=company")).toEqual({ offered: ["Mie*", "Delle aziende che seguo"], asked: "mine" });
    expect(await scopes("customer_manager", "/user/configurazioni?scope=company", null)).toEqual({ offered: [], asked: "mine" });
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
