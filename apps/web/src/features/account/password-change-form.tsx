import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { ErrorSummary } from '../../components/ui/error-summary';
import { TextField } from '../../components/ui/text-field';
import { changePassword } from '../../lib/api/account-api';
import { useAccountToast } from './account-toasts';
import { placeServerErrors, useMessageText } from './form-messages';
import { issuesResolver } from './issues-resolver';
import { NewPasswordFields } from './new-password-fields';
import { wirePassword } from './password-hash';
import { newPasswordIssues } from './password-rules';
import { useErrorText } from '../../lib/messages/use-error-text';

interface PasswordValues {
  current: string;
  password: string;
  passwordRepeat: string;
}

const EMPTY: PasswordValues = { current: '', password: '', passwordRepeat: '' };
const check = (v: PasswordValues) => ({ current: v.current === '' ? 'form.required' : undefined, ...newPasswordIssues(v.password, v.passwordRepeat) });

/** SPEC §2 settings, change password: the current one (PASSWORD_WRONG when it is not) and the new one twice, md5 on the wire. */
export const PasswordChangeForm = () => {
  const { t } = useTranslation('account');
  const toast = useAccountToast();
  const text = useMessageText();
  const errorText = useErrorText();
  const [attempts, setAttempts] = useState(0);
  const [refusal, setRefusal] = useState<unknown>(null);
  const resolver = useMemo(() => issuesResolver<PasswordValues>(check), []);
  const { register, handleSubmit, setError, reset, formState } = useForm<PasswordValues>({ resolver, defaultValues: EMPTY, shouldFocusError: false });
  const failed = () => setAttempts((n) => n + 1);
  const onSubmit = handleSubmit(async ({ current, password }) => {
    setRefusal(null);
    toast('AUTH_PASSWORD_CHANGE_REQUEST', 'info');
    try {
      await changePassword({ _po: wirePassword(current), _pn: wirePassword(password) });
      toast('AUTH_PASSWORD_CHANGE_SUCCESS', 'success');
      reset(EMPTY);
    } catch (error) {
      toast('AUTH_PASSWORD_CHANGE_FAILED', 'error');
      if (placeServerErrors(error, { _po: 'current', _pn: 'password' }, setError)) setRefusal(error);
      failed();
    }
  }, failed);
  const labels = { current: t('password.current'), password: t('password.new'), passwordRepeat: t('password.newRepeat') };
  const listed = (['current', 'password', 'passwordRepeat'] as const).flatMap((name) => {
    const message = text(formState.errors[name]);
    return message ? [{ fieldId: `field-pwd-${name}`, message: t('common:fieldError', { label: labels[name], message }) }] : [];
  });

  return (
    <form className="form account-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={formState.isSubmitting}>
      {(listed.length > 0 || refusal !== null) && (
        <ErrorSummary heading={refusal !== null ? errorText(refusal) : t('form.correctErrors')} errors={listed} focusKey={attempts} />
      )}
      <TextField
        id="field-pwd-current"
        label={labels.current}
        type="password"
        autoComplete="current-password"
        aria-required="true"
        error={text(formState.errors.current)}
        {...register('current')}
      />
      <NewPasswordFields idPrefix="field-pwd" replacing field={(name) => register(name)} messageOf={(name) => text(formState.errors[name])} />
      <p className="account-actions">
        <button type="submit" className="button" disabled={formState.isSubmitting}>
          {t('settings.changePassword')}
        </button>
      </p>
    </form>
  );
};
