import type { CustomerAttr } from '@foyer/contract';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import type { ShippingField } from './shipping-address-rules';
import { ShippingPreview } from './shipping-preview';

/** A field of the delivery part: the choice, or one of the separate address's. */
export type DeliveryField = 'sameAsBilling' | `shipping.${ShippingField}`;

interface Props {
  /** The form's registration of a field (react-hook-form's `register(name)`). */
  field: (name: DeliveryField) => UseFormRegisterReturn;
  sameAsBilling: boolean;
  countries: CustomerAttr['countries'];
  messageOf: (field: ShippingField) => string | undefined;
  /** The country the goods would go to as the form stands. */
  deliveryCountry: string | null;
}

const AUTOCOMPLETE: Record<ShippingField, string> = {
  name: 'shipping name',
  street: 'shipping street-address',
  zip: 'shipping postal-code',
  city: 'shipping address-level2',
  country: 'shipping country',
};

/** SPEC §4 shipping form: to the billing address (the default), or to a separate one, filled completely; with its cost for a basket with goods. */
export const ShippingAddressFields = ({ field: register, sameAsBilling, countries, messageOf, deliveryCountry }: Props) => {
  const { t } = useTranslation('account');
  const text = (field: Exclude<ShippingField, 'country'>) => (
    <TextField
      id={`field-shipping-${field}`}
      label={field === 'name' ? t('shipping.name') : t(`fields.${field}`)}
      error={messageOf(field)}
      autoComplete={AUTOCOMPLETE[field]}
      aria-required="true"
      {...register(`shipping.${field}`)}
    />
  );
  return (
    <fieldset className="shipping-address">
      <legend>{t('shipping.legend')}</legend>
      <CheckboxField id="field-sameAsBilling" label={t('shipping.sameAsBilling')} {...register('sameAsBilling')} />
      {!sameAsBilling && (
        <>
          <p className="field-hint">{t('shipping.hint')}</p>
          {text('name')}
          {text('street')}
          <div className="form-row form-row-zip">
            {text('zip')}
            {text('city')}
          </div>
          <SelectField
            id="field-shipping-country"
            label={t('fields.country')}
            error={messageOf('country')}
            autoComplete={AUTOCOMPLETE.country}
            aria-required="true"
            placeholder={t('form.choose')}
            options={Object.entries(countries).map(([value, label]) => ({ value, label }))}
            {...register('shipping.country')}
          />
        </>
      )}
      <ShippingPreview country={deliveryCountry} />
    </fieldset>
  );
};
