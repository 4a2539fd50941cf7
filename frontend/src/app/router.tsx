import { createBrowserRouter, type RouteObject } from "react-router-dom";
import { MainLayout } from "@/components/layouts/main-layout";
import { AdminLayout } from "@/components/layouts/admin-layout";
import { RequireAdmin, RequireAuth } from "@/lib/auth";
import { PageSpinner } from "@/components/ui/spinner";
import { RouteError } from "./route-error";

/**
 * Every route of seed section 2. Each screen is its own lazy chunk; all of them sit under
 * MainLayout. Guards: RequireAuth (login-only) and RequireAdmin (/admin/*).
 */
export const routes: RouteObject[] = [
  {
    element: <MainLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: () => import(/* webpackChunkName: "home" */ "./routes/home") },
          { path: "login", lazy: () => import(/* webpackChunkName: "login" */ "./routes/auth/login") },
          {
            path: "forgot-password",
            lazy: () => import(/* webpackChunkName: "forgot-password" */ "./routes/auth/forgot-password"),
          },
          {
            path: "reset-password/:token",
            lazy: () => import(/* webpackChunkName: "reset-password" */ "./routes/auth/reset-password"),
          },
          {
            element: <RequireAuth />,
            children: [
              {
                path: "configuratore/edit/:opaqueid",
                lazy: () => import(/* webpackChunkName: "configuration-edit" */ "./routes/configurator/edit"),
              },
              {
                path: "configuratore/copy/:opaqueid",
                lazy: () => import(/* webpackChunkName: "configuration-copy" */ "./routes/configurator/copy"),
              },
              {
                path: "configuratore/:category",
                lazy: () => import(/* webpackChunkName: "configurator" */ "./routes/configurator/create"),
              },
              {
                path: "user/configurazioni",
                lazy: () => import(/* webpackChunkName: "my-configurations" */ "./routes/user/configurations"),
              },
              {
                path: "user/profilo",
                lazy: () => import(/* webpackChunkName: "profile" */ "./routes/user/profile"),
              },
            ],
          },
          {
            path: "admin",
            element: (
              <RequireAdmin>
                <AdminLayout />
              </RequireAdmin>
            ),
            children: [
              { index: true, lazy: () => import(/* webpackChunkName: "admin-dashboard" */ "./routes/admin/dashboard") },
              { path: "company", lazy: () => import(/* webpackChunkName: "admin-companies" */ "./routes/admin/companies") },
              {
                path: "company/:id/customers",
                lazy: () => import(/* webpackChunkName: "admin-customers" */ "./routes/admin/customers"),
              },
              {
                path: "company/:id/filters",
                lazy: () => import(/* webpackChunkName: "admin-company-filters" */ "./routes/admin/company-filters"),
              },
              { path: "user", lazy: () => import(/* webpackChunkName: "admin-users" */ "./routes/admin/users") },
              {
                path: "attribute",
                lazy: () => import(/* webpackChunkName: "admin-attributes" */ "./routes/admin/attributes"),
              },
              {
                path: "attribute/:id/vals",
                lazy: () => import(/* webpackChunkName: "admin-attribute-values" */ "./routes/admin/attribute-values"),
              },
              {
                path: "product-category",
                lazy: () => import(/* webpackChunkName: "admin-categories" */ "./routes/admin/categories"),
              },
              { path: "product-type", lazy: () => import(/* webpackChunkName: "admin-types" */ "./routes/admin/types") },
              {
                path: "product-model",
                lazy: () => import(/* webpackChunkName: "admin-models" */ "./routes/admin/models"),
              },
              { path: "product-part", lazy: () => import(/* webpackChunkName: "admin-parts" */ "./routes/admin/parts") },
              {
                path: "product-feature",
                lazy: () => import(/* webpackChunkName: "admin-features" */ "./routes/admin/features"),
              },
              {
                path: "product-feature/:id/vals",
                lazy: () => import(/* webpackChunkName: "admin-feature-values" */ "./routes/admin/feature-values"),
              },
              { path: "request", lazy: () => import(/* webpackChunkName: "admin-requests" */ "./routes/admin/requests") },
              {
                path: "configuration",
                lazy: () => import(/* webpackChunkName: "admin-configurators" */ "./routes/admin/configurators"),
              },
              {
                path: "configuration/new",
                lazy: () => import(/* webpackChunkName: "admin-configurator-new" */ "./routes/admin/configurator-new"),
              },
              {
                path: "configuration/edit/:id",
                lazy: () => import(/* webpackChunkName: "admin-configurator-edit" */ "./routes/admin/configurator-edit"),
              },
            ],
          },
          { path: "*", lazy: () => import(/* webpackChunkName: "not-found" */ "./routes/not-found") },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
