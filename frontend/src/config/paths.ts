import { ADMIN_SCREENS, adminPath } from "./admin";

type Query = Record<string, string | number | undefined>;

/** `?a=1&b=2` of the defined values, or "". */
function search(query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== "") params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : "";
}

type Screen = (typeof ADMIN_SCREENS)[number];
type AdminRoute<S extends Screen> = {
  path: S["path"] extends "" ? "/admin" : `/admin/${S["path"]}`;
  getHref: S["path"] extends `${string}:id${string}` ? (id: string | number, query?: Query) => string : (query?: Query) => string;
};

/** `paths.admin.<key>` of every screen of the admin table (config/admin.ts). */
const admin = Object.fromEntries(
  ADMIN_SCREENS.map((screen) => {
    const path = adminPath(screen);
    const getHref = path.includes(":id")
      ? (id: string | number, query?: Query) => path.replace(":id", encodeURIComponent(String(id))) + search(query)
      : (query?: Query) => path + search(query);
    return [screen.key, { path, getHref }];
  }),
) as { [S in Screen as S["key"]]: AdminRoute<S> };

/** Every route of the app (docs/product.md section 9.1) in one place. */
export const paths = {
  home: { path: "/", getHref: () => "/" },
  auth: {
    login: { path: "/login", getHref: () => "/login" },
    forgotPassword: { path: "/forgot-password/", getHref: () => "/forgot-password/" },
    resetPassword: {
      path: "/reset-password/:token",
      getHref: (token: string) => `/reset-password/${encodeURIComponent(token)}`,
    },
  },
  configurator: {
    create: {
      path: "/configuratore/:category",
      getHref: (category: string) => `/configuratore/${encodeURIComponent(category)}`,
    },
    edit: {
      path: "/configuratore/edit/:opaqueid",
      getHref: (id: string) => `/configuratore/edit/${encodeURIComponent(id)}`,
    },
    copy: {
      path: "/configuratore/copy/:opaqueid",
      getHref: (id: string) => `/configuratore/copy/${encodeURIComponent(id)}`,
    },
  },
  user: {
    configurations: { path: "/user/configurazioni", getHref: () => "/user/configurazioni" },
    profile: { path: "/user/profilo", getHref: () => "/user/profilo" },
  },
  admin,
} as const;
