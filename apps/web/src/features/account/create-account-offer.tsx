import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { ErrorSummary } from '../../components/ui/error-summary';
import { registerCustomer } from '../../lib/api/account-api';
import { ApiError } from '../../lib/api/api-error';
import { useShop } from '../../lib/config/shop-store';
import { EmailTakenNotice } from './email-taken-notice';
import { useMessageText } from './form-messages';
import { issuesResolver } from './issues-resolver';
import { NewPasswordFields, type NewPasswordField } from './new-password-fields';
import { wirePassword } from './password-hash';
import { newPasswordIssues } from './password-rules';
import { startSession } from './session';
import { useErrorText } from '../../lib/messages/use-error-text';
import '../../components/ui/form.css';
import './account.css';

type OfferValues = Record<NewPasswordField, string>;

const isEmailTaken = (error: unknown): boolean => error instanceof ApiError && (error.code === 'EMAIL_TAKEN' || error.fieldErrors.email !== undefined);

/**
 * After a guest's order: an account from the details just given, with one password (typed twice).
 * `customer/register` goes with the guest's session token and only `c.password`; the server takes the
 * rest from the guest and keeps the order with the new account.
 */
export const CreateAccountOffer = () => {
  const { t } = useTranslation('account');
  const { lang } = useShop();
  const text = useMessageText();
  const errorText = useErrorText();
  const [attempts, setAttempts] = useState(0);
  const [refusal, setRefusal] = useState<unknown>(null);
  const [created, setCreated] = useState(false);
  const resolver = useMemo(() => issuesResolver<OfferValues>((v) => newPasswordIssues(v.password, v.passwordRepeat)), []);
  const { register, handleSubmit, formState } = useForm<OfferValues>({ resolver, defaultValues: { password: '', passwordRepeat: '' }, shouldFocusError: false });
  const failed = () => setAttempts((n) => n + 1);
  const onSubmit = handleSubmit(async ({ password }) => {
    setRefusal(null);
    try {
      startSession(await registerCustomer({ password: wirePassword(password) }));
      setCreated(true);
    } catch (error) {
      setRefusal(error);
      failed();
    }
  }, failed);
  const listed = (['password', 'passwordRepeat'] as const).flatMap((name) => {
    const message = text(formState.errors[name]);
    return message ? [{ fieldId: `field-offer-${name}`, message: t('common:fieldError', { label: t(name === 'password' ? 'password.label' : 'password.repeat'), message }) }] : [];
  });

  return (
    <section className="account-card create-account" aria-labelledby="create-account-heading">
      <h2 id="create-account-heading">{t('offer.heading')}</h2>
      {created ? (
        <p role="status">
          {t('offer.created')} <Link to={`/${lang}/settings`}>{t('done.toSettings')}</Link>
        </p>
      ) : (
        <>
          <p>{t('offer.intro')}</p>
          {isEmailTaken(refusal) && <EmailTakenNotice returnTo={null} />}
          <form className="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={formState.isSubmitting}>
            {(listed.length > 0 || (refusal !== null && !isEmailTaken(refusal))) && (
              <ErrorSummary heading={refusal !== null ? errorText(refusal) : t('form.correctErrors')} errors={listed} focusKey={attempts} />
            )}
            <NewPasswordFields idPrefix="field-offer" field={(name) => register(name)} messageOf={(name) => text(formState.errors[name])} />
            <p className="account-actions">
              <button type="submit" className="button" disabled={formState.isSubmitting}>
                {t('offer.submit')}
              </button>
            </p>
          </form>
        </>
      )}
    </section>
  );
};
