import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useShop } from '../../lib/config/shop-store';

/** SPEC §4/§8 order review 406: the link shows no order (unknown, incomplete or no longer valid); the way home stays open. */
export const OrderNotAvailable = () => {
  const { t } = useTranslation('orders');
  const { lang } = useShop();
  return (
    <div className="container narrow notice-page">
      <h1>{t('review.notAvailableHeading')}</h1>
      <p className="lead">{t('review.notAvailable')}</p>
      <Link className="button" to={`/${lang}`}>
        {t('review.home')}
      </Link>
    </div>
  );
};
