import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useShop } from '../../lib/config/shop-store';
import './pages.css';

export const NotFoundScreen = () => {
  const { t } = useTranslation('pages');
  const { lang } = useShop();
  return (
    <div className="container narrow notice-page">
      <p className="notice-code" aria-hidden="true">
        404
      </p>
      <h1>{t('notFound.heading')}</h1>
      <p className="lead">{t('notFound.text')}</p>
      <Link className="button" to={`/${lang}`}>
        {t('notFound.home')}
      </Link>
    </div>
  );
};
