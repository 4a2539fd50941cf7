import { createBrowserRouter, type RouteObject } from "react-router-dom";
import { MainLayout } from "@/components/layouts/main-layout";
import { AdminLayout } from "@/components/layouts/admin-layout";
import { RequireAdmin, RequireAuth } from "@/lib/auth";
import { PageSpinner } from "@/components/ui/spinner";
import { ADMIN_SCREENS } from "@/config/admin";
import type { BasePath } from "@/features/admin/resources/types";
import { OWN_ADMIN_SCREENS } from "./admin-screens";
import { RouteError } from "./route-error";

/** The generic admin list of a resource description, in the chunk of the generic screens. */
function resourceScreen(name: BasePath) {
  return async () => {
    const { ResourceScreen } = await import(/* webpackChunkName: "admin-resource" */ "@/features/admin/components/resource-screen");
    return { Component: () => <ResourceScreen name={name} /> };
  };
}

/** A route of the admin table (config/admin.ts). */
function adminRoute(screen: (typeof ADMIN_SCREENS)[number]): RouteObject {
  const lazy = "resource" in screen ? resourceScreen(screen.resource) : OWN_ADMIN_SCREENS[screen.key];
  return screen.path ? { path: screen.path, lazy } : { index: true, lazy };
}

/**
 * Every route of docs/product.md section 9.1. Each screen is a lazy chunk; all of them sit under MainLayout.
 * Guards: RequireAuth (login-only) and RequireAdmin (/admin/*, whose routes come from the admin table).
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
            children: ADMIN_SCREENS.map(adminRoute),
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
