import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api/api-error';
import { useScreenTitle } from '../../lib/routing/screen-title';
import { BookingForm } from './booking-form';
import { EventHeader } from './event-header';
import { Notice } from '../../components/ui/notice';
import { useEventBooking } from './use-event-booking';
import './tickets.css';

const isStatus = (error: unknown, status: number): boolean => error instanceof ApiError && error.status === status;

/** `/{lang}/tickets/{id}` (SPEC §2/§4): the event, then date, time and tickets, then the basket. */
export const EventDetailScreen = ({ eventId }: { eventId: number }) => {
  const { t } = useTranslation('tickets');
  const booking = useEventBooking(eventId);
  const { first, lifetime, lang } = booking;
  const notFound = isStatus(first.error, 404);
  useScreenTitle(notFound ? t('common:titles.notFound') : booking.event?.name);
  const backToList = (
    <Link className="button button-secondary" to={`/${lang}/tickets`}>
      {t('detail.allEvents')}
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
    body = <div className="booking-skeleton" aria-hidden="true" />;
  } else if (first.isError) {
    body = <Notice tone="error" text={t('detail.loadError')} action={{ label: t('retry'), onPress: () => void first.refetch() }} />;
  } else if (first.data.date === null) {
    const over = lifetime.isSuccess && lifetime.data.start === null;
    body = lifetime.isPending ? (
      <div className="booking-skeleton" aria-hidden="true" />
    ) : (
      <Notice tone="info" heading={t(over ? 'state.expiredHeading' : 'state.soldOutHeading')} text={t(over ? 'state.expiredText' : 'state.soldOutText')}>
        {backToList}
      </Notice>
    );
  } else {
    body = <BookingForm booking={booking} />;
  }

  return (
    <article className="event-detail" aria-busy={first.isPending}>
      {booking.events.isPending ? <div className="event-header-skeleton" aria-hidden="true" /> : <EventHeader event={booking.event} lang={lang} />}
      <div className="container">{body}</div>
    </article>
  );
};
