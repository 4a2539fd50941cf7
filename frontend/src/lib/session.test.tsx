import { afterEach, describe, expect, it, vi } from "vitest";
import { act, render, waitFor } from "@testing-library/react";
import { AuthSync, logout, meQueryKey } from "./auth";
import { getToken, setToken } from "./token";
import { testQueryClient } from "@/testing/render";
import { fakeJwt, makeUser } from "@/testing/fixtures";
import { jsonResponse, mockFetch } from "@/testing/fetch-mock";

describe("session", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("logout clears the token, the user and every cached query", () => {
    setToken(fakeJwt());
    const client = testQueryClient(makeUser("customer"));
    client.setQueryData(["productconf", "list"], { items: [1, 2] });
    logout(client);
    expect(getToken()).toBeNull();
    expect(client.getQueryData(meQueryKey)).toBeNull();
    expect(client.getQueryData(["productconf", "list"])).toBeUndefined();
  });

  it("renews the token shortly before it expires", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const renewed = fakeJwt(1800);
    const fetch = mockFetch({
      "POST /api/user/jwt/renew": () => jsonResponse(200, { token: renewed, user: makeUser("customer") }),
    });
    setToken(fakeJwt(180)); // expires in 3 minutes: renewed 2 minutes before
    const client = testQueryClient(makeUser("customer"));
    render(<AuthSync queryClient={client} />);
    await act(async () => {
      vi.advanceTimersByTime(50_000);
    });
    expect(fetch).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(15_000);
    });
    await waitFor(() => expect(getToken()).toBe(renewed));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("drops the user when the token disappears (401, another tab)", async () => {
    setToken(fakeJwt());
    const client = testQueryClient(makeUser("customer"));
    render(<AuthSync queryClient={client} />);
    act(() => {
      window.localStorage.removeItem("configuratore.token");
      window.dispatchEvent(new StorageEvent("storage", { key: "configuratore.token", newValue: null }));
    });
    await waitFor(() => expect(client.getQueryData(meQueryKey)).toBeNull());
  });
});
