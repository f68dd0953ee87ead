import { useCallback, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { ErrorNotice } from '../../components/ui/error-notice';
import { Notice } from '../../components/ui/notice';
import { Page } from '../../components/ui/page';
import { officeApi } from '../../lib/api/office-api';
import type { OfficeTourCategory, OfficeTourRecord } from '../../lib/api/types';
import { useI18n } from '../../lib/i18n/i18n-context';
import { useLoad } from '../../lib/use-load';
import { VisitorsLink } from '../visitors/visitors-link';
import { textIn } from '../events/localized';
import { TourEditor } from './tour-editor';

const Editing = ({ loaded, categories, created }: { loaded: OfficeTourRecord; categories: OfficeTourCategory[]; created: boolean }) => {
  const { t } = useI18n();
  const [record, setRecord] = useState(loaded);
  const [saved, setSaved] = useState(false);
  const save = useCallback(
    async (draft: OfficeTourRecord['tour'], choice: { closeSlotsWithBuyers: boolean }) => (await officeApi.updateTour(record.id, draft, record.version, choice)).record,
    [record],
  );
  const onSaved = useCallback((next: OfficeTourRecord) => {
    setRecord(next);
    setSaved(true);
  }, []);
  return (
    <>
      {(saved || created) && (
        <Notice tone="success">
          <p>{t(saved ? 'events.saved' : 'tours.created')}</p>
        </Notice>
      )}
      <TourEditor record={record} initial={record.tour} categories={categories} save={save} onSaved={onSaved} submitLabel={t('events.save')} />
    </>
  );
};

/** A tour opened from the list (or just created): the whole form, saved against the version read. */
export const TourEdit = () => {
  const { t, lang } = useI18n();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const created = params.has('created');
  const load = useCallback(() => officeApi.tour(Number(id)), [id]);
  const [tour] = useLoad(load);
  return (
    <Page title={tour.state === 'done' ? textIn(tour.value.record.tour.name, lang) : t('tours.editTitle')}>
      {tour.state === 'done' && <VisitorsLink eventId={tour.value.record.id} />}
      {tour.state === 'loading' && <p role="status">{t('common.loading')}</p>}
      {tour.state === 'failed' && <ErrorNotice error={tour.error} />}
      {tour.state === 'done' && <Editing key={tour.value.record.id} loaded={tour.value.record} categories={tour.value.categories} created={created} />}
    </Page>
  );
};
