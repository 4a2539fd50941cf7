import { Link, NavLink, Outlet, useLocation, useNavigation } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { isAdmin, useRevalidateOnNavigation, useUser } from "@/lib/auth";
import { paths } from "@/config/paths";
import { UserMenu } from "./user-menu";
import { LanguageSwitcher } from "./language-switcher";

/** The one layout every screen sits under: header with app name, navigation and user menu. */
export function MainLayout() {
  const { t } = useTranslation();
  const { data: user, isPending: userPending } = useUser();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const busy = navigation.state !== "idle";
  useRevalidateOnNavigation();

  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        {t("app.skipToContent")}
      </a>
      <header className={`app-header${user ? " app-header--with-nav" : ""}`}>
        <div className="app-header__inner">
          <Link to={paths.home.getHref()} className="brand" aria-label={t("app.name")}>
            <span className="brand__mark" aria-hidden="true" />
            <span className="brand__name">{t("app.name")}</span>
          </Link>
          {user && (
            <nav className="main-nav" aria-label={t("app.mainNav")}>
              <NavLink to={paths.home.getHref()} end className="main-nav__link main-nav__link--home">
                {t("nav.home")}
              </NavLink>
              <NavLink to={paths.user.configurations.getHref()} className="main-nav__link">
                {t("nav.myConfigurations")}
              </NavLink>
              {isAdmin(user) && (
                <NavLink to={paths.admin.dashboard.getHref()} className="main-nav__link" data-testid="admin-link">
                  {t("nav.admin")}
                </NavLink>
              )}
            </nav>
          )}
          <div className="app-header__end">
            {/* Nothing while the user loads: a login button swapped for the menu would shift the header,
                and so would the language switch pushed aside by either. */}
            {!userPending && <LanguageSwitcher />}
            {user ? (
              <UserMenu user={user} />
            ) : userPending || pathname === paths.auth.login.path ? null : (
              <Link to={paths.auth.login.getHref()} className="button button--primary button--small">
                {t("nav.login")}
              </Link>
            )}
          </div>
        </div>
        <div className={`progress${busy ? " progress--active" : ""}`} aria-hidden="true" />
      </header>
      <main id="main" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="app-footer">{t("app.footer", { year: new Date().getFullYear() })}</footer>
    </div>
  );
}
