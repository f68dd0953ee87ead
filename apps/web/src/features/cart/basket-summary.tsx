import { orderStatement } from '@foyer/domain';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Notice } from '../../components/ui/notice';
import { OrderStatementList } from '../../components/ui/statement';
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
      <OrderStatementList
        className="basket-totals"
        statement={statement}
        money={money}
        texts={{
          subtotal: t('basket.subtotal'),
          shipping: withShipping ? { label: to, amount: shippingText, busy: shipping.status === 'loading' } : null,
          total: complete ? t('basket.total') : t('basket.totalWithoutShipping'),
          // VAT belongs to what the goods cost; voucher codes are a way to pay and do not change it.
          ofTotal: [{ key: 'vat', label: t('basket.vat'), amount: money(basketVat(lines)), kind: 'note' }],
          code: (code, index) => {
            const entry = codes[index];
            return {
              className: 'basket-code',
              label: (
                <>
                  {t('voucher.line', { code: code.code })}
                  <span className="basket-voucher-left">{t('voucher.left', { amount: money(entry?.share.remaining ?? 0) })}</span>
                </>
              ),
              amount: (
                <>
                  <span className="basket-code-amount">{money(-code.appliedCents)}</span>
                  {onRemove && entry && (
                    <button type="button" className="link-button basket-remove" onClick={() => onRemove(entry.index)}>
                      {t('basket.remove')}
                      <span className="visually-hidden"> {t('voucher.line', { code: code.code })}</span>
                    </button>
                  )}
                </>
              ),
            };
          },
          due: codes.length > 0 ? t('voucher.toPay') : null,
        }}
      />
      {/* SPEC §4: a code that seems to pay less than it holds says why. */}
      {codes.length > 0 && lines.some((line) => line.voucherCodesMayPay === false) && <p className="basket-voucher-note">{t('voucher.notForGiftVouchers')}</p>}
      {showShippingError && shipping.status === 'error' && <Notice tone="error" text={errorText(shipping)} />}
    </div>
  );
};
