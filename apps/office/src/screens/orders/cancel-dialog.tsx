import { useCallback, useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { ErrorNotice } from '../../components/ui/error-notice';
import { TextField } from '../../components/ui/text-field';
import { ApiError } from '../../lib/api/client';
import { officeApi } from '../../lib/api/office-api';
import type { OfficeOrderDetail, OfficeRefund } from '../../lib/api/types';
import { useI18n } from '../../lib/i18n/i18n-context';
import { useCall } from '../../lib/use-call';
import { moneyText } from './order-texts';
import { useModal } from './refund-dialog';

/** A booked order nothing was paid for (free tickets) with lines still valid: cancelling it refunds nothing. */
export const nothingPaid = (order: OfficeOrderDetail): boolean =>
  order.status === 'booked' && order.tenders.every((tender) => tender.amountCents === 0) && order.lines.some((line) => line.refundedCount < line.count);

/**
 * Cancels an order after asking: a reservation waiting for payment gives its hold back; a paid order
 * gives everything back to every tender and its places and stock go back on sale; one nothing was
 * paid for (free tickets) only gives its places and stock back.
 */
export const CancelDialog = ({ order, onClose, onCanceled }: { order: OfficeOrderDetail; onClose: () => void; onCanceled: (refund: OfficeRefund | null) => void }) => {
  const { t } = useI18n();
  const id = useId();
  const modal = useModal(onClose);
  const [note, setNote] = useState('');
  const [code, setCode] = useState('');
  const canceling = useCall(
    useCallback(async () => {
      const { refund } = await officeApi.cancelOrder(order.id, { ...(note.trim() === '' ? {} : { note }), ...(code.trim() === '' ? {} : { totpCode: code.trim() }) });
      onCanceled(refund);
    }, [order.id, note, code, onCanceled]),
  );
  const needsCode = canceling.error instanceof ApiError && canceling.error.code.startsWith('OFFICE_SECOND_FACTOR');
  const paid = order.status !== 'pending';
  return (
    <dialog ref={modal.ref} open={modal.open} onCancel={modal.onCancel} className="order-dialog" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('cancel.title', { number: order.id })}</h2>
      <p>{!paid ? t('cancel.reservation') : nothingPaid(order) ? t('cancel.free') : t('cancel.paid', { amount: moneyText(order.refundableCents, order.currency) })}</p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void canceling.run();
        }}
      >
        <TextField id={`${id}-note`} label={t('refund.note')} hint={t('refund.noteHint')} maxLength={500} value={note} onChange={(event) => setNote(event.target.value)} />
        {needsCode && (
          <TextField id={`${id}-code`} label={t('refund.code')} hint={t('refund.codeHint')} autoComplete="one-time-code" inputMode="numeric" pattern="\d{6}" maxLength={6} value={code} onChange={(event) => setCode(event.target.value)} />
        )}
        <ErrorNotice error={canceling.error} />
        <div className="order-dialog-actions">
          <Button type="submit" variant="danger" busy={canceling.busy}>
            {t('cancel.confirm')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel.keep')}
          </Button>
        </div>
      </form>
    </dialog>
  );
};
