import { isRouteErrorResponse, Link, useRouteError } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { Page } from "@/components/ui/page";
import { paths } from "@/config/paths";

/** Shown when a screen fails to load (e.g. a chunk after a deploy) or throws. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const text = notFound ? t("notFound.text") : t("errors.chunkLoad");
  return (
    <Page title={notFound ? t("titles.notFound") : t("titles.error")} width="narrow">
      <div className="card stack">
        <p>{text}</p>
        <div className="row">
          <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
            {t("common.reload")}
          </button>
          <Link to={paths.home.getHref()} className="button">
            {t("common.goHome")}
          </Link>
        </div>
      </div>
    </Page>
  );
}
