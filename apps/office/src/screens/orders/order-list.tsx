import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { ErrorNotice } from '../../components/ui/error-notice';
import { Page } from '../../components/ui/page';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { officeApi } from '../../lib/api/office-api';
import type { OfficeOrderChoices, OfficeOrderRow, OfficeOrderStatus, OrderFilter } from '../../lib/api/types';
import { useI18n } from '../../lib/i18n/i18n-context';
import { useMuseumTimeFormat } from '../../lib/i18n/museum-time';
import { useShortcuts } from '../../lib/keyboard/use-shortcuts';
import { KIND_KEYS, kindText, moneyText, ORDER_STATUS_KEYS, paymentTypeText } from './order-texts';
import { ShortcutHelp } from './shortcut-help';
import './orders.css';

/** How long typing pauses before the list searches: a search per word, not per key. */
export const SEARCH_PAUSE_MS = 300;

const FILTER_KEYS = ['q', 'status', 'kind', 'event', 'slot', 'payart', 'from', 'to'] as const;
type ChosenFilter = Exclude<(typeof FILTER_KEYS)[number], 'q'>;

const filterOf = (params: URLSearchParams): OrderFilter => Object.fromEntries(FILTER_KEYS.flatMap((key) => (params.get(key) ? [[key, params.get(key)]] : [])));

type Listed = { state: 'loading' } | { state: 'failed'; error: unknown } | { state: 'done'; orders: OfficeOrderRow[]; nextCursor: string | null };

