import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import it from "./it.json";
import { DEFAULT_LOCALE } from "@/config/constants";

/**
 * Every string of the app lives in a catalogue file (it.json). A second language is one more
 * file: import it here and add it to `resources` and `LOCALES`.
 */
export const resources = { it: { translation: it } } as const;

/** Language of the catalogue -> BCP 47 locale used by Intl (dates, numbers, euro). */
export const LOCALES: Record<string, string> = { it: DEFAULT_LOCALE };

void i18next.use(initReactI18next).init({
  resources,
  lng: "it",
  fallbackLng: "it",
  supportedLngs: Object.keys(resources),
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
  showSupportNotice: false,
});

export function currentLocale(): string {
  return LOCALES[i18next.language] ?? DEFAULT_LOCALE;
}

export { i18next };
