import { errorCatalogKey, isLang, type ErrorCode, type Lang } from '@foyer/contract';
import type { FastifyRequest } from 'fastify';
import da from '@foyer/contract/error-messages/da.json' with { type: 'json' };
import deDE from '@foyer/contract/error-messages/de-DE.json' with { type: 'json' };
import de from '@foyer/contract/error-messages/de.json' with { type: 'json' };
import en from '@foyer/contract/error-messages/en.json' with { type: 'json' };
import es from '@foyer/contract/error-messages/es.json' with { type: 'json' };
import fr from '@foyer/contract/error-messages/fr.json' with { type: 'json' };
import it from '@foyer/contract/error-messages/it.json' with { type: 'json' };
import nl from '@foyer/contract/error-messages/nl.json' with { type: 'json' };
import sv from '@foyer/contract/error-messages/sv.json' with { type: 'json' };
import { regionalTexts } from '../kernel/regional-texts.js';

type Params = Readonly<Record<string, string | number>>;
type ErrorTexts = Partial<Record<string, string>>;

const CATALOGS: Record<Lang, ErrorTexts> = { da, de, en, es, fr, it, nl, sv };
/** Texts a region writes differently (the contract's error-messages/de-DE.json: standard German outside Switzerland). */
export const ERROR_REGION_OVERLAYS: Record<string, ErrorTexts> = { 'de-DE': deDE };

/**
 * The text of a code in `lang`, in the plural form its counted param asks for ("only 1 place is"), as
 * the museum's region writes the language (`locale`: de-DE writes "zu groß"); the language alone
 * where the region is not known.
 */
export const errorMessage = (code: ErrorCode, lang: Lang, params?: Params, locale: string = lang): string => {
  const key = errorCatalogKey(code, lang, params);
  return regionalTexts(CATALOGS, ERROR_REGION_OVERLAYS, lang, locale)[key] ?? CATALOGS.en[errorCatalogKey(code, 'en', params)] ?? code;
};

/** The request language for messages: the `/api/{lang}/` segment when it is one of ours, else English. */
export const messageLanguage = (url: string): Lang => {
  const segment = /^\/api\/([^/?#]+)/.exec(url)?.[1];
  return isLang(segment) ? segment : 'en';
};

/**
 * The language of an office answer's messages: the one the office app asks for (it sends the language
 * on screen as Accept-Language), else the signed-in member's, else English.
 */
export const officeMessageLanguage = (request: FastifyRequest): Lang => {
  const asked = request.headers['accept-language']?.split(',')[0]?.trim().toLowerCase().split('-')[0];
  if (isLang(asked)) return asked;
  return request.staff?.language ?? 'en';
};
