import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { ErrorNotice } from '../../components/ui/error-notice';
import { Page } from '../../components/ui/page';
import { officeApi } from '../../lib/api/office-api';
import type { OfficePickListResponse, OfficeShipmentRow } from '../../lib/api/types';
import { useI18n } from '../../lib/i18n/i18n-context';
import { useMuseumTimeFormat } from '../../lib/i18n/museum-time';
import { useLoad } from '../../lib/use-load';
import './fulfilment.css';

const Waiting = ({ orders }: { orders: OfficeShipmentRow[] }) => {
  const { t } = useI18n();
  const date = useMuseumTimeFormat({ dateStyle: 'medium', timeStyle: 'short' });
  if (orders.length === 0) return <p>{t('fulfil.nothingWaiting')}</p>;
  return (
    <ul className="fulfil-list">
      {orders.map((order) => (
        <li key={order.orderId} className="fulfil-row">
          <p>
            <Link to={`/shipping/${order.orderId}`}>{t('fulfil.order', { number: order.orderId })}</Link>
          </p>
          <p>{order.customer.name}</p>
          <p>
            {order.goods > 0 && t('fulfil.goodsCount', { count: order.goods })}
            {order.goods > 0 && order.passCards > 0 && ' · '}
            {order.passCards > 0 && t('fulfil.cardsCount', { count: order.passCards })}
          </p>
          <p>
            <time dateTime={order.bookedAt}>{date.format(new Date(order.bookedAt))}</time>
          </p>
        </li>
      ))}
    </ul>
  );
};

const PickList = ({ pick }: { pick: OfficePickListResponse['data'] }) => {
  const { t } = useI18n();
  if (pick.products.length === 0 && pick.passCards === 0) return <p>{t('fulfil.pickEmpty')}</p>;
  return (
    <>
      <table className="fulfil-table">
        <caption className="visually-hidden">{t('fulfil.pickTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('fulfil.product')}</th>
            <th scope="col" className="fulfil-count">
              {t('fulfil.units')}
            </th>
            <th scope="col" className="fulfil-count">
              {t('fulfil.orders')}
            </th>
          </tr>
        </thead>
        <tbody>
          {pick.products.map((product) => (
            <tr key={product.productId}>
              <td>{product.name}</td>
              <td className="fulfil-count">{product.count}</td>
              <td className="fulfil-count">{product.orders}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {pick.passCards > 0 && <p>{t('fulfil.cardsToPost', { count: pick.passCards })}</p>}
    </>
  );
};

/** The box office's shipping desk: the orders waiting to be packed and the pick list that sums their goods. */
export const ShippingDesk = () => {
  const { t } = useI18n();
  const [orders] = useLoad(officeApi.shipments);
  const [pick] = useLoad(officeApi.pickList);
  return (
    <Page title={t('fulfil.title')} lead={t('fulfil.lead')}>
      <section className="fulfil-section" aria-labelledby="fulfil-waiting">
        <h2 id="fulfil-waiting">{t('fulfil.waiting')}</h2>
        {orders.state === 'loading' && <p role="status">{t('common.loading')}</p>}
        {orders.state === 'failed' && <ErrorNotice error={orders.error} />}
        {orders.state === 'done' && <Waiting orders={orders.value.orders} />}
      </section>
      <section className="fulfil-section" aria-labelledby="fulfil-pick">
        <div className="fulfil-actions">
          <h2 id="fulfil-pick">{t('fulfil.pickTitle')}</h2>
          <Button variant="secondary" small className="no-print" onClick={() => window.print()}>
            {t('fulfil.print')}
          </Button>
        </div>
        <p>{t('fulfil.pickLead')}</p>
        {pick.state === 'loading' && <p role="status">{t('common.loading')}</p>}
        {pick.state === 'failed' && <ErrorNotice error={pick.error} />}
        {pick.state === 'done' && <PickList pick={pick.value} />}
      </section>
    </Page>
  );
};
