import type { BasketPricesResponse } from '@foyer/contract';
import { useEffect, useState } from 'react';
import { apiPost } from '../../lib/api/api-client';
import { useFormats } from '../../lib/formats';
import { useTranslation } from '../../lib/i18n/use-translation';
import { atCurrentPrice } from '../../lib/storage/current-price';
import { useCartStore, type CartLine } from '../../lib/storage/cart-store';
import { isVoucherCodeLine } from './voucher-code-line';
import '../../components/ui/notice.css';

/** A line the basket now shows at another price than when it was added. */
export interface PriceChange {
  label: string;
  before: number;
  after: number;
}

/** `POST checkout/prices`: what each line costs now, priced as checkout prices it. */
const fetchCurrentPrices = (items: readonly CartLine['item'][]) => apiPost<BasketPricesResponse['data']>('checkout/prices', { cart: { items } });

/**
 * Once per visit to the basket, its lines at today's prices: a price the museum changed after the
 * visitor added the line is shown here, with what it was, before checkout would refuse the old total
 * (PRICE_CHANGED). A line changed meanwhile by the visitor is left for the next visit; a failed call
 * changes nothing, since checkout checks again anyway.
 */
export const useCurrentPrices = (): PriceChange[] => {
  const [changes, setChanges] = useState<PriceChange[]>([]);
  useEffect(() => {
    const asked = useCartStore.getState().lines.flatMap((line, index) => (isVoucherCodeLine(line) ? [] : [{ line, index }]));
    if (asked.length === 0) return;
    let current = true;
    fetchCurrentPrices(asked.map(({ line }) => line.item)).then(
      ({ lines: prices }) => {
        if (!current) return;
        const found: PriceChange[] = [];
        asked.forEach(({ line, index }, position) => {
          const priced = prices[position];
          if (priced == null || priced.totalPrice === line.totalPrice || useCartStore.getState().lines[index] !== line) return;
          useCartStore.getState().replaceAt(index, atCurrentPrice(line, priced));
          found.push({ label: line.display.label, before: line.totalPrice, after: priced.totalPrice });
        });
        if (found.length > 0) setChanges(found);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return changes;
};

/** Tells which prices changed, politely: the region is there from the start so the change is announced. */
export const PriceChanges = ({ changes }: { changes: readonly PriceChange[] }) => {
  const { t } = useTranslation('checkout');
  const { money } = useFormats();
  return (
    <div aria-live="polite">
      {changes.length > 0 && (
        <div className="notice notice-info basket-price-changes">
          <h2 className="notice-heading">{t('basket.pricesChanged')}</h2>
          <p>{t('basket.pricesChangedText')}</p>
          <ul>
            {changes.map((change, index) => (
              <li key={index}>{t('basket.priceChangedLine', { label: change.label, after: money(change.after), before: money(change.before) })}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
};
