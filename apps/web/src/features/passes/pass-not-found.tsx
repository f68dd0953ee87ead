import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation';

/** A pass the shop does not (or no longer) sell, with the way back to the passes on sale. */
export const PassNotFound = ({ lang }: { lang: string }) => {
  const { t } = useTranslation('passes');
  return (
    <div className="container narrow notice-page">
      <h1>{t('detail.notFoundHeading')}</h1>
      <p className="lead">{t('detail.notFoundText')}</p>
      <Link className="button button-secondary" to={`/${lang}/passes`}>
        {t('showAll')}
      </Link>
    </div>
  );
};