const OrderRow = ({ order, format, listPath }: { order: OfficeOrderRow; format: Intl.DateTimeFormat; listPath: string }) => {
  const { t } = useI18n();
  return (
    <li className="order-row">
      <p>
        <Link to={`/orders/${order.id}`} state={{ listPath }}>
          {t('orders.number', { number: order.id })}
        </Link>
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

/** The order links of the list, in their order on the screen. */
const orderLinks = (list: HTMLElement | null): HTMLAnchorElement[] => [...(list?.querySelectorAll<HTMLAnchorElement>('.order-row a') ?? [])];

/** Moves the focus to the next (or previous) order of the list: from the search, the first one. */
const focusNeighbour = (list: HTMLElement | null, step: 1 | -1): void => {
  const links = orderLinks(list);
  const at = links.findIndex((link) => link === document.activeElement);
  const next = at === -1 ? (step === 1 ? 0 : links.length - 1) : Math.min(links.length - 1, Math.max(0, at + step));
  links[next]?.focus();
};

/**
 * The orders desk's list: searches as the member types (after a pause), filters by status, kind,
 * event or tour, slot, payment type and dates, newest first, older orders on demand. The search and
 * filters live in the address, so the browser's back button (and the order page's "All orders")
 * returns to the same list; the count is announced politely to screen readers. The desk's frequent
 * moves have keys ("?" lists them).
 */
export const OrderList = () => {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const { pathname, search } = useLocation();
  const filterKey = params.toString();
  const [typed, setTyped] = useState(params.get('q') ?? '');
  const [listed, setListed] = useState<Listed>({ state: 'loading' });
  const [moreBusy, setMoreBusy] = useState(false);
  const [choices, setChoices] = useState<OfficeOrderChoices | null>(null);
  const [helpShown, setHelpShown] = useState(false);
  const list = useRef<HTMLUListElement>(null);
  const slotParam = params.get('slot') ?? undefined;

  useShortcuts({
    '/': () => document.getElementById('order-search')?.focus(),
    j: () => focusNeighbour(list.current, 1),
    k: () => focusNeighbour(list.current, -1),
    '?': () => setHelpShown(true),
    'Shift+?': () => setHelpShown(true),
  });

  useEffect(() => {
    let current = true;
    // The filters work without the choices (a slot named in the address still filters): a failed call only leaves the menus short.
    officeApi.orderChoices(slotParam).then(
      (loaded) => current && setChoices(loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [slotParam]);

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

  const setFilter = (key: ChosenFilter, value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === '') next.delete(key);
      else next.set(key, value);
      return next;
    });

  const statusOptions = [{ value: '', label: t('orders.anyStatus') }, ...Object.entries(ORDER_STATUS_KEYS).map(([value, key]) => ({ value, label: t(key) }))];
  const kindOptions = [{ value: '', label: t('orders.anyKind') }, ...Object.entries(KIND_KEYS).map(([value, key]) => ({ value, label: t(key) }))];
  const eventOptions = [
    { value: '', label: t('orders.anyEvent') },
    ...(choices?.events ?? []).map((event) => ({ value: String(event.id), label: event.kind === 'tour' ? t('orders.tourChoice', { name: event.name }) : event.name })),
  ];
  const paymentOptions = [{ value: '', label: t('orders.anyPayment') }, ...(choices?.paymentTypes ?? []).map((type) => ({ value: String(type.payart), label: type.name }))];
  const format = useMuseumTimeFormat({ dateStyle: 'short', timeStyle: 'short' });
  // What the order page's way back opens: the search as typed, even if the pause before searching has not ended yet.
  const backParams = new URLSearchParams(search);
  if (typed.trim() === '') backParams.delete('q');
  else backParams.set('q', typed.trim());
  const listPath = `${pathname}${backParams.size === 0 ? '' : `?${backParams}`}`;
  const slot = choices?.slot !== null && choices?.slot !== undefined && String(choices.slot.id) === slotParam ? choices.slot : null;
  return (
    <Page title={t('orders.title')}>
      <form className="form order-filter" role="search" aria-label={t('orders.filter')} onSubmit={(event) => event.preventDefault()}>
        <div className="order-search">
          <TextField id="order-search" type="search" label={t('orders.search')} hint={t('orders.searchHint')} value={typed}
            autoComplete="off"
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={(event) => {
              // From the search, the arrow goes down into the results, as in a search box with suggestions.
              if (event.key !== 'ArrowDown' || orderLinks(list.current).length === 0) return;
              event.preventDefault();
              focusNeighbour(list.current, 1);
            }}
          />
        </div>
        <SelectField id="order-status" label={t('orders.statusLabel')} options={statusOptions} value={params.get('status') ?? ''} onChange={(event) => setFilter('status', event.target.value as OfficeOrderStatus | '')} />
        <SelectField id="order-kind" label={t('orders.kindLabel')} options={kindOptions} value={params.get('kind') ?? ''} onChange={(event) => setFilter('kind', event.target.value)} />
        <SelectField id="order-event" label={t('orders.eventLabel')} options={eventOptions} value={params.get('event') ?? ''} onChange={(event) => setFilter('event', event.target.value)} />
        <SelectField id="order-payment" label={t('orders.paymentType')} options={paymentOptions} value={params.get('payart') ?? ''} onChange={(event) => setFilter('payart', event.target.value)} />
        <TextField id="order-from" label={t('orders.from')} type="date" value={params.get('from') ?? ''} onChange={(event) => setFilter('from', event.target.value)} />
        <TextField id="order-to" label={t('orders.to')} type="date" value={params.get('to') ?? ''} onChange={(event) => setFilter('to', event.target.value)} />
      </form>
      <div className="order-tools">
        {slotParam !== undefined ? (
          <p className="order-chip">
            <span>{slot === null ? t('orders.slotChosen') : t('orders.slotNamed', { event: slot.eventName, time: format.format(new Date(slot.startsAt)) })}</span>
            <Button variant="secondary" small onClick={() => setFilter('slot', '')}>
              {t('orders.slotRemove')}
            </Button>
          </p>
        ) : (
          <span />
        )}
        <Button variant="secondary" small onClick={() => setHelpShown(true)} aria-keyshortcuts="Shift+?">
          {t('shortcuts.button')}
        </Button>
      </div>
      {helpShown && <ShortcutHelp onClose={() => setHelpShown(false)} />}
      <p className="order-count" role="status">
        {listed.state === 'loading' ? t('common.loading') : listed.state === 'done' ? (listed.orders.length === 0 ? t('orders.none') : t(listed.nextCursor === null ? 'orders.shown' : 'orders.shownMore', { count: listed.orders.length })) : ''}
      </p>
      {listed.state === 'failed' && <ErrorNotice error={listed.error} />}
      {listed.state === 'done' && listed.orders.length > 0 && (
        <ul ref={list} className="order-list" aria-label={t('orders.title')}>
          {listed.orders.map((order) => (
            <OrderRow key={order.id} order={order} format={format} listPath={listPath} />
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
