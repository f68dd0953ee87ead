import { useCallback, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { ErrorNotice } from '../../components/ui/error-notice';
import { Notice } from '../../components/ui/notice';
import { Page } from '../../components/ui/page';
import { officeApi } from '../../lib/api/office-api';
import type { OfficeEventRecord } from '../../lib/api/types';
import { useI18n } from '../../lib/i18n/i18n-context';
import { useLoad } from '../../lib/use-load';
import { VisitorsLink } from '../visitors/visitors-link';
import { EventEditor } from './event-editor';
import { textIn } from './localized';

const Editing = ({ loaded, created }: { loaded: OfficeEventRecord; created: boolean }) => {
  const { t } = useI18n();
  const [record, setRecord] = useState(loaded);
  const [saved, setSaved] = useState(false);
  const save = useCallback(
    async (draft: OfficeEventRecord['event'], choice: { closeSlotsWithBuyers: boolean }) => (await officeApi.updateEvent(record.id, draft, record.version, choice)).record,
    [record],
  );
  const onSaved = useCallback((next: OfficeEventRecord) => {
    setRecord(next);
    setSaved(true);
  }, []);
  return (
    <>
      {(saved || created) && (
        <Notice tone="success">
          <p>{t(saved ? 'events.saved' : 'events.created')}</p>
        </Notice>
      )}
      <EventEditor record={record} initial={record.event} save={save} onSaved={onSaved} submitLabel={t('events.save')} />
    </>
  );
};

/** An event opened from the list (or just created): the whole form, saved against the version read. */
export const EventEdit = () => {
  const { t, lang } = useI18n();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const created = params.has('created');
  const load = useCallback(() => officeApi.event(Number(id)), [id]);
  const [event] = useLoad(load);
  return (
    <Page title={event.state === 'done' ? textIn(event.value.record.event.name, lang) : t('events.editTitle')}>
      {event.state === 'done' && <VisitorsLink eventId={event.value.record.id} />}
      {event.state === 'loading' && <p role="status">{t('common.loading')}</p>}
      {event.state === 'failed' && <ErrorNotice error={event.error} />}
      {event.state === 'done' && <Editing key={event.value.record.id} loaded={event.value.record} created={created} />}
    </Page>
  );
};
