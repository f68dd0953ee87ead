import type { OrderReview } from '@foyer/contract';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useFormats } from '../../lib/formats';

/** Subtotal and shipping of shipped goods, the total, every payment made towards it (voucher codes by their last characters), what is paid and what is still due. */
export const OrderTotals = ({ review, money }: { review: OrderReview; money: (cents: number) => string }) => {
  const { t } = useTranslation('orders');
  const { date } = useFormats();
  const shipped = review.shipping_address !== null || review.shipping_cents > 0;
  return (
    <section className="order-section order-summary-panel" aria-labelledby="order-summary-heading">
      <h2 id="order-summary-heading">{t('review.summaryHeading')}</h2>
      <dl className="order-totals">
        {shipped && (
          <div>
            <dt>{t('review.subtotal')}</dt>
            <dd>{money(review.subtotal_cents)}</dd>
          </div>
        )}
        {shipped && (
          <div>
            <dt>{t('review.shipping')}</dt>
            <dd>{review.shipping_cents === 0 ? t('review.shippingFree') : money(review.shipping_cents)}</dd>
          </div>
        )}
        <div className="order-total">
          <dt>{t('review.total')}</dt>
          <dd>{money(review.total_cents)}</dd>
        </div>
      </dl>
      {review.payments.length > 0 && (
        <>
          <h3 id="order-payments-heading" className="order-subheading">
            {t('review.paymentsHeading')}
          </h3>
          <dl className="order-totals order-payments" aria-labelledby="order-payments-heading">
            {review.payments.map((payment, index) => (
              <div key={index}>
                <dt>
                  {payment.kind === 'voucherCode' ? t('review.voucher', { code: payment.label }) : payment.label}{' '}
                  <span className="order-payment-date">{t('review.paidOn', { date: date(payment.at) })}</span>
                </dt>
                <dd>{money(payment.amount_cents)}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
      <dl className="order-totals order-balance">
        <div>
          <dt>{t('review.paid')}</dt>
          <dd>{money(review.paid_cents)}</dd>
        </div>
        <div className={review.due_cents > 0 ? 'order-due order-total' : 'order-total'}>
          <dt>{t('review.due')}</dt>
          <dd>{money(review.due_cents)}</dd>
        </div>
      </dl>
    </section>
  );
};
