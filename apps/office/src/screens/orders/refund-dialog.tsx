import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { AmountField } from '../../components/ui/amount-field';
import { Button } from '../../components/ui/button';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { ChoiceGroup } from '../../components/ui/choice-group';
import { ErrorNotice } from '../../components/ui/error-notice';
import { TextField } from '../../components/ui/text-field';
import { ApiError } from '../../lib/api/client';
import { officeApi } from '../../lib/api/office-api';
import type { OfficeOrderDetail, OfficeRefund, OfficeRefundPreview, OfficeRefundScope } from '../../lib/api/types';
import { useI18n } from '../../lib/i18n/i18n-context';
import { useCall } from '../../lib/use-call';
import { amountText, centsOf } from '../events/event-draft';
import { moneyText } from './order-texts';
import { ShareList } from './share-list';

type Way = 'lines' | 'amount' | 'order';

/** Opens a native modal dialog (focus kept inside, Escape closes it); jsdom shows its content through `open`. */
export const useModal = (onClose: () => void) => {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && typeof element.showModal === 'function' && !element.open) element.showModal();
  }, []);
  return {
    ref: dialog,
    open: typeof HTMLDialogElement.prototype.showModal !== 'function' ? true : undefined,
    onCancel: (event: { preventDefault: () => void }) => {
      event.preventDefault();
      onClose();
    },
  };
};

/** The line's name as the desk reads it: what it belongs to, and itself. */
const lineName = (line: OfficeOrderDetail['lines'][number]): string => [line.title, line.name].filter((text) => text !== '').join(': ');

/**
 * Refunds an order: chosen units of its lines, an amount, or everything left. The server shows how
 * the refund splits over the order's tenders before anything happens; a refund above the shop's
 * amount asks for a fresh code of the member's authenticator.
 */
export const RefundDialog = ({ order, onClose, onRefunded }: { order: OfficeOrderDetail; onClose: () => void; onRefunded: (refund: OfficeRefund) => void }) => {
  const { t } = useI18n();
  const id = useId();
  const modal = useModal(onClose);
  const open = order.lines.filter((line) => line.count > line.refundedCount);
  const [way, setWay] = useState<Way>(open.length > 0 ? 'lines' : 'amount');
  const [units, setUnits] = useState<Record<number, number>>({});
  const [amount, setAmount] = useState(0);
  const [releaseClaims, setReleaseClaims] = useState(true);
  const [note, setNote] = useState('');
  const [code, setCode] = useState('');
  const [preview, setPreview] = useState<OfficeRefundPreview | null>(null);
  const scope = (): OfficeRefundScope =>
    way === 'order'
      ? { kind: 'order' }
      : way === 'amount'
        ? { kind: 'amount', amountCents: amount }
        : { kind: 'lines', lines: Object.entries(units).filter(([, count]) => count > 0).map(([lineNo, count]) => ({ lineNo: Number(lineNo), units: count })) };
  const changed = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setPreview(null);
  };
  const previewing = useCall(useCallback(async (chosen: OfficeRefundScope) => setPreview((await officeApi.previewRefund(order.id, chosen)).preview), [order.id]));
  const refunding = useCall(
    useCallback(
      async (chosen: OfficeRefundScope) => {
        const { refund } = await officeApi.refund(order.id, { scope: chosen, releaseClaims, ...(note.trim() === '' ? {} : { note }), ...(code.trim() === '' ? {} : { totpCode: code.trim() }) });
        onRefunded(refund);
      },
      [order.id, releaseClaims, note, code, onRefunded],
    ),
  );
  const needsCode = preview?.secondFactorRequired === true || (refunding.error instanceof ApiError && refunding.error.code.startsWith('OFFICE_SECOND_FACTOR'));
  const nothingChosen = way === 'lines' ? Object.values(units).every((count) => count === 0) : way === 'amount' ? amount === 0 : false;
  return (
    <dialog ref={modal.ref} open={modal.open} onCancel={modal.onCancel} className="order-dialog" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('refund.title', { number: order.id })}</h2>
      <p>{t('refund.refundable', { amount: moneyText(order.refundableCents, order.currency) })}</p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (preview === null) void previewing.run(scope());
          else void refunding.run(scope());
        }}
      >
        <ChoiceGroup
          name={`${id}-way`}
          legend={t('refund.what')}
          value={way}
          onChange={changed(setWay)}
          options={[
            ...(open.length > 0 ? [{ value: 'lines' as const, label: t('refund.way.lines') }] : []),
            { value: 'amount' as const, label: t('refund.way.amount') },
            { value: 'order' as const, label: t('refund.way.order') },
          ]}
        />
        {way === 'lines' && (
          <fieldset className="refund-lines">
            <legend>{t('refund.units')}</legend>
            {open.map((line) => (
              <TextField
                key={line.lineNo}
                id={`${id}-line-${line.lineNo}`}
                label={lineName(line)}
                hint={t('refund.unitsLeft', { count: line.count - line.refundedCount, amount: moneyText(line.unitPriceCents, order.currency) })}
                type="number"
                inputMode="numeric"
                min={0}
                max={line.count - line.refundedCount}
                value={String(units[line.lineNo] ?? 0)}
                onChange={(event) => changed(setUnits)({ ...units, [line.lineNo]: Math.max(0, Math.min(line.count - line.refundedCount, Math.floor(Number(event.target.value) || 0))) })}
              />
            ))}
          </fieldset>
        )}
        {way === 'amount' && <AmountField id={`${id}-amount`} label={t('refund.amount', { currency: order.currency })} invalidText={t('refund.amountInvalid')} cents={amount} parse={centsOf} format={amountText} onChange={changed(setAmount)} />}
        {way !== 'amount' && <CheckboxField id={`${id}-release`} label={t('refund.release')} hint={t('refund.releaseHint')} checked={releaseClaims} onChange={(event) => setReleaseClaims(event.target.checked)} />}
        <TextField id={`${id}-note`} label={t('refund.note')} hint={t('refund.noteHint')} maxLength={500} value={note} onChange={(event) => setNote(event.target.value)} />
        {preview !== null && (
          <section className="refund-preview" aria-labelledby={`${id}-split`} aria-live="polite">
            <h3 id={`${id}-split`}>{t('refund.split', { amount: moneyText(preview.amountCents, order.currency) })}</h3>
            <ShareList shares={preview.shares} currency={order.currency} />
          </section>
        )}
        {needsCode && (
          <TextField id={`${id}-code`} label={t('refund.code')} hint={t('refund.codeHint')} autoComplete="one-time-code" inputMode="numeric" pattern="\d{6}" maxLength={6} value={code} onChange={(event) => setCode(event.target.value)} />
        )}
        <ErrorNotice error={previewing.error ?? refunding.error} />
        <div className="order-dialog-actions">
          {preview === null ? (
            <Button type="submit" busy={previewing.busy} disabled={nothingChosen}>
              {t('refund.showSplit')}
            </Button>
          ) : (
            <Button type="submit" variant="danger" busy={refunding.busy}>
              {t('refund.confirm', { amount: moneyText(preview.amountCents, order.currency) })}
            </Button>
          )}
          <Button variant="secondary" onClick={onClose}>
            {t('refund.close')}
          </Button>
        </div>
      </form>
    </dialog>
  );
};
