import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import type { RouteObject } from "react-router-dom";
import { RequireAdmin, RequireAuth, logout, meQueryKey } from "./auth";
import { setToken, getToken } from "./token";
import { renderRoutes, testQueryClient } from "@/testing/render";
import { makeUser } from "@/testing/fixtures";
import { jsonResponse, mockFetch, textResponse } from "@/testing/fetch-mock";

const routes: RouteObject[] = [
  { path: "/", element: <h1>Home</h1> },
  { path: "/login", element: <h1>Accedi</h1> },
  {
    element: <RequireAuth />,
    children: [{ path: "/user/configurazioni", element: <h1>Le mie configurazioni</h1> }],
  },
  {
    path: "/admin",
    element: <RequireAdmin />,
    children: [
      { index: true, element: <h1>Dashboard</h1> },
      { path: "company", element: <h1>Aziende</h1> },
    ],
  },
];

const where = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe("route guards", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends a visitor on a login-only route to /login with the redirect", async () => {
    const { router } = renderRoutes(routes, "/user/configurazioni?page=2", testQueryClient());
    expect(await screen.findByRole("heading", { name: "Accedi" })).toBeInTheDocument();
    expect(where(router)).toBe("/login?redirect=%2Fuser%2Fconfigurazioni%3Fpage%3D2");
  });

  it("sends a visitor on an admin route to /login with the redirect", async () => {
    const { router } = renderRoutes(routes, "/admin/company", testQueryClient(null));
    expect(await screen.findByRole("heading", { name: "Accedi" })).toBeInTheDocument();
    expect(where(router)).toBe("/login?redirect=%2Fadmin%2Fcompany");
  });

  it("lets a logged-in user reach a login-only route", async () => {
    renderRoutes(routes, "/user/configurazioni", testQueryClient(makeUser("customer")));
    expect(await screen.findByRole("heading", { name: "Le mie configurazioni" })).toBeInTheDocument();
  });

  it.each(["customer", "customer_manager", "account_manager"] as const)(
    "sends a non-admin (%s) on /admin/* to /",
    async (role) => {
      const { router } = renderRoutes(routes, "/admin/company", testQueryClient(makeUser(role)));
      expect(await screen.findByRole("heading", { name: "Home" })).toBeInTheDocument();
      expect(where(router)).toBe("/");
    },
  );

  it("lets an admin through to /admin and /admin/*", async () => {
    const client = testQueryClient(makeUser("admin"));
    renderRoutes(routes, "/admin/company", client);
    expect(await screen.findByRole("heading", { name: "Aziende" })).toBeInTheDocument();
  });

  it("shows the Dashboard at /admin for an admin", async () => {
    renderRoutes(routes, "/admin", testQueryClient(makeUser("admin")));
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeInTheDocument();
  });

  it("loads the user with the stored token", async () => {
    setToken("good");
    mockFetch({ "GET /api/user/me": () => jsonResponse(200, makeUser("admin")) });
    renderRoutes(routes, "/admin/company", testQueryClient());
    expect(await screen.findByRole("heading", { name: "Aziende" })).toBeInTheDocument();
  });

  it("clears user and token when GET /api/user/me fails", async () => {
    setToken("whatever");
    mockFetch({ "GET /api/user/me": () => jsonResponse(503, { message: "Non disponibile", code: "unavailable" }) });
    const { router } = renderRoutes(routes, "/user/configurazioni", testQueryClient());
    expect(await screen.findByRole("heading", { name: "Accedi" })).toBeInTheDocument();
    await waitFor(() => expect(getToken()).toBeNull());
    expect(where(router)).toBe("/login?redirect=%2Fuser%2Fconfigurazioni");
  });
});

describe("logout", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("forgets the session at once and asks the server to end it with the token it had", async () => {
    setToken("the.old.token");
    const client = testQueryClient(makeUser("customer"));
    client.setQueryData(["productconf", "list"], { items: [1] });
    const fetch = mockFetch({ "POST /api/user/logout": () => new Response(null, { status: 204 }) });

    const done = logout(client);

    expect(getToken()).toBeNull();
    expect(client.getQueryData(meQueryKey)).toBeNull();
    expect(client.getQueryData(["productconf", "list"])).toBeUndefined();
    await done;
    expect(fetch).toHaveBeenCalledTimes(1);
    const [, init] = fetch.mock.calls[0] ?? [];
    expect(init?.method).toBe("POST");
    expect(init?.headers).toEqual({ Authorization: "Bearer the.old.token" });
  });

  it.each([
    ["the network is down", () => Promise.reject(new TypeError("Failed to fetch"))],
    ["the server is down", () => textResponse(502, "Bad Gateway")],
    ["the token had already ended", () => jsonResponse(401, { message: "Sessione scaduta.", code: "unauthorized" })],
  ])("still logs out when %s", async (_, answer) => {
    setToken("the.old.token");
    const client = testQueryClient(makeUser("customer"));
    const fetch = mockFetch({ "POST /api/user/logout": answer });

    await expect(logout(client)).resolves.toBeUndefined();

    expect(fetch).toHaveBeenCalledTimes(1);
    expect(getToken()).toBeNull();
    expect(client.getQueryData(meQueryKey)).toBeNull();
  });

  it("asks nothing of the server without a token", async () => {
    const fetch = mockFetch({});
    await logout(testQueryClient(makeUser("customer")));
    expect(fetch).not.toHaveBeenCalled();
  });
});
