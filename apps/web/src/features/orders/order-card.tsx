import type { CustomerOrder } from '@foyer/contract';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useShop } from '../../lib/config/shop-store';
import { useFormats } from '../../lib/formats';
import { StatusBadge } from './status-badge';

/** One order in "My orders": what, when, how much, where it stands, and the ways into it. */
export const OrderCard = ({ order }: { order: CustomerOrder }) => {
  const { t } = useTranslation('orders');
  const { lang } = useShop();
  const formats = useFormats();
  const money = (cents: number) => formats.money(cents, order.currency);
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
            <dd>{formats.date(order.created_at)}</dd>
          </div>
          {order.first_datetime !== null && (
            <div>
              <dt>{t('list.visit')}</dt>
              <dd>{t('dateTime', { date: formats.date(order.first_datetime), time: formats.time(order.first_datetime) })}</dd>
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
