import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api/api-error';
import { useScreenTitle } from '../../lib/routing/screen-title';
import { Notice } from '../../components/ui/notice';
import { TourBookingForm } from './tour-booking-form';
import { TourHeader } from './tour-header';
import { useTourBooking, type TourEntry } from './use-tour-booking';
import './tours.css';

const isStatus = (error: unknown, status: number): boolean => error instanceof ApiError && error.status === status;

/** `/{lang}/guided-tours/{id}` (SPEC §2/§4): the tour, then date, time, quantities and questions, then the basket. */
export const TourDetailScreen = ({ tourId, entry }: { tourId: number; entry: TourEntry }) => {
  const { t } = useTranslation('tours');
  const booking = useTourBooking(tourId, entry);
  const { first, calendar, lang } = booking;
  // SPEC §4: a non-200 answer for the tour or its calendar marks it not found.
  const notFound = isStatus(first.error, 404) || calendar.isError;
  useScreenTitle(notFound ? t('common:titles.notFound') : first.data?.name);
  const backToList = (
    <Link className="button button-secondary" to={`/${lang}/guided-tours`}>
      {t('detail.allTours')}
    </Link>
  );

  if (notFound) {
    return (
      <div className="container narrow notice-page">
        <h1>{t('detail.notFoundHeading')}</h1>
        <p className="lead">{t('detail.notFoundText')}</p>
        {backToList}
      </div>
    );
  }

  let body;
  if (first.isPending) {
    body = <div className="tour-booking-skeleton" aria-hidden="true" />;
  } else if (first.isError) {
    body = (
      <Notice tone="error" text={t('detail.loadError')} action={{ label: t('retry'), onPress: () => void first.refetch() }} />
    );
  } else if (first.data.date === null && entry.forcedDate === null) {
    body = (
      <Notice tone="info" heading={t('state.noDatesHeading')} text={t('state.noDatesText')}>
        {backToList}
      </Notice>
    );
  } else {
    body = <TourBookingForm booking={booking} />;
  }

  return (
    <article className="tour-detail" aria-busy={first.isPending}>
      {first.isSuccess ? <TourHeader tour={first.data} lang={lang} /> : <div className="tour-header-skeleton" aria-hidden="true" />}
      <div className="container">{body}</div>
    </article>
  );
};
