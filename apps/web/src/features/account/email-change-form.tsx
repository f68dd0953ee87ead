import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { ErrorSummary } from '../../components/ui/error-summary';
import { TextField } from '../../components/ui/text-field';
import { changeEmail } from '../../lib/api/account-api';
import { keepAccountDetails } from '../../lib/api/use-account-details';
import { useAccountToast } from './account-toasts';
import { isEmail } from './customer-field-rules';
import { placeServerErrors, useMessageText } from './form-messages';
import { issuesResolver } from './issues-resolver';
import { wirePassword } from './password-hash';
import { repeatedEmailIssue } from './password-rules';
import { useErrorText } from '../../lib/messages/use-error-text';

interface EmailValues {
  current: string;
  email: string;
  emailRepeat: string;
}

const EMPTY: EmailValues = { current: '', email: '', emailRepeat: '' };
const check = (v: EmailValues) => ({
  current: v.current === '' ? 'form.required' : undefined,
  email: v.email.trim() === '' ? 'form.required' : isEmail(v.email.trim()) ? undefined : 'form.emailInvalid',
  emailRepeat: repeatedEmailIssue(v.email, v.emailRepeat),
});

/** SPEC §2 settings, change e-mail: the current password, the new address twice; EMAIL_TAKEN and PASSWORD_WRONG at their fields. */
export const EmailChangeForm = ({ email }: { email: string }) => {
  const { t } = useTranslation('account');
  const toast = useAccountToast();
  const queryClient = useQueryClient();
  const text = useMessageText();
  const errorText = useErrorText();
  const [attempts, setAttempts] = useState(0);
  const [refusal, setRefusal] = useState<unknown>(null);
  const resolver = useMemo(() => issuesResolver<EmailValues>(check), []);
  const { register, handleSubmit, setError, reset, formState } = useForm<EmailValues>({ resolver, defaultValues: EMPTY, shouldFocusError: false });
  const failed = () => setAttempts((n) => n + 1);
  const onSubmit = handleSubmit(async (values) => {
    setRefusal(null);
    try {
      keepAccountDetails(queryClient, await changeEmail({ _po: wirePassword(values.current), email: values.email.trim() }));
      toast('AUTH_EMAIL_CHANGE_SUCCESS', 'success');
      reset(EMPTY);
    } catch (error) {
      if (placeServerErrors(error, { _po: 'current', email: 'email' }, setError)) setRefusal(error);
      failed();
    }
  }, failed);
  const labels = { email: t('email.new'), emailRepeat: t('email.newRepeat'), current: t('password.current') };
  const listed = (['email', 'emailRepeat', 'current'] as const).flatMap((name) => {
    const message = text(formState.errors[name]);
    return message ? [{ fieldId: `field-mail-${name}`, message: t('common:fieldError', { label: labels[name], message }) }] : [];
  });

  return (
    <form className="form account-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={formState.isSubmitting}>
      {(listed.length > 0 || refusal !== null) && (
        <ErrorSummary heading={refusal !== null ? errorText(refusal) : t('form.correctErrors')} errors={listed} focusKey={attempts} />
      )}
      <p className="field-hint">{t('settings.emailNow', { email })}</p>
      {(['email', 'emailRepeat'] as const).map((name) => (
        <TextField
          key={name}
          id={`field-mail-${name}`}
          label={labels[name]}
          type="email"
          autoComplete="email"
          spellCheck={false}
          aria-required="true"
          error={text(formState.errors[name])}
          {...register(name)}
        />
      ))}
      <TextField
        id="field-mail-current"
        label={labels.current}
        hint={t('settings.confirmWithPassword')}
        type="password"
        autoComplete="current-password"
        aria-required="true"
        error={text(formState.errors.current)}
        {...register('current')}
      />
      <p className="account-actions">
        <button type="submit" className="button" disabled={formState.isSubmitting}>
          {t('settings.changeEmail')}
        </button>
      </p>
    </form>
  );
};
