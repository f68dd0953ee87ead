import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { ErrorNotice } from '../../components/ui/error-notice';
import { Notice } from '../../components/ui/notice';
import { Page } from '../../components/ui/page';
import { officeApi } from '../../lib/api/office-api';
import type { OfficeOrderDetail, OfficeOrderLine, OfficeRefund } from '../../lib/api/types';
import { useI18n } from '../../lib/i18n/i18n-context';
import { useMuseumTimeFormat } from '../../lib/i18n/museum-time';
import type { MessageKey } from '../../lib/i18n/translator';
import { useShortcuts } from '../../lib/keyboard/use-shortcuts';
import { mayUse } from '../../lib/roles';
import { useSignedIn } from '../../lib/session/session-context';
import { useLoad } from '../../lib/use-load';
import { CancelDialog, nothingPaid } from './cancel-dialog';
import { ContactFacts } from './contact-facts';
import { OrderCheckIns } from './order-check-ins';
import { actionText, kindText, moneyText, ORDER_STATUS_KEYS, paymentTypeText } from './order-texts';
import { RefundDialog } from './refund-dialog';
import { ShareList } from './share-list';
import { ShortcutHelp } from './shortcut-help';
import './orders.css';

const EVENT_KEYS: Record<OfficeOrderDetail['timeline'][number]['event'], MessageKey> = {
  created: 'orders.event.created',
  'payment-started': 'orders.event.paymentStarted',
  'payment-confirmed': 'orders.event.paymentConfirmed',
  'payment-declined': 'orders.event.paymentDeclined',
  'payment-canceled': 'orders.event.paymentCanceled',
  booked: 'orders.event.booked',
  shipped: 'orders.event.shipped',
  staff: 'orders.event.staff',
  refunded: 'orders.event.refunded',
  'refund-failed': 'orders.event.refundFailed',
};

const REFUND_STATUS_KEYS: Record<OfficeRefund['status'], MessageKey> = { reserved: 'refund.status.reserved', done: 'refund.status.done', failed: 'refund.status.failed' };

/** Where the desk moves a line's visit: this order alone, or everyone of its time. */
interface MoveLinks {
  order: string;
  slot: string;
}

const Line = ({ line, currency, format, moves }: { line: OfficeOrderLine; currency: string; format: Intl.DateTimeFormat; moves: MoveLinks | null }) => {
  const { t } = useI18n();
  return (
    <li>
      <h3>{[line.title, line.name].filter((text) => text !== '').join(': ')}</h3>
      <dl className="order-facts">
        <dt>{t('orders.kindLabel')}</dt>
        <dd>{kindText(line.kind, t)}</dd>
        {line.datetime !== null && (
          <>
            <dt>{t('orders.visit')}</dt>
            <dd>
              <time dateTime={line.datetime}>{format.format(new Date(line.datetime))}</time>
            </dd>
          </>
        )}
        <dt>{t('orders.quantity')}</dt>
        <dd>{line.count}</dd>
        {line.refundedCount > 0 && (
          <>
            <dt>{t('orders.refundedUnits')}</dt>
            <dd>{line.refundedCount}</dd>
          </>
        )}
        <dt>{t('orders.unitPrice')}</dt>
        <dd>{moneyText(line.unitPriceCents, currency)}</dd>
        <dt>{t('orders.lineTotal')}</dt>
        <dd>{moneyText(line.totalCents, currency)}</dd>
        {line.facts.flatMap((facts) =>
          facts.entries.map((entry) => (
            <div key={`${facts.title ?? ''}-${entry.label}-${entry.value}`} className="order-fact-group">
              <dt>{entry.label}</dt>
              <dd>{entry.value}</dd>
            </div>
          )),
        )}
        {line.barcodes.length > 0 && (
          <>
            <dt>{t('orders.barcodes')}</dt>
            <dd className="order-barcodes">{line.barcodes.join(', ')}</dd>
          </>
        )}
        {line.voucherCode !== null && (
          <>
            <dt>{t('orders.soldCode')}</dt>
            <dd className="order-barcodes">{line.voucherCode}</dd>
          </>
        )}
      </dl>
      {moves !== null && (
        <p className="order-line-actions">
          <Link to={moves.order}>{t('moves.changeTime')}</Link>
          <Link to={moves.slot}>{t('moves.moveEveryone')}</Link>
        </p>
      )}
    </li>
  );
};

