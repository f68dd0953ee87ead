import { useTranslation } from '../../lib/i18n/use-translation';
import { useFormats } from '../../lib/formats';
import type { ShippingZone } from './shipping-rates-api';
import { formatCountries, formatWeight } from './shipping-format';

/** One zone: captioned with its name and countries, a row per weight band ("Up to 1 kg") from the lightest, with its price. */
export const ShippingZoneTable = ({ zone }: { zone: ShippingZone }) => {
  const { t } = useTranslation('pages');
  const { locale, money } = useFormats();
  const countries = formatCountries(zone.countries.map((country) => country.name), locale);
  return (
    <table className="shipping-table">
      <caption>
        <span className="shipping-zone">{zone.name}</span>
        {countries !== '' && countries !== zone.name && <span className="shipping-countries">{countries}</span>}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('shipping.weight')}</th>
          <th scope="col">{t('shipping.price')}</th>
        </tr>
      </thead>
      <tbody>
        {[...zone.bands]
          .sort((a, b) => a.max_weight - b.max_weight)
          .map((band) => (
            <tr key={band.max_weight}>
              <th scope="row">{t('shipping.upTo', { weight: formatWeight(band.max_weight, locale) })}</th>
              <td>{money(band.price)}</td>
            </tr>
          ))}
      </tbody>
    </table>
  );
};
