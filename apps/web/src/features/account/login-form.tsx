import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { ErrorSummary } from '../../components/ui/error-summary';
import { TextField } from '../../components/ui/text-field';
import { useShop } from '../../lib/config/shop-store';
import { isEmail } from './customer-field-rules';
import { useMessageText } from './form-messages';
import { issuesResolver } from './issues-resolver';
import { keepReturnTo } from './return-to';
import { useErrorText } from '../../lib/messages/use-error-text';
import { useLogin } from './use-login';

interface LoginValues {
  email: string;
  password: string;
}

const check = ({ email, password }: LoginValues) => ({
  email: email.trim() === '' ? 'form.required' : isEmail(email.trim()) ? undefined : 'form.emailInvalid',
  password: password === '' ? 'form.required' : undefined,
});

/** E-mail and password; a refused login (wrong pair, locked, too many tries) stays readable above the form. */
export const LoginForm = ({ returnTo, onDone }: { returnTo: string | null; onDone: () => void }) => {
  const { t } = useTranslation('account');
  const { lang } = useShop();
  const text = useMessageText();
  const errorText = useErrorText();
  const { state, submit } = useLogin();
  const [attempts, setAttempts] = useState(0);
  const resolver = useMemo(() => issuesResolver<LoginValues>(check), []);
  const { register, handleSubmit, formState } = useForm<LoginValues>({ resolver, defaultValues: { email: '', password: '' }, shouldFocusError: false });
  const failed = () => setAttempts((n) => n + 1);
  const onSubmit = handleSubmit(async ({ email, password }) => {
    if (await submit(email, password)) onDone();
    else failed();
  }, failed);
  const listed = (['email', 'password'] as const).flatMap((name) => {
    const message = text(formState.errors[name]);
    return message ? [{ fieldId: `field-login-${name}`, message: t('common:fieldError', { label: t(name === 'email' ? 'fields.email' : 'password.label'), message }) }] : [];
  });
  const refused = state.status === 'failed' ? errorText(state.error) : null;
  const sending = state.status === 'sending';

  return (
    <form className="form account-card" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={sending}>
      {(listed.length > 0 || refused !== null) && <ErrorSummary heading={refused ?? t('form.correctErrors')} errors={listed} focusKey={attempts} />}
      <TextField
        id="field-login-email"
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        spellCheck={false}
        aria-required="true"
        error={text(formState.errors.email)}
        {...register('email')}
      />
      <TextField
        id="field-login-password"
        label={t('password.label')}
        type="password"
        autoComplete="current-password"
        aria-required="true"
        error={text(formState.errors.password)}
        {...register('password')}
      />
      <p className="account-aside">
        <Link to={keepReturnTo(`/${lang}/forgot-password`, returnTo)}>{t('login.forgot')}</Link>
      </p>
      <button type="submit" className="button account-submit" disabled={sending}>
        {sending ? t('login.sending') : t('login.submit')}
      </button>
    </form>
  );
};
