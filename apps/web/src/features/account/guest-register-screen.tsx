import type { CustomerAttr } from '@foyer/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trackCheckoutStep } from '../../lib/analytics/checkout-events';
import { useShop } from '../../lib/config/shop-store';
import { useCartStore } from '../../lib/storage/cart-store';
import { fetchCustomerAttr } from '../../lib/api/customer-attr-api';
import { GuestForm } from './guest-form';
import '../../components/ui/form.css';
import './account.css';
import { Notice } from '../../components/ui/notice';

type AttrState = { status: 'loading' } | { status: 'ready'; attr: CustomerAttr } | { status: 'error' };

/** SPEC §2 register-guest: billing details for a guest checkout. `onDone` continues the checkout. */
export const GuestRegisterScreen = ({ onDone }: { onDone: () => void }) => {
  const { t } = useTranslation('account');
  const { config } = useShop();
  const [state, setState] = useState<AttrState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    fetchCustomerAttr().then(
      (attr) => current && setState({ status: 'ready', attr }),
      () => current && setState({ status: 'error' }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  useEffect(() => {
    // SPEC §9 checkout step 2: sign in (here as a guest).
    const lines = useCartStore.getState().lines;
    if (lines.length > 0) trackCheckoutStep(2, lines, config.currency);
  }, [config.currency]);

  return (
    <div className="guest-register">
      <h1>{t('guest.heading')}</h1>
      <p className="lead">{t('guest.intro')}</p>
      {state.status === 'loading' && (
        <p className="loading" role="status">
          {t('guest.loading')}
        </p>
      )}
      {state.status === 'error' && (
        <Notice
          tone="error"
          text={t('guest.loadError')}
          action={{ label: t('guest.retry'), onPress: () => { setState({ status: 'loading' }); setAttempt((n) => n + 1); } }}
        />
      )}
      {state.status === 'ready' && <GuestForm attr={state.attr} onDone={onDone} />}
    </div>
  );
};
