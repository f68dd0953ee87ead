import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link, useNavigate } from 'react-router';
import { ErrorSummary } from '../../components/ui/error-summary';
import { Notice } from '../../components/ui/notice';
import { confirmPasswordReset } from '../../lib/api/account-api';
import { ApiError } from '../../lib/api/api-error';
import { useShop } from '../../lib/config/shop-store';
import { useAccountToast } from './account-toasts';
import { placeServerErrors, useMessageText } from './form-messages';
import { issuesResolver } from './issues-resolver';
import { NewPasswordFields, type NewPasswordField } from './new-password-fields';
import { wirePassword } from './password-hash';
import { newPasswordIssues } from './password-rules';
import { startSession } from './session';
import { useErrorText } from '../../lib/messages/use-error-text';
import '../../components/ui/form.css';
import './account.css';

type RecoverValues = Record<NewPasswordField, string>;

const isInvalidLink = (error: unknown): boolean => error instanceof ApiError && error.code === 'RESET_TOKEN_INVALID';

/**
 * SPEC §2 recover/{guid}: a new password for the mailed link's token (`customer/pwdconfirm`); the answer
 * is a session, so the visitor is logged in at once (SPEC §4). 400 is SPEC §8's "You must fill all
 * fields"; a used or expired link says so and leads to a new one.
 */
export const RecoverScreen = ({ token }: { token: string }) => {
  const { t } = useTranslation('account');
  const { lang } = useShop();
  const navigate = useNavigate();
  const toast = useAccountToast();
  const text = useMessageText();
  const errorText = useErrorText();
  const [attempts, setAttempts] = useState(0);
  const [refusal, setRefusal] = useState<unknown>(null);
  const invalidRef = useRef<HTMLDivElement>(null);
  const invalid = isInvalidLink(refusal);
  // The form gives way to the notice: focus follows, so it is read at once and its link is next.
  useEffect(() => {
    if (invalid) invalidRef.current?.focus();
  }, [invalid]);
  const resolver = useMemo(() => issuesResolver<RecoverValues>((v) => newPasswordIssues(v.password, v.passwordRepeat)), []);
  const { register, handleSubmit, setError, formState } = useForm<RecoverValues>({ resolver, defaultValues: { password: '', passwordRepeat: '' }, shouldFocusError: false });
  const failed = () => setAttempts((n) => n + 1);
  const onSubmit = handleSubmit(async ({ password }) => {
    setRefusal(null);
    toast('AUTH_SETTING_NEW_PASSWORD', 'info');
    try {
      startSession(await confirmPasswordReset({ token, _p: wirePassword(password) }));
      toast('AUTH_SETTING_NEW_PASSWORD_SUCCESS', 'success');
      navigate(`/${lang}/recover-success`, { replace: true });
    } catch (error) {
      toast('AUTH_SETTING_NEW_PASSWORD_FAILED', 'error');
      if (placeServerErrors(error, { _p: 'password' }, setError)) setRefusal(error);
      failed();
    }
  }, failed);
  const listed = (['password', 'passwordRepeat'] as const).flatMap((name) => {
    const message = text(formState.errors[name]);
    return message ? [{ fieldId: `field-recover-${name}`, message: t('common:fieldError', { label: t(name === 'password' ? 'password.new' : 'password.newRepeat'), message }) }] : [];
  });

  return (
    <div className="account-page">
      <h1>{t('recover.heading')}</h1>
      <p className="lead">{t('recover.intro')}</p>
      {invalid ? (
        <Notice ref={invalidRef} tone="error" heading={t('recover.invalidHeading')} text={errorText(refusal)}>
          <p>
            <Link className="button button-secondary button-small" to={`/${lang}/forgot-password`}>
              {t('recover.newLink')}
            </Link>
          </p>
        </Notice>
      ) : (
        <form className="form account-card" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={formState.isSubmitting}>
          {(listed.length > 0 || refusal !== null) && (
            <ErrorSummary heading={refusal !== null ? errorText(refusal) : t('form.correctErrors')} errors={listed} focusKey={attempts} />
          )}
          <NewPasswordFields idPrefix="field-recover" replacing field={(name) => register(name)} messageOf={(name) => text(formState.errors[name])} />
          <button type="submit" className="button account-submit" disabled={formState.isSubmitting}>
            {t('recover.submit')}
          </button>
        </form>
      )}
    </div>
  );
};
