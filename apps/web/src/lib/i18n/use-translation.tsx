import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Namespace } from './catalogs';
import { activeTranslator } from './i18n';
import type { Translate, Translator } from './translator';

const TranslatorContext = createContext<Translator | null>(null);

export const TranslationProvider = ({ translator, children }: { translator: Translator; children: ReactNode }) => (
  <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>
);

/**
 * The texts of `namespaces` (the first one for keys without a `namespace:` prefix, `common` when
 * none is named). Outside a provider it reads the translator startup made, so a screen rendered
 * on its own still speaks the page's language.
 */
export const useTranslation = (namespaces: Namespace | readonly Namespace[] = 'common'): { t: Translate; i18n: Translator } => {
  const translator = useContext(TranslatorContext) ?? activeTranslator();
  if (!translator) throw new Error('useTranslation needs a translator: render inside TranslationProvider after initI18n');
  // Joined, so a list written inline in the component keeps the same translate function across renders.
  const names = typeof namespaces === 'string' ? namespaces : namespaces.join(',');
  const t = useMemo(() => translator.fixed(names.split(',')), [translator, names]);
  return { t, i18n: translator };
};
