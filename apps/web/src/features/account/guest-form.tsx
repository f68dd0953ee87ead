import type { CustomerAttr } from '@foyer/contract';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { ErrorSummary } from '../../components/ui/error-summary';
import { useShop } from '../../lib/config/shop-store';
import { hasShippedLines } from '../../lib/shipping/shipping-rules';
import { useCartStore } from '../../lib/storage/cart-store';
import { useSessionStore } from '../../lib/storage/session-store';
import { GuestFieldInput } from './guest-field-input';
import { guestFieldRules, type GuestField, type GuestValues } from './guest-form-rules';
import { guestFormResolver, type GuestFormValues } from './guest-form-values';
import { ShippingAddressFields } from './shipping-address-fields';
import { emptyShipping, SHIPPING_FIELDS, type ShippingField } from './shipping-address-rules';
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
  const defaults: Partial<GuestValues> = { fname: saved?.fname ?? '', lname: saved?.lname ?? '', email: saved?.email ?? '', country: billingCountry };
  const resolver = useMemo(() => guestFormResolver(rules, hasGoods), [rules, hasGoods]);
  const { register, handleSubmit, setError, formState, control } = useForm<GuestFormValues>({
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

  const translated = (error: { type?: string; message?: string } | undefined) =>
    error?.message === undefined ? undefined : error.type === 'server' ? error.message : t(error.message);
  const messageOf = (name: GuestField) => translated(formState.errors[name]);
  const shippingLabel = (field: ShippingField) => (field === 'name' ? t('shipping.name') : t(`fields.${field}`));
  const shippingMessageOf = (field: ShippingField) => translated(formState.errors.shipping?.[field]);
  const listed = rules.flatMap(({ name }) => {
    const message = messageOf(name);
    return message ? [{ fieldId: `field-${name}`, message: `${t(`fields.${name}`)}: ${message}` }] : [];
  });
  // SPEC §5: one entry for an incomplete delivery address, leading to its first empty field; the server's own words per field.
  const shippingErrors = SHIPPING_FIELDS.flatMap((field) => {
    const error = formState.errors.shipping?.[field];
    return error ? [{ field, error }] : [];
  });
  const firstEmpty = shippingErrors.find(({ error }) => error.type !== 'server');
  if (firstEmpty) listed.push({ fieldId: `field-shipping-${firstEmpty.field}`, message: t('shipping.incomplete') });
  for (const { field, error } of shippingErrors) {
    if (error.type === 'server' && error.message) listed.push({ fieldId: `field-shipping-${field}`, message: `${t('shipping.legend')}, ${shippingLabel(field)}: ${error.message}` });
  }
  const missing = rules.some(({ name }) => formState.errors[name]?.message === 'form.required');
  const showSummary = listed.length > 0 || generalError !== null;
  const billingCountryShown = rules.some(({ name }) => name === 'country');
  const deliveryCountry = sameAsBilling ? (billingCountryShown ? formBillingCountry : config.defaultUserCountryKey) : shippingCountry;

  return (
    <form className="form guest-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      {showSummary && (
        <ErrorSummary
          heading={generalError ?? (missing ? t('form.mandatory') : t('form.correctErrors'))}
          errors={listed}
          focusKey={failedSubmits}
        />
      )}
      <p className="field-hint">{t('guest.requiredNote')}</p>
      <fieldset>
        <legend>{t('guest.personal')}</legend>
        <GuestFieldInput rules={rules} names={['salutation']} attr={attr} register={register} messageOf={messageOf} />
        <GuestFieldInput rules={rules} names={['fname', 'lname']} attr={attr} register={register} messageOf={messageOf} />
        <GuestFieldInput rules={rules} names={['company']} attr={attr} register={register} messageOf={messageOf} />
      </fieldset>
      <fieldset>
        <legend>{t('guest.address')}</legend>
        <GuestFieldInput rules={rules} names={['street']} attr={attr} register={register} messageOf={messageOf} />
        <GuestFieldInput rules={rules} names={['zip', 'city']} attr={attr} register={register} messageOf={messageOf} zip />
        <GuestFieldInput rules={rules} names={['country']} attr={attr} register={register} messageOf={messageOf} />
      </fieldset>
      {hasGoods && (
        <ShippingAddressFields
          register={register}
          sameAsBilling={sameAsBilling}
          countries={attr.countries}
          messageOf={shippingMessageOf}
          deliveryCountry={deliveryCountry || null}
        />
      )}
      <fieldset>
        <legend>{t('guest.contact')}</legend>
        <GuestFieldInput rules={rules} names={['email', 'phone']} attr={attr} register={register} messageOf={messageOf} />
      </fieldset>
      <CheckboxField
        id="field-send_invoice"
        label={t('guest.invoice')}
        checked={requestInvoice}
        onChange={(event) => useCartStore.setState({ requestInvoice: event.target.checked })}
      />
      <button type="submit" className="button guest-submit" disabled={sending}>
        {t('guest.submit')}
      </button>
    </form>
  );
};
