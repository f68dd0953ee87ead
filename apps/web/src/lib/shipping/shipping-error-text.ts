import { useTranslation } from '../i18n/use-translation';
import { useShop } from '../config/shop-store';
import type { ShippingState } from './use-shipping';

const BRACES = { prefix: '{', suffix: '}', escapeValue: false } as const;

/**
 * SPEC §8 shipping error: the code's text from the server's error catalog (`errors`, loaded with the
 * checkout screens), naming the shop's support address as {email}. A failure without a known code
 * (no connection) reads `fallback`, the caller's own words.
 */
export const useShippingErrorText = (fallback: string) => {
  const { t, i18n } = useTranslation('errors');
  const { config } = useShop();
  return (state: Extract<ShippingState, { status: 'error' }>): string =>
    i18n.exists(state.code, { ns: 'errors' }) ? t(state.code, { email: config.supportEmail, interpolation: BRACES }) : fallback;
};
