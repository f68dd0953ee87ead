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
  const { t, lang } = useI18n();
  const id = useId();
  const format = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' });
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

/** Pay-later orders still waiting for payment, the first to lapse first; the box office cancels one when the visitor calls it off. */
export const ReservationList = () => {
  const { t, lang } = useI18n();
  const { staff } = useSignedIn();
  const [loaded, reload] = useLoad(officeApi.reservations);
  const [done, setDone] = useState<number | null>(null);
  const due = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' });
  const cancel = useCallback(
    async (id: number, code: string | undefined) => {
      await officeApi.cancelOrder(id, code === undefined ? {} : { totpCode: code });
      setDone(id);
      reload();
    },
    [reload],
  );
  return (
    <Page title={t('reservations.title')} lead={t('reservations.lead')}>
      {done !== null && (
        <Notice tone="success">
          <p>{t('reservations.canceled', { number: done })}</p>
        </Notice>
      )}
      {loaded.state === 'loading' && <p role="status">{t('common.loading')}</p>}
      {loaded.state === 'failed' && <ErrorNotice error={loaded.error} />}
      {loaded.state === 'done' && loaded.value.orders.length === 0 && <p>{t('reservations.empty')}</p>}
      {loaded.state === 'done' && loaded.value.orders.length > 0 && (
        <ul className="order-list">
          {loaded.value.orders.map((order) => (
            <ActionCard
              key={order.id}
              order={order}
              fact={t('reservations.due', { amount: moneyText(order.totalCents, order.currency), date: due.format(new Date(order.holdExpiresAt)) })}
              action={staff.canRefund ? t('reservations.cancel') : null}
              confirm={t('reservations.confirm')}
              run={(code) => cancel(order.id, code)}
            />
          ))}
        </ul>
      )}
    </Page>
  );
};

/** Orders the shop flagged for a refund (paid after their places were gone, or paid twice): each refunded the way it was paid. */
export const FlaggedList = () => {
  const { t } = useI18n();
  const { staff } = useSignedIn();
  const [loaded, reload] = useLoad(officeApi.flaggedOrders);
  const [done, setDone] = useState<number | null>(null);
  const refund = useCallback(
    async (id: number, code: string | undefined) => {
      await officeApi.refundFlagged(id, code === undefined ? {} : { totpCode: code });
      setDone(id);
      reload();
    },
    [reload],
  );
  return (
    <Page title={t('flagged.title')} lead={t('flagged.lead')}>
      {done !== null && (
        <Notice tone="success">
          <p>{t('flagged.refunded', { number: done })}</p>
        </Notice>
      )}
      {loaded.state === 'loading' && <p role="status">{t('common.loading')}</p>}
      {loaded.state === 'failed' && <ErrorNotice error={loaded.error} />}
      {loaded.state === 'done' && loaded.value.orders.length === 0 && <p>{t('flagged.empty')}</p>}
      {loaded.state === 'done' && loaded.value.orders.length > 0 && (
        <ul className="order-list">
          {loaded.value.orders.map((order) => (
            <ActionCard
              key={order.id}
              order={order}
              fact={t('flagged.owed', { amount: moneyText(order.flaggedCents, order.currency) })}
              action={staff.canRefund ? t('flagged.refund', { amount: moneyText(order.flaggedCents, order.currency) }) : null}
              confirm={t('flagged.confirm')}
              run={(code) => refund(order.id, code)}
            />
          ))}
        </ul>
      )}
    </Page>
  );
};
