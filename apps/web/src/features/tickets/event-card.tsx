import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { EventSummary } from '@foyer/contract';
import { staticUrl } from '../../lib/static-url';
import { EventMeta } from './event-meta';

/** One event in the list; the whole card is the link's target, while the link text stays just the name. */
export const EventCard = ({ event, lang, timeZone, eager }: { event: EventSummary; lang: string; timeZone: string; eager: boolean }) => {
  const { t } = useTranslation('tickets');
  const image = event.image ? staticUrl(event.image) : '';
  return (
    <article className="event-card">
      <div className="event-card-image">
        {image && <img src={image} alt="" width={1280} height={512} loading={eager ? 'eager' : 'lazy'} decoding="async" />}
      </div>
      <div className="event-card-body">
        <h2 className="event-card-title">
          <Link className="event-card-link" to={`/${lang}/tickets/${event.id}`}>
            {event.name}
          </Link>
        </h2>
        <EventMeta event={event} lang={lang} timeZone={timeZone} />
        {event.description && <p className="event-card-text">{event.description}</p>}
        <span className="event-card-cta" aria-hidden="true">
          {t('list.cta')} →
        </span>
      </div>
    </article>
  );
};
