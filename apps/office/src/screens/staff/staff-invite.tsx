import { useCallback, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { ErrorNotice } from '../../components/ui/error-notice';
import { Notice } from '../../components/ui/notice';
import { Page } from '../../components/ui/page';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { officeApi } from '../../lib/api/office-api';
import type { Invitation, Role } from '../../lib/api/types';
import { useI18n } from '../../lib/i18n/i18n-context';
import { isLang, LANGUAGE_NAMES, LANGUAGES } from '../../lib/i18n/languages';
import { useCall } from '../../lib/use-call';
import { roleOptions } from './role-options';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Inviting a new staff member: the server mails them a link to choose a password and set up the authenticator. */
export const StaffInvite = () => {
  const { t, lang } = useI18n();
  const blank: Invitation = { name: '', email: '', role: 'editor', language: lang, scope: { events: null, tours: null }, canRefund: false };
  const [form, setForm] = useState<Invitation>(blank);
  const [checked, setChecked] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const invite = useCallback(async (invitation: Invitation) => {
    await officeApi.invite(invitation);
    setSentTo(invitation.email);
    setForm((previous) => ({ ...previous, name: '', email: '' }));
    setChecked(false);
  }, []);
  const { run, busy, error } = useCall(invite);
  const nameError = checked && form.name.trim() === '' ? t('invite.nameMissing') : undefined;
  const emailError = checked && !EMAIL.test(form.email.trim()) ? t('invite.emailInvalid') : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setSentTo(null);
    if (form.name.trim() !== '' && EMAIL.test(form.email.trim())) void run({ ...form, name: form.name.trim(), email: form.email.trim() });
  };
  return (
    <Page title={t('invite.title')} lead={t('invite.lead')} narrow>
      {sentTo !== null && (
        <Notice tone="success">
          <p>{t('invite.sent', { email: sentTo })}</p>
        </Notice>
      )}
      <form className="form" onSubmit={submit} noValidate>
        <ErrorNotice error={error} />
        <TextField id="invite-name" label={t('invite.name')} autoComplete="off" value={form.name} onChange={(event) => setForm({ ...form, name: event.target.value })} error={nameError} required />
        <TextField id="invite-email" label={t('invite.email')} type="email" autoComplete="off" value={form.email} onChange={(event) => setForm({ ...form, email: event.target.value })} error={emailError} required />
        <SelectField id="invite-role" label={t('staff.role')} options={roleOptions(t)} value={form.role} onChange={(event) => setForm({ ...form, role: event.target.value as Role })} />
        <SelectField
          id="invite-language"
          label={t('invite.language')}
          hint={t('invite.languageHint')}
          options={LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))}
          value={form.language}
          onChange={(event) => isLang(event.target.value) && setForm({ ...form, language: event.target.value })}
        />
        <div className="button-row">
          <Button type="submit" busy={busy}>
            {t('invite.submit')}
          </Button>
          <Link to="/staff">{t('staff.backToList')}</Link>
        </div>
      </form>
    </Page>
  );
};
