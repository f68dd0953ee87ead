import { useTranslation } from '../../lib/i18n/use-translation';
import type { ShippingZone } from './shipping-rates-api';
import { ShippingZoneTable } from './shipping-zone-table';

/** The shipping table under the shipping page's text: one table per zone of the catalog. */
export const ShippingRates = ({ zones }: { zones: readonly ShippingZone[] }) => {
  const { t } = useTranslation('pages');
  if (zones.length === 0) return null;
  return (
    <section className="shipping-rates" aria-labelledby="shipping-rates-heading">
      <h2 id="shipping-rates-heading">{t('shipping.heading')}</h2>
      <p>{t('shipping.intro')}</p>
      {zones.map((zone) => (
        <ShippingZoneTable key={zone.name} zone={zone} />
      ))}
    </section>
  );
};
