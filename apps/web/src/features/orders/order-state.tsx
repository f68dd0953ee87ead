import type { OrderReview } from '@foyer/contract';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useFormats } from '../../lib/formats';
import { StatusBadge } from './status-badge';

/** Where the order stands, in words; a live region, so a payment confirmed while the page is open is announced. */
export const OrderState = ({ review }: { review: OrderReview }) => {
  const { t } = useTranslation('orders');
  const { date } = useFormats();
  const payBy = review.status === 'awaiting_payment' && review.pay_until !== null;
  return (
    <div className="order-state" role="status">
      <StatusBadge status={review.status} />
      <p>
        {t(`statusText.${review.status}`)}
        {payBy && <strong className="order-pay-by"> {t('review.payBy', { date: date(review.pay_until ?? '') })}</strong>}
      </p>
    </div>
  );
};
