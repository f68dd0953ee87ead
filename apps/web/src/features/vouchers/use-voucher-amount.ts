import { useState } from 'react';
import type { GiftVoucher } from '@foyer/contract';
import { checkVoucherAmount, variableAmountCents, type VoucherAmountCheck } from '@foyer/domain';
import { amountText } from './amount-text';

export interface SettledAmount {
  cents: number;
  check: VoucherAmountCheck;
}

/**
 * The amount of a variable voucher: what the visitor types, and the cents it stands for. The SPEC §5
 * rule (negatives made positive, empty keeps the previous amount, ×100) is applied when the field is
 * left and before adding; the field then shows the amount it took, and whether it lies within bounds.
 */
export const useVoucherAmount = (voucher: Pick<GiftVoucher, 'price' | 'min_amount' | 'max_amount'>, locale: string) => {
  const [cents, setCents] = useState(voucher.price);
  const [typed, setTyped] = useState(() => amountText(voucher.price, locale));
  // Judged once the visitor leaves the field, so a half-typed amount is not called wrong.
  const [check, setCheck] = useState<VoucherAmountCheck>('ok');

  const settle = (): SettledAmount => {
    const next = variableAmountCents(typed, cents);
    const nextCheck = checkVoucherAmount(next, { minCents: voucher.min_amount, maxCents: voucher.max_amount });
    setCents(next);
    setTyped(amountText(next, locale));
    setCheck(nextCheck);
    return { cents: next, check: nextCheck };
  };

  return {
    typed,
    setTyped,
    settle,
    check,
    /** What the typed text stands for right now, for the running total. */
    liveCents: variableAmountCents(typed, cents),
  };
};
