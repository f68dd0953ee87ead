import type { OfficeOrderCheckIn, OfficeOrderDetail } from '../../lib/api/types';
import { useI18n } from '../../lib/i18n/i18n-context';
import type { MessageKey } from '../../lib/i18n/translator';

const OUTCOME_KEYS: Record<OfficeOrderCheckIn['outcome'], MessageKey> = {
  admitted: 'orders.checkIn.admitted',
  exited: 'orders.checkIn.exited',
  conflict: 'orders.checkIn.conflict',
};

/** What the door recorded of the order's tickets and pass cards: who came in or left, when and where. */
export const OrderCheckIns = ({ order, format }: { order: OfficeOrderDetail; format: Intl.DateTimeFormat }) => {
  const { t } = useI18n();
  return (
    <section className="order-section" aria-labelledby="order-check-ins">
      <h2 id="order-check-ins">{t('orders.checkIns')}</h2>
      {order.checkIns.length === 0 ? (
        <p>{t('orders.noCheckIns')}</p>
      ) : (
        <ol className="order-timeline">
          {order.checkIns.map((entry, index) => (
            <li key={index}>
              <time dateTime={entry.at}>{format.format(new Date(entry.at))}</time> {t(OUTCOME_KEYS[entry.outcome], { code: entry.code, door: entry.door })}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
};
