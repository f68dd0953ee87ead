import { Link } from 'react-router';
import { ErrorNotice } from '../../components/ui/error-notice';
import { Page } from '../../components/ui/page';
import { officeApi } from '../../lib/api/office-api';
import { useI18n } from '../../lib/i18n/i18n-context';
import { useMuseumTimeFormat } from '../../lib/i18n/museum-time';
import { useLoad } from '../../lib/use-load';
import { textIn } from './localized';
import './events.css';

/** The events the member may edit: name, whether the shop shows it, and its next date. */
export const EventList = () => {
  const { t, lang } = useI18n();
  const [events] = useLoad(officeApi.events);
  const when = useMuseumTimeFormat({ dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Page title={t('events.title')} lead={t('events.lead')}>
      <p>
        <Link className="button" to="/events/new">
          {t('events.new')}
        </Link>
      </p>
      {events.state === 'loading' && <p role="status">{t('common.loading')}</p>}
      {events.state === 'failed' && <ErrorNotice error={events.error} />}
      {events.state === 'done' && events.value.events.length === 0 && <p>{t('events.empty')}</p>}
      {events.state === 'done' && events.value.events.length > 0 && (
        <ul className="event-list">
          {events.value.events.map((event) => (
            <li key={event.id} className="event-card">
              <Link to={`/events/${event.id}`} className="event-name">
                {textIn(event.name, lang)}
              </Link>
              <span className={event.listed ? 'event-status' : 'event-status event-unlisted'}>{t(event.listed ? 'events.listed' : 'events.unlisted')}</span>
              <span>{event.nextStart === null ? t('events.noNextStart') : t('events.nextStart', { date: when.format(new Date(event.nextStart)) })}</span>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
};
