import type { Lang } from '../constants.js';
import type { ErrorCode } from './error-codes.js';

/**
 * Codes whose text names a number the wording must agree with ("only 1 place is", "only 3 places
 * are"), and the param that holds it. Their catalog texts are `CODE_one` and `CODE_other`, the
 * plural keys the web's translator reads; the server picks the same key with Intl.PluralRules.
 */
export const ERROR_COUNT_PARAMS = {
  OVERBOOKED: 'available',
  TOURS_OVERBOOKED: 'available',
  NOT_ENOUGH_STOCK: 'available',
  ORDER_TOO_LARGE: 'maximum',
  DATE_RANGE_TOO_LONG: 'max',
  TOO_MANY_PARTICIPANTS: 'maximum',
  TICKETS_MUST_EQUAL_PARTICIPANTS: 'participants',
  UNDERBOOKED: 'minimum',
  ACCOUNT_LOCKED: 'minutes',
  OFFICE_LOCKED: 'minutes',
  OFFICE_CATEGORY_IN_USE: 'products',
  OFFICE_GROUP_IN_USE: 'count',
} as const satisfies Partial<Record<ErrorCode, string>>;

/** The plural forms every catalog writes: all eight languages tell one from the rest, no more. */
export const PLURAL_FORMS = ['one', 'other'] as const;
type PluralForm = (typeof PLURAL_FORMS)[number];

/** `one` or `other` for `count` in `lang`, as the web's translator chooses it (Intl.PluralRules; French counts 0 as one). */
export const pluralForm = (lang: Lang, count: number): PluralForm =>
  new Intl.PluralRules(lang).select(count) === 'one' ? 'one' : 'other';

/** The count a code's text agrees with, when it is a counted code and the params carry the number. */
export const errorCount = (code: string, params: Readonly<Record<string, string | number>> | undefined): number | undefined => {
  const name = (ERROR_COUNT_PARAMS as Partial<Record<string, string>>)[code];
  const value = name === undefined ? undefined : Number(params?.[name]);
  return value === undefined || Number.isNaN(value) ? undefined : value;
};

/** The catalog keys of a code's text: the code itself, or `CODE_one` and `CODE_other` for a counted code. */
export const errorCatalogKeys = (code: ErrorCode): string[] =>
  code in ERROR_COUNT_PARAMS ? PLURAL_FORMS.map((form) => `${code}_${form}`) : [code];

/** The catalog key of a code's text in `lang`; a counted code without its number reads as several. */
export const errorCatalogKey = (code: ErrorCode, lang: Lang, params?: Readonly<Record<string, string | number>>): string => {
  if (!(code in ERROR_COUNT_PARAMS)) return code;
  const count = errorCount(code, params);
  return `${code}_${count === undefined ? 'other' : pluralForm(lang, count)}`;
};
