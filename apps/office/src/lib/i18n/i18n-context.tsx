import { createContext, use, type ReactNode } from 'react';
import type { Lang } from './languages';
import type { Translator } from './translator';

interface I18n extends Translator {
  setLanguage: (lang: Lang) => void;
}

const I18nContext = createContext<I18n | null>(null);

export const I18nProvider = ({ value, children }: { value: I18n; children: ReactNode }) => <I18nContext value={value}>{children}</I18nContext>;

export const useI18n = (): I18n => {
  const i18n = use(I18nContext);
  if (i18n === null) throw new Error('useI18n outside I18nProvider');
  return i18n;
};
