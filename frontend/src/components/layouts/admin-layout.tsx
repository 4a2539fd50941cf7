import { NavLink, Outlet } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { ADMIN_NAV, adminPath } from "@/config/admin";

/** Admin screens: section navigation beside (or above, on a phone) the screen. */
export function AdminLayout() {
  const { t } = useTranslation();
  return (
    <div className="admin-layout">
      <nav className="admin-nav" aria-label={t("app.adminNav")}>
        {ADMIN_NAV.map(({ group, screens }) => (
          <div key={group} className="admin-nav__group">
            <p className="admin-nav__heading">{t(`nav.${group}`)}</p>
            <ul>
              {screens.map((screen) => (
                <li key={screen.key}>
                  {/* the index (dashboard) is current only on itself */}
                  <NavLink to={adminPath(screen)} end={screen.path === ""} className="admin-nav__link">
                    {t(`titles.${screen.key}`)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <div className="admin-nav__group">
          <p className="admin-nav__heading">{t("nav.developers")}</p>
          <ul>
            <li>
              {/* the server's own page (its viewer needs a CSP of its own), not a route of the app */}
              <a href="/api/docs" className="admin-nav__link">
                {t("nav.apiDocs")}
              </a>
            </li>
          </ul>
        </div>
      </nav>
      <div className="admin-layout__content">
        <Outlet />
      </div>
    </div>
  );
}
