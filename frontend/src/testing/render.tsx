import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router-dom";
import type { User } from "@/api/types";
import { meQueryKey } from "@/lib/auth";

export function testQueryClient(user?: User | null): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  if (user !== undefined) client.setQueryData(meQueryKey, user);
  return client;
}

/** Renders routes on a memory router at `url` (bulletproof-react's renderApp). */
export function renderRoutes(routes: RouteObject[], url: string, queryClient: QueryClient = testQueryClient()) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...utils, router, queryClient };
}
