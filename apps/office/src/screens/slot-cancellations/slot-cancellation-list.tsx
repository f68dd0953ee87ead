import { useCallback, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ErrorNotice } from '../../components/ui/error-notice';
import { Page } from '../../components/ui/page';
import { officeApi } from '../../lib/api/office-api';
import type { OfficeSlotCancellationBuyer } from '../../lib/api/types';
import { useI18n } from '../../lib/i18n/i18n-context';
import type { MessageKey } from '../../lib/i18n/translator';
import { useMuseumTimeFormat } from '../../lib/i18n/museum-time';
import { useLoad } from '../../lib/use-load';
import { moneyText } from '../orders/order-texts';
import '../fulfilment/fulfilment.css';
import './slot-cancellations.css';

const CHOICE_KEYS: Record<OfficeSlotCancellationBuyer['choice'], MessageKey> = {
  waiting: 'cancelSlot.choiceWaiting',
  rebooked: 'cancelSlot.choiceRebooked',
  refund: 'cancelSlot.choiceRefund',
  voucher: 'cancelSlot.choiceVoucher',
};

/** Who was booked at a cancelled time and what each chose (or was given): waiting, another date, a refund, a voucher code. */
export const SlotCancellationList = () => {
  const { t } = useI18n();
  const slotId = Number(useParams().id);
  const [loaded] = useLoad(useCallback(() => Promise.all([officeApi.slot(slotId), officeApi.slotCancellation(slotId)]), [slotId]));
  const when = useMuseumTimeFormat({ dateStyle: 'full', timeStyle: 'short' });
  const short = useMuseumTimeFormat({ dateStyle: 'short', timeStyle: 'short' });
  const title = loaded.state === 'done' ? t('cancelSlot.choicesTitle', { name: loaded.value[0].slot.eventName, time: when.format(new Date(loaded.value[0].slot.startsAt)) }) : t('cancelSlot.choicesHeading');
  if (loaded.state !== 'done') {
    return <Page title={title}>{loaded.state === 'loading' ? <p role="status">{t('common.loading')}</p> : <ErrorNotice error={loaded.error} />}</Page>;
  }
  const [{ slot }, { cancellation, buyers, currency }] = loaded.value;
  const detail = (buyer: OfficeSlotCancellationBuyer): ReactNode => {
    if (buyer.choice === 'rebooked' && buyer.rebookedTo !== null) return when.format(new Date(buyer.rebookedTo));
    if (buyer.choice === 'refund') return moneyText(buyer.amountCents ?? 0, currency);
    if (buyer.choice === 'voucher') {
      return (
        <>
          <code>{buyer.voucherCode}</code>
          <br />
          {moneyText(buyer.amountCents ?? 0, currency)}
        </>
      );
    }
    return t('cancelSlot.waitingUntil', { deadline: short.format(new Date(cancellation.deadline)) });
  };
  return (
    <Page title={title}>
      <p>
        <Link to={`/visitors/${slot.id}`}>{t('cancelSlot.backToVisitors')}</Link>
      </p>
      <p>{t(cancellation.mode === 'choice' ? 'cancelSlot.cancelledChoice' : 'cancelSlot.cancelledVoucher', { at: short.format(new Date(cancellation.createdAt)), name: cancellation.staffName ?? '' })}</p>
      {buyers.length === 0 ? (
        <p>{t('cancelSlot.noBuyers')}</p>
      ) : (
        <div className="cancel-choices-wrap">
          <table className="fulfil-table">
            <caption className="visually-hidden">{t('cancelSlot.choicesHeading')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('visitors.name')}</th>
                <th scope="col" className="fulfil-count">
                  {t('visitors.places')}
                </th>
                <th scope="col">{t('cancelSlot.choice')}</th>
                <th scope="col">{t('cancelSlot.what')}</th>
                <th scope="col">{t('cancelSlot.when')}</th>
                <th scope="col">{t('visitors.order')}</th>
              </tr>
            </thead>
            <tbody>
              {buyers.map((buyer) => (
                <tr key={buyer.orderId}>
                  <td>
                    {buyer.name}
                    <br />
                    <a href={`mailto:${buyer.email}`}>{buyer.email}</a>
                  </td>
                  <td className="fulfil-count">{buyer.places}</td>
                  <td>{t(buyer.chosenBy === 'deadline' ? 'cancelSlot.choiceRefundByDeadline' : CHOICE_KEYS[buyer.choice])}</td>
                  <td>{detail(buyer)}</td>
                  <td>{buyer.chosenAt === null ? '' : short.format(new Date(buyer.chosenAt))}</td>
                  <td>
                    <Link to={`/orders/${buyer.orderId}`}>{buyer.orderId}</Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Page>
  );
};
