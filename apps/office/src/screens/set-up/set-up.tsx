import { useCallback, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { ErrorNotice } from '../../components/ui/error-notice';
import { Page } from '../../components/ui/page';
import { TextField } from '../../components/ui/text-field';
import { officeApi } from '../../lib/api/office-api';
import type { Session } from '../../lib/api/types';
import { useI18n } from '../../lib/i18n/i18n-context';
import { MIN_PASSWORD_LENGTH, passwordStrength } from '../../lib/password-strength';
import { useSession } from '../../lib/session/session-context';
import { useCall } from '../../lib/use-call';
import { useLoad } from '../../lib/use-load';
import { Enrolment } from '../sign-in/enrolment';

const STRENGTH = { short: 'setUp.strengthShort', weak: 'setUp.strengthWeak', fair: 'setUp.strengthFair', strong: 'setUp.strengthStrong' } as const;

const PasswordChoice = ({ token, email, onChosen }: { token: string; email: string; onChosen: () => void }) => {
  const { t } = useI18n();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [checked, setChecked] = useState(false);
  const strength = passwordStrength(password);
  const choose = useCallback(async () => {
    await officeApi.setUp(token, password);
    onChosen();
  }, [onChosen, password, token]);
  const { run, busy, error } = useCall(choose);
  const tooShort = strength === 'short';
  const mismatch = repeat !== password;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!tooShort && !mismatch) void run();
  };
  return (
    <form className="form" onSubmit={submit} noValidate>
      <ErrorNotice error={error} />
      {/* The account's name for password managers, which file the new password under it. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <TextField
        id="new-password"
        label={t('setUp.password')}
        hint={t('setUp.passwordHint', { min: MIN_PASSWORD_LENGTH })}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={checked && tooShort ? t('setUp.passwordTooShort', { min: MIN_PASSWORD_LENGTH }) : undefined}
        required
      />
      <p className="field-hint" aria-live="polite">
        {password === '' ? '' : t(STRENGTH[strength])}
      </p>
      <TextField
        id="repeat-password"
        label={t('setUp.repeat')}
        type="password"
        autoComplete="new-password"
        value={repeat}
        onChange={(event) => setRepeat(event.target.value)}
        error={checked && mismatch ? t('setUp.mismatch') : undefined}
        required
      />
      <div className="button-row">
        <Button type="submit" busy={busy}>
          {t('setUp.submit')}
        </Button>
      </div>
    </form>
  );
};

/** The invitation link's page: the invited person chooses a password, then sets up the authenticator. */
export const SetUp = () => {
  const { t } = useI18n();
  const { token = '' } = useParams();
  const { signedIn } = useSession();
  const navigate = useNavigate();
  const [step, setStep] = useState<'password' | 'enrol'>('password');
  const [invitation] = useLoad(useCallback(() => officeApi.invitation(token), [token]));
  const done = useCallback(
    (session: Session) => {
      signedIn(session);
      void navigate('/', { replace: true });
    },
    [navigate, signedIn],
  );
  const toEnrol = useCallback(() => setStep('enrol'), []);
  if (step === 'enrol') {
    return (
      <Page key="enrol" title={t('enrol.title')} lead={t('enrol.lead')} narrow>
        <Enrolment onSignedIn={done} />
      </Page>
    );
  }
  return (
    <Page title={t('setUp.title')} narrow>
      {invitation.state === 'loading' && <p role="status">{t('common.loading')}</p>}
      {invitation.state === 'failed' && <ErrorNotice error={invitation.error} />}
      {invitation.state === 'done' && (
        <>
          <p className="lead">{t('setUp.lead', { name: invitation.value.name, email: invitation.value.email })}</p>
          <PasswordChoice token={token} email={invitation.value.email} onChosen={toEnrol} />
        </>
      )}
    </Page>
  );
};
