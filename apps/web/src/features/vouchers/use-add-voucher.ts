import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { GiftVoucher } from '@foyer/contract';
import { useShop } from '../../lib/config/shop-store';
import { useCartStore } from '../../lib/storage/cart-store';
import { basketWithVoucher } from './voucher-basket';
import { toVoucherCartLine, type VoucherChoice } from './voucher-cart-line';
import { useVoucherTexts } from './use-voucher-texts';

/** Puts the chosen gift into the basket and says what happened: added, raised, or why not. */
export const useAddVoucher = (voucher: GiftVoucher) => {
  const { t } = useTranslation('vouchers');
  const { config } = useShop();
  const { money } = useVoucherTexts();
  const [added, setAdded] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const reset = () => {
    setAdded(null);
    setProblem(null);
  };

  /** True when the basket took at least one voucher. */
  const add = (choice: VoucherChoice): boolean => {
    const texts = { label: t('line.label', { name: voucher.name, amount: money(choice.amountCents) }), recipient: t('line.recipient'), message: t('line.message') };
    const next = basketWithVoucher(useCartStore.getState().lines, voucher, choice, texts);
    if (next.added === 0) {
      setProblem(t('purchase.lineFull', { count: next.count }));
      setAdded(null);
      return false;
    }
    // The same gift again raises the count of its line; another one is a line of its own.
    if (next.merged) useCartStore.setState({ lines: next.lines });
    else useCartStore.getState().add(next.line);
    // Analytics loads on the first add, not with the page: one request less before the voucher shows.
    const analytics = toVoucherCartLine(voucher, { ...choice, count: next.added }, texts).analytics;
    void import('../../lib/analytics/ecommerce').then(({ trackEcommerce }) => trackEcommerce('add_to_cart', config.currency, [analytics]));
    setProblem(null);
    setAdded(next.merged ? t('purchase.addedMore', { count: next.count }) : t('purchase.added'));
    return true;
  };

  return { add, added, problem, reset };
};
