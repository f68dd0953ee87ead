import { ApiError } from '../api/client';
import type { Translator } from './translator';

/** The translated message of a failed call: its code's text from the contract, else a general one. */
export const errorText = ({ t, error: text }: Pick<Translator, 't' | 'error'>, error: unknown): string => {
  if (error instanceof ApiError && error.code === 'NETWORK') return t('error.NETWORK');
  const code = error instanceof ApiError ? error.code : 'INTERNAL_ERROR';
  return text(code, error instanceof ApiError ? error.params : undefined) ?? text(error instanceof ApiError && error.status < 500 ? 'BAD_REQUEST' : 'INTERNAL_ERROR') ?? t('error.NETWORK');
};
