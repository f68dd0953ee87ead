import { useCallback, useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { ErrorNotice } from '../../components/ui/error-notice';
import { Notice } from '../../components/ui/notice';
import { Page } from '../../components/ui/page';
import { TextField } from '../../components/ui/text-field';
import { officeApi } from '../../lib/api/office-api';
import type { Session } from '../../lib/api/types';
import { useI18n } from '../../lib/i18n/i18n-context';
import { returnPath } from '../../lib/session/return-path';
import { useSession } from '../../lib/session/session-context';
import { useCall } from '../../lib/use-call';
import { CodeForm } from './code-form';
import { Enrolment } from './enrolment';

type Step = 'password' | 'totp' | 'enrol';

const PasswordStep = ({ onNext }: { onNext: (next: 'totp' | 'enrol') => void }) => {
  const { t } = useI18n();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const signIn = useCallback(async () => onNext((await officeApi.password(email.trim(), password)).next), [email, password, onNext]);
  const { run, busy, error } = useCall(signIn);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(email.trim() === '' || password === '');
    if (email.trim() !== '' && password !== '') void run();
  };
  return (
    <form className="form" onSubmit={submit} noValidate>
      <ErrorNotice error={error} />
      <TextField
        id="email"
        label={t('signIn.email')}
        type="email"
        autoComplete="username"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={missing && email.trim() === '' ? t('signIn.emailMissing') : undefined}
        required
      />
      <TextField
        id="password"
        label={t('signIn.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={missing && password === '' ? t('signIn.passwordMissing') : undefined}
        required
      />
      <div className="button-row">
        <Button type="submit" busy={busy}>
          {t('signIn.submit')}
        </Button>
      </div>
    </form>
  );
};

const TotpStep = ({ onSignedIn }: { onSignedIn: (session: Session) => void }) => {
  const { t } = useI18n();
  const confirm = useCallback(async (code: string) => onSignedIn(await officeApi.totp(code)), [onSignedIn]);
  const { run, busy, error } = useCall(confirm);
  return <CodeForm id="totp-code" onCode={run} busy={busy} error={error} submitLabel={t('signIn.confirm')} />;
};

const TITLES = { password: 'signIn.title', totp: 'signIn.totpTitle', enrol: 'enrol.title' } as const;
const LEADS = { password: 'signIn.lead', totp: 'signIn.totpLead', enrol: 'enrol.lead' } as const;

/** Email and password, then the authenticator's code, or setting up the authenticator on first sign-in. */
export const SignIn = () => {
  const { t } = useI18n();
  const { session, signedIn, ended } = useSession();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [step, setStep] = useState<Step>('password');
  const done = useCallback(
    (next: Session) => {
      signedIn(next);
      void navigate(returnPath(search), { replace: true });
    },
    [navigate, search, signedIn],
  );
  if (session !== null && ended === null) return <Navigate to={returnPath(search)} replace />;
  return (
    <Page key={step} title={t(TITLES[step])} lead={t(LEADS[step])} narrow>
      {ended !== null && step === 'password' && (
        <Notice tone="info">
          <p>{t(ended === 'idle' ? 'session.endedIdle' : 'session.endedExpired')}</p>
        </Notice>
      )}
      {step === 'password' && <PasswordStep onNext={setStep} />}
      {step === 'totp' && <TotpStep onSignedIn={done} />}
      {step === 'enrol' && <Enrolment onSignedIn={done} />}
    </Page>
  );
};
