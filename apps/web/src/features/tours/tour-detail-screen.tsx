import { useCallback, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api/api-error';
import { useShop } from '../../lib/config/shop-store';
import { AfterFirstPaint } from '../../lib/dom/after-first-paint';
import { useReportMissing } from '../../lib/routing/use-report-missing';
import { useScreenTitle } from '../../lib/routing/screen-title';
import { Notice } from '../../components/ui/notice';
import { NoticePage } from '../../components/ui/notice-page';
import { TourBookingForm } from './tour-booking-form';
import { TourHeader } from './tour-header';
import { useTourBooking, useTourFirst, type TourEntry, type TourFirst } from './use-tour-booking';
import './tours.css';

const isStatus = (error: unknown, status: number): boolean => error instanceof ApiError && error.status === status;

const BackToList = () => {
  const { t } = useTranslation('tours');
  const { lang } = useShop();
  return (
    <Link className="button button-secondary" to={`/${lang}/guided-tours`}>
      {t('detail.allTours')}
    </Link>
  );
};

/** The booking steps below the header: calendar, times, quantities and questions, with their own queries. */
const TourBooking = ({ tourId, entry, first, onMissing }: { tourId: number; entry: TourEntry; first: TourFirst; onMissing: () => void }) => {
  const { t } = useTranslation('tours');
  const booking = useTourBooking(tourId, entry, first);
  useReportMissing(booking.calendar.isError, onMissing);

  if (first.isPending) return <div className="tour-booking-skeleton" aria-hidden="true" />;
  if (first.isError) {
    return <Notice tone="error" text={t('detail.loadError')} action={{ label: t('retry'), onPress: () => void first.refetch() }} />;
  }
  if (first.data.date === null && entry.forcedDate === null) {
    return (
      <Notice tone="info" heading={t('state.noDatesHeading')} text={t('state.noDatesText')}>
        <BackToList />
      </Notice>
    );
  }
  return <TourBookingForm booking={booking} />;
};

/**
 * `/{lang}/guided-tours/{id}` (SPEC §2/§4): the tour, then date, time, quantities and questions, then the
 * basket. The header paints before the booking steps render (AfterFirstPaint), and stays the same element.
 */
export const TourDetailScreen = ({ tourId, entry }: { tourId: number; entry: TourEntry }) => {
  const { t } = useTranslation('tours');
  const { lang } = useShop();
  const first = useTourFirst(tourId);
  const [calendarMissing, setCalendarMissing] = useState(false);
  const onMissing = useCallback(() => setCalendarMissing(true), []);
  // SPEC §4: a non-200 answer for the tour or its calendar marks it not found.
  const notFound = isStatus(first.error, 404) || calendarMissing;
  useScreenTitle(notFound ? t('common:titles.notFound') : first.data?.name);

  if (notFound) {
    return <NoticePage heading={t('detail.notFoundHeading')} text={t('detail.notFoundText')} back={{ to: `/${lang}/guided-tours`, label: t('detail.allTours') }} />;
  }

  return (
    <article className="tour-detail" aria-busy={first.isPending}>
      {first.isSuccess ? <TourHeader tour={first.data} lang={lang} /> : <div className="tour-header-skeleton" aria-hidden="true" />}
      <div className="container">
        <AfterFirstPaint first={<div className="tour-booking-skeleton" aria-hidden="true" />}>
          <TourBooking tourId={tourId} entry={entry} first={first} onMissing={onMissing} />
        </AfterFirstPaint>
      </div>
    </article>
  );
};
