import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation';
import { ApiError } from '../../lib/api/api-error';
import { useShop } from '../../lib/config/shop-store';
import { useErrorText } from '../../lib/messages/use-error-text';
import { usePayingOrderStore } from './paying-order-store';
import { Notice } from '../../components/ui/notice';

/** Why a booking could not be completed, with the way onwards that fits (SPEC §8 exec payment). */
export const BookingError = ({ error }: { error: unknown }) => {
  const { t } = useTranslation('checkout');
  const { lang } = useShop();
  const errorText = useErrorText();
  const gone = error instanceof ApiError && error.status === 410;
  const retry = error instanceof ApiError && error.code === 'PAYMENT_NOT_COMPLETED';
  // An existing order is paid again from its own page.
  const orderToken = usePayingOrderStore((s) => s.orderToken);
  const retryTo = orderToken === null ? `/${lang}/checkout?step=payment` : `/${lang}/order-review/${encodeURIComponent(orderToken)}`;
  return (
    <div className="return-message">
      <h1>{gone ? t('result.goneHeading') : t('result.errorHeading')}</h1>
      <Notice tone="error" text={gone ? t('result.gone') : errorText(error)} />
      <p className="return-actions">
        {retry ? (
          <Link className="button" to={retryTo}>
            {t('result.retry')}
          </Link>
        ) : (
          <Link className="button button-secondary" to={`/${lang}`}>
            {t('result.home')}
          </Link>
        )}
      </p>
    </div>
  );
};
