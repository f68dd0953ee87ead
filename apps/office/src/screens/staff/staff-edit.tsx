import { useCallback, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { ErrorNotice } from '../../components/ui/error-notice';
import { Notice } from '../../components/ui/notice';
import { Page } from '../../components/ui/page';
import { SelectField } from '../../components/ui/select-field';
import { ApiError } from '../../lib/api/client';
import { officeApi } from '../../lib/api/office-api';
import type { OfficeStaleError, Role, StaffMember } from '../../lib/api/types';
import { useI18n } from '../../lib/i18n/i18n-context';
import { errorText } from '../../lib/i18n/error-text';
import { useCall } from '../../lib/use-call';
import { useLoad } from '../../lib/use-load';
import { roleOptions } from './role-options';
import { parseIds, ScopeField } from './scope-field';
import './staff.css';

interface Draft {
  role: Role;
  events: string | null;
  tours: string | null;
  canRefund: boolean;
  disabled: boolean;
}

const draftOf = (member: StaffMember): Draft => ({
  role: member.role,
  events: member.scope.events?.join(', ') ?? null,
  tours: member.scope.tours?.join(', ') ?? null,
  canRefund: member.canRefund,
  disabled: member.disabled,
});

/** The record as it is now, which a stale edit's answer carries (contract: officeStaleErrorSchema). */
const staleCurrent = (error: unknown): StaffMember | undefined =>
  error instanceof ApiError && error.code === 'OFFICE_STALE' ? (error.body as OfficeStaleError).current : undefined;

const scopeText = (ids: string[] | null, all: string): string => (ids === null ? all : ids.join(', '));

/** Someone else's saved version, shown when ours was stale, so the owner sees what changed before deciding. */
const NewerRecord = ({ member, message, onTake }: { member: StaffMember; message: string; onTake: () => void }) => {
  const { t } = useI18n();
  return (
    <Notice tone="error">
      <p>{message}</p>
      <p>{t('staff.current')}</p>
      <dl className="record">
        <dt>{t('staff.role')}</dt>
        <dd>{t(`role.${member.role}`)}</dd>
        <dt>{t('staff.events')}</dt>
        <dd>{scopeText(member.scope.events, t('staff.allEvents'))}</dd>
        <dt>{t('staff.tours')}</dt>
        <dd>{scopeText(member.scope.tours, t('staff.allTours'))}</dd>
        <dt>{t('staff.canRefund')}</dt>
        <dd>{t(member.canRefund ? 'common.yes' : 'common.no')}</dd>
        <dt>{t('staff.disable')}</dt>
        <dd>{t(member.disabled ? 'common.yes' : 'common.no')}</dd>
      </dl>
      <p>
        <Button variant="secondary" small onClick={onTake}>
          {t('staff.takeNewer')}
        </Button>
      </p>
    </Notice>
  );
};

const EditForm = ({ initial }: { initial: StaffMember }) => {
  const i18n = useI18n();
  const { t } = i18n;
  const [member, setMember] = useState(initial);
  const [draft, setDraft] = useState(() => draftOf(initial));
  const [saved, setSaved] = useState(false);
  const [newer, setNewer] = useState<StaffMember | null>(null);
  const [sessionsEnded, setSessionsEnded] = useState(false);
  const save = useCallback(async () => {
    setSaved(false);
    try {
      const next = await officeApi.changeStaff(member.id, {
        role: draft.role,
        scope: { events: draft.events === null ? null : parseIds(draft.events), tours: draft.tours === null ? null : parseIds(draft.tours) },
        canRefund: draft.canRefund,
        disabled: draft.disabled,
        version: member.version,
      });
      setMember(next.staff);
      setDraft(draftOf(next.staff));
      setSaved(true);
    } catch (error) {
      const current = staleCurrent(error);
      if (current === undefined) throw error;
      setNewer(current);
    }
  }, [draft, member]);
  const saving = useCall(save);
  const endSessions = useCall(
    useCallback(async () => {
      setSessionsEnded(false);
      await officeApi.endSessions(member.id);
      setSessionsEnded(true);
    }, [member.id]),
  );
  const takeNewer = () => {
    if (newer === null) return;
    setMember(newer);
    setDraft(draftOf(newer));
    setNewer(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNewer(null);
    void saving.run();
  };
  return (
    <>
      <p className="lead">{member.email}</p>
      {saved && (
        <Notice tone="success">
          <p>{t('staff.saved')}</p>
        </Notice>
      )}
      {newer !== null && <NewerRecord member={newer} message={errorText(i18n, new ApiError(409, 'OFFICE_STALE', undefined))} onTake={takeNewer} />}
      <form className="form" onSubmit={submit} noValidate>
        <ErrorNotice error={saving.error} />
        <SelectField id="edit-role" label={t('staff.role')} options={roleOptions(t)} value={draft.role} onChange={(event) => setDraft({ ...draft, role: event.target.value as Role })} />
        <ScopeField id="edit-events" legend={t('staff.events')} allLabel={t('staff.allEvents')} value={draft.events} onChange={(events) => setDraft({ ...draft, events })} />
        <ScopeField id="edit-tours" legend={t('staff.tours')} allLabel={t('staff.allTours')} value={draft.tours} onChange={(tours) => setDraft({ ...draft, tours })} />
        <CheckboxField id="edit-refund" label={t('staff.canRefund')} hint={t('staff.canRefundHint')} checked={draft.canRefund} onChange={(event) => setDraft({ ...draft, canRefund: event.target.checked })} />
        <CheckboxField id="edit-disabled" label={t('staff.disable')} hint={t('staff.disableHint')} checked={draft.disabled} onChange={(event) => setDraft({ ...draft, disabled: event.target.checked })} />
        <div className="button-row">
          <Button type="submit" busy={saving.busy}>
            {t('staff.save')}
          </Button>
          <Link to="/staff">{t('staff.backToList')}</Link>
        </div>
      </form>
      <section className="actions" aria-labelledby="sessions-heading">
        <h2 id="sessions-heading">{t('staff.sessionsTitle')}</h2>
        <p>{t('staff.sessionsLead')}</p>
        <ErrorNotice error={endSessions.error} />
        {sessionsEnded && (
          <Notice tone="success">
            <p>{t('staff.sessionsEnded')}</p>
          </Notice>
        )}
        <div className="button-row">
          <Button variant="danger" busy={endSessions.busy} onClick={() => void endSessions.run()}>
            {t('staff.endSessions')}
          </Button>
        </div>
      </section>
    </>
  );
};

/** An owner changes a staff member's role, scope and refund permission, disables the account or ends its sessions. */
export const StaffEdit = () => {
  const { t } = useI18n();
  const { id = '' } = useParams();
  const [staff] = useLoad(officeApi.staff);
  const member = staff.state === 'done' ? staff.value.staff.find((other) => other.id === id) : undefined;
  return (
    <Page title={member?.name ?? t('staff.editTitle')} narrow>
      {staff.state === 'loading' && <p role="status">{t('common.loading')}</p>}
      {staff.state === 'failed' && <ErrorNotice error={staff.error} />}
      {staff.state === 'done' && member === undefined && <ErrorNotice error={new ApiError(404, 'NOT_FOUND', undefined)} />}
      {member !== undefined && <EditForm initial={member} />}
    </Page>
  );
};
