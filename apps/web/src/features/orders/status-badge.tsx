import type { OrderReviewStatus } from '@foyer/contract';
import { useTranslation } from '../../lib/i18n/use-translation';

/** Where an order stands, in words; the colour only repeats what the words say. */
export const StatusBadge = ({ status }: { status: OrderReviewStatus }) => {
  const { t } = useTranslation('orders');
  return <span className={`order-status order-status-${status}`}>{t(`status.${status}`)}</span>;
};
