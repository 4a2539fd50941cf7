import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RouteObject } from "react-router-dom";
import { renderRoutes } from "@/testing/render";
import { jsonResponse, mockFetch, validationFailed } from "@/testing/fetch-mock";
import { ResourceScreen } from "./resource-screen";

const routes: RouteObject[] = [
  { path: "/admin/product-category", element: <ResourceScreen name="productcategory" /> },
  { path: "/admin/product-feature/:id/vals", element: <ResourceScreen name="productfeatureval" /> },
  { path: "/admin/user", element: <ResourceScreen name="user" /> },
];

const where = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;

const category = (id: number, name: string) => ({
  id,
  name,
  slug: name.toLowerCase(),
  description: null,
  imageUrl: null,
  sortOrder: id,
  active: true,
  createdAt: "2025-01-01T00:00:00Z",
  updatedAt: "2025-01-02T00:00:00Z",
});

const page = (items: unknown[], total = items.length, pageNo = 1) => ({ items, total, page: pageNo, pageSize: 10 });

/** URLs (path + query) the app asked for with `method`. */
const calls = (fetchMock: ReturnType<typeof mockFetch>, method = "GET") =>
  fetchMock.mock.calls
    .filter(([, init]) => ((init as RequestInit | undefined)?.method ?? "GET") === method)
    .map(([input]) => String(input));

describe("generic admin list", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks the API for the page, search and sort of the URL, and keeps them in the URL", async () => {
    const fetchMock = mockFetch({
      "GET /api/productcategory": () => jsonResponse(200, page([category(11, "Divani")], 35, 2)),
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, "/admin/product-category?page=2&q=div&sort=name&order=desc");

    expect(await screen.findByRole("cell", { name: "Divani" })).toBeInTheDocument();
    expect(calls(fetchMock)).toContain("/api/productcategory?page=2&pageSize=10&q=div&sort=name&order=desc");
    expect(screen.getByRole("columnheader", { name: /Nome/ })).toHaveAttribute("aria-sort", "descending");
    expect(screen.getByText("Pagina 2 di 4")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Pagina successiva" }));
    await waitFor(() => expect(where(router)).toBe("/admin/product-category?page=3&q=div&sort=name&order=desc"));
    await waitFor(() =>
      expect(calls(fetchMock)).toContain("/api/productcategory?page=3&pageSize=10&q=div&sort=name&order=desc"),
    );

    // a new sort starts from the first page
    await user.click(screen.getByRole("button", { name: /Slug/ }));
    await waitFor(() => expect(where(router)).toBe("/admin/product-category?q=div&sort=slug&order=asc"));
    await waitFor(() => expect(calls(fetchMock)).toContain("/api/productcategory?page=1&pageSize=10&q=div&sort=slug&order=asc"));

    // back returns to the previous page and sort
    await router.navigate(-1);
    await waitFor(() => expect(where(router)).toBe("/admin/product-category?page=3&q=div&sort=name&order=desc"));

    const search = screen.getByRole("searchbox", { name: "Cerca in categorie" });
    expect(search).toHaveValue("div");
    await user.clear(search);
    await user.type(search, "letti");
    await waitFor(() => expect(where(router)).toBe("/admin/product-category?q=letti&sort=name&order=desc"));
    await waitFor(() =>
      expect(calls(fetchMock)).toContain("/api/productcategory?page=1&pageSize=10&q=letti&sort=name&order=desc"),
    );
  });

  it("shows the server's in_use reason in the delete confirmation and offers to deactivate", async () => {
    const fetchMock = mockFetch({
      "GET /api/productcategory": () => jsonResponse(200, page([category(3, "Divani")])),
      "DELETE /api/productcategory/3": () =>
        jsonResponse(409, {
          code: "in_use",
          message: "La categoria «Divani» è usata da 2 tipologie (Divani a 2 posti, Divani angolari).",
        }),
    });
    const user = userEvent.setup();
    renderRoutes(routes, "/admin/product-category");

    await user.click(await screen.findByRole("button", { name: "Altre azioni per Divani" }));
    await user.click(screen.getByRole("menuitem", { name: "Elimina" }));
    const dialog = screen.getByRole("alertdialog", { name: "Eliminare «Divani»?" });
    // the safe choice has the focus
    expect(within(dialog).getByRole("button", { name: "Annulla" })).toHaveFocus();
    await user.click(within(dialog).getByRole("button", { name: "Elimina" }));

    const alert = await within(dialog).findByRole("alert");
    expect(alert).toHaveTextContent("La categoria «Divani» è usata da 2 tipologie (Divani a 2 posti, Divani angolari).");
    // a categoria: the feminine agreement of its resource description
    expect(alert).toHaveTextContent("«Divani» è in uso e non può essere eliminata.");
    expect(alert).toHaveTextContent("Disattivandola");
    expect(within(dialog).getByRole("button", { name: "Disattiva invece" })).toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Elimina" })).not.toBeInTheDocument();
    expect(calls(fetchMock, "DELETE")).toEqual(["/api/productcategory/3"]);

    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  });
});