/** The refunds given, oldest first: when, by whom, how much to which tender, and whether it is done. */
const RefundList = ({ order, format }: { order: OfficeOrderDetail; format: Intl.DateTimeFormat }) => {
  const { t } = useI18n();
  return (
    <section className="order-section" aria-labelledby="order-refunds">
      <h2 id="order-refunds">{t('refund.history')}</h2>
      <ol className="order-refunds">
        {order.refunds.map((refund) => (
          <li key={refund.id}>
            <p>
              <time dateTime={refund.createdAt}>{format.format(new Date(refund.createdAt))}</time>{' '}
              {t('refund.given', { amount: moneyText(refund.amountCents, order.currency), name: refund.staffName ?? t('audit.system'), status: t(REFUND_STATUS_KEYS[refund.status]) })}
            </p>
            <ShareList shares={refund.shares} currency={order.currency} />
            {refund.note !== null && <p>{t('refund.noteShown', { note: refund.note })}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
};

/** Refund and Cancel, for members who may give money back, where the order has something to give back or to end. */
const OrderActions = ({ order, onChanged }: { order: OfficeOrderDetail; onChanged: (message: string) => void }) => {
  const { t } = useI18n();
  const { staff } = useSignedIn();
  const [open, setOpen] = useState<'refund' | 'cancel' | null>(null);
  const refundButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const opened = useRef<'refund' | 'cancel' | null>(null);
  // A closed dialog hands the focus back to the button that opened it.
  useEffect(() => {
    if (open !== null) opened.current = open;
    else if (opened.current !== null) (opened.current === 'cancel' ? cancelButton : refundButton).current?.focus();
  }, [open]);
  const close = useCallback(() => setOpen(null), []);
  const refunded = useCallback(
    (refund: OfficeRefund | null) => {
      setOpen(null);
      onChanged(refund === null || (refund.cancelsOrder && refund.amountCents === 0) ? t('cancel.done') : refund.status === 'done' ? t('refund.done', { amount: moneyText(refund.amountCents, order.currency) }) : t('refund.reserved'));
    },
    [onChanged, order.currency, t],
  );
  const cancellable = (order.status === 'pending' && order.reserved) || ((order.status === 'booked' || order.status === 'refund_required') && order.refundableCents > 0) || nothingPaid(order);
  if (!staff.canRefund || (order.refundableCents === 0 && !cancellable)) return null;
  return (
    <div className="order-actions">
      {order.refundableCents > 0 && (
        <Button ref={refundButton} variant="secondary" onClick={() => setOpen('refund')}>
          {t('refund.open')}
        </Button>
      )}
      {cancellable && (
        <Button ref={cancelButton} variant="danger" onClick={() => setOpen('cancel')}>
          {t('cancel.open')}
        </Button>
      )}
      {open === 'refund' && <RefundDialog order={order} onClose={close} onRefunded={refunded} />}
      {open === 'cancel' && <CancelDialog order={order} onClose={close} onCanceled={refunded} />}
    </div>
  );
};

const OrderView = ({ order, onChanged }: { order: OfficeOrderDetail; onChanged: (message: string) => void }) => {
  const { t } = useI18n();
  const format = useMuseumTimeFormat({ dateStyle: 'medium', timeStyle: 'short' });
  const { customer } = order;
  const { staff } = useSignedIn();
  // Visits of orders that paid or wait for a reserved payment can move; the server checks the role and scope again.
  const movable = mayUse(staff.role, '/slots') && (order.status === 'booked' || order.status === 'paid' || (order.status === 'pending' && order.reserved));
  return (
    <>
      <dl className="order-facts">
        <dt>{t('orders.statusLabel')}</dt>
        <dd>{t(ORDER_STATUS_KEYS[order.status])}</dd>
        <dt>{t('orders.placed')}</dt>
        <dd>
          <time dateTime={order.createdAt}>{format.format(new Date(order.createdAt))}</time>
        </dd>
        <dt>{t('orders.total')}</dt>
        <dd>{moneyText(order.totalCents, order.currency)}</dd>
        {order.refunds.some((refund) => refund.status === 'done') && (
          <>
            <dt>{t('orders.refundedTotal')}</dt>
            <dd>{moneyText(order.refunds.filter((refund) => refund.status === 'done').reduce((sum, refund) => sum + refund.amountCents, 0), order.currency)}</dd>
          </>
        )}
        {order.externalDocumentNumber !== null && (
          <>
            <dt>{t('orders.reference')}</dt>
            <dd>{order.externalDocumentNumber}</dd>
          </>
        )}
      </dl>
      <OrderActions order={order} onChanged={onChanged} />
      <section className="order-section" aria-labelledby="order-customer">
        <h2 id="order-customer">{t('orders.customer')}</h2>
        <p>
          <Link to={`/customers/${customer.id}`}>{t('orders.customerPage')}</Link>
        </p>
        <dl className="order-facts">
          <ContactFacts contact={customer} delivery={order.shippingAddress} />
        </dl>
      </section>
      <section className="order-section" aria-labelledby="order-lines">
        <h2 id="order-lines">{t('orders.lines')}</h2>
        <ul className="order-lines">
          {order.lines.map((line) => (
            <Line key={line.lineNo} line={line} currency={order.currency} format={format} moves={movable && line.slotId !== null ? { order: `/slots/${line.slotId}/move?order=${order.id}`, slot: `/slots/${line.slotId}/move` } : null} />
          ))}
        </ul>
        {order.shippingCents > 0 && <p>{t('orders.shipping', { amount: moneyText(order.shippingCents, order.currency) })}</p>}
      </section>
      <section className="order-section" aria-labelledby="order-payments">
        <h2 id="order-payments">{t('orders.payments')}</h2>
        {order.tenders.length === 0 ? (
          <p>{t('orders.nothingPaid')}</p>
        ) : (
          <ul>
            {order.tenders.map((tender, index) => (
              <li key={index}>
                {tender.kind === 'voucherCode' ? t('orders.paidByCode', { code: tender.code }) : paymentTypeText(tender.payart, tender.name, t)}: {moneyText(tender.amountCents, order.currency)}
                {tender.refundedCents > 0 && <> {t('orders.tenderRefunded', { amount: moneyText(tender.refundedCents, order.currency) })}</>}
              </li>
            ))}
          </ul>
        )}
        {order.payments.length > 0 && (
          <table>
            <caption>{t('orders.providerPayments')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('orders.paymentType')}</th>
                <th scope="col">{t('orders.provider')}</th>
                <th scope="col">{t('orders.statusLabel')}</th>
                <th scope="col">{t('orders.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {order.payments.map((payment) => (
                <tr key={payment.id}>
                  <td>{paymentTypeText(payment.payart, payment.name, t)}</td>
                  <td>{payment.provider}</td>
                  <td>{payment.status}</td>
                  <td>{moneyText(payment.amountCents, payment.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      {order.refunds.length > 0 && <RefundList order={order} format={format} />}
      <section className="order-section" aria-labelledby="order-documents">
        <h2 id="order-documents">{t('orders.documents')}</h2>
        {order.status === 'booked' && order.lines.some((line) => line.kind === 'merchandise') && mayUse(staff.role, '/shipping') && (
          <p>
            <Link to={`/shipping/${order.id}`}>{t('orders.packingList')}</Link>
          </p>
        )}
        {order.documentsUrl === null ? (
          <p>{t('orders.noDocuments')}</p>
        ) : (
          <p>
            <a href={order.documentsUrl} target="_blank" rel="noreferrer">
              {t('orders.openDocuments')}
            </a>
          </p>
        )}
      </section>
      {order.lines.some((line) => line.barcodes.length > 0) && <OrderCheckIns order={order} format={format} />}
      <section className="order-section" aria-labelledby="order-timeline">
        <h2 id="order-timeline">{t('orders.timeline')}</h2>
        <ol className="order-timeline">
          {order.timeline.map((entry, index) => (
            <li key={index}>
              <time dateTime={entry.at}>{format.format(new Date(entry.at))}</time>{' '}
              {entry.event === 'staff'
                ? t('orders.event.staff', { action: actionText(entry.action ?? '', t), name: entry.staffName ?? t('audit.system') })
                : entry.event === 'shipped'
                  ? t('orders.event.shipped', { name: entry.staffName ?? t('audit.system') })
                  : entry.event === 'refunded' || entry.event === 'refund-failed'
                    ? t(EVENT_KEYS[entry.event], { amount: moneyText(entry.amountCents ?? 0, order.currency), name: entry.staffName ?? t('audit.system') })
                    : t(EVENT_KEYS[entry.event])}
              {entry.tracking?.number != null && <span className="order-tracking">{t('orders.trackingNumber', { number: entry.tracking.number })}</span>}
              {entry.tracking?.url != null && (
                <a className="order-tracking" href={entry.tracking.url} target="_blank" rel="noreferrer">
                  {t('orders.trackParcel')}
                </a>
              )}
            </li>
          ))}
        </ol>
      </section>
    </>
  );
};

/** One order as the desk reads it: what was bought, by whom, how it was paid, its documents and its history. */
/** The list the member came from, with its search and filters; the whole list when the page was opened directly. */
const listPathOf = (state: unknown): string => {
  const listPath = (state as { listPath?: unknown } | null)?.listPath;
  return typeof listPath === 'string' && listPath.startsWith('/orders') ? listPath : '/orders';
};

export const OrderDetail = () => {
  const { t } = useI18n();
  const id = Number(useParams().id);
  const [loaded, reload] = useLoad(useCallback(() => officeApi.order(id), [id]));
  const navigate = useNavigate();
  const [helpShown, setHelpShown] = useState(false);
  const listPath = listPathOf(useLocation().state);
  useShortcuts({ b: () => void navigate(listPath), '?': () => setHelpShown(true), 'Shift+?': () => setHelpShown(true) });
  const [message, setMessage] = useState<string | null>(null);
  const changed = useCallback(
    (text: string) => {
      setMessage(text);
      reload();
    },
    [reload],
  );
  return (
    <Page title={t('orders.number', { number: Number.isSafeInteger(id) ? id : '' })}>
      <p>
        <Link to={listPath} aria-keyshortcuts="b">
          {t('orders.back')}
        </Link>
      </p>
      {helpShown && <ShortcutHelp onClose={() => setHelpShown(false)} />}
      {message !== null && (
        <Notice tone="success">
          <p>{message}</p>
        </Notice>
      )}
      {loaded.state === 'loading' && <p role="status">{t('common.loading')}</p>}
      {loaded.state === 'failed' && <ErrorNotice error={loaded.error} />}
      {loaded.state === 'done' && <OrderView order={loaded.value.order} onChanged={changed} />}
    </Page>
  );
};
