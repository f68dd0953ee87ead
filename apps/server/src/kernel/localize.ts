import { localizedTextSchema, type Lang, type LocalizedText } from '@foyer/contract';

export interface LangContext {
  lang: Lang;
  /** The shop's first language. */
  fallback: Lang;
}

/** A `{lang: text}` map read in the request language, else the shop's default language, else any text. */
export const localize = (text: LocalizedText, { lang, fallback }: LangContext): string =>
  text[lang] ?? text[fallback] ?? Object.values(text).find((value) => value !== undefined) ?? '';

/** Catalog image paths are relative to /static; absolute paths and full URLs stay as they are. */
export const publicAsset = (path: string): string =>
  /^(https?:)?\/\//.test(path) || path.startsWith('/') ? path : `/static/${path}`;

/** A stored catalog text (JSON of `{lang: text}`) in the context's language. Rows were validated by the catalog import; parsing keeps reads free of unchecked casts. */
export const storedText = (json: string, ctx: LangContext): string => localize(localizedTextSchema.parse(JSON.parse(json)), ctx);
