import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Component as Login } from "./login";
import { renderRoutes, testQueryClient } from "@/testing/render";
import { jsonResponse, mockFetch } from "@/testing/fetch-mock";
import { fakeJwt, makeUser } from "@/testing/fixtures";
import { setNavigator } from "@/lib/api-client";
import { meQueryKey } from "@/lib/auth";
import { TOKEN_STORAGE_KEY } from "@/config/constants";

const routes = (target: string) => [
  { path: "/login", element: <Login /> },
  { path: "/", element: <h1>Home</h1> },
  { path: target, element: <h1>Destinazione</h1> },
];

async function submit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole("button", { name: "Accedi" }));
}

describe("login screen", () => {
  const navigate = vi.fn();
  beforeEach(() => {
    setNavigator(navigate);
    window.history.replaceState(null, "", "/login");
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows invalid_credentials on the form, without leaving /login", async () => {
    mockFetch({
      "POST /api/user/login": () => jsonResponse(401, { message: "Credenziali errate", code: "invalid_credentials" }),
    });
    const { router } = renderRoutes(routes("/admin"), "/login?redirect=%2Fadmin", testQueryClient(null));
    await submit("mario@example.com", "sbagliata-123");
    expect(await screen.findByRole("alert")).toHaveTextContent("Email o password non corretti.");
    expect(router.state.location.pathname).toBe("/login");
    expect(navigate).not.toHaveBeenCalled();
  });

  it("ties field errors to their inputs", async () => {
    mockFetch({});
    renderRoutes(routes("/admin"), "/login", testQueryClient(null));
    await userEvent.setup().click(screen.getByRole("button", { name: "Accedi" }));
    const email = screen.getByLabelText(/^Email/);
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription("Campo obbligatorio.");
  });

  it("stores the token and goes back to a safe redirect", async () => {
    const token = fakeJwt();
    const user = makeUser("admin");
    mockFetch({
      "POST /api/user/login": () => jsonResponse(200, { token, expiresAt: new Date(Date.now() + 1_800_000).toISOString(), user }),
    });
    const client = testQueryClient(null);
    const { router } = renderRoutes(routes("/admin/company"), "/login?redirect=%2Fadmin%2Fcompany%3Fpage%3D2", client);
    await submit("admin@example.com", "una-password-lunga");
    expect(await screen.findByRole("heading", { name: "Destinazione" })).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe("/admin/company?page=2");
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(token);
    expect(client.getQueryData(meQueryKey)).toEqual(user);
  });

  it("ignores a redirect outside the app", async () => {
    mockFetch({
      "POST /api/user/login": () => jsonResponse(200, { token: fakeJwt(), user: makeUser("customer") }),
    });
    const { router } = renderRoutes(routes("/x"), `/login?redirect=${encodeURIComponent("https://evil.com")}`, testQueryClient(null));
    await submit("c@example.com", "una-password-lunga");
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });
});
