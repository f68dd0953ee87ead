import type { CustomerAttr } from '@foyer/contract';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { ErrorSummary } from '../../components/ui/error-summary';
import { useShop } from '../../lib/config/shop-store';
import { hasShippedLines } from '../../lib/shipping/shipping-rules';
import { useCartStore } from '../../lib/storage/cart-store';
import { useSessionStore } from '../../lib/storage/session-store';
import { CustomerDetailsFields } from './customer-details-fields';
import { useCustomerErrorList } from './customer-error-list';
import type { DetailField, DetailValues } from './customer-field-rules';
import { customerFormResolver, type CustomerFormValues } from './customer-form-values';
import { useMessageText } from './form-messages';
import { guestFieldRules } from './guest-form-rules';
import { ShippingAddressFields } from './shipping-address-fields';
import { emptyShipping, type ShippingField } from './shipping-address-rules';
import { useGuestSubmit } from './use-guest-submit';

/**
 * SPEC §5 guest registration: billing details by the shop's field rules and, for a basket with goods,
 * where to deliver them; all problems listed after a failed submit.
 */
export const GuestForm = ({ attr, onDone }: { attr: CustomerAttr; onDone: () => void }) => {
  const { t } = useTranslation('account');
  const { config } = useShop();
  const rules = useMemo(() => guestFieldRules(attr), [attr]);
  const saved = useSessionStore((s) => s.customer);
  const savedAddress = useSessionStore((s) => s.shippingAddress);
  const requestInvoice = useCartStore((s) => s.requestInvoice);
  const hasGoods = useCartStore((s) => hasShippedLines(s.lines));
  const [failedSubmits, setFailedSubmits] = useState(0);
  const billingCountry = saved?.country ?? config.defaultUserCountryKey;
  const defaults: Partial<DetailValues> = { fname: saved?.fname ?? '', lname: saved?.lname ?? '', email: saved?.email ?? '', country: billingCountry };
  const resolver = useMemo(() => customerFormResolver<CustomerFormValues>(rules, hasGoods), [rules, hasGoods]);
  const { register, handleSubmit, setError, formState, control } = useForm<CustomerFormValues>({
    resolver,
    defaultValues: {
      ...Object.fromEntries(rules.map(({ name }) => [name, defaults[name] ?? ''])),
      // SPEC §4: sameAsBilling by default; a separate address kept for the session comes back.
      sameAsBilling: savedAddress === null,
      shipping: savedAddress ?? emptyShipping(billingCountry),
    },
    shouldFocusError: false,
  });
  const [sameAsBilling, shippingCountry, formBillingCountry] = useWatch({ control, name: ['sameAsBilling', 'shipping.country', 'country'] });
  const { submit, generalError, sending } = useGuestSubmit(rules, (field, message) => setError(field, { type: 'server', message }), onDone);
  const failed = () => setFailedSubmits((n) => n + 1);
  const onSubmit = handleSubmit(async (values) => {
    if (!(await submit(values, hasGoods))) failed();
  }, failed);

  const text = useMessageText();
  const { listed, missing } = useCustomerErrorList(formState.errors, rules);
  const showSummary = listed.length > 0 || generalError !== null;
  const billingCountryShown = rules.some(({ name }) => name === 'country');
  const deliveryCountry = sameAsBilling ? (billingCountryShown ? formBillingCountry : config.defaultUserCountryKey) : shippingCountry;
  const inputs = { rules, attr, field: (name: DetailField) => register(name), messageOf: (name: DetailField) => text(formState.errors[name]) };

  return (
    <form className="form account-card" noValidate onSubmit={(event) => void onSubmit(event)}>
      {showSummary && (
        <ErrorSummary
          heading={generalError ?? (missing ? t('form.mandatory') : t('form.correctErrors'))}
          errors={listed}
          focusKey={failedSubmits}
        />
      )}
      <p className="field-hint">{t('guest.requiredNote')}</p>
      <CustomerDetailsFields
        {...inputs}
        emailHint={t('guest.emailHint')}
        afterAddress={
          hasGoods && (
            <ShippingAddressFields
              field={(name) => register(name)}
              sameAsBilling={sameAsBilling}
              countries={attr.countries}
              messageOf={(field: ShippingField) => text(formState.errors.shipping?.[field])}
              deliveryCountry={deliveryCountry || null}
            />
          )
        }
      />
      <CheckboxField
        id="field-send_invoice"
        label={t('guest.invoice')}
        checked={requestInvoice}
        onChange={(event) => useCartStore.setState({ requestInvoice: event.target.checked })}
      />
      <button type="submit" className="button account-submit" disabled={sending}>
        {t('guest.submit')}
      </button>
    </form>
  );
};
