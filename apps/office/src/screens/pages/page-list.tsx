import { Link } from 'react-router';
import { ErrorNotice } from '../../components/ui/error-notice';
import { Page } from '../../components/ui/page';
import { officeApi } from '../../lib/api/office-api';
import { useI18n } from '../../lib/i18n/i18n-context';
import { useLoad } from '../../lib/use-load';
import { textIn } from '../events/localized';
import '../events/events.css';

/** The shop's own pages (imprint, terms …) with their "last updated" dates, and the navigation labels. */
export const PageList = () => {
  const { t, lang } = useI18n();
  const [pages] = useLoad(officeApi.pages);
  const day = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <Page title={t('pages.title')} lead={t('pages.lead')}>
      {pages.state === 'loading' && <p role="status">{t('common.loading')}</p>}
      {pages.state === 'failed' && <ErrorNotice error={pages.error} />}
      {pages.state === 'done' && pages.value.pages.length === 0 && <p>{t('pages.empty')}</p>}
      {pages.state === 'done' && pages.value.pages.length > 0 && (
        <ul className="event-list">
          {pages.value.pages.map((page) => (
            <li key={page.id} className="event-card">
              <Link to={`/pages/${page.id}`} className="event-name">
                {textIn(page.title, lang)}
              </Link>
              <span>{t(`pages.kind.${page.id}`)}</span>
              <span>{t('pages.updatedAt', { date: day.format(new Date(`${page.updatedAt}T00:00:00Z`)) })}</span>
            </li>
          ))}
        </ul>
      )}
      <section className="editor-section pages-navigation" aria-labelledby="pages-navigation-heading">
        <h2 id="pages-navigation-heading">{t('pages.navigationTitle')}</h2>
        <p>{t('pages.navigationLead')}</p>
        <p>
          <Link className="button button-secondary" to="/pages/navigation">
            {t('pages.editNavigation')}
          </Link>
        </p>
      </section>
    </Page>
  );
};
