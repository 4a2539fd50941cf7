import { describe, expect, it } from "vitest";
import { i18next } from "@/i18n";
import { routes } from "@/app/router";
import { ADMIN_NAV, ADMIN_SCREENS } from "@/config/admin";
import { paths } from "@/config/paths";
import { RESOURCES } from "./definitions";
import { BASE_PATHS, type ResourceDef } from "./types";
import type { RouteObject } from "react-router-dom";

/**
 * docs/api.md, "Resources": fields (besides id, createdAt, updatedAt; "(read)" ones marked),
 * sort keys and parent filters of every base path. The descriptions must stay inside it.
 */
const CONTRACT: Record<string, { fields: string[]; read?: string[]; sort: string[]; parents: string[] }> = {
  company: {
    fields: ["name", "vatNumber", "email", "phone", "address", "city", "country", "discountPercent", "accountManagerId", "active"],
    read: ["accountManagerName"],
    sort: ["name", "city", "discountPercent", "updatedAt"],
    parents: [],
  },
  customer: {
    fields: ["companyId", "name", "vatNumber", "email", "phone", "address", "city", "notes", "active"],
    sort: ["name", "city", "updatedAt"],
    parents: ["companyId"],
  },
  companyentityfilter: {
    fields: ["companyId", "entityKind", "entityId", "mode"],
    read: ["entityName"],
    sort: ["entityKind", "updatedAt"],
    parents: ["companyId"],
  },
  user: {
    fields: ["email", "role", "firstName", "lastName", "phone", "locale", "companyId", "customerId", "active", "password"],
    read: ["companyName", "lastLoginAt"],
    sort: ["email", "lastName", "role", "lastLoginAt"],
    parents: ["companyId", "role"],
  },
  attribute: { fields: ["code", "name", "sortOrder"], sort: ["sortOrder", "name", "code"], parents: [] },
  attributeval: {
    fields: ["attributeId", "code", "value", "sortOrder", "active"],
    sort: ["sortOrder", "value", "code"],
    parents: ["attributeId"],
  },
  productcategory: {
    fields: ["slug", "name", "description", "imageUrl", "sortOrder", "active"],
    sort: ["sortOrder", "name", "slug", "updatedAt"],
    parents: [],
  },
  producttype: {
    fields: ["categoryId", "code", "name", "description", "imageUrl", "sortOrder", "active"],
    read: ["categoryName"],
    sort: ["sortOrder", "name", "updatedAt"],
    parents: ["categoryId"],
  },
  productmodel: {
    fields: ["typeId", "code", "name", "description", "imageUrl", "basePrice", "sortOrder", "active", "attributeValueIds"],
    read: ["typeName", "categoryId"],
    sort: ["sortOrder", "name", "code", "basePrice", "updatedAt"],
    parents: ["typeId", "categoryId"],
  },
  productmodelpart: {
    fields: ["modelId", "partId", "required", "minQuantity", "maxQuantity", "defaultQuantity", "sortOrder"],
    read: ["partName", "partCode"],
    sort: ["sortOrder", "partName"],
    parents: ["modelId", "partId"],
  },
  productpart: {
    fields: ["code", "name", "description", "imageUrl", "price", "sortOrder", "active", "features"],
    sort: ["sortOrder", "name", "code", "price", "updatedAt"],
    parents: ["featureId"],
  },
  productfeature: {
    fields: [
      "code",
      "name",
      "description",
      "kind",
      "numericMin",
      "numericMax",
      "numericStep",
      "numericUnit",
      "unitPrice",
      "sortOrder",
      "active",
    ],
    sort: ["sortOrder", "name", "code", "updatedAt"],
    parents: ["partId"],
  },
  productfeatureval: {
    fields: ["featureId", "code", "label", "priceDelta", "swatch", "imageUrl", "sortOrder", "active"],
    sort: ["sortOrder", "label", "code", "priceDelta"],
    parents: ["featureId"],
  },
};

const COMMON_READ = ["id", "createdAt", "updatedAt"];
const defs = Object.values(RESOURCES) as ResourceDef[];

function routePaths(list: RouteObject[], prefix = ""): string[] {
  return list.flatMap((route) => {
    const here = route.path ? `${prefix.replace(/\/$/, "")}/${route.path}`.replace(/\/+/g, "/") : prefix;
    return [...(route.path ? [here] : []), ...routePaths(route.children ?? [], here)];
  });
}

describe("resource descriptions", () => {
  it("cover every base path of the contract, once each", () => {
    expect(new Set(defs.map((d) => d.base))).toEqual(new Set(Object.keys(CONTRACT)));
    expect([...BASE_PATHS].sort()).toEqual(Object.keys(CONTRACT).sort());
    expect(defs).toHaveLength(Object.keys(CONTRACT).length);
  });

  it.each(defs.map((d) => [d.base, d] as const))("%s: fields, columns, sort keys and filters are the contract's", (base, def) => {
    const contract = CONTRACT[base];
    expect(contract).toBeDefined();
    if (!contract) return;
    const readable = [...contract.fields, ...(contract.read ?? []), ...COMMON_READ];
    for (const field of def.fields) expect(contract.fields, `${base}.${field.name}`).toContain(field.name);
    for (const column of def.columns) {
      if (!column.value) expect(readable, `${base} column ${column.key}`).toContain(column.key);
      if (column.sort) expect(contract.sort, `${base} sort ${column.sort}`).toContain(column.sort);
    }
    if (def.defaultSort) expect(contract.sort).toContain(def.defaultSort.key);
    if (def.parent) expect(contract.parents).toContain(def.parent.param);
    for (const filter of def.filters ?? []) expect(contract.parents, `${base} filter ${filter.param}`).toContain(filter.param);
    // every required writable field of the contract is either in the form or fixed by the parent
    const parentParam = def.parent?.param;
    for (const field of contract.fields) {
      if (field === "password" || field === parentParam) continue;
      expect(
        def.fields.map((f) => f.name),
        `${base}: ${field} is edited somewhere`,
      ).toContain(field);
    }
    for (const field of def.fields) {
      if (field.type === "reference" || field.type === "multiReference") {
        expect(BASE_PATHS).toContain(field.resource);
      }
    }
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

  it("the admin table gives the router every admin route of the seed, each once", () => {
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
    expect(admin.sort()).toEqual([...seed, "/admin", "/admin/company/:id/filters"].sort());
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
      ["dashboard", "companies", "users"],
      ["categories", "types", "models", "parts", "features", "attributes"],
      ["configurators", "requests"],
    ]);
  });
});
