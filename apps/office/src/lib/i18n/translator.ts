import { errorCatalogKey } from '@foyer/contract/error-plurals';
import type en from '../../locales/en.json';
import type { Lang } from './languages';
import { regionOverlays } from './region-overlays';

export type Messages = typeof en;
export type MessageKey = keyof Messages;
export type Params = Readonly<Record<string, string | number>>;
type ErrorTexts = Partial<Record<string, string>>;

export interface Translator {
  lang: Lang;
  t: (key: MessageKey, params?: Params) => string;
  /** The text of an API error code from the contract's catalog (packages/contract/src/error-messages), undefined for a code it lacks. */
  error: (code: string, params?: Params) => string | undefined;
}

/** `{name}` placeholders filled from params; a missing param stays visible rather than vanishing. */
const fill = (text: string, params: Params | undefined): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (params?.[name] === undefined ? whole : String(params[name])));

export const translator = (lang: Lang, messages: Messages, errors: ErrorTexts): Translator => ({
  lang,
  t: (key, params) => fill(messages[key], params),
  error: (code, params) => {
    // errorCatalogKey only reads the code's name to find its counted param; an unknown code has none.
    const text = errors[errorCatalogKey(code as Parameters<typeof errorCatalogKey>[0], lang, params)];
    return text === undefined ? undefined : fill(text, params);
  },
});

const catalogs = import.meta.glob<Messages>('../../locales/*.json', { import: 'default' });
/** Region overlays (region-overlays/de-DE.json): only the texts that differ from the language's catalog. */
const overlayCatalogs = import.meta.glob<Partial<Messages>>('../../region-overlays/*.json', { import: 'default' });
/** The API's error texts are the contract's, the same the server and the shop use, overlays included. */
const errorCatalogs = import.meta.glob<ErrorTexts>('../../../../../packages/contract/src/error-messages/*.json', { import: 'default' });
const ERRORS = '../../../../../packages/contract/src/error-messages';

/** A catalog that may not exist (an overlay with nothing to change for this part), empty then. */
const loadOptional = async <T extends object>(load: (() => Promise<T>) | undefined): Promise<Partial<T>> => (load === undefined ? {} : load());

/**
 * One language's catalogs, fetched when that language is first used. German follows the museum's
 * country as in the shop (DESIGN.md "Formats"): the base is written as in Switzerland, and a museum
 * elsewhere gets the standard German overlay laid over it.
 */
export const loadTranslator = async (lang: Lang, country = ''): Promise<Translator> => {
  const messages = catalogs[`../../locales/${lang}.json`];
  const errors = errorCatalogs[`${ERRORS}/${lang}.json`];
  if (messages === undefined || errors === undefined) throw new Error(`No office catalog for ${lang}`);
  const overlays = regionOverlays(lang, country);
  const [loadedMessages, loadedErrors, overlayMessages, overlayErrors] = await Promise.all([
    messages(),
    errors(),
    Promise.all(overlays.map((overlay) => loadOptional(overlayCatalogs[`../../region-overlays/${overlay}.json`]))),
    Promise.all(overlays.map((overlay) => loadOptional(errorCatalogs[`${ERRORS}/${overlay}.json`]))),
  ]);
  return translator(lang, Object.assign({}, loadedMessages, ...overlayMessages) as Messages, Object.assign({}, loadedErrors, ...overlayErrors) as ErrorTexts);
};
