import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation';
import { ApiError } from '../../lib/api/api-error';
import { useShop } from '../../lib/config/shop-store';
import { useCartStore } from '../../lib/storage/cart-store';
import { cancelCart } from './checkout-api';
import { useErrorText } from '../../lib/messages/use-error-text';
import { useReturnCartId } from './use-return-cart-id';
import './checkout.css';
import { Notice } from '../../components/ui/notice';

type State = { status: 'asking' } | { status: 'canceling' } | { status: 'cleared' } | { status: 'error'; error: unknown };

/** SPEC §2 checkout/canceled: the payer cancelled; empty the basket (releasing its places) or go back to it. */
export const PaymentCanceledScreen = () => {
  const { t } = useTranslation('checkout');
  const { lang } = useShop();
  const cartId = useReturnCartId();
  const errorText = useErrorText();
  const hasLines = useCartStore((s) => s.lines.length > 0);
  const [state, setState] = useState<State>({ status: 'asking' });

  const clear = async () => {
    setState({ status: 'canceling' });
    try {
      if (cartId !== null) await cancelCart(cartId);
    } catch (error) {
      // 410: the payment page already released the places; anything else keeps the basket.
      if (!(error instanceof ApiError && error.status === 410)) {
        setState({ status: 'error', error });
        return;
      }
    }
    useCartStore.getState().clear();
    setState({ status: 'cleared' });
  };

  if (state.status === 'cleared') {
    return (
      <div className="return-message">
        <h1>{t('result.clearedHeading')}</h1>
        <p className="lead" role="status">
          {t('result.cleared')}
        </p>
        <Link className="button" to={`/${lang}`}>
          {t('result.home')}
        </Link>
      </div>
    );
  }
  return (
    <div className="return-message">
      <h1>{t('result.canceledHeading')}</h1>
      <p className="lead">{hasLines ? t('result.canceled') : t('result.canceledEmpty')}</p>
      {state.status === 'error' && (
        <Notice tone="error" text={errorText(state.error)} />
      )}
      <p className="return-actions">
        {hasLines && (
          <Link className="button" to={`/${lang}/checkout`}>
            {t('result.toBasket')}
          </Link>
        )}
        {hasLines && (
          <button type="button" className="button button-secondary" onClick={() => void clear()} disabled={state.status === 'canceling'}>
            {t('result.clear')}
          </button>
        )}
        {!hasLines && (
          <Link className="button" to={`/${lang}`}>
            {t('result.home')}
          </Link>
        )}
      </p>
    </div>
  );
};
