/** Every route of the app (seed section 2) in one place. */
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
  admin: {
    dashboard: { path: "/admin", getHref: () => "/admin" },
    companies: { path: "/admin/company", getHref: () => "/admin/company" },
    customers: {
      path: "/admin/company/:id/customers",
      getHref: (id: string | number) => `/admin/company/${id}/customers`,
    },
    companyFilters: {
      path: "/admin/company/:id/filters",
      getHref: (id: string | number) => `/admin/company/${id}/filters`,
    },
    users: { path: "/admin/user", getHref: () => "/admin/user" },
    attributes: { path: "/admin/attribute", getHref: () => "/admin/attribute" },
    attributeValues: {
      path: "/admin/attribute/:id/vals",
      getHref: (id: string | number) => `/admin/attribute/${id}/vals`,
    },
    categories: { path: "/admin/product-category", getHref: () => "/admin/product-category" },
    types: { path: "/admin/product-type", getHref: () => "/admin/product-type" },
    models: { path: "/admin/product-model", getHref: () => "/admin/product-model" },
    parts: { path: "/admin/product-part", getHref: () => "/admin/product-part" },
    features: { path: "/admin/product-feature", getHref: () => "/admin/product-feature" },
    featureValues: {
      path: "/admin/product-feature/:id/vals",
      getHref: (id: string | number) => `/admin/product-feature/${id}/vals`,
    },
    requests: {
      path: "/admin/request",
      getHref: (status?: string) => (status ? `/admin/request?status=${encodeURIComponent(status)}` : "/admin/request"),
    },
    configurators: { path: "/admin/configuration", getHref: () => "/admin/configuration" },
    configuratorNew: { path: "/admin/configuration/new", getHref: () => "/admin/configuration/new" },
    configuratorEdit: {
      path: "/admin/configuration/edit/:id",
      getHref: (id: string | number) => `/admin/configuration/edit/${id}`,
    },
  },
} as const;
