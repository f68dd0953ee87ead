import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useShop } from '../../lib/config/shop-store';
import { usePayingOrderStore } from './paying-order-store';

/**
 * A payment the provider has not confirmed yet: a calm status while the page keeps asking, then, if it
 * takes too long, where the confirmation will come from. Nothing is lost: the basket (or the order paid) is kept.
 */
export const PaymentConfirmation = ({ gaveUp }: { gaveUp: boolean }) => {
  const { t } = useTranslation('checkout');
  const { lang } = useShop();
  const orderToken = usePayingOrderStore((s) => s.orderToken);
  return (
    <div className="return-message" aria-busy={!gaveUp}>
      <h1>{t(gaveUp ? 'result.unconfirmedHeading' : 'result.completing')}</h1>
      <p className="lead" role="status">
        {t(gaveUp ? 'result.unconfirmed' : 'result.confirming')}
      </p>
      {gaveUp && (
        <p className="return-actions">
          {orderToken === null ? (
            <Link className="button button-secondary" to={`/${lang}/checkout`}>
              {t('result.toBasket')}
            </Link>
          ) : (
            <Link className="button button-secondary" to={`/${lang}/order-review/${encodeURIComponent(orderToken)}`}>
              {t('result.viewOrder')}
            </Link>
          )}
        </p>
      )}
    </div>
  );
};
