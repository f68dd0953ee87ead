import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { GiftVoucher } from '@foyer/contract';
import { MAX_LINE_QUANTITY, percentToBasisPoints, vatPortionBp, type VoucherAmountCheck } from '@foyer/domain';
import { AddToBasketBar } from '../../components/ui/add-to-basket-bar';
import { ErrorSummary } from '../../components/ui/error-summary';
import { QuantityStepper } from '../../components/ui/quantity-stepper';
import { TextField } from '../../components/ui/text-field';
import { useShop } from '../../lib/config/shop-store';
import { useFormats } from '../../lib/formats';
import { GiftMessageField } from './gift-message-field';
import { RECIPIENT_MAX_LENGTH } from '@foyer/contract/constants';
import { useAddVoucher } from './use-add-voucher';
import { useVoucherAmount, type SettledAmount } from './use-voucher-amount';
import { useVoucherTexts } from './use-voucher-texts';

const AMOUNT_ID = 'voucher-amount';
const QUANTITY_ID = 'voucher-quantity';
const QUANTITY_NOTICE_ID = 'voucher-quantity-notice';

/** Typed text or a button's step as a whole number; an emptied field changes nothing. */
const asCount = (value: unknown): number | null => {
  const count = typeof value === 'number' ? value : Number.parseInt(String(value), 10);
  return Number.isFinite(count) ? count : null;
};

/** The amount (a variable voucher), how many, who it is for and a message, and the way into the basket. */
export const VoucherPurchase = ({ voucher }: { voucher: GiftVoucher }) => {
  const { t } = useTranslation('vouchers');
  const { lang, config } = useShop();
  const { money } = useVoucherTexts();
  const { locale } = useFormats();
  const amount = useVoucherAmount(voucher, locale);
  const basket = useAddVoucher(voucher);
  const [count, setCount] = useState(1);
  const [overMax, setOverMax] = useState(false);
  const [recipient, setRecipient] = useState('');
  const [message, setMessage] = useState('');
  const [failedAdds, setFailedAdds] = useState(0);

  const unitCents = voucher.variable_amount ? amount.liveCents : voucher.price;
  const total = unitCents * count;
  const boundText = (check: VoucherAmountCheck): string | undefined =>
    check === 'below_minimum' ? t('purchase.tooLow', { amount: money(voucher.min_amount) })
    : check === 'above_maximum' ? t('purchase.tooHigh', { amount: money(voucher.max_amount) })
    : undefined;
  const amountError = voucher.variable_amount ? boundText(amount.check) : undefined;

  const changeCount = (value: unknown) => {
    const wish = asCount(value);
    if (wish === null) return;
    setOverMax(wish > MAX_LINE_QUANTITY);
    setCount(Math.max(1, Math.min(MAX_LINE_QUANTITY, wish)));
    basket.reset();
  };

  const add = () => {
    const settled: SettledAmount = voucher.variable_amount ? amount.settle() : { cents: voucher.price, check: 'ok' };
    if (settled.check !== 'ok') {
      basket.reset();
      setFailedAdds((n) => n + 1);
      return;
    }
    if (!basket.add({ amountCents: settled.cents, count, recipient: recipient.trim(), message: message.trim() })) return;
    // A second gift is most often for someone else: the amount stays, the rest starts afresh.
    setCount(1);
    setOverMax(false);
    setRecipient('');
    setMessage('');
  };

  const vatNote =
    voucher.vat_value > 0 ? t('purchase.vatIncluded', { amount: money(vatPortionBp(total, percentToBasisPoints(voucher.vat_value))) }) : t('purchase.noVat');
  const forWhom = recipient.trim() ? [t('purchase.forRecipient', { name: recipient.trim() })] : [];

  return (
    <div className="voucher-buy">
      {failedAdds > 0 && amountError && <ErrorSummary heading={t('purchase.correct')} errors={[{ fieldId: AMOUNT_ID, message: amountError }]} focusKey={failedAdds} />}
      <div className="voucher-fields">
        {voucher.variable_amount && (
          <TextField
            id={AMOUNT_ID}
            className="voucher-amount"
            label={t('purchase.amount', { currency: config.currency })}
            prefix={config.currency}
            hint={t('purchase.amountHint', { min: money(voucher.min_amount), max: money(voucher.max_amount) })}
            error={amountError}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={amount.typed}
            onFocus={(event) => event.currentTarget.select()}
            onChange={(event) => {
              amount.setTyped(event.currentTarget.value);
              basket.reset();
            }}
            onBlur={() => void amount.settle()}
          />
        )}
        <div>
          <div className="voucher-quantity">
            <label className="voucher-quantity-label" htmlFor={QUANTITY_ID}>
              {t('purchase.quantity')}
            </label>
            <QuantityStepper
              id={QUANTITY_ID}
              value={count}
              min={1}
              max={MAX_LINE_QUANTITY}
              decrementLabel={t('purchase.decrement')}
              incrementLabel={t('purchase.increment')}
              describedBy={overMax ? QUANTITY_NOTICE_ID : undefined}
              onChange={changeCount}
            />
          </div>
          <p id={QUANTITY_NOTICE_ID} className="voucher-quantity-notice" aria-live="polite">
            {overMax ? t('purchase.perOrder', { count: MAX_LINE_QUANTITY }) : null}
          </p>
        </div>
        <TextField
          id="voucher-recipient"
          label={t('purchase.recipient')}
          optionalText={t('purchase.optional')}
          hint={t('purchase.recipientHint')}
          value={recipient}
          maxLength={RECIPIENT_MAX_LENGTH}
          autoComplete="off"
          onChange={(event) => setRecipient(event.currentTarget.value)}
        />
        <GiftMessageField id="voucher-message" value={message} onChange={setMessage} />
      </div>
      <AddToBasketBar
        heading={t('purchase.summaryHeading')}
        headingId="voucher-summary-heading"
        lines={[{ key: 'voucher', text: t('purchase.lineCount', { count, name: voucher.name }), details: forWhom, amount: money(total) }]}
        totalLabel={t('purchase.total')}
        total={money(total)}
        vatNote={vatNote}
        addLabel={t('purchase.addToBasket')}
        onAdd={add}
        problem={basket.problem}
        added={basket.added ? { text: basket.added, linkLabel: t('purchase.toBasket'), to: `/${lang}/checkout` } : null}
      />
    </div>
  );
};
