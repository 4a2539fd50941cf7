import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AdminLayout } from "./admin-layout";
import { renderRoutes } from "@/testing/render";

describe("admin navigation", () => {
  it("lists the catalogue in the order an administrator builds a product, then the configurators", () => {
    renderRoutes([{ path: "/admin/*", element: <AdminLayout /> }], "/admin/product-feature");
    const nav = screen.getByRole("navigation", { name: "Amministrazione" });
    const links = within(nav).getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")]);
    expect(links).toEqual([
      ["Dashboard", "/admin"],
      ["Aziende", "/admin/company"],
      ["Utenti", "/admin/user"],
      [expect.any(String), "/admin/audit"],
      // the guide through them first; then a feature (and its values) before the part that takes it, a part
      // before the model made of it
      ["Nuovo prodotto", "/admin/new-product"],
      ["Categorie", "/admin/product-category"],
      ["Tipologie", "/admin/product-type"],
      ["Caratteristiche", "/admin/product-feature"],
      ["Attributi", "/admin/attribute"],
      ["Parti", "/admin/product-part"],
      ["Modelli", "/admin/product-model"],
      ["Configuratori", "/admin/configuration"],
      ["Richieste", "/admin/request"],
      [expect.any(String), "/api/docs"],
    ]);
    expect(within(nav).getByRole("link", { name: "Caratteristiche" })).toHaveAttribute("aria-current", "page");
  });
});
