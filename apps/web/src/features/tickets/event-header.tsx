import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { EventSummary } from '@foyer/contract';
import { picture } from '../../lib/picture';
import { EventMeta } from './event-meta';

/** The event's picture, name, venue and description above the booking steps. */
export const EventHeader = ({ event, lang }: { event: EventSummary | null; lang: string }) => {
  const { t } = useTranslation('tickets');
  const image = event?.image ? picture(event.image, 'hero') : null;
  return (
    <header className="event-header">
      {image && (
        <div className="event-hero">
          <img {...image} alt="" width={1280} height={512} fetchPriority="high" />
        </div>
      )}
      <div className="container event-intro">
        <Link className="back-link" to={`/${lang}/tickets`}>
          <span aria-hidden="true">←</span> {t('detail.back')}
        </Link>
        <h1>{event?.name ?? t('detail.fallbackTitle')}</h1>
        {event && <EventMeta event={event} />}
        {event?.description && <p className="lead event-description">{event.description}</p>}
      </div>
    </header>
  );
};
