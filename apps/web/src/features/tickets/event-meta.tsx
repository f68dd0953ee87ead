import { useTranslation } from '../../lib/i18n/use-translation';
import type { EventSummary } from '@foyer/contract';
import { useFormats } from '../../lib/formats';

/** Venue, groups and how long the event can be booked: the facts a visitor scans first. */
export const EventMeta = ({ event }: { event: EventSummary }) => {
  const { t } = useTranslation('tickets');
  const { date } = useFormats();
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
            <dd>{date(event.end)}</dd>
          </div>
        )}
      </dl>
    </div>
  );
};
