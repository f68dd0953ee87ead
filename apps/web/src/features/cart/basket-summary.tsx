import { useTranslation } from '../../lib/i18n/use-translation';
import { Notice } from '../../components/ui/notice';
import { useShop } from '../../lib/config/shop-store';
import { useFormats } from '../../lib/formats';
import { countryName } from '../../lib/i18n/country-name';
import { useShippingErrorText } from '../../lib/shipping/shipping-error-text';
import type { ShippingState } from '../../lib/shipping/use-shipping';
import type { CartLine } from '../../lib/storage/cart-store';
import { basketTotal, basketVat, linesSubtotal } from './basket-totals';
import { isVoucherCodeLine } from './voucher-code-line';

interface Props {
  lines: readonly CartLine[];
  /** SPEC §4 shipping of the basket's goods; without goods (or without it) there is no shipping line. */
  shipping?: ShippingState;
  /** Off where the page explains a shipping error itself (the payment step). */
  showShippingError?: boolean;
}

/** The cost known so far: while asking again, the previous one stays in place instead of flickering. */
const shownShipping = (shipping: ShippingState): number | null =>
  shipping.status === 'ready' ? shipping.cost : shipping.status === 'loading' ? shipping.previous : null;

/** Subtotal, shipping as its own line, the grand total with it, and the VAT it includes. */
export const BasketSummary = ({ lines, shipping = { status: 'none' }, showShippingError = true }: Props) => {
  const { t } = useTranslation('checkout');
  const { lang } = useShop();
  const { money } = useFormats();
  const errorText = useShippingErrorText(t('shipping.unavailable'));
  const cost = shownShipping(shipping);
  const withShipping = shipping.status !== 'none';
  const complete = !withShipping || cost !== null;
  const hasCode = lines.some(isVoucherCodeLine);
  const to = 'country' in shipping ? t('shipping.to', { country: countryName(shipping.country, lang) }) : t('shipping.label');
  const shippingText =
    cost !== null ? (cost === 0 ? t('shipping.free') : money(cost))
    : shipping.status === 'loading' ? t('shipping.calculating')
    : shipping.status === 'unknown' ? t('shipping.later')
    : t('shipping.none');

  return (
    <div className="basket-summary">
      <dl className="basket-totals">
        {withShipping && (
          <div className="basket-subtotal">
            <dt>{t('basket.subtotal')}</dt>
            <dd>{money(linesSubtotal(lines))}</dd>
          </div>
        )}
        {withShipping && (
          <div className="basket-shipping" aria-busy={shipping.status === 'loading'}>
            <dt>{to}</dt>
            <dd>{shippingText}</dd>
          </div>
        )}
        <div className="basket-total">
          <dt>{!complete ? t('basket.totalWithoutShipping') : hasCode ? t('voucher.toPay') : t('basket.total')}</dt>
          <dd>{money(basketTotal(lines, cost))}</dd>
        </div>
        <div className="basket-vat">
          <dt>{t('basket.vat')}</dt>
          <dd>{money(basketVat(lines))}</dd>
        </div>
      </dl>
      {/* SPEC §4: a code that seems to pay less than it holds says why. */}
      {hasCode && lines.some((line) => line.voucherCodesMayPay === false) && <p className="basket-voucher-note">{t('voucher.notForGiftVouchers')}</p>}
      {showShippingError && shipping.status === 'error' && <Notice tone="error" text={errorText(shipping)} />}
    </div>
  );
};
