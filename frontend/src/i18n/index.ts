import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import it from "./it.json";
import type en from "./en.json";
import { DEFAULT_LOCALE, LANGUAGE_STORAGE_KEY } from "@/config/constants";

/**
 * Every string of the app lives in one catalogue file per language (docs/decisions/0005-language.md).
 * Italian, the default, is in the first bundle; another language is its own chunk, loaded when chosen,
 * so the initial JavaScript stays within its budget. A third language is one more file: a loader here
 * and its Intl locale in `LOCALES`. Each catalogue is typed as the other, so a key missing in either
 * fails `tsc`.
 */
type Catalogue = typeof it;
const LOADERS = {
  en: () => import("./en.json").then((module): Catalogue => module.default),
} satisfies Record<string, () => Promise<Catalogue>>;

export const DEFAULT_LANGUAGE = "it";

export type Language = typeof DEFAULT_LANGUAGE | keyof typeof LOADERS;

export const LANGUAGES: Language[] = [DEFAULT_LANGUAGE, ...(Object.keys(LOADERS) as Language[])];

/**
 * Language of the catalogue -> BCP 47 locale used by Intl (dates, numbers, euro). English is en-GB:
 * the app's dealers and customers are European, so dates read day-month-year and times in 24 hours,
 * as on the Italian screens and the quotes; en-US would put the month first.
 */
export const LOCALES: Record<Language, string> = { it: DEFAULT_LOCALE, en: "en-GB" };

function isLanguage(value: string): value is Language {
  return (LANGUAGES as string[]).includes(value);
}

/** The language of a BCP 47 tag by its primary subtag ("en-US" -> en); anything unknown is Italian. */
export function languageOf(locale: string | null | undefined): Language {
  const primary = (locale ?? "").split(/[-_]/)[0]?.toLowerCase() ?? "";
  return isLanguage(primary) ? primary : DEFAULT_LANGUAGE;
}

/** The first of the browser's preferred languages the app has, if any. */
export function browserLanguage(preferred: readonly string[]): Language | null {
  for (const tag of preferred) {
    const primary = tag.split(/[-_]/)[0]?.toLowerCase() ?? "";
    if (isLanguage(primary)) return primary;
  }
  return null;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Before login: the language kept from an earlier visit or choice, else the browser's, else Italian. */
export function initialLanguage(): Language {
  const stored = storage()?.getItem(LANGUAGE_STORAGE_KEY);
  if (stored && isLanguage(stored)) return stored;
  const preferred = typeof navigator === "undefined" ? [] : (navigator.languages ?? [navigator.language]);
  return browserLanguage(preferred) ?? DEFAULT_LANGUAGE;
}

// `<html lang>` follows the app's language (screen readers, hyphenation, the browser's translate offer).
i18next.on("languageChanged", (language) => {
  if (typeof document !== "undefined") document.documentElement.lang = language;
});

void i18next.use(initReactI18next).init({
  resources: { it: { translation: it satisfies typeof en } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGES,
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
  showSupportNotice: false,
});

/** Shows the app in `language`, its catalogue loaded first when it is not yet. */
export async function loadLanguage(language: Language): Promise<void> {
  if (language !== DEFAULT_LANGUAGE && !i18next.hasResourceBundle(language, "translation")) {
    i18next.addResourceBundle(language, "translation", await LOADERS[language]());
  }
  if (i18next.language !== language) await i18next.changeLanguage(language);
}

/** Switches the app's strings, Intl formatting and `<html lang>`; kept for the next visit on this browser. */
export function setLanguage(language: Language): Promise<void> {
  storage()?.setItem(LANGUAGE_STORAGE_KEY, language);
  return loadLanguage(language);
}

/** The app's language now. */
export function currentLanguage(): Language {
  return languageOf(i18next.language);
}

export function currentLocale(): string {
  return LOCALES[currentLanguage()];
}

export { i18next };
