import type { CustomerAttr } from '@foyer/contract';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { ErrorSummary } from '../../components/ui/error-summary';
import { TextField } from '../../components/ui/text-field';
import { useShop } from '../../lib/config/shop-store';
import { CustomerDetailsFields } from './customer-details-fields';
import { useCustomerErrorList } from './customer-error-list';
import { customerFieldRules, type DetailField } from './customer-field-rules';
import { customerFormResolver } from './customer-form-values';
import { EmailTakenNotice } from './email-taken-notice';
import { useMessageText } from './form-messages';
import { NewPasswordFields, type NewPasswordField } from './new-password-fields';
import { registerIssues, type RegisterValues } from './register-rules';
import { RegistrationClosed } from './registration-closed';
import { emptyShipping } from './shipping-address-rules';
import { useErrorText } from '../../lib/messages/use-error-text';
import { useRegisterSubmit } from './use-register-submit';

/**
 * SPEC §5 registration: the shop's fields (customer/attr), the e-mail twice, the password twice (at
 * least 8 characters); every problem listed after a failed submit, the server's per field.
 */
export const RegisterForm = ({ attr, returnTo, onDone }: { attr: CustomerAttr; returnTo: string | null; onDone: () => void }) => {
  const { t } = useTranslation('account');
  const { config } = useShop();
  const text = useMessageText();
  const errorText = useErrorText();
  const rules = useMemo(() => customerFieldRules(attr), [attr]);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const resolver = useMemo(() => customerFormResolver<RegisterValues>(rules, false, registerIssues), [rules]);
  const { register, handleSubmit, setError, clearErrors, getValues, formState } = useForm<RegisterValues>({
    resolver,
    defaultValues: {
      ...Object.fromEntries(rules.map(({ name }) => [name, name === 'country' ? config.defaultUserCountryKey : ''])),
      emailRepeat: '',
      password: '',
      passwordRepeat: '',
      sameAsBilling: true,
      shipping: emptyShipping(config.defaultUserCountryKey),
    },
    shouldFocusError: false,
  });
  const clearEmailError = () => clearErrors('email');
  const { submit, checkEmail, problem, emailTaken, sending } = useRegisterSubmit(rules, setError, clearEmailError);
  const failed = () => setFailedSubmits((n) => n + 1);
  const onSubmit = handleSubmit(async (values) => {
    if (await submit(values)) onDone();
    else failed();
  }, failed);

  const { listed, missing } = useCustomerErrorList(formState.errors, rules);
  const extra = [
    { name: 'emailRepeat', id: 'field-emailRepeat', label: t('email.repeat') },
    { name: 'password', id: 'field-register-password', label: t('password.label') },
    { name: 'passwordRepeat', id: 'field-register-passwordRepeat', label: t('password.repeat') },
  ] as const;
  for (const { name, id, label } of extra) {
    const message = text(formState.errors[name]);
    if (message) listed.push({ fieldId: id, message: t('common:fieldError', { label, message }) });
  }
  if (problem.kind === 'disabled') return <RegistrationClosed />;
  const general = problem.kind === 'other' && listed.length === 0 ? errorText(problem.error) : null;
  const heading = general ?? (missing ? t('form.mandatory') : t('form.correctErrors'));
  const field = (name: DetailField) => (name === 'email' ? register('email', { onBlur: () => void checkEmail(getValues()) }) : register(name));

  return (
    <form className="form account-card" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={sending}>
      {(listed.length > 0 || general !== null) && <ErrorSummary heading={heading} errors={listed} focusKey={failedSubmits} />}
      {emailTaken && <EmailTakenNotice returnTo={returnTo} />}
      <p className="field-hint">{t('guest.requiredNote')}</p>
      <CustomerDetailsFields
        rules={rules}
        attr={attr}
        field={field}
        messageOf={(name) => text(formState.errors[name])}
        emailHint={t('register.emailHint')}
        emailRepeat={
          <TextField
            id="field-emailRepeat"
            label={t('email.repeat')}
            type="email"
            autoComplete="email"
            spellCheck={false}
            aria-required="true"
            error={text(formState.errors.emailRepeat)}
            {...register('emailRepeat')}
          />
        }
      />
      <fieldset>
        <legend>{t('password.legend')}</legend>
        <NewPasswordFields
          idPrefix="field-register"
          field={(name: NewPasswordField) => register(name)}
          messageOf={(name: NewPasswordField) => text(formState.errors[name])}
        />
      </fieldset>
      <button type="submit" className="button account-submit" disabled={sending}>
        {t('register.submit')}
      </button>
    </form>
  );
};
