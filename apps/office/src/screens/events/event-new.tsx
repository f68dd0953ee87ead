import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { Page } from '../../components/ui/page';
import { officeApi } from '../../lib/api/office-api';
import type { OfficeEventRecord } from '../../lib/api/types';
import { useI18n } from '../../lib/i18n/i18n-context';
import { newEvent, type EventDraft } from './event-draft';
import { EventEditor } from './event-editor';

/** A new event, from a calendar a museum adjusts; once created it opens as any other. */
export const EventNew = () => {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [initial] = useState(() => newEvent(new Date()));
  const save = useCallback(async (draft: EventDraft) => (await officeApi.createEvent(draft)).record, []);
  const onSaved = useCallback((record: OfficeEventRecord) => void navigate(`/events/${record.id}?created`), [navigate]);
  return (
    <Page title={t('events.newTitle')}>
      <EventEditor initial={initial} save={save} onSaved={onSaved} submitLabel={t('events.create')} />
    </Page>
  );
};
