import type { CustomerOrder } from '@foyer/contract';
import { formatMoney } from '@foyer/domain';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useShop } from '../../lib/config/shop-store';
import { museumDate, museumTime } from '../../lib/museum-date';
import { StatusBadge } from './status-badge';

/** One order in "My orders": what, when, how much, where it stands, and the ways into it. */
export const OrderCard = ({ order }: { order: CustomerOrder }) => {
  const { t } = useTranslation('orders');
  const { lang, config } = useShop();
  const money = (cents: number) => formatMoney(cents, order.currency, lang);
  const headingId = `order-${order.id}`;
  const review = `/${lang}/order-review/${encodeURIComponent(order.id)}`;
  return (
    <li className="order-card">
      <article aria-labelledby={headingId}>
        <h4 id={headingId} className="order-card-heading">
          <Link to={review}>{t('review.heading', { number: order.number })}</Link>
        </h4>
        <p className="order-card-names">{order.names.join(', ')}</p>
        <dl className="order-facts">
          <div>
            <dt>{t('list.ordered')}</dt>
            <dd>{museumDate(order.created_at, config.timeZone)}</dd>
          </div>
          {order.first_datetime !== null && (
            <div>
              <dt>{t('list.visit')}</dt>
              <dd>{t('dateTime', { date: museumDate(order.first_datetime, config.timeZone), time: museumTime(order.first_datetime, config.timeZone) })}</dd>
            </div>
          )}
          <div>
            <dt>{t('list.total')}</dt>
            <dd>{money(order.total_cents)}</dd>
          </div>
          <div>
            <dt>{t('list.status')}</dt>
            <dd>
              <StatusBadge status={order.status} />
            </dd>
          </div>
          {order.due_cents > 0 && (
            <div className="order-due">
              <dt>{t('list.due')}</dt>
              <dd>{money(order.due_cents)}</dd>
            </div>
          )}
        </dl>
        <p className="order-card-actions">
          <Link className="button button-secondary button-small" to={review}>
            {order.due_cents > 0 && order.status === 'awaiting_payment' ? t('list.viewAndPay') : t('list.view')}
            <span className="visually-hidden"> {t('review.heading', { number: order.number })}</span>
          </Link>
          {order.documents_url && (
            <a className="order-download" href={order.documents_url} download>
              {t('list.documents')}
              <span className="visually-hidden"> {t('review.heading', { number: order.number })}</span>
            </a>
          )}
        </p>
      </article>
    </li>
  );
};
