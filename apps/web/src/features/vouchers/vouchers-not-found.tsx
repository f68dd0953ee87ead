import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation';

/** A voucher the shop does not (or no longer) sell, with the way back to every voucher on sale. */
export const VouchersNotFound = ({ lang }: { lang: string }) => {
  const { t } = useTranslation('vouchers');
  return (
    <div className="container narrow notice-page">
      <h1>{t('detail.notFoundHeading')}</h1>
      <p className="lead">{t('detail.notFoundText')}</p>
      <Link className="button button-secondary" to={`/${lang}/vouchers`}>
        {t('showAll')}
      </Link>
    </div>
  );
};
