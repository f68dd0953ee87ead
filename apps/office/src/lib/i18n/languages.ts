import { isLang, LANGUAGES, LANGUAGE_NAMES, type Lang } from '@foyer/contract/constants';

export { isLang, LANGUAGES, LANGUAGE_NAMES, type Lang };

/** The first of the browser's languages the office speaks ("de-CH" counts as de), else English. */
export const browserLanguage = (preferred: readonly string[]): Lang => {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLang(base)) return base;
  }
  return 'en';
};

const CHOSEN_KEY = 'office-language';

/** A language picked with the switch in this browser: it wins over the staff member's and the browser's. */
export const chosenLanguage = (): Lang | null => {
  try {
    const stored = localStorage.getItem(CHOSEN_KEY);
    return isLang(stored) ? stored : null;
  } catch {
    return null;
  }
};

export const rememberLanguage = (lang: Lang): void => {
  try {
    localStorage.setItem(CHOSEN_KEY, lang);
  } catch {
    // A browser without storage keeps the choice for this visit only.
  }
};

/** DESIGN.md: the switch's choice, else the staff member's language, else the browser's. */
export const officeLanguage = (staffLanguage: string | undefined, preferred: readonly string[]): Lang =>
  chosenLanguage() ?? (isLang(staffLanguage) ? staffLanguage : browserLanguage(preferred));
