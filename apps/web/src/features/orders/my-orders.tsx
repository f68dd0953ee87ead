import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation';
import { EmptyState } from '../../components/ui/empty-state';
import { Notice } from '../../components/ui/notice';
import { fetchCustomerOrders } from '../../lib/api/orders-api';
import { useShop } from '../../lib/config/shop-store';
import { OrderCard } from './order-card';
import { splitOrders } from './order-list';
import './orders.css';

const OrderGroup = ({ id, heading, orders }: { id: string; heading: string; orders: Parameters<typeof OrderCard>[0]['order'][] }) =>
  orders.length === 0 ? null : (
    <section className="order-group" aria-labelledby={id}>
      <h3 id={id}>{heading}</h3>
      <ul className="order-cards" role="list">
        {orders.map((order) => (
          <OrderCard key={order.id} order={order} />
        ))}
      </ul>
    </section>
  );

/**
 * "My orders" for a logged-in customer (composed into the settings page, which provides the query
 * cache and loads the `orders` texts): upcoming visits first, then past and other orders.
 */
export const MyOrders = () => {
  const { t } = useTranslation('orders');
  const { lang } = useShop();
  const orders = useQuery({ queryKey: ['customerOrders', lang], queryFn: fetchCustomerOrders });
  const { upcoming, past } = splitOrders(orders.data ?? [], new Date());
  return (
    <section className="my-orders" aria-labelledby="my-orders-heading" aria-busy={orders.isPending}>
      <h2 id="my-orders-heading">{t('list.heading')}</h2>
      {orders.isPending && <p role="status">{t('list.loading')}</p>}
      {orders.isError && <Notice tone="error" text={t('list.loadError')} action={{ label: t('retry'), onPress: () => void orders.refetch() }} />}
      {orders.isSuccess && orders.data.length === 0 && (
        <EmptyState heading={t('list.emptyHeading')} text={t('list.emptyText')}>
          <Link className="button button-secondary" to={`/${lang}`}>
            {t('list.browse')}
          </Link>
        </EmptyState>
      )}
      <OrderGroup id="orders-upcoming" heading={t('list.upcoming')} orders={upcoming} />
      <OrderGroup id="orders-past" heading={t('list.past')} orders={past} />
    </section>
  );
};
