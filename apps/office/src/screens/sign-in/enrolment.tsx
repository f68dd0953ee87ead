import { useCallback } from 'react';
import { ErrorNotice } from '../../components/ui/error-notice';
import { officeApi } from '../../lib/api/office-api';
import type { Session } from '../../lib/api/types';
import { useI18n } from '../../lib/i18n/i18n-context';
import { useCall } from '../../lib/use-call';
import { useLoad } from '../../lib/use-load';
import { CodeForm } from './code-form';
import './sign-in.css';

/** The secret in groups of four, as authenticator apps show it and people type it. */
export const groupedSecret = (secret: string): string => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Setting up the second factor: the QR code for an authenticator app, the secret for typing in
 * instead, and the first code to prove the app has it.
 */
export const Enrolment = ({ onSignedIn }: { onSignedIn: (session: Session) => void }) => {
  const { t } = useI18n();
  const [enrolment] = useLoad(officeApi.enrolment);
  const enrol = useCallback(async (code: string) => onSignedIn(await officeApi.enrol(code)), [onSignedIn]);
  const { run, busy, error } = useCall(enrol);
  if (enrolment.state === 'loading') return <p role="status">{t('common.loading')}</p>;
  if (enrolment.state === 'failed') return <ErrorNotice error={enrolment.error} />;
  const { qrSvg, secret, otpauthUri } = enrolment.value;
  return (
    <div className="enrolment">
      <ol className="steps">
        <li>{t('enrol.stepApp')}</li>
        <li>
          <p>{t('enrol.stepScan')}</p>
          {/* An image, not inline markup: the office's CSP allows no inline styles the server's SVG might carry. */}
          <img className="qr" src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvg)}`} alt={t('enrol.qrAlt')} width={200} height={200} />
          <p>{t('enrol.secretIntro')}</p>
          <p>
            <code className="secret" aria-label={t('enrol.secretLabel')}>
              {groupedSecret(secret)}
            </code>
          </p>
          <p>
            <a href={otpauthUri}>{t('enrol.openApp')}</a>
          </p>
        </li>
        <li>{t('enrol.stepCode')}</li>
      </ol>
      <CodeForm id="enrol-code" onCode={run} busy={busy} error={error} submitLabel={t('enrol.submit')} />
    </div>
  );
};
