import { ApiError } from '../../lib/api/client';
import type { OfficeShopSettings } from '../../lib/api/types';
import { COLOUR_KEYS, isColour, pairContrasts, type PairContrast } from './theme-contrast';

export type SettingsProblem = { kind: 'colourInvalid' | 'firstNotOffered' | 'noLanguage' } | { kind: 'lowContrast'; contrast: PairContrast };

/**
 * What the office refuses before sending, by field as the server names them: a colour code that is
 * none, a colour that makes text hard to read on its background (the domain's rule, as the server
 * applies it), no language, a first language not offered.
 */
export const settingsProblems = (settings: OfficeShopSettings): Record<string, SettingsProblem> => {
  const problems: Record<string, SettingsProblem> = {};
  for (const key of COLOUR_KEYS) if (!isColour(settings.theme[key])) problems[`theme.${key}`] = { kind: 'colourInvalid' };
  for (const contrast of pairContrasts(settings.theme)) {
    if (!contrast.readable) problems[`theme.${contrast.foregroundKey}`] = { kind: 'lowContrast', contrast };
  }
  if (settings.languages.length === 0) problems.languages = { kind: 'noLanguage' };
  else if (!settings.languages.includes(settings.firstLanguage)) problems.firstLanguage = { kind: 'firstNotOffered' };
  return problems;
};

/** A refused save's messages by field, without the body's `settings.` or `page.` prefix. */
export const serverFieldErrors = (error: unknown, prefix: string): Record<string, string[]> => {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return {};
  const errors = (error.body as { errors?: unknown }).errors;
  if (typeof errors !== 'object' || errors === null) return {};
  return Object.fromEntries(Object.entries(errors as Record<string, string[]>).map(([field, messages]) => [field.startsWith(`${prefix}.`) ? field.slice(prefix.length + 1) : field, messages]));
};
