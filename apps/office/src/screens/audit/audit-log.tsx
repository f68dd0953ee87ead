import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { ErrorNotice } from '../../components/ui/error-notice';
import { Page } from '../../components/ui/page';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { officeApi } from '../../lib/api/office-api';
import type { AuditEntry, AuditFilter } from '../../lib/api/types';
import { useI18n } from '../../lib/i18n/i18n-context';
import { useMuseumTimeFormat } from '../../lib/i18n/museum-time';
import { useCall } from '../../lib/use-call';
import { useLoad } from '../../lib/use-load';
import './audit.css';

const FILTER_KEYS = ['staff', 'action', 'from', 'to'] as const;

const filterOf = (params: URLSearchParams): AuditFilter =>
  Object.fromEntries(FILTER_KEYS.flatMap((key) => (params.get(key) ? [[key, params.get(key)]] : [])));

const Change = ({ label, value }: { label: string; value: unknown }) =>
  value === null || value === undefined ? null : (
    <>
      <dt>{label}</dt>
      <dd>
        <pre>{JSON.stringify(value, null, 2)}</pre>
      </dd>
    </>
  );

const Entry = ({ entry, format }: { entry: AuditEntry; format: Intl.DateTimeFormat }) => {
  const { t } = useI18n();
  return (
    <li className="audit-entry">
      <p className="audit-head">
        <time dateTime={entry.at}>{format.format(new Date(entry.at))}</time>
        <span>{entry.staffName ?? t('audit.system')}</span>
        <code>{entry.action}</code>
        <span>{entry.target}</span>
      </p>
      {(entry.before !== null || entry.after !== null) && (
        <details>
          <summary>{t('audit.changes')}</summary>
          <dl className="audit-changes">
            <Change label={t('audit.before')} value={entry.before} />
            <Change label={t('audit.after')} value={entry.after} />
          </dl>
        </details>
      )}
    </li>
  );
};

/** The append-only record of staff writes, filtered by who, what and when, newest first, page by page. */
export const AuditLog = () => {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const [draft, setDraft] = useState<AuditFilter>(filter);
  const [staff] = useLoad(officeApi.staff);
  const [entries, setEntries] = useState<AuditEntry[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const filterKey = params.toString();
  const load = useCall(
    useCallback(
      async (from?: string) => {
        const page = await officeApi.audit(filterOf(new URLSearchParams(filterKey)), from);
        setEntries((previous) => (from === undefined ? page.entries : [...previous, ...page.entries]));
        setCursor(page.nextCursor);
      },
      [filterKey],
    ),
  );
  const { run } = load;
  useEffect(() => {
    void run();
  }, [run]);
  const format = useMuseumTimeFormat({ dateStyle: 'short', timeStyle: 'medium' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(Object.fromEntries(Object.entries(draft).filter(([, value]) => value !== undefined && value !== '')));
  };
  const staffOptions = [{ value: '', label: t('audit.anyone') }, ...(staff.state === 'done' ? staff.value.staff.map((member) => ({ value: member.id, label: member.name })) : [])];
  return (
    <Page title={t('audit.title')}>
      <form className="form audit-filter" onSubmit={submit} aria-label={t('audit.filter')}>
        <SelectField id="audit-staff" label={t('audit.staff')} options={staffOptions} value={draft.staff ?? ''} onChange={(event) => setDraft({ ...draft, staff: event.target.value })} />
        <TextField id="audit-action" label={t('audit.action')} hint={t('audit.actionHint')} value={draft.action ?? ''} onChange={(event) => setDraft({ ...draft, action: event.target.value })} />
        <TextField id="audit-from" label={t('audit.from')} type="date" value={draft.from ?? ''} onChange={(event) => setDraft({ ...draft, from: event.target.value })} />
        <TextField id="audit-to" label={t('audit.to')} type="date" value={draft.to ?? ''} onChange={(event) => setDraft({ ...draft, to: event.target.value })} />
        <div className="button-row">
          <Button type="submit">{t('audit.apply')}</Button>
        </div>
      </form>
      <ErrorNotice error={load.error} />
      {load.busy && entries.length === 0 ? (
        <p role="status">{t('common.loading')}</p>
      ) : entries.length === 0 && load.error === null ? (
        <p role="status">{t(Object.keys(filter).length === 0 ? 'audit.empty' : 'audit.noneMatch')}</p>
      ) : (
        <ol className="audit-list">
          {entries.map((entry) => (
            <Entry key={entry.id} entry={entry} format={format} />
          ))}
        </ol>
      )}
      {cursor !== null && (
        <div className="button-row">
          <Button variant="secondary" busy={load.busy} onClick={() => void run(cursor)}>
            {t('audit.more')}
          </Button>
        </div>
      )}
    </Page>
  );
};
