import type { BasePath } from "@/api/types";

/**
 * The admin section in one table: every screen under `/admin` (docs/product.md section 9.1, plus a company's
 * catalogue filters). The router's admin routes, `paths.admin` and the admin navigation are read
 * from it. Each screen is either the generic list of a resource description (`resource`) or a
 * screen of its own, whose chunk the app names by its key (app/admin-screens.ts: this table is data, so
 * the layouts and the routes can read it without importing the screens). `key` names the screen in
 * `paths.admin` and its title in the catalogue (`titles.<key>`); `nav` puts it in a navigation group,
 * in table order.
 */
export const ADMIN_NAV_GROUPS = ["organisation", "catalogue", "sales"] as const;
export type AdminNavGroup = (typeof ADMIN_NAV_GROUPS)[number];

interface ScreenBase {
  key: string;
  /** Below `/admin`; "" is the section's index. */
  path: string;
  nav?: AdminNavGroup;
}

export type AdminScreen = ScreenBase & { resource?: BasePath };

export const ADMIN_SCREENS = [
  { key: "dashboard", path: "", nav: "organisation" },
  { key: "companies", path: "company", nav: "organisation", resource: "company" },
  { key: "customers", path: "company/:id/customers", resource: "customer" },
  { key: "companyFilters", path: "company/:id/filters" },
  { key: "users", path: "user", nav: "organisation", resource: "user" },
  { key: "audit", path: "audit", nav: "organisation" },
  // the catalogue in the order an administrator builds a product: what a screen refers to comes before it
  // (a part takes features, a model attributes and parts; a configurator, in "sales", a category's models)
  // "Nuovo prodotto": a guide through the screens below, in that order
  { key: "productGuide", path: "new-product", nav: "catalogue" },
  { key: "categories", path: "product-category", nav: "catalogue", resource: "productcategory" },
  { key: "types", path: "product-type", nav: "catalogue", resource: "producttype" },
  { key: "features", path: "product-feature", nav: "catalogue", resource: "productfeature" },
  { key: "featureValues", path: "product-feature/:id/vals", resource: "productfeatureval" },
  { key: "attributes", path: "attribute", nav: "catalogue", resource: "attribute" },
  { key: "attributeValues", path: "attribute/:id/vals", resource: "attributeval" },
  { key: "parts", path: "product-part", nav: "catalogue", resource: "productpart" },
  { key: "models", path: "product-model", nav: "catalogue", resource: "productmodel" },
  { key: "configurators", path: "configuration", nav: "sales" },
  { key: "configuratorNew", path: "configuration/new" },
  { key: "configuratorEdit", path: "configuration/edit/:id" },
  { key: "requests", path: "request", nav: "sales" },
  // `:id` is the base path of the resource imported (`productfeatureval`)
  { key: "import", path: "import/:id" },
] as const satisfies readonly AdminScreen[];

export type AdminScreenKey = (typeof ADMIN_SCREENS)[number]["key"];

/** The screens of their own (not a resource's generic list): each is a chunk the app names by its key. */
export type OwnAdminScreenKey = Exclude<(typeof ADMIN_SCREENS)[number], { resource: string }>["key"];

/** The full route of a screen. */
export const adminPath = (screen: { path: string }) => (screen.path ? `/admin/${screen.path}` : "/admin");

/** The navigation: the screens with a group, grouped in the groups' order and in table order within each. */
type NavScreen = Extract<(typeof ADMIN_SCREENS)[number], { nav: AdminNavGroup }>;
const inNav = (screen: (typeof ADMIN_SCREENS)[number]): screen is NavScreen => "nav" in screen;

export const ADMIN_NAV = ADMIN_NAV_GROUPS.map((group) => ({
  group,
  screens: ADMIN_SCREENS.filter(inNav).filter((screen) => screen.nav === group),
}));
