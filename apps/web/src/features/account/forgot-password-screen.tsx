import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ErrorSummary } from '../../components/ui/error-summary';
import { TextField } from '../../components/ui/text-field';
import { requestPasswordReset } from '../../lib/api/account-api';
import { useShop } from '../../lib/config/shop-store';
import { useAccountToast } from './account-toasts';
import { isEmail } from './customer-field-rules';
import { placeServerErrors, useMessageText } from './form-messages';
import { issuesResolver } from './issues-resolver';
import { keepReturnTo } from './return-to';
import { useErrorText } from '../../lib/messages/use-error-text';
import '../../components/ui/form.css';
import './account.css';

interface ForgotValues {
  email: string;
}

const check = ({ email }: ForgotValues) => ({ email: email.trim() === '' ? 'form.required' : isEmail(email.trim()) ? undefined : 'form.emailInvalid' });

/**
 * SPEC §2 forgot-password: asks `customer/pwdreset` for a link by mail (its `backlink` is the recover
 * page, SPEC §2; the server builds the link from the shop's own address anyway), then says so.
 */
export const ForgotPasswordScreen = () => {
  const { t } = useTranslation('account');
  const { lang } = useShop();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = params.get('returnTo');
  const toast = useAccountToast();
  const text = useMessageText();
  const errorText = useErrorText();
  const [attempts, setAttempts] = useState(0);
  const [refusal, setRefusal] = useState<unknown>(null);
  const resolver = useMemo(() => issuesResolver<ForgotValues>(check), []);
  const { register, handleSubmit, setError, formState } = useForm<ForgotValues>({ resolver, defaultValues: { email: '' }, shouldFocusError: false });
  const failed = () => setAttempts((n) => n + 1);
  const onSubmit = handleSubmit(async ({ email }) => {
    setRefusal(null);
    try {
      await requestPasswordReset({ email: email.trim(), backlink: `${window.location.origin}/${lang}/recover` });
      toast('AUTH_REQUEST_RESET_SUCCESS', 'success');
      navigate(keepReturnTo(`/${lang}/password-reset-success`, returnTo), { replace: true });
    } catch (error) {
      toast('AUTH_REQUEST_RESET_FAIL', 'error');
      if (placeServerErrors(error, { email: 'email' }, setError)) setRefusal(error);
      failed();
    }
  }, failed);
  const message = text(formState.errors.email);

  return (
    <div className="account-page">
      <h1>{t('forgot.heading')}</h1>
      <p className="lead">{t('forgot.intro')}</p>
      <form className="form account-card" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={formState.isSubmitting}>
        {(message !== undefined || refusal !== null) && (
          <ErrorSummary
            heading={refusal !== null ? errorText(refusal) : t('form.correctErrors')}
            errors={message === undefined ? [] : [{ fieldId: 'field-forgot-email', message: t('common:fieldError', { label: t('fields.email'), message }) }]}
            focusKey={attempts}
          />
        )}
        <TextField
          id="field-forgot-email"
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          spellCheck={false}
          aria-required="true"
          error={message}
          {...register('email')}
        />
        <button type="submit" className="button account-submit" disabled={formState.isSubmitting}>
          {t('forgot.submit')}
        </button>
      </form>
      <p className="account-switch">
        <Link to={keepReturnTo(`/${lang}/login`, returnTo)}>{t('forgot.backToLogin')}</Link>
      </p>
    </div>
  );
};
