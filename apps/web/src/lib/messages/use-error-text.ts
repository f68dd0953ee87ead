import { useTranslation } from '../i18n/use-translation';
import { errorCount } from '@foyer/contract/error-plurals';
import { ApiError } from '../api/api-error';
import { useShop } from '../config/shop-store';

/**
 * The server sends codes; the client translates them (DESIGN.md). The contract's texts name values as
 * `{requested}`, so they are filled with single braces; `{email}` is the shop's support address
 * (NO_SHIPPING_COSTS). A counted code ("only 1 place is") gets its number as `count`, so the translator
 * takes its plural key. An unknown code falls back to the server's text.
 */
export const useErrorText = () => {
  const { t } = useTranslation('errors');
  const { config } = useShop();
  return (error: unknown): string => {
    if (!(error instanceof ApiError)) return t('INTERNAL_ERROR');
    const count = errorCount(error.code, error.params);
    return t(error.code, {
      email: config.supportEmail,
      ...error.params,
      ...(count === undefined ? {} : { count }),
      defaultValue: error.message,
      interpolation: { prefix: '{', suffix: '}', escapeValue: false },
    });
  };
};
