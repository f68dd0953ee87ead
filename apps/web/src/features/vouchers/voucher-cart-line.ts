import type { GiftVoucher } from '@foyer/contract';
import { MAX_LINE_QUANTITY, percentToBasisPoints, vatPortionBp } from '@foyer/domain';
import { imageOf, type CartLine, type LineAnswer } from '../../lib/storage/cart-store';

/** What the visitor chose on the voucher page; recipient and message are trimmed, empty when not given. */
export interface VoucherChoice {
  /** Value of each voucher in cents: the price of a fixed voucher, the chosen amount of a variable one. */
  amountCents: number;
  count: number;
  recipient: string;
  message: string;
}

/** Texts of the visitor's language at the time of adding, as the basket shows them. */
export interface VoucherLineTexts {
  /** The line in full words ("Gift voucher, CHF 50.00"), so lines of one voucher at several amounts can be told apart. */
  label: string;
  recipient: string;
  message: string;
}

type LineVoucher = Pick<GiftVoucher, 'id' | 'name' | 'vat_value' | 'variable_amount'> & Partial<Pick<GiftVoucher, 'image'>>;

/**
 * SPEC §3/§7 basket line of type voucher: the voucher as id, how many, for a variable voucher the amount
 * of each in cents, the recipient and message printed on it, and the total of the time of adding (the
 * server prices it again). Voucher codes may not pay it (SPEC §4). Its unit price is the amount, so
 * the basket can change the count.
 */
export const toVoucherCartLine = (voucher: LineVoucher, choice: VoucherChoice, texts: VoucherLineTexts): CartLine => {
  const { amountCents, count, recipient, message } = choice;
  const vatBp = percentToBasisPoints(voucher.vat_value);
  const totalPrice = amountCents * count;
  const vatCents = vatPortionBp(totalPrice, vatBp);
  const details: LineAnswer[] = [
    ...(recipient ? [{ question: texts.recipient, answer: recipient }] : []),
    ...(message ? [{ question: texts.message, answer: message }] : []),
  ];
  return {
    type: 'voucher',
    id: voucher.id,
    name: voucher.name,
    totalPrice,
    vatCents,
    item: {
      type: 'voucher',
      id: voucher.id,
      count,
      ...(voucher.variable_amount ? { amount: amountCents } : {}),
      ...(recipient ? { recipient } : {}),
      ...(message ? { message } : {}),
      totalPrice,
    },
    display: {
      heading: voucher.name,
      label: texts.label,
      parts: [{ count, name: voucher.name, unitPrice: amountCents }],
      ...(details.length > 0 ? { answers: details, answersKind: 'dedication' as const } : {}),
      ...imageOf(voucher.image?.src),
    },
    // SPEC §9 analytics: category Voucher, the line's VAT portion as its tax.
    analytics: { id: voucher.id, name: voucher.name, category: 'Voucher', unitPriceCents: amountCents, quantity: count, taxCents: vatCents },
    quantity: { count, max: MAX_LINE_QUANTITY, unitPrice: amountCents, vatBp },
    voucherCodesMayPay: false,
  };
};
