import { Link } from 'react-router';
import { ErrorNotice } from '../../components/ui/error-notice';
import { Page } from '../../components/ui/page';
import { officeApi } from '../../lib/api/office-api';
import { useI18n } from '../../lib/i18n/i18n-context';
import { useMuseumTimeFormat } from '../../lib/i18n/museum-time';
import { useLoad } from '../../lib/use-load';
import { textIn } from '../events/localized';
import '../events/events.css';

/** The tours the member may edit: name, the language it is given in, whether the shop shows it, and its next start. */
export const TourList = () => {
  const { t, lang } = useI18n();
  const [tours] = useLoad(officeApi.tours);
  const when = useMuseumTimeFormat({ dateStyle: 'medium', timeStyle: 'short' });
  const languages = new Intl.DisplayNames([lang], { type: 'language' });
  return (
    <Page title={t('tours.title')} lead={t('tours.lead')}>
      <p className="button-row">
        <Link className="button" to="/tours/new">
          {t('tours.new')}
        </Link>
        <Link className="button button-secondary" to="/tours/categories">
          {t('tourCategories.title')}
        </Link>
      </p>
      {tours.state === 'loading' && <p role="status">{t('common.loading')}</p>}
      {tours.state === 'failed' && <ErrorNotice error={tours.error} />}
      {tours.state === 'done' && tours.value.tours.length === 0 && <p>{t('tours.empty')}</p>}
      {tours.state === 'done' && tours.value.tours.length > 0 && (
        <ul className="event-list">
          {tours.value.tours.map((tour) => (
            <li key={tour.id} className="event-card">
              <Link to={`/tours/${tour.id}`} className="event-name">
                {textIn(tour.name, lang)}
              </Link>
              <span className={tour.listed ? 'event-status' : 'event-status event-unlisted'}>
                {t('tours.givenIn', { language: languages.of(tour.language) ?? tour.language, status: t(tour.listed ? 'events.listed' : 'events.unlisted') })}
              </span>
              <span>{tour.nextStart === null ? t('events.noNextStart') : t('events.nextStart', { date: when.format(new Date(tour.nextStart)) })}</span>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
};
