import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LanguageSwitcher } from "./language-switcher";
import { LanguageSync } from "@/lib/language";
import { api } from "@/lib/api-client";
import { meQueryKey } from "@/lib/auth";
import { i18next } from "@/i18n";
import { LANGUAGE_STORAGE_KEY } from "@/config/constants";
import { testQueryClient } from "@/testing/render";
import { makeUser } from "@/testing/fixtures";
import { jsonResponse, mockFetch } from "@/testing/fetch-mock";
import type { QueryClient } from "@tanstack/react-query";
import type { User } from "@/api/types";

function renderSwitcher(queryClient: QueryClient) {
  return render(
    <QueryClientProvider client={queryClient}>
      <LanguageSync queryClient={queryClient} />
      <LanguageSwitcher />
    </QueryClientProvider>,
  );
}

describe("language switcher", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("switches a visitor to English at once and keeps the choice on this browser", async () => {
    const fetch = mockFetch({});
    renderSwitcher(testQueryClient(null));
    const group = screen.getByRole("group", { name: "Lingua" });
    expect(screen.getByRole("button", { name: "IT Italiano" })).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(screen.getByRole("button", { name: "EN English" }));
    await waitFor(() => expect(group).toHaveAccessibleName("Language"));
    expect(screen.getByRole("button", { name: "EN English" })).toHaveAttribute("aria-pressed", "true");
    expect(document.documentElement.lang).toBe("en");
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("en");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("saves a signed-in user's choice as their locale and updates the cached user", async () => {
    const user = makeUser("customer");
    let body: unknown = null;
    let language: string | undefined;
    mockFetch({
      "PUT /api/user/me": (_url, init) => {
        body = JSON.parse(String(init.body));
        language = (init.headers as Record<string, string>)["Accept-Language"];
        return jsonResponse(200, { ...user, locale: "en", companyName: null, customerName: null });
      },
      "GET /api/user/me": () => jsonResponse(200, { ...user, locale: "en" }),
    });
    const queryClient = testQueryClient(user);
    renderSwitcher(queryClient);
    await userEvent.click(screen.getByRole("button", { name: "EN English" }));
    await waitFor(() => expect(queryClient.getQueryData<User>(meQueryKey)?.locale).toBe("en"));
    expect(body).toEqual({ locale: "en" });
    expect(language).toBe("en");
    expect(i18next.language).toBe("en");
  });

  it("fetches the screen's texts in the new language before the app's own words change, and drops the hidden screens'", async () => {
    const user = makeUser("customer");
    let saved = "it";
    mockFetch({
      "PUT /api/user/me": () => {
        saved = "en";
        return jsonResponse(200, { ...user, locale: "en", companyName: null, customerName: null });
      },
      // the server answers in the saved locale, whatever the call says
      "GET /api/configurator/categories": () => jsonResponse(200, [{ id: 1, slug: "divani", name: saved === "en" ? "Sofas" : "Divani" }]),
    });
    const queryClient = testQueryClient(user);
    queryClient.setQueryData(["productconf", "list", {}], { items: [], total: 0, page: 1, pageSize: 10 });
    // a screen's query of server texts (the home page's categories)
    function Offered() {
      const offered = useQuery({ queryKey: ["wizard", "offered"], queryFn: () => api.get<{ name: string }[]>("/api/configurator/categories") });
      return <p>{offered.data?.map((category) => category.name).join(", ")}</p>;
    }
    render(
      <QueryClientProvider client={queryClient}>
        <LanguageSync queryClient={queryClient} />
        <LanguageSwitcher />
        <Offered />
      </QueryClientProvider>,
    );
    expect(await screen.findByText("Divani")).toBeInTheDocument();
    // what the screen has to show at the moment the language changes
    let shownAtSwitch: unknown;
    const atSwitch = () => (shownAtSwitch = queryClient.getQueryData(["wizard", "offered"]));
    i18next.on("languageChanged", atSwitch);
    try {
      await userEvent.click(screen.getByRole("button", { name: "EN English" }));
      await waitFor(() => expect(i18next.language).toBe("en"));
    } finally {
      i18next.off("languageChanged", atSwitch);
    }
    expect(shownAtSwitch).toEqual([{ id: 1, slug: "divani", name: "Sofas" }]);
    expect(await screen.findByText("Sofas")).toBeInTheDocument();
    expect(queryClient.getQueryData(["productconf", "list", {}])).toBeUndefined();
    expect(queryClient.getQueryData<User>(meQueryKey)?.locale).toBe("en");
  });

  it("keeps the language when the save fails", async () => {
    mockFetch({ "PUT /api/user/me": () => jsonResponse(500, { code: "internal", message: "Errore interno" }) });
    renderSwitcher(testQueryClient(makeUser("customer")));
    await userEvent.click(screen.getByRole("button", { name: "EN English" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "IT Italiano" })).toHaveAttribute("aria-pressed", "true"));
    expect(i18next.language).toBe("it");
  });

  it("follows the signed-in user's locale over the visitor's choice", async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, "it");
    renderSwitcher(testQueryClient(makeUser("customer", { locale: "en-GB" })));
    await waitFor(() => expect(i18next.language).toBe("en"));
    expect(document.documentElement.lang).toBe("en");
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("en");
  });
});
