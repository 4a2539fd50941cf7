import { NavLink, Outlet } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { paths } from "@/config/paths";

type AdminLink = { to: string; label: "dashboard" | "companies" | "users" | "attributes" | "categories" | "types" | "models" | "parts" | "features" | "requests" | "configurators"; end?: boolean };

const GROUPS: { group: "organisation" | "catalogue" | "sales"; links: AdminLink[] }[] = [
  {
    group: "organisation",
    links: [
      { to: paths.admin.dashboard.getHref(), label: "dashboard", end: true },
      { to: paths.admin.companies.getHref(), label: "companies" },
      { to: paths.admin.users.getHref(), label: "users" },
    ],
  },
  {
    group: "catalogue",
    links: [
      { to: paths.admin.categories.getHref(), label: "categories" },
      { to: paths.admin.types.getHref(), label: "types" },
      { to: paths.admin.models.getHref(), label: "models" },
      { to: paths.admin.parts.getHref(), label: "parts" },
      { to: paths.admin.features.getHref(), label: "features" },
      { to: paths.admin.attributes.getHref(), label: "attributes" },
    ],
  },
  {
    group: "sales",
    links: [
      { to: paths.admin.configurators.getHref(), label: "configurators" },
      { to: paths.admin.requests.getHref(), label: "requests" },
    ],
  },
];

/** Admin screens: section navigation beside (or above, on a phone) the screen. */
export function AdminLayout() {
  const { t } = useTranslation();
  return (
    <div className="admin-layout">
      <nav className="admin-nav" aria-label={t("app.adminNav")}>
        {GROUPS.map(({ group, links }) => (
          <div key={group} className="admin-nav__group">
            <p className="admin-nav__heading">{t(`nav.${group}`)}</p>
            <ul>
              {links.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end={link.end} className="admin-nav__link">
                    {t(`titles.${link.label}`)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <div className="admin-layout__content">
        <Outlet />
      </div>
    </div>
  );
}
