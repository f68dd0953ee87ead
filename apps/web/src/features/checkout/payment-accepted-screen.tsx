import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useShop } from '../../lib/config/shop-store';
import { useErrorText } from '../../lib/messages/use-error-text';
import { PaymentConfirmation } from './payment-confirmation';
import { useCompleteBooking } from './use-complete-booking';
import { useReturnCartId } from './use-return-cart-id';
import './checkout.css';
import { Notice } from '../../components/ui/notice';

/** SPEC §2 checkout/accepted: the payment is accepted; the order button books it, then success. */
export const PaymentAcceptedScreen = () => {
  const { t } = useTranslation('checkout');
  const { lang } = useShop();
  const navigate = useNavigate();
  const cartId = useReturnCartId();
  const errorText = useErrorText();
  const { state, complete } = useCompleteBooking();

  const order = async () => {
    if (cartId === null) return;
    if (await complete(cartId)) navigate(`/${lang}/checkout/success`);
  };

  if (state.status === 'confirming' || state.status === 'unconfirmed') return <PaymentConfirmation gaveUp={state.status === 'unconfirmed'} />;
  return (
    <div className="return-message">
      <h1>{t('result.acceptedHeading')}</h1>
      {cartId === null ? (
        <p className="lead">{t('result.noOrder')}</p>
      ) : (
        <p className="lead">{t('result.accepted')}</p>
      )}
      {state.status === 'error' && (
        <Notice tone="error" text={errorText(state.error)} />
      )}
      <p className="return-actions">
        {cartId !== null && (
          <button type="button" className="button" onClick={() => void order()} disabled={state.status === 'loading'} aria-busy={state.status === 'loading'}>
            {t('result.order')}
          </button>
        )}
        <Link className="button button-secondary" to={`/${lang}/checkout`}>
          {t('result.toBasket')}
        </Link>
      </p>
    </div>
  );
};