describe("row actions and bulk actions", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks for the rows a page chosen and remembers them for the list", async () => {
    window.localStorage.clear();
    const fetchMock = mockFetch({ "GET /api/productcategory": () => jsonResponse(200, page([category(3, "Divani")], 60)) });
    const user = userEvent.setup();
    const first = renderRoutes(routes, "/admin/product-category?page=2");
    const size = await screen.findByRole("combobox", { name: "Righe per pagina" });
    expect(size).toHaveValue("10");
    await user.selectOptions(size, "25");
    await waitFor(() => expect(where(first.router)).toBe("/admin/product-category"));
    await waitFor(() => expect(calls(fetchMock)).toContain("/api/productcategory?page=1&pageSize=25&sort=sortOrder&order=asc"));
    first.unmount();
    renderRoutes(routes, "/admin/product-category");
    expect(await screen.findByRole("combobox", { name: "Righe per pagina" })).toHaveValue("25");
    window.localStorage.clear();
  });

  it("opens a row's form on a click on the row or Enter on it, not on a click on its controls", async () => {
    mockFetch({ "GET /api/productcategory": () => jsonResponse(200, page([category(3, "Divani"), category(4, "Sedie")])) });
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, "/admin/product-category");
    await user.click(await screen.findByRole("checkbox", { name: "Seleziona «Divani»" }));
    expect(where(router)).toBe("/admin/product-category");
    await user.click(screen.getByRole("cell", { name: "divani" }));
    await waitFor(() => expect(where(router)).toBe("/admin/product-category?edit=3"));
    await user.keyboard("{Escape}");
    await waitFor(() => expect(where(router)).toBe("/admin/product-category"));
    screen.getByRole("row", { name: /Sedie/ }).focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(where(router)).toBe("/admin/product-category?edit=4"));
  });

  it("searches a toolbar filter's options when there are more than a select holds", async () => {
    const companies = Array.from({ length: 100 }, (_, i) => ({ id: i + 1, name: `Azienda ${i + 1}` }));
    const fetchMock = mockFetch({
      "GET /api/user": () => jsonResponse(200, page([])),
      "GET /api/company": () => jsonResponse(200, { items: companies, total: 1000, page: 1, pageSize: 100 }),
    });
    const user = userEvent.setup();
    renderRoutes(routes, "/admin/user");
    const search = await screen.findByRole("searchbox", { name: "Cerca in Azienda" });
    await user.type(search, "Lario");
    await waitFor(() => expect(calls(fetchMock)).toContain("/api/company?page=1&pageSize=100&q=Lario&sort=name&order=asc"));
  });

  it("keeps edit in sight and the rest in a menu that works with the keyboard", async () => {
    mockFetch({ "GET /api/productcategory": () => jsonResponse(200, page([category(3, "Divani")])) });
    const user = userEvent.setup();
    renderRoutes(routes, "/admin/product-category");
    expect(await screen.findByRole("button", { name: "Modifica Divani" })).toBeInTheDocument();
    const more = screen.getByRole("button", { name: "Altre azioni per Divani" });
    expect(more).toHaveAttribute("aria-haspopup", "menu");
    expect(more).toHaveAttribute("aria-expanded", "false");
    more.focus();
    await user.keyboard("{Enter}");
    const menu = screen.getByRole("menu", { name: "Altre azioni per Divani" });
    expect(more).toHaveAttribute("aria-expanded", "true");
    expect(within(menu).getByRole("menuitem", { name: "Elimina" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
    expect(more).toHaveFocus();
  });

  it("deactivates the checked rows one call each and names the rows that did not go through", async () => {
    const puts: string[] = [];
    mockFetch({
      "GET /api/productcategory": () => jsonResponse(200, page([category(3, "Divani"), category(4, "Sedie")])),
      "GET /api/productcategory/3": () => jsonResponse(200, category(3, "Divani")),
      "GET /api/productcategory/4": () => jsonResponse(200, category(4, "Sedie")),
      "PUT /api/productcategory/3": (url, init) => {
        puts.push(`${url} ${String(init.body)}`);
        return jsonResponse(200, { ...category(3, "Divani"), active: false });
      },
      "PUT /api/productcategory/4": () => jsonResponse(409, { code: "conflict", message: "Modificata da un altro utente." }),
    });
    const user = userEvent.setup();
    renderRoutes(routes, "/admin/product-category");
    await user.click(await screen.findByRole("checkbox", { name: "Seleziona tutte le righe della pagina" }));
    const bar = screen.getByTestId("bulk-bar");
    expect(bar).toHaveTextContent("2 righe selezionate");
    await user.click(within(bar).getByRole("button", { name: "Disattiva" }));
    await user.click(within(screen.getByRole("alertdialog", { name: "Disattivare 2 righe?" })).getByRole("button", { name: "Disattiva" }));
    const result = await screen.findByTestId("bulk-result");
    expect(result).toHaveTextContent("Completate 1, non riuscite 1");
    expect(result).toHaveTextContent("«Sedie»: L'operazione è in conflitto con lo stato attuale dei dati.");
    expect(puts).toHaveLength(1);
    expect(puts[0]).toContain('"active":false');
  });
});

describe("generic admin form", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("proposes a new category's slug from its name until the slug is typed by hand", async () => {
    mockFetch({ "GET /api/productcategory": () => jsonResponse(200, page([])) });
    const user = userEvent.setup();
    renderRoutes(routes, "/admin/product-category?edit=new");
    const form = await screen.findByRole("dialog");
    const name = within(form).getByRole("textbox", { name: /^Nome/ });
    const slug = within(form).getByRole("textbox", { name: /^Slug/ });
    await user.type(name, "Poltrone Relax è");
    expect(slug).toHaveValue("poltrone-relax-e");
    await user.clear(slug);
    await user.type(slug, "relax");
    await user.type(name, " più");
    expect(slug).toHaveValue("relax");
  });

  it("uploads an image as the request body, fills in its URL and previews it; a refusal says why", async () => {
    const uploads: { type: string | undefined; body: unknown }[] = [];
    let refuse = false;
    mockFetch({
      "GET /api/productcategory": () => jsonResponse(200, page([category(3, "Divani")])),
      "POST /api/images": (_url, init) => {
        uploads.push({ type: (init.headers as Record<string, string>)["Content-Type"], body: init.body });
        return refuse
          ? validationFailed([{ field: "file", message: "L'SVG non è sicuro e non è stato accettato: contiene uno script." }])
          : jsonResponse(201, { url: "/api/images/AAAAAAAAAAAAAAAAAAAAAA.png", contentType: "image/png", size: 8 });
      },
    });
    const user = userEvent.setup();
    renderRoutes(routes, "/admin/product-category?edit=new");
    const form = await screen.findByRole("dialog");
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "sedia.png", { type: "image/png" });
    await user.upload(within(form).getByTestId("image-file"), png);
    const url = within(form).getByRole("textbox", { name: /^Immagine/ });
    await waitFor(() => expect(url).toHaveValue("/api/images/AAAAAAAAAAAAAAAAAAAAAA.png"));
    expect(within(form).getByRole("img", { name: "Anteprima dell'immagine" })).toHaveAttribute("src", "/api/images/AAAAAAAAAAAAAAAAAAAAAA.png");
    expect(uploads[0]?.type).toBe("image/png");
    expect(uploads[0]?.body).toBe(png);

    refuse = true;
    const svg = new File(["<svg><script/></svg>"], "x.svg", { type: "image/svg+xml" });
    await user.upload(within(form).getByTestId("image-file"), svg);
    expect(await within(form).findByText(/L'SVG non è sicuro/)).toBeInTheDocument();
    expect(url).toHaveValue("/api/images/AAAAAAAAAAAAAAAAAAAAAA.png");
  });

  it("sends money as cents and shows the server's details on their fields", async () => {
    const bodies: Record<string, unknown>[] = [];
    let answer = 0;
    mockFetch({
      "GET /api/productfeature/5": () => jsonResponse(200, { id: 5, code: "TES", name: "Tessuto", kind: "choice" }),
      "GET /api/productfeatureval": () => jsonResponse(200, page([])),
      "POST /api/productfeatureval": (_url, init) => {
        bodies.push(JSON.parse(String(init.body)) as Record<string, unknown>);
        answer += 1;
        if (answer === 1) {
          return validationFailed([
            { field: "label", message: "L'etichetta è già usata in questa caratteristica." },
            { field: "priceDelta", message: "La variazione supera il limite." },
            { field: "somethingElse", message: "Un problema generale." },
          ]);
        }
        return jsonResponse(201, { id: 40, featureId: 5, code: "LINO", label: "Lino", priceDelta: -1550 });
      },
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, "/admin/product-feature/5/vals");

    // the parent's name is in the breadcrumb
    expect(await screen.findByText("Tessuto (TES)", { selector: "nav span" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Nuovo valore" }));
    expect(where(router)).toBe("/admin/product-feature/5/vals?edit=new");
    const dialog = await screen.findByRole("dialog", { name: "Nuovo valore" });
    // focus moves into the form
    expect(within(dialog).getByRole("textbox", { name: /Codice/ })).toHaveFocus();

    // client-side hints first
    await user.click(within(dialog).getByRole("button", { name: "Crea" }));
    expect(within(dialog).getByRole("textbox", { name: /Etichetta/ })).toHaveAccessibleDescription(/Campo obbligatorio/);
    expect(bodies).toHaveLength(0);

    await user.type(within(dialog).getByRole("textbox", { name: /Codice/ }), "LINO");
    await user.type(within(dialog).getByRole("textbox", { name: /Etichetta/ }), "Lino");
    const delta = within(dialog).getByRole("textbox", { name: /Variazione di prezzo/ });
    await user.clear(delta);
    await user.type(delta, "-15,50");
    await user.type(within(dialog).getByRole("textbox", { name: /codice esadecimale/ }), "#aabbcc");
    await user.click(within(dialog).getByRole("button", { name: "Crea" }));

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      featureId: 5,
      code: "LINO",
      label: "Lino",
      priceDelta: -1550,
      swatch: "#AABBCC",
      imageUrl: null,
      sortOrder: 0,
      active: true,
    });

    const label = within(dialog).getByRole("textbox", { name: /Etichetta/ });
    await waitFor(() => expect(label).toHaveAccessibleDescription("L'etichetta è già usata in questa caratteristica."));
    expect(label).toHaveAttribute("aria-invalid", "true");
    expect(within(dialog).getByRole("textbox", { name: /Variazione di prezzo/ })).toHaveAccessibleDescription(
      /La variazione supera il limite\./,
    );
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Un problema generale.");
    await waitFor(() => expect(label).toHaveFocus());

    await user.click(within(dialog).getByRole("button", { name: "Crea" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(where(router)).toBe("/admin/product-feature/5/vals");
  });

  it("creates a user without a password through POST /api/user/extended", async () => {
    const bodies: Record<string, unknown>[] = [];
    mockFetch({
      "GET /api/user": () =>
        jsonResponse(
          200,
          page([{ id: 2, email: "m@example.com", role: "account_manager", firstName: "Marco", lastName: "Bianchi", active: true }]),
        ),
      "GET /api/company": () => jsonResponse(200, page([{ id: 7, name: "Arredamenti Lario S.r.l." }])),
      "GET /api/customer": () => jsonResponse(200, page([{ id: 9, companyId: 7, name: "Studio Rossi" }])),
      "POST /api/user/extended": (_url, init) => {
        bodies.push(JSON.parse(String(init.body)) as Record<string, unknown>);
        return jsonResponse(201, { id: 3, email: "n@example.com", firstName: "Nina", lastName: "Verdi", role: "customer" });
      },
    });
    const user = userEvent.setup();
    renderRoutes(routes, "/admin/user?edit=new");

    // role labels in the list
    expect(await screen.findByText("Account Manager", { selector: ".role-badge" })).toBeInTheDocument();
    const dialog = await screen.findByRole("dialog", { name: "Nuovo utente" });
    await user.type(within(dialog).getByRole("textbox", { name: /Email/ }), "n@example.com");
    await user.type(within(dialog).getByRole("textbox", { name: /^Nome/ }), "Nina");
    await user.type(within(dialog).getByRole("textbox", { name: /Cognome/ }), "Verdi");
    const customer = within(dialog).getByRole("combobox", { name: /Cliente/ });
    expect(customer).toBeDisabled();
    // a customer needs a company
    await user.click(within(dialog).getByRole("button", { name: "Crea" }));
    expect(within(dialog).getByRole("combobox", { name: /Azienda/ })).toHaveAccessibleDescription(/Scegli l'azienda/);
    await user.selectOptions(within(dialog).getByRole("combobox", { name: /Azienda/ }), "7");
    await waitFor(() => expect(customer).toBeEnabled());
    await within(dialog).findByRole("option", { name: "Studio Rossi" });
    await user.selectOptions(customer, "9");
    await user.click(within(dialog).getByRole("button", { name: "Crea" }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      email: "n@example.com",
      firstName: "Nina",
      lastName: "Verdi",
      phone: null,
      role: "customer",
      locale: "it",
      companyId: 7,
      customerId: 9,
      active: true,
    });
  });
});
