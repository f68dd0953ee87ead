import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { ErrorNotice } from '../../components/ui/error-notice';
import { Page } from '../../components/ui/page';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { officeApi } from '../../lib/api/office-api';
import type { OfficeOrderRow, OfficeOrderStatus, OrderFilter } from '../../lib/api/types';
import { useI18n } from '../../lib/i18n/i18n-context';
import { kindText, moneyText, ORDER_STATUS_KEYS, paymentTypeText } from './order-texts';
import './orders.css';

/** How long typing pauses before the list searches: a search per word, not per key. */
export const SEARCH_PAUSE_MS = 300;

const FILTER_KEYS = ['q', 'status', 'from', 'to'] as const;

const filterOf = (params: URLSearchParams): OrderFilter => Object.fromEntries(FILTER_KEYS.flatMap((key) => (params.get(key) ? [[key, params.get(key)]] : [])));

type Listed = { state: 'loading' } | { state: 'failed'; error: unknown } | { state: 'done'; orders: OfficeOrderRow[]; nextCursor: string | null };

const OrderRow = ({ order, format }: { order: OfficeOrderRow; format: Intl.DateTimeFormat }) => {
  const { t } = useI18n();
  return (
    <li className="order-row">
      <p>
        <Link to={`/orders/${order.id}`}>{t('orders.number', { number: order.id })}</Link>
        <br />
        <time dateTime={order.createdAt}>{format.format(new Date(order.createdAt))}</time>
      </p>
      <p>
        {order.customer.name}
        <br />
        {order.customer.email}
      </p>
      <p>
        {t(ORDER_STATUS_KEYS[order.status])}
        <br />
        {order.kinds.map((kind) => kindText(kind, t)).join(', ')}
      </p>
      <p>
        {moneyText(order.totalCents, order.currency)}
        <br />
        {paymentTypeText(order.payment.payart, order.payment.name, t)}
      </p>
    </li>
  );
};

/**
 * The orders desk's list: searches as the member types (after a pause), filters by status and dates,
 * newest first, older orders on demand. The search and filters live in the address, so the browser's
 * back button returns to the same list; the count is announced politely to screen readers.
 */
export const OrderList = () => {
  const { t, lang } = useI18n();
  const [params, setParams] = useSearchParams();
  const filterKey = params.toString();
  const [typed, setTyped] = useState(params.get('q') ?? '');
  const [listed, setListed] = useState<Listed>({ state: 'loading' });
  const [moreBusy, setMoreBusy] = useState(false);

  useEffect(() => {
    const wait = setTimeout(() => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (typed.trim() === '') next.delete('q');
          else next.set('q', typed.trim());
          return next;
        },
        { replace: true },
      );
    }, SEARCH_PAUSE_MS);
    return () => clearTimeout(wait);
  }, [typed, setParams]);

  useEffect(() => {
    let current = true;
    officeApi.orders(filterOf(new URLSearchParams(filterKey))).then(
      (page) => current && setListed({ state: 'done', ...page }),
      (error: unknown) => current && setListed({ state: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [filterKey]);

  const more = async (cursor: string, shown: OfficeOrderRow[]) => {
    setMoreBusy(true);
    try {
      const page = await officeApi.orders(filterOf(new URLSearchParams(filterKey)), cursor);
      setListed({ state: 'done', orders: [...shown, ...page.orders], nextCursor: page.nextCursor });
    } catch (error) {
      setListed({ state: 'failed', error });
    } finally {
      setMoreBusy(false);
    }
  };

  const setFilter = (key: 'status' | 'from' | 'to', value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === '') next.delete(key);
      else next.set(key, value);
      return next;
    });

  const statusOptions = [{ value: '', label: t('orders.anyStatus') }, ...Object.entries(ORDER_STATUS_KEYS).map(([value, key]) => ({ value, label: t(key) }))];
  const format = new Intl.DateTimeFormat(lang, { dateStyle: 'short', timeStyle: 'short', hourCycle: 'h23' });
  return (
    <Page title={t('orders.title')}>
      <form className="form order-filter" role="search" aria-label={t('orders.filter')} onSubmit={(event) => event.preventDefault()}>
        <div className="order-search">
          <TextField id="order-search" type="search" label={t('orders.search')} hint={t('orders.searchHint')} value={typed} autoComplete="off" onChange={(event) => setTyped(event.target.value)} />
        </div>
        <SelectField id="order-status" label={t('orders.statusLabel')} options={statusOptions} value={params.get('status') ?? ''} onChange={(event) => setFilter('status', event.target.value as OfficeOrderStatus | '')} />
        <TextField id="order-from" label={t('orders.from')} type="date" value={params.get('from') ?? ''} onChange={(event) => setFilter('from', event.target.value)} />
        <TextField id="order-to" label={t('orders.to')} type="date" value={params.get('to') ?? ''} onChange={(event) => setFilter('to', event.target.value)} />
      </form>
      <p className="order-count" role="status">
        {listed.state === 'loading' ? t('common.loading') : listed.state === 'done' ? (listed.orders.length === 0 ? t('orders.none') : t(listed.nextCursor === null ? 'orders.shown' : 'orders.shownMore', { count: listed.orders.length })) : ''}
      </p>
      {listed.state === 'failed' && <ErrorNotice error={listed.error} />}
      {listed.state === 'done' && listed.orders.length > 0 && (
        <ul className="order-list" aria-label={t('orders.title')}>
          {listed.orders.map((order) => (
            <OrderRow key={order.id} order={order} format={format} />
          ))}
        </ul>
      )}
      {listed.state === 'done' && listed.nextCursor !== null && (
        <div className="button-row">
          <Button variant="secondary" busy={moreBusy} onClick={() => void more(listed.nextCursor ?? '', listed.orders)}>
            {t('orders.more')}
          </Button>
        </div>
      )}
    </Page>
  );
};
