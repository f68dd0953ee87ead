import type { PaymentType } from '@foyer/contract';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useShop } from '../../lib/config/shop-store';
import { staticUrl } from '../../lib/static-url';

interface Props {
  types: readonly PaymentType[];
  field: UseFormRegisterReturn<'payart'>;
}

/**
 * The ways to pay as one radio group; each shows its name in the page language and its icon, and a
 * pay-later type says what choosing it means. The label covers the whole card, so a tap anywhere chooses.
 */
export const PaymentMethods = ({ types, field }: Props) => {
  const { t } = useTranslation('checkout');
  const { lang } = useShop();
  return (
    <fieldset className="payment-methods">
      <legend>{t('payment.method')}</legend>
      {types.map((type) => {
        const id = `payart-${type.payartId}`;
        return (
          <div key={type.payartId} className="payment-method">
            <input type="radio" id={id} value={String(type.payartId)} aria-describedby={type.pay_later ? `${id}-hint` : undefined} {...field} />
            <label htmlFor={id} className="payment-method-name">
              {type.i18n[lang] ?? Object.values(type.i18n)[0]}
            </label>
            {type.image && <img src={staticUrl(type.image)} alt="" width="40" height="28" />}
            {type.pay_later && (
              <p id={`${id}-hint`} className="payment-method-hint">
                {t('payment.payLaterHint')}
              </p>
            )}
          </div>
        );
      })}
    </fieldset>
  );
};
