import type { PaymentType } from '@foyer/contract';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useShop } from '../../lib/config/shop-store';
import { staticUrl } from '../../lib/static-url';

interface Props {
  types: readonly PaymentType[];
  field: UseFormRegisterReturn<'payart'>;
}

/** The ways to pay as one radio group; each shows its name in the page language and its icon. */
export const PaymentMethods = ({ types, field }: Props) => {
  const { t } = useTranslation('checkout');
  const { lang } = useShop();
  return (
    <fieldset className="payment-methods">
      <legend>{t('payment.method')}</legend>
      {types.map((type) => (
        <label key={type.payartId} className="payment-method">
          <input type="radio" value={String(type.payartId)} {...field} />
          <span className="payment-method-name">{type.i18n[lang] ?? Object.values(type.i18n)[0]}</span>
          {type.image && <img src={staticUrl(type.image)} alt="" width="40" height="28" />}
        </label>
      ))}
    </fieldset>
  );
};
