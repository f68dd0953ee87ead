import { useCallback, useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { ErrorNotice } from '../../components/ui/error-notice';
import { Notice } from '../../components/ui/notice';
import { Page } from '../../components/ui/page';
import { TextField } from '../../components/ui/text-field';
import { ApiError } from '../../lib/api/client';
import { officeApi } from '../../lib/api/office-api';
import type { OfficeOrderRow } from '../../lib/api/types';
import { useI18n } from '../../lib/i18n/i18n-context';
import { useMuseumTimeFormat } from '../../lib/i18n/museum-time';
import { useSignedIn } from '../../lib/session/session-context';
import { useCall } from '../../lib/use-call';
import { useLoad } from '../../lib/use-load';
import { kindText, moneyText } from './order-texts';
import './orders.css';

/**
 * One order of a work list with its action: asked once more before anything happens, and with a
 * field for the member's code when the server asks for the second factor.
 */
const ActionCard = ({ order, fact, action, confirm, run }: { order: OfficeOrderRow; fact: string; action: string | null; confirm: string; run: (code: string | undefined) => Promise<void> }) => {
  const { t } = useI18n();
  const id = useId();
  const format = useMuseumTimeFormat({ dateStyle: 'medium', timeStyle: 'short' });
  const [asking, setAsking] = useState(false);
  const [code, setCode] = useState('');
  const calling = useCall(useCallback(() => run(code.trim() === '' ? undefined : code.trim()), [run, code]));
  const needsCode = calling.error instanceof ApiError && calling.error.code.startsWith('OFFICE_SECOND_FACTOR');
  return (
    <li className="order-row desk-card">
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
        {fact}
        <br />
        {order.kinds.map((kind) => kindText(kind, t)).join(', ')}
      </p>
      {action !== null && (
      <div className="desk-card-actions">
        {!asking ? (
          <Button variant="secondary" small onClick={() => setAsking(true)}>
            {action}
          </Button>
        ) : (
          <>
            {needsCode && <TextField id={`${id}-code`} label={t('refund.code')} hint={t('refund.codeHint')} autoComplete="one-time-code" inputMode="numeric" maxLength={6} value={code} onChange={(event) => setCode(event.target.value)} />}
            <Button variant="danger" small busy={calling.busy} onClick={() => void calling.run()}>
              {confirm}
            </Button>
            <Button variant="secondary" small onClick={() => setAsking(false)}>
              {t('desk.keep')}
            </Button>
          </>
        )}
        <ErrorNotice error={calling.error} />
      </div>
      )}
    </li>
  );
};

/** What a work list shows and does: its texts, where its orders come from, and what its action calls. */
interface WorkListProps<T extends OfficeOrderRow> {
  title: string;
  lead: string;
  empty: string;
  done: (orderNumber: number) => string;
  load: () => Promise<{ orders: T[] }>;
  act: (orderNumber: number, code: string | undefined) => Promise<unknown>;
  card: (order: T) => { fact: string; action: string; confirm: string };
}

/**
 * A list of orders waiting for the box office, each with one action (asked once more); the action is
 * offered to members who may give money back, and the list is read again once it is done.
 */
const WorkList = <T extends OfficeOrderRow>({ title, lead, empty, done, load, act, card }: WorkListProps<T>) => {
  const { t } = useI18n();
  const { staff } = useSignedIn();
  const [loaded, reload] = useLoad(load);
  const [acted, setActed] = useState<number | null>(null);
  const run = useCallback(
    async (orderNumber: number, code: string | undefined) => {
      await act(orderNumber, code);
      setActed(orderNumber);
      reload();
    },
    [act, reload],
  );
  return (
    <Page title={title} lead={lead}>
      {acted !== null && (
        <Notice tone="success">
          <p>{done(acted)}</p>
        </Notice>
      )}
      {loaded.state === 'loading' && <p role="status">{t('common.loading')}</p>}
      {loaded.state === 'failed' && <ErrorNotice error={loaded.error} />}
      {loaded.state === 'done' && loaded.value.orders.length === 0 && <p>{empty}</p>}
      {loaded.state === 'done' && loaded.value.orders.length > 0 && (
        <ul className="order-list">
          {loaded.value.orders.map((order) => {
            const { fact, action, confirm } = card(order);
            return <ActionCard key={order.id} order={order} fact={fact} action={staff.canRefund ? action : null} confirm={confirm} run={(code) => run(order.id, code)} />;
          })}
        </ul>
      )}
    </Page>
  );
};

const cancelReservation = (orderNumber: number, code: string | undefined) => officeApi.cancelOrder(orderNumber, code === undefined ? {} : { totpCode: code });
const refundFlagged = (orderNumber: number, code: string | undefined) => officeApi.refundFlagged(orderNumber, code === undefined ? {} : { totpCode: code });

/** Pay-later orders still waiting for payment, the first to lapse first; the box office cancels one when the visitor calls it off. */
export const ReservationList = () => {
  const { t } = useI18n();
  const due = useMuseumTimeFormat({ dateStyle: 'medium', timeStyle: 'short' });
  return (
    <WorkList
      title={t('reservations.title')}
      lead={t('reservations.lead')}
      empty={t('reservations.empty')}
      done={(number) => t('reservations.canceled', { number })}
      load={officeApi.reservations}
      act={cancelReservation}
      card={(order) => ({
        fact: t('reservations.due', { amount: moneyText(order.totalCents, order.currency), date: due.format(new Date(order.holdExpiresAt)) }),
        action: t('reservations.cancel'),
        confirm: t('reservations.confirm'),
      })}
    />
  );
};

/** Orders the shop flagged for a refund (paid after their places were gone, or paid twice): each refunded the way it was paid. */
export const FlaggedList = () => {
  const { t } = useI18n();
  return (
    <WorkList
      title={t('flagged.title')}
      lead={t('flagged.lead')}
      empty={t('flagged.empty')}
      done={(number) => t('flagged.refunded', { number })}
      load={officeApi.flaggedOrders}
      act={refundFlagged}
      card={(order) => ({
        fact: t('flagged.owed', { amount: moneyText(order.flaggedCents, order.currency) }),
        action: t('flagged.refund', { amount: moneyText(order.flaggedCents, order.currency) }),
        confirm: t('flagged.confirm'),
      })}
    />
  );
};
