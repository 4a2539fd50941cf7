import { describe, expect, expectTypeOf, it } from "vitest";
import { i18next } from "@/i18n";
import { routes } from "@/app/router";
import { ADMIN_NAV, ADMIN_SCREENS } from "@/config/admin";
import { paths } from "@/config/paths";
import { RESOURCES } from "./definitions";
import type { ResourceInput } from "@/api/types";
import type { BasePath, ResourceDef } from "./types";
import type { RouteObject } from "react-router-dom";

const defs = Object.values(RESOURCES) as ResourceDef[];

type FieldNames<D> = D extends { fields: readonly (infer F)[] } ? (F extends { name: infer N } ? N : never) : never;
type ParentParam<D> = D extends { parent: { param: infer P } } ? P : never;
/** The input fields of a resource that its form neither edits nor takes from the parent. */
type Unedited<B extends BasePath> = Exclude<keyof ResourceInput<B>, FieldNames<(typeof RESOURCES)[B]> | ParentParam<(typeof RESOURCES)[B]> | "id">;

function routePaths(list: RouteObject[], prefix = ""): string[] {
  return list.flatMap((route) => {
    const here = route.path ? `${prefix.replace(/\/$/, "")}/${route.path}`.replace(/\/+/g, "/") : prefix;
    return [...(route.path ? [here] : []), ...routePaths(route.children ?? [], here)];
  });
}

describe("resource descriptions", () => {
  it("describe each base path under its own name", () => {
    for (const [base, def] of Object.entries(RESOURCES)) expect(def.base).toBe(base);
  });

  it("edit every field of the API's input (fields, columns, sorts and filters are checked against the generated types by tsc)", () => {
    expectTypeOf<{ [B in BasePath]: Unedited<B> }>().toEqualTypeOf<{ [B in BasePath]: never }>();
  });

  it("name catalogue keys that exist in it.json", () => {
    const keys: string[] = [];
    for (const def of defs) {
      keys.push(`titles.${def.key}`, `admin.new.${def.key}`, `admin.what.${def.key}`, `admin.intro.${def.key}`);
      for (const field of def.fields) {
        keys.push(field.label);
        if (field.hint) keys.push(field.hint);
        if (field.type === "choice") keys.push(...field.options.map((o) => o.label));
        if ("pattern" in field && field.pattern) keys.push(field.pattern.message);
      }
      for (const column of def.columns) keys.push(column.label);
      for (const link of def.rowLinks ?? []) keys.push(link.label);
      for (const filter of def.filters ?? []) keys.push(filter.label, ...(filter.options ?? []).map((o) => o.label));
      if (def.parent) keys.push(def.parent.listLabel, `admin.introOf.${def.key}`);
    }
    const missing = keys.filter((key) => !i18next.exists(key));
    expect(missing).toEqual([]);
  });

  it("the admin table gives the router every admin route of docs/product.md section 9.1, each once", () => {
    const admin = routePaths(routes).filter((p) => p === "/admin" || p.startsWith("/admin/"));
    const seed = [
      "/admin/company",
      "/admin/company/:id/customers",
      "/admin/user",
      "/admin/attribute",
      "/admin/attribute/:id/vals",
      "/admin/product-category",
      "/admin/product-type",
      "/admin/product-model",
      "/admin/product-part",
      "/admin/product-feature",
      "/admin/product-feature/:id/vals",
      "/admin/request",
      "/admin/configuration",
      "/admin/configuration/new",
      "/admin/configuration/edit/:id",
    ];
    for (const path of seed) expect(admin).toContain(path);
    expect(admin.sort()).toEqual([...seed, "/admin", "/admin/company/:id/filters", "/admin/import/:id", "/admin/audit", "/admin/new-product"].sort());
    for (const screen of ADMIN_SCREENS) expect(paths.admin[screen.key].path).toBe(screen.path ? `/admin/${screen.path}` : "/admin");
    expect(paths.admin.customers.getHref(7)).toBe("/admin/company/7/customers");
    expect(paths.admin.requests.getHref({ status: "pending" })).toBe("/admin/request?status=pending");
  });

  it("the admin table's generic screens show the description of their key, and its navigation has titles", () => {
    for (const screen of ADMIN_SCREENS) {
      if ("resource" in screen) expect(RESOURCES[screen.resource].key, screen.path).toBe(screen.key);
    }
    const nav = ADMIN_NAV.flatMap(({ group, screens }) => [`nav.${group}`, ...screens.map((s) => `titles.${s.key}`)]);
    expect(nav.filter((key) => !i18next.exists(key))).toEqual([]);
    expect(ADMIN_NAV.map(({ screens }) => screens.map((s) => s.key))).toEqual([
      ["dashboard", "companies", "users", "audit"],
      // the order an administrator builds a product in (issue 26): a feature before a part, a part before a model
      ["productGuide", "categories", "types", "features", "attributes", "parts", "models"],
      ["configurators", "requests"],
    ]);
  });
});
