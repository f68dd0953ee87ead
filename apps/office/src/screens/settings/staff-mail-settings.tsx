import { STAFF_MAIL_ROLES, staffNoticesOf } from '@foyer/domain';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { ErrorNotice } from '../../components/ui/error-notice';
import { Notice } from '../../components/ui/notice';
import { Page } from '../../components/ui/page';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { ApiError } from '../../lib/api/client';
import { officeApi } from '../../lib/api/office-api';
import type { StaffMailAddress, StaffMailRecord } from '../../lib/api/types';
import { useI18n } from '../../lib/i18n/i18n-context';
import { LANGUAGE_NAMES, LANGUAGES, type Lang } from '../../lib/i18n/languages';
import type { MessageKey } from '../../lib/i18n/translator';
import { useCall } from '../../lib/use-call';
import { useLoad } from '../../lib/use-load';
import './settings.css';

type Role = StaffMailAddress['role'];
const NOTICE_KEYS: Record<ReturnType<typeof staffNoticesOf>[number], MessageKey> = {
  'goods-to-ship': 'staffMail.notice.goods',
  'pass-cards-to-post': 'staffMail.notice.passCards',
  'reservation-lapsing': 'staffMail.notice.reservation',
  'payment-flagged': 'staffMail.notice.flagged',
  'daily-summary': 'staffMail.notice.summary',
};

const StaffMailForm = ({ loaded }: { loaded: StaffMailRecord }) => {
  const { t, lang } = useI18n();
  const [record, setRecord] = useState(loaded);
  const [rows, setRows] = useState<StaffMailAddress[]>(loaded.addresses);
  const [outcome, setOutcome] = useState<'saved' | 'stale' | null>(null);
  const saving = useCall(async (addresses: StaffMailAddress[]) => {
    try {
      const saved = (await officeApi.updateStaffMail(addresses, record.version)).record;
      setRecord(saved);
      setRows(saved.addresses);
      setOutcome('saved');
    } catch (error) {
      if (!(error instanceof ApiError && error.code === 'OFFICE_STALE')) throw error;
      const current = (error.body as { current: StaffMailRecord }).current;
      setRecord(current);
      setOutcome('stale');
    }
  });
  const change = (index: number, patch: Partial<StaffMailAddress>) => setRows((all) => all.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    void saving.run(rows.filter((row) => row.email.trim() !== '').map((row) => ({ ...row, email: row.email.trim() })));
  };
  return (
    <form onSubmit={submit} noValidate>
      <ul className="staff-mail-roles">
        {STAFF_MAIL_ROLES.map((role) => (
          <li key={role}>
            <strong>{t(`role.${role}`)}</strong>: {staffNoticesOf(role).map((kind) => t(NOTICE_KEYS[kind])).join(', ')}
          </li>
        ))}
      </ul>
      {outcome === 'saved' && (
        <Notice tone="success">
          <p>{t('staffMail.saved')}</p>
        </Notice>
      )}
      {outcome === 'stale' && (
        <Notice tone="error">
          <p>{t('staffMail.stale', { addresses: record.addresses.map((address) => address.email).join(', ') || '–' })}</p>
        </Notice>
      )}
      <ErrorNotice error={saving.error} />
      {rows.length === 0 && <p>{t('staffMail.empty')}</p>}
      {rows.map((row, index) => (
        <fieldset key={index} className="staff-mail-row">
          <legend>{t('staffMail.address', { number: index + 1 })}</legend>
          <SelectField id={`staff-mail-role-${index}`} label={t('staffMail.role')} options={STAFF_MAIL_ROLES.map((role) => ({ value: role, label: t(`role.${role}`) }))} value={row.role} onChange={(event) => change(index, { role: event.target.value as Role })} />
          <TextField id={`staff-mail-email-${index}`} type="email" label={t('staffMail.email')} autoComplete="off" value={row.email} onChange={(event) => change(index, { email: event.target.value })} />
          <SelectField id={`staff-mail-language-${index}`} label={t('staffMail.language')} options={LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))} value={row.language} onChange={(event) => change(index, { language: event.target.value as Lang })} />
          <p>
            <Button variant="secondary" small onClick={() => setRows((all) => all.filter((_, at) => at !== index))}>
              {t('staffMail.remove', { number: index + 1 })}
            </Button>
          </p>
        </fieldset>
      ))}
      <p className="staff-mail-actions">
        <Button variant="secondary" onClick={() => setRows((all) => [...all, { role: 'box-office', email: '', language: lang }])}>
          {t('staffMail.add')}
        </Button>
        <Button type="submit" busy={saving.busy}>
          {t('staffMail.save')}
        </Button>
      </p>
    </form>
  );
};

/** Where the shop's staff mails go (owners): addresses by role, each in the language it is written in. */
export const StaffMailSettings = () => {
  const { t } = useI18n();
  const [loaded] = useLoad(officeApi.staffMail);
  return (
    <Page title={t('staffMail.title')} lead={t('staffMail.lead')}>
      <p>
        <Link to="/settings">{t('staffMail.back')}</Link>
      </p>
      {loaded.state === 'loading' && <p role="status">{t('common.loading')}</p>}
      {loaded.state === 'failed' && <ErrorNotice error={loaded.error} />}
      {loaded.state === 'done' && <StaffMailForm loaded={loaded.value.record} />}
    </Page>
  );
};
