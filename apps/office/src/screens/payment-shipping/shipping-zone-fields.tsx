import { AmountField } from '../../components/ui/amount-field';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import type { OfficeShippingZone } from '../../lib/api/types';
import { useI18n } from '../../lib/i18n/i18n-context';
import type { Lang } from '../../lib/i18n/languages';
import { amountText, centsOf } from '../events/event-draft';
import { withText } from '../events/localized';

interface Props {
  index: number;
  zone: OfficeShippingZone;
  /** The countries a zone may list: the shop's, and any the zone already lists. */
  countries: readonly string[];
  countryName: (code: string) => string;
  textLang: Lang;
  errorAt: (field: string) => string | undefined;
  onChange: (zone: OfficeShippingZone) => void;
  onRemove: () => void;
}

/** One zone: its name in the language being edited, its countries, and its weight bands with their costs. */
export const ShippingZoneFields = ({ index, zone, countries, countryName, textLang, errorAt, onChange, onRemove }: Props) => {
  const { t } = useI18n();
  const id = `zone-${index}`;
  const path = `zones.${index}`;
  const countryError = zone.countries.map((_, c) => errorAt(`${path}.countries.${c}`)).find((message) => message !== undefined) ?? errorAt(`${path}.countries`);
  const toggle = (code: string, checked: boolean) => onChange({ ...zone, countries: checked ? [...zone.countries, code] : zone.countries.filter((other) => other !== code) });
  const changeBand = (b: number, band: OfficeShippingZone['bands'][number]) => onChange({ ...zone, bands: zone.bands.map((other, i) => (i === b ? band : other)) });
  return (
    <fieldset className="card-fields">
      <legend>{t('shipping.zoneHeading', { number: index + 1 })}</legend>
      <div lang={textLang}>
        <TextField id={`${id}-name`} label={t('shipping.zoneName')} required error={errorAt(`${path}.name`)} value={zone.name[textLang] ?? ''} onChange={(event) => onChange({ ...zone, name: withText(zone.name, textLang, event.target.value) })} />
      </div>
      <fieldset className="nested" aria-describedby={countryError === undefined ? undefined : `${id}-countries-error`}>
        <legend>{t('shipping.countries')}</legend>
        {countryError !== undefined && (
          <p id={`${id}-countries-error`} className="field-error">
            {countryError}
          </p>
        )}
        <div className="weekday-options">
          {countries.map((code) => (
            <label key={code} className="weekday" htmlFor={`${id}-country-${code}`}>
              <input id={`${id}-country-${code}`} type="checkbox" checked={zone.countries.includes(code)} onChange={(event) => toggle(code, event.target.checked)} />
              <span>{countryName(code)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="nested">
        <legend>{t('shipping.bands')}</legend>
        <p className="field-hint">{t('shipping.bandsHint')}</p>
        {zone.bands.map((band, b) => (
          <div key={`${b}-${zone.bands.length}`} className="row-fields">
            <TextField
              id={`${id}-band-${b}-weight`}
              label={t('shipping.maxWeight')}
              type="number"
              min={1}
              error={errorAt(`${path}.bands.${b}.maxWeight`)}
              value={band.maxWeight}
              onChange={(event) => changeBand(b, { ...band, maxWeight: Number.isNaN(event.target.valueAsNumber) ? 0 : event.target.valueAsNumber })}
            />
            <AmountField id={`${id}-band-${b}-price`} label={t('shipping.cost')} invalidText={t('events.priceInvalid')} error={errorAt(`${path}.bands.${b}.price`)} cents={band.price} parse={centsOf} format={amountText} onChange={(price) => changeBand(b, { ...band, price })} />
            <Button variant="secondary" small onClick={() => onChange({ ...zone, bands: zone.bands.filter((_, i) => i !== b) })}>
              {t('shipping.removeBand')}
            </Button>
          </div>
        ))}
        <p>
          <Button variant="secondary" small onClick={() => onChange({ ...zone, bands: [...zone.bands, { maxWeight: Math.max(0, ...zone.bands.map((other) => other.maxWeight)) + 1000, price: 0 }] })}>
            {t('shipping.addBand')}
          </Button>
        </p>
      </fieldset>
      <p>
        <Button variant="secondary" small onClick={onRemove}>
          {t('shipping.removeZone')}
        </Button>
      </p>
    </fieldset>
  );
};
