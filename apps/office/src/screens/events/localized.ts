import { LANGUAGES, type Lang } from '../../lib/i18n/languages';

type Texts = Partial<Record<Lang, string>>;

/** A catalog text in the office's language, else in the first language it has. */
export const textIn = (texts: Texts, lang: Lang): string => texts[lang] ?? LANGUAGES.map((other) => texts[other]).find((text) => text !== undefined && text !== '') ?? '';

/** The texts with one language's text replaced; an emptied language is left out. */
export const withText = (texts: Texts, lang: Lang, text: string): Texts => {
  const next = { ...texts };
  if (text === '') delete next[lang];
  else next[lang] = text;
  return next;
};
