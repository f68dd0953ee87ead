import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { ErrorNotice } from '../../components/ui/error-notice';
import { Page } from '../../components/ui/page';
import { officeApi } from '../../lib/api/office-api';
import type { OfficeTourRecord } from '../../lib/api/types';
import { useI18n } from '../../lib/i18n/i18n-context';
import { useLoad } from '../../lib/use-load';
import { newTour, type TourDraft } from './tour-draft';
import { TourEditor } from './tour-editor';

/** A new tour in the office's language, from start times a museum adjusts; once created it opens as any other. */
export const TourNew = () => {
  const { t, lang } = useI18n();
  const navigate = useNavigate();
  const [initial] = useState(() => newTour(new Date(), lang));
  // The list's answer carries the shop's categories the tour may be filed under.
  const [tours] = useLoad(officeApi.tours);
  const save = useCallback(async (draft: TourDraft) => (await officeApi.createTour(draft)).record, []);
  const onSaved = useCallback((record: OfficeTourRecord) => void navigate(`/tours/${record.id}?created`), [navigate]);
  return (
    <Page title={t('tours.newTitle')}>
      {tours.state === 'loading' && <p role="status">{t('common.loading')}</p>}
      {tours.state === 'failed' && <ErrorNotice error={tours.error} />}
      {tours.state === 'done' && <TourEditor initial={initial} categories={tours.value.categories} save={save} onSaved={onSaved} submitLabel={t('tours.create')} />}
    </Page>
  );
};
