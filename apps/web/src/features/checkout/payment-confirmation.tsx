import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useShop } from '../../lib/config/shop-store';

/**
 * A payment the provider has not confirmed yet: a calm status while the page keeps asking, then, if it
 * takes too long, where the confirmation will come from. Nothing is lost: the basket is kept.
 */
export const PaymentConfirmation = ({ gaveUp }: { gaveUp: boolean }) => {
  const { t } = useTranslation('checkout');
  const { lang } = useShop();
  return (
    <div className="return-message" aria-busy={!gaveUp}>
      <h1>{t(gaveUp ? 'result.unconfirmedHeading' : 'result.completing')}</h1>
      <p className="lead" role="status">
        {t(gaveUp ? 'result.unconfirmed' : 'result.confirming')}
      </p>
      {gaveUp && (
        <p className="return-actions">
          <Link className="button button-secondary" to={`/${lang}/checkout`}>
            {t('result.toBasket')}
          </Link>
        </p>
      )}
    </div>
  );
};
