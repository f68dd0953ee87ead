import { orderStatement } from '@foyer/domain';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Notice } from '../../components/ui/notice';
import { useShop } from '../../lib/config/shop-store';
import { useFormats } from '../../lib/formats';
import { countryName } from '../../lib/i18n/country-name';
import { useShippingErrorText } from '../../lib/shipping/shipping-error-text';
import type { ShippingState } from '../../lib/shipping/use-shipping';
import type { CartLine } from '../../lib/storage/cart-store';
import { basketVat, voucherShares } from './basket-totals';
import { isVoucherCodeLine, voucherCodeOf } from './voucher-code-line';

interface Props {
  lines: readonly CartLine[];
  /** SPEC §4 shipping of the basket's goods; without goods (or without it) there is no shipping line. */
  shipping?: ShippingState;
  /** Off where the page explains a shipping error itself (the payment step). */
  showShippingError?: boolean;
  /** Takes a voucher code out of the basket (by its index among `lines`); without it the codes are read-only. */
  onRemove?: (index: number) => void;
}

/** The cost known so far: while asking again, the previous one stays in place instead of flickering. */
const shownShipping = (shipping: ShippingState): number | null =>
  shipping.status === 'ready' ? shipping.cost : shipping.status === 'loading' ? shipping.previous : null;

/**
 * The basket's statement as every summary of the shop shows it (packages/domain `orderStatement`):
 * subtotal and shipping when goods are shipped, the total with the VAT it includes, each voucher code
 * with what it pays and what stays on it, and what is left to pay.
 */
export const BasketSummary = ({ lines, shipping = { status: 'none' }, showShippingError = true, onRemove }: Props) => {
  const { t } = useTranslation('checkout');
  const { lang } = useShop();
  const { money } = useFormats();
  const errorText = useShippingErrorText(t('shipping.unavailable'));
  const cost = shownShipping(shipping);
  const withShipping = shipping.status !== 'none';
  const complete = !withShipping || cost !== null;
  const shares = voucherShares(lines, cost);
  const codes = lines.flatMap((line, index) => {
    const share = shares[index];
    return isVoucherCodeLine(line) && share ? [{ index, code: voucherCodeOf(line), label: line.display.label, share }] : [];
  });
  const statement = orderStatement({
    lineCents: lines.filter((line) => !isVoucherCodeLine(line)).map((line) => line.totalPrice),
    shippingCents: cost,
    codes: codes.map(({ code, share }) => ({ code, appliedCents: share.discount })),
  });
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
            <dd>{money(statement.subtotalCents)}</dd>
          </div>
        )}
        {withShipping && (
          <div className="basket-shipping" aria-busy={shipping.status === 'loading'}>
            <dt>{to}</dt>
            <dd>{shippingText}</dd>
          </div>
        )}
        <div className="basket-total">
          <dt>{complete ? t('basket.total') : t('basket.totalWithoutShipping')}</dt>
          <dd>{money(statement.totalCents)}</dd>
        </div>
        {/* VAT belongs to what the goods cost; voucher codes are a way to pay and do not change it. */}
        <div className="basket-vat">
          <dt>{t('basket.vat')}</dt>
          <dd>{money(basketVat(lines))}</dd>
        </div>
        {codes.map(({ index, code, share }) => (
          <div key={`${code}-${index}`} className="basket-code">
            <dt>
              {t('voucher.line', { code })}
              <span className="basket-voucher-left">{t('voucher.left', { amount: money(share.remaining) })}</span>
            </dt>
            <dd>
              <span className="basket-code-amount">{money(-share.discount)}</span>
              {onRemove && (
                <button type="button" className="link-button basket-remove" onClick={() => onRemove(index)}>
                  {t('basket.remove')}
                  <span className="visually-hidden"> {t('voucher.line', { code })}</span>
                </button>
              )}
            </dd>
          </div>
        ))}
        {codes.length > 0 && (
          <div className="basket-total basket-due">
            <dt>{t('voucher.toPay')}</dt>
            <dd>{money(statement.amountDueCents)}</dd>
          </div>
        )}
      </dl>
      {/* SPEC §4: a code that seems to pay less than it holds says why. */}
      {codes.length > 0 && lines.some((line) => line.voucherCodesMayPay === false) && <p className="basket-voucher-note">{t('voucher.notForGiftVouchers')}</p>}
      {showShippingError && shipping.status === 'error' && <Notice tone="error" text={errorText(shipping)} />}
    </div>
  );
};
