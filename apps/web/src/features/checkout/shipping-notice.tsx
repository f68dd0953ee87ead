import { useTranslation } from '../../lib/i18n/use-translation';
import { Notice } from '../../components/ui/notice';
import { useShippingErrorText } from '../../lib/shipping/shipping-error-text';
import type { ShippingState } from '../../lib/shipping/use-shipping';

/**
 * Why paying waits: the goods cannot be sent to the chosen country (SPEC §8, with the support
 * address), or no country is known yet. The billing summary above offers the way to change the address.
 */
export const ShippingNotice = ({ shipping }: { shipping: ShippingState }) => {
  const { t } = useTranslation('checkout');
  const errorText = useShippingErrorText(t('shipping.unavailable'));
  if (shipping.status === 'error') return <Notice tone="error" text={errorText(shipping)} />;
  if (shipping.status === 'unknown') return <Notice tone="info" text={t('shipping.needAddress')} />;
  return null;
};
