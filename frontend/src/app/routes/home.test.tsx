import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import { renderRoutes, testQueryClient } from "@/testing/render";
import { jsonResponse, mockFetch } from "@/testing/fetch-mock";
import { makeUser, savedConfiguration } from "@/testing/fixtures";
import { Component } from "./home";

afterEach(() => vi.unstubAllGlobals());

describe("/ signed in", () => {
  it("names the owner of a recent configuration that is someone else's", async () => {
    mockFetch({
      "GET /api/configurator/categories": () => jsonResponse(200, []),
      "GET /api/productconf": () =>
        jsonResponse(200, {
          items: [
            savedConfiguration({ publicId: "p1", name: "Salotto", ownerId: 1, ownerName: "Maria Rossi" }),
            savedConfiguration({ publicId: "p2", name: "Reception", ownerId: 7, ownerName: "Luca Moretti" }),
          ],
          total: 2,
          page: 1,
          pageSize: 5,
        }),
    });
    renderRoutes([{ path: "/", element: <Component /> }], "/", testQueryClient(makeUser("customer_manager", { id: 1, companyId: 2 })));
    const recent = await screen.findByTestId("recent-configurations");
    const [own, others] = within(recent).getAllByRole("listitem");
    expect(own).not.toHaveTextContent(/ di /);
    expect(others).toHaveTextContent("Divani · di Luca Moretti");
  });
});
