import { useEffect } from "react";
import { useTranslation } from "react-i18next";

/** The document title names the screen in the app's language: "Aziende · Configuratore", "Companies · Configurator". */
export function useDocumentTitle(screen: string): void {
  const { t } = useTranslation();
  const appName = t("app.name");
  useEffect(() => {
    document.title = screen ? `${screen} · ${appName}` : appName;
  }, [screen, appName]);
}
