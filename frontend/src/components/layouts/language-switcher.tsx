import { useTranslation } from "react-i18next";
import { currentLanguage, LANGUAGES, languageOf } from "@/i18n";
import { useSwitchLanguage } from "@/lib/language";

/**
 * The languages as a pair of toggle buttons ("IT", "EN"), each named in its own language, so someone
 * who does not read the current one still finds theirs. In the header for visitors and users alike.
 * The name starts with the code the button shows ("IT Italiano"): a label that holds the visible text,
 * so "IT" said to speech input finds it (WCAG 2.5.3).
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const switchLanguage = useSwitchLanguage();
  const active = languageOf(i18n.language);
  return (
    <div className="lang-switch" role="group" aria-label={t("language.label")}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className="lang-switch__button"
          aria-pressed={language === active}
          onClick={() => {
            if (language !== currentLanguage()) switchLanguage.mutate(language);
          }}
          data-testid={`language-${language}`}
        >
          {language.toUpperCase()}
          <span className="visually-hidden"> {t(`language.names.${language}`)}</span>
        </button>
      ))}
    </div>
  );
}
