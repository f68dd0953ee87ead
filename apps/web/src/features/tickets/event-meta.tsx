import { useTranslation } from 'react-i18next';
import type { EventSummary } from '@foyer/contract';
import { dayOf, formatDay } from './ticket-format';

/** Venue, groups and how long the event can be booked: the facts a visitor scans first. */
export const EventMeta = ({ event, lang, timeZone }: { event: EventSummary; lang: string; timeZone: string }) => {
  const { t } = useTranslation('tickets');
  return (
    <div className="event-meta">
      {event.custom_groups.length > 0 && (
        <ul className="event-groups" role="list" aria-label={t('list.groupsLabel')}>
          {event.custom_groups.map((group) => (
            <li key={group.id} className="event-group">
              {group.name}
            </li>
          ))}
        </ul>
      )}
      <dl className="event-facts">
        {event.venue && (
          <div>
            <dt>{t('list.venue')}</dt>
            <dd>{event.venue}</dd>
          </div>
        )}
        {event.end && (
          <div>
            <dt>{t('list.until')}</dt>
            <dd>{formatDay(dayOf(event.end, timeZone), lang, 'long')}</dd>
          </div>
        )}
      </dl>
    </div>
  );
};
