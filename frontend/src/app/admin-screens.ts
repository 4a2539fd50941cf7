import type { LazyRouteFunction, RouteObject } from "react-router-dom";
import type { OwnAdminScreenKey } from "@/config/admin";

/**
 * The chunk of each admin screen of its own (config/admin.ts lists them): here, in the app, so the table
 * stays data that the layouts and the screens read without importing one another. The type asks for
 * every key of the table, so a screen added there without its chunk here does not compile.
 */
export const OWN_ADMIN_SCREENS: Record<OwnAdminScreenKey, LazyRouteFunction<RouteObject>> = {
  dashboard: () => import(/* webpackChunkName: "admin-dashboard" */ "./routes/admin/dashboard"),
  companyFilters: () => import(/* webpackChunkName: "admin-company-filters" */ "./routes/admin/company-filters"),
  audit: () => import(/* webpackChunkName: "admin-audit" */ "./routes/admin/audit"),
  productGuide: () => import(/* webpackChunkName: "admin-product-guide" */ "./routes/admin/product-guide"),
  configurators: () => import(/* webpackChunkName: "admin-configurators" */ "./routes/admin/configurators"),
  configuratorNew: () => import(/* webpackChunkName: "admin-configurator-new" */ "./routes/admin/configurator-new"),
  configuratorEdit: () => import(/* webpackChunkName: "admin-configurator-edit" */ "./routes/admin/configurator-edit"),
  requests: () => import(/* webpackChunkName: "admin-requests" */ "./routes/admin/requests"),
  import: () => import(/* webpackChunkName: "admin-import" */ "./routes/admin/import"),
};
