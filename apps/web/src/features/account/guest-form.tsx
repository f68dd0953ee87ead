import { zodResolver } from '@hookform/resolvers/zod';
import type { CustomerAttr } from '@foyer/contract';
import { useMemo, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { ErrorSummary } from '../../components/ui/error-summary';
import { useShop } from '../../lib/config/shop-store';
import { useCartStore } from '../../lib/storage/cart-store';
import { useSessionStore } from '../../lib/storage/session-store';
import { GuestFieldInput } from './guest-field-input';
import { guestFieldRules, guestSchema, type GuestField, type GuestValues } from './guest-form-rules';
import { useGuestSubmit } from './use-guest-submit';

/** SPEC §5 guest registration: billing details by the shop's field rules, all problems listed after a failed submit. */
export const GuestForm = ({ attr, onDone }: { attr: CustomerAttr; onDone: () => void }) => {
  const { t } = useTranslation('account');
  const { config } = useShop();
  const rules = useMemo(() => guestFieldRules(attr), [attr]);
  const saved = useSessionStore((s) => s.customer);
  const requestInvoice = useCartStore((s) => s.requestInvoice);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const defaults: Partial<GuestValues> = {
    fname: saved?.fname ?? '',
    lname: saved?.lname ?? '',
    email: saved?.email ?? '',
    country: saved?.country ?? config.defaultUserCountryKey,
  };
  const { register, handleSubmit, setError, formState } = useForm<GuestValues>({
    resolver: zodResolver(guestSchema(rules)) as unknown as Resolver<GuestValues>,
    defaultValues: Object.fromEntries(rules.map(({ name }) => [name, defaults[name] ?? ''])),
    shouldFocusError: false,
  });
  const { submit, generalError, sending } = useGuestSubmit(rules, (field, message) => setError(field, { type: 'server', message }), onDone);
  const failed = () => setFailedSubmits((n) => n + 1);
  const onSubmit = handleSubmit(async (values) => {
    if (!(await submit(values))) failed();
  }, failed);

  const label = (name: GuestField) => t(`fields.${name}`);
  const messageOf = (name: GuestField) => {
    const error = formState.errors[name];
    if (error?.message === undefined) return undefined;
    return error.type === 'server' ? error.message : t(error.message);
  };
  const listed = rules.flatMap(({ name }) => {
    const message = messageOf(name);
    return message ? [{ fieldId: `field-${name}`, message: `${label(name)}: ${message}` }] : [];
  });
  const missing = rules.some(({ name }) => formState.errors[name]?.message === 'form.required');
  const showSummary = listed.length > 0 || generalError !== null;

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
