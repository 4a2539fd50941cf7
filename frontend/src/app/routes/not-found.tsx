import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { Page } from "@/components/ui/page";
import { paths } from "@/config/paths";

export function Component() {
  const { t } = useTranslation();
  return (
    <Page title={t("titles.notFound")} width="narrow">
      <div className="card stack">
        <p>{t("notFound.text")}</p>
        <Link to={paths.home.getHref()} className="button button--primary">
          {t("common.goHome")}
        </Link>
      </div>
    </Page>
  );
}
