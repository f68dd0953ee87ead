import type { OrderReview } from '@foyer/contract';
import { OrderStatementList, StatementList } from '../../components/ui/statement';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useFormats } from '../../lib/formats';

/** Subtotal and shipping of shipped goods, the total, every payment made towards it (voucher codes by their last characters), what is paid and what is still due. */
export const OrderTotals = ({ review, money }: { review: OrderReview; money: (cents: number) => string }) => {
  const { t } = useTranslation('orders');
  const { date } = useFormats();
  const shipped = review.shipping_address !== null || review.shipping_cents > 0;
  // What the order costs; how it was paid follows as the payments themselves, each on its day.
  const statement = {
    subtotalCents: review.subtotal_cents,
    shippingCents: shipped ? review.shipping_cents : null,
    totalCents: review.total_cents,
    codes: [],
    amountDueCents: review.due_cents,
  };
  return (
    <section className="order-section order-summary-panel" aria-labelledby="order-summary-heading">
      <h2 id="order-summary-heading">{t('review.summaryHeading')}</h2>
      <OrderStatementList
        statement={statement}
        money={money}
        texts={{
          subtotal: t('review.subtotal'),
          shipping: shipped ? { label: t('review.shipping'), amount: review.shipping_cents === 0 ? t('review.shippingFree') : money(review.shipping_cents) } : null,
          total: t('review.total'),
          code: (code) => ({ label: t('review.voucher', { code: code.code }) }),
          due: null,
        }}
      />
      {review.payments.length > 0 && (
        <>
          <h3 id="order-payments-heading" className="order-subheading">
            {t('review.paymentsHeading')}
          </h3>
          <StatementList
            labelledBy="order-payments-heading"
            rows={review.payments.map((payment, index) => ({
              key: String(index),
              label: (
                <>
                  {payment.kind === 'voucherCode' ? t('review.voucher', { code: payment.label }) : payment.label}{' '}
                  <span className="order-payment-date">{t('review.paidOn', { date: date(payment.at) })}</span>
                </>
              ),
              amount: money(payment.amount_cents),
            }))}
          />
        </>
      )}
      <StatementList
        className="order-balance"
        rows={[
          { key: 'paid', label: t('review.paid'), amount: money(review.paid_cents) },
          { key: 'due', label: t('review.due'), amount: money(review.due_cents), kind: 'sum', className: review.due_cents > 0 ? 'order-due' : undefined },
        ]}
      />
    </section>
  );
};
