import { useI18n } from '../lib/i18n/i18n-context';
import { isLang, LANGUAGE_NAMES, LANGUAGES } from '../lib/i18n/languages';

/** A plain select: every language named in itself, so someone lost in a foreign one finds their own. */
export const LanguageSwitch = () => {
  const { t, lang, setLanguage } = useI18n();
  return (
    <div className="language-switch">
      <label htmlFor="office-language">{t('shell.language')}</label>
      <select
        id="office-language"
        value={lang}
        onChange={(event) => {
          if (isLang(event.target.value)) setLanguage(event.target.value);
        }}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
};
