import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api/api-error';

/**
 * The server sends codes; the client translates them (DESIGN.md). The contract's texts name values as
 * `{requested}`, so they are filled with single braces. An unknown code falls back to the server's text.
 */
export const useErrorText = () => {
  const { t } = useTranslation('errors');
  return (error: unknown): string => {
    if (!(error instanceof ApiError)) return t('INTERNAL_ERROR');
    return t(error.code, { ...error.params, defaultValue: error.message, interpolation: { prefix: '{', suffix: '}', escapeValue: false } });
  };
};
