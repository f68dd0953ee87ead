import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { ProductDetail } from '@foyer/contract';
import { basketRoom, chooseQuantity, initialQuantity, percentToBasisPoints, vatPortionBp, type QuantityLimit } from '@foyer/domain';
import { AddToBasketBar } from '../../components/ui/add-to-basket-bar';
import { Notice } from '../../components/ui/notice';
import { QuantityStepper } from '../../components/ui/quantity-stepper';
import { useShop } from '../../lib/config/shop-store';
import { useFormats } from '../../lib/formats';
import { useCartStore } from '../../lib/storage/cart-store';
import { basketWithProduct, countInBasket } from './merchandise-basket';
import { toMerchandiseCartLine } from './merchandise-cart-line';

const QUANTITY_ID = 'product-quantity';
const NOTICE_ID = 'product-quantity-notice';

/** Quantity, running total with its VAT, and the add button; what cannot be bought says why. */
export const ProductPurchase = ({ product }: { product: ProductDetail }) => {
  const { t } = useTranslation('merchandise');
  const { lang, config } = useShop();
  const addLine = useCartStore((s) => s.add);
  const inBasket = useCartStore((s) => countInBasket(s.lines, product.id));
  const room = basketRoom(product, inBasket);
  // SPEC §5: a product with nothing in stock starts at 0, otherwise at 1.
  const [wish, setWish] = useState(() => initialQuantity(product.stock));
  const [limit, setLimit] = useState<QuantityLimit | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const count = Math.min(wish, room);
  const total = product.price * count;
  const { money } = useFormats();
  const soldOut = product.stock <= 0 || product.max_quantity <= 0;

  const limitText = (l: QuantityLimit): string =>
    l.reason === 'basket' ? t('rules.basketRoom', { count: l.max, inBasket: l.inBasket }) : t(l.reason === 'stock' ? 'rules.onlyInStock' : 'rules.perOrder', { count: l.max });

  const change = (value: unknown) => {
    const choice = chooseQuantity(value, product, inBasket);
    setWish(choice.count);
    setLimit(choice.limit);
    setProblem(null);
    setAdded(null);
  };

  const add = () => {
    if (count === 0) {
      setProblem(t('rules.chooseQuantity'));
      document.getElementById(QUANTITY_ID)?.focus();
      return;
    }
    const next = basketWithProduct(useCartStore.getState().lines, product, count);
    // One line per product: adding it again raises the count of the line already there.
    if (next.merged) useCartStore.setState({ lines: next.lines });
    else addLine(next.line);
    // Analytics loads on the first add, not with the page: one request less before the product shows.
    const analytics = toMerchandiseCartLine(product, next.added).analytics;
    void import('../../lib/analytics/ecommerce').then(({ trackEcommerce }) => trackEcommerce('add_to_cart', config.currency, [analytics]));
    setWish(initialQuantity(product.stock));
    setLimit(null);
    setProblem(null);
    setAdded(next.merged ? t('detail.addedMore', { count: next.count }) : t('detail.added'));
  };

  return (
    <div className="product-buy">
      {soldOut ? (
        <Notice tone="info" headingLevel={2} heading={t('detail.outOfStockHeading')} text={t('detail.outOfStockText')} />
      ) : room === 0 ? (
        <Notice tone="info" headingLevel={2} heading={t('detail.basketFullHeading')} text={t('detail.basketFullText', { count: inBasket })}>
          <Link to={`/${lang}/checkout`}>{t('detail.toBasket')}</Link>
        </Notice>
      ) : (
        inBasket > 0 && <p className="product-in-basket">{t('detail.inBasket', { count: inBasket })}</p>
      )}
      <div className="product-quantity">
        <label className="product-quantity-label" htmlFor={QUANTITY_ID}>
          {t('detail.quantity')}
        </label>
        <QuantityStepper
          id={QUANTITY_ID}
          value={count}
          max={room}
          min={room > 0 ? 1 : 0}
          decrementLabel={t('detail.decrement')}
          incrementLabel={t('detail.increment')}
          describedBy={NOTICE_ID}
          onChange={change}
        />
      </div>
      <p id={NOTICE_ID} className="product-quantity-notice" aria-live="polite">
        {limit ? limitText(limit) : null}
      </p>
      <AddToBasketBar
        heading={t('detail.summaryHeading')}
        headingId="product-summary-heading"
        lines={count > 0 ? [{ key: 'product', text: t('detail.lineCount', { count, name: product.name }), amount: money(total) }] : []}
        totalLabel={t('detail.total')}
        total={money(total)}
        vatNote={t('detail.vatIncluded', { amount: money(vatPortionBp(total, percentToBasisPoints(product.vat_value))) })}
        addLabel={t('detail.addToBasket')}
        onAdd={add}
        disabled={room === 0}
        problem={problem}
        added={added ? { text: added, linkLabel: t('detail.toBasket'), to: `/${lang}/checkout` } : null}
      />
    </div>
  );
};
