import { useTranslation } from '../lib/i18n/use-translation';

/** Shown when a screen's code cannot be loaded (a deploy or a lost connection), instead of a blank page. */
export const RouteError = () => {
  const { t } = useTranslation('shell');
  return (
    <main id="main" className="container narrow notice-page">
      <h1>{t('routeError.heading')}</h1>
      <p className="lead">{t('routeError.text')}</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {t('routeError.reload')}
      </button>
    </main>
  );
};
