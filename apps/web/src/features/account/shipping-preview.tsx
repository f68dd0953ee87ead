import { useTranslation } from '../../lib/i18n/use-translation';
import { Notice } from '../../components/ui/notice';
import { useShop } from '../../lib/config/shop-store';
import { useFormats } from '../../lib/formats';
import { countryName } from '../../lib/i18n/country-name';
import { useShippingErrorText } from '../../lib/shipping/shipping-error-text';
import { useShipping } from '../../lib/shipping/use-shipping';

/**
 * What sending the basket's goods costs to the country the form shows right now (SPEC §4: the form's
 * country comes first), so a country without shipping is known before the details are sent.
 */
export const ShippingPreview = ({ country }: { country: string | null }) => {
  const { t } = useTranslation('account');
  const { lang } = useShop();
  const { money } = useFormats();
  const shipping = useShipping(country);
  const errorText = useShippingErrorText(t('shipping.unavailable'));
  if (shipping.status === 'error') return <Notice tone="error" text={errorText(shipping)} />;
  if (shipping.status !== 'ready' && shipping.status !== 'loading') return null;
  const to = countryName(shipping.country, lang);
  return (
    <p className="shipping-preview" role="status" aria-busy={shipping.status === 'loading'}>
      {shipping.status === 'loading'
        ? t('shipping.calculating')
        : shipping.cost === 0
          ? t('shipping.free', { country: to })
          : t('shipping.cost', { country: to, price: money(shipping.cost) })}
    </p>
  );
};
