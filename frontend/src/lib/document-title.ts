import { useEffect } from "react";
import { APP_NAME } from "@/config/constants";

/** The document title names the screen in Italian: "Aziende · Configuratore". */
export function documentTitle(screen: string): string {
  return screen ? `${screen} · ${APP_NAME}` : APP_NAME;
}

export function useDocumentTitle(screen: string): void {
  useEffect(() => {
    document.title = documentTitle(screen);
  }, [screen]);
}
