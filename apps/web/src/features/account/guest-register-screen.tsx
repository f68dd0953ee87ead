import { useEffect } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { trackCheckoutStep } from '../../lib/analytics/checkout-events';
import { useShop } from '../../lib/config/shop-store';
import { useCartStore } from '../../lib/storage/cart-store';
import { CustomerAttrGate } from './customer-attr-gate';
import { GuestForm } from './guest-form';
import '../../components/ui/form.css';
import './account.css';

/** SPEC §2 register-guest: billing details for a guest checkout. `onDone` continues the checkout. */
export const GuestRegisterScreen = ({ onDone }: { onDone: () => void }) => {
  const { t } = useTranslation('account');
  const { config } = useShop();

  useEffect(() => {
    // SPEC §9 checkout step 2: sign in (here as a guest).
    const lines = useCartStore.getState().lines;
    if (lines.length > 0) trackCheckoutStep(2, lines, config.currency);
  }, [config.currency]);

  return (
    <div className="account-page">
      <h1>{t('guest.heading')}</h1>
      <p className="lead">{t('guest.intro')}</p>
      <CustomerAttrGate>{(attr) => <GuestForm attr={attr} onDone={onDone} />}</CustomerAttrGate>
    </div>
  );
};
