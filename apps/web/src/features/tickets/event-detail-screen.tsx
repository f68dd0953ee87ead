import { useCallback, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api/api-error';
import { useShop } from '../../lib/config/shop-store';
import { AfterFirstPaint } from '../../lib/dom/after-first-paint';
import { useReportMissing } from '../../lib/routing/use-report-missing';
import { useScreenTitle } from '../../lib/routing/screen-title';
import { BookingForm } from './booking-form';
import { EventHeader } from './event-header';
import { Notice } from '../../components/ui/notice';
import { NoticePage } from '../../components/ui/notice-page';
import { useEventBooking, useEventList, type EventList } from './use-event-booking';
import './tickets.css';

const isStatus = (error: unknown, status: number): boolean => error instanceof ApiError && error.status === status;

const BackToList = () => {
  const { t } = useTranslation('tickets');
  const { lang } = useShop();
  return (
    <Link className="button button-secondary" to={`/${lang}/tickets`}>
      {t('detail.allEvents')}
    </Link>
  );
};

/** The booking steps below the header: date, time and tickets, with their own queries. */
const EventBooking = ({ eventId, events, onMissing }: { eventId: number; events: EventList; onMissing: () => void }) => {
  const { t } = useTranslation('tickets');
  const booking = useEventBooking(eventId, events);
  const { first, lifetime } = booking;
  useReportMissing(isStatus(first.error, 404), onMissing);

  if (first.isPending) return <div className="booking-skeleton" aria-hidden="true" />;
  if (first.isError) {
    return <Notice tone="error" text={t('detail.loadError')} action={{ label: t('retry'), onPress: () => void first.refetch() }} />;
  }
  if (first.data.date === null) {
    const over = lifetime.isSuccess && lifetime.data.start === null;
    return lifetime.isPending ? (
      <div className="booking-skeleton" aria-hidden="true" />
    ) : (
      <Notice tone="info" heading={t(over ? 'state.expiredHeading' : 'state.soldOutHeading')} text={t(over ? 'state.expiredText' : 'state.soldOutText')}>
        <BackToList />
      </Notice>
    );
  }
  return <BookingForm booking={booking} />;
};

/**
 * `/{lang}/tickets/{id}` (SPEC §2/§4): the event, then date, time and tickets, then the basket. The
 * header paints before the booking steps render (AfterFirstPaint), and stays the same element.
 */
export const EventDetailScreen = ({ eventId }: { eventId: number }) => {
  const { t } = useTranslation('tickets');
  const { lang } = useShop();
  const events = useEventList();
  const event = events.data?.find((candidate) => candidate.id === eventId) ?? null;
  const [notFound, setNotFound] = useState(false);
  const onMissing = useCallback(() => setNotFound(true), []);
  useScreenTitle(notFound ? t('common:titles.notFound') : event?.name);

  if (notFound) {
    return <NoticePage heading={t('detail.notFoundHeading')} text={t('detail.notFoundText')} back={{ to: `/${lang}/tickets`, label: t('detail.allEvents') }} />;
  }

  return (
    <article className="event-detail" aria-busy={events.isPending}>
      {events.isPending ? <div className="event-header-skeleton" aria-hidden="true" /> : <EventHeader event={event} lang={lang} />}
      <div className="container">
        <AfterFirstPaint first={<div className="booking-skeleton" aria-hidden="true" />}>
          <EventBooking eventId={eventId} events={events} onMissing={onMissing} />
        </AfterFirstPaint>
      </div>
    </article>
  );
};
