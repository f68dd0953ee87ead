import type { CartItemOf } from '@foyer/contract';
import { checkVoucherAmount, MAX_UNITS_PER_LINE, percentToBasisPoints } from '@foyer/domain';
import { DOCUMENT_LABELS } from '../../kernel/document-labels.js';
import { money } from '../../kernel/museum-format.js';
import { DomainError } from '../../errors/domain-error.js';
import { loadVoucherArtwork } from '../../documents/voucher-artwork.js';
import type { LineKind, PricingContext } from '../commerce/public.js';
import type { GiftVoucherRow } from './gift-vouchers.repository.js';
import { findListedGiftVoucher } from './gift-vouchers.repository.js';
import { findIssuedVoucherCodes, issueVoucherCodes, voucherArtwork } from './issued-voucher-codes.js';
import { parseVoucherLineDetails, type VoucherLineDetails } from './voucher-line-details.js';
import { storedText } from '../../kernel/localize.js';

/** The value of one voucher: a fixed voucher's price, or the buyer's amount within the voucher's bounds (DESIGN.md). */
const voucherValue = (voucher: GiftVoucherRow, item: CartItemOf<'voucher'>, ctx: PricingContext): number => {
  if (voucher.variable_amount !== 1) return voucher.price;
  if (item.amount === undefined || item.amount === 0) throw new DomainError('VOUCHER_AMOUNT_REQUIRED');
  const check = checkVoucherAmount(item.amount, { minCents: voucher.min_amount, maxCents: voucher.max_amount });
  if (check === 'below_minimum') throw new DomainError('VOUCHER_AMOUNT_TOO_LOW', { params: { minimum: money(voucher.min_amount, ctx.currency, ctx.locale) } });
  if (check === 'above_maximum') throw new DomainError('VOUCHER_AMOUNT_TOO_HIGH', { params: { maximum: money(voucher.max_amount, ctx.currency, ctx.locale) } });
  return item.amount;
};

const blankToNull = (value: string | undefined): string | null => (value === undefined || value === '' ? null : value);

/**
 * Gift vouchers (SPEC §3/§5 voucher line): nothing to hold, no shipping. A paid line issues one
 * voucher code per voucher, worth its value; voucher codes never pay for a voucher (SPEC §4).
 */
export const voucherLineKind: LineKind<'voucher'> = {
  issues: 'gift-vouchers',
  price: async (item, ctx) => {
    const voucher = await findListedGiftVoucher(ctx.db, ctx.shopId, item.id);
    if (voucher === undefined) throw new DomainError('GIFT_VOUCHER_NOT_FOUND');
    if (item.count > MAX_UNITS_PER_LINE) throw new DomainError('QUANTITY_LIMIT');
    const amountCents = voucherValue(voucher, item, ctx);
    const totalCents = amountCents * item.count;
    if (item.totalPrice !== undefined && item.totalPrice !== totalCents) throw new DomainError('PRICE_CHANGED', { params: { line: ctx.lineNo } });
    const name = storedText(voucher.name, { lang: ctx.lang, fallback: ctx.fallbackLang });
    const vatBp = percentToBasisPoints(voucher.vat_value);
    const details: VoucherLineDetails = {
      voucherId: voucher.id,
      amountCents,
      validityMonths: voucher.validity_months,
      recipient: blankToNull(item.recipient),
      message: blankToNull(item.message),
    };
    return {
      type: 'voucher',
      name,
      title: '',
      datetime: null,
      count: item.count,
      unitPriceCents: amountCents,
      totalCents,
      vatBp,
      parts: [{ name, count: item.count, unitPriceCents: amountCents, vatBp }],
      claims: [],
      shippingWeightGrams: 0,
      voucherCodesMayPay: false,
      details,
    };
  },
  fulfil: (trx, line) => issueVoucherCodes(trx, line, new Date()),
  describe: (line, lang) => {
    const labels = DOCUMENT_LABELS[lang];
    const details = parseVoucherLineDetails(line.details);
    const entries = [
      ...(details.recipient === null ? [] : [{ label: labels.voucher_for, value: details.recipient }]),
      ...(details.message === null ? [] : [{ label: labels.voucher_message, value: details.message }]),
    ];
    return { name: line.name, title: line.title, count: line.count, datetime: line.datetime, totalCents: line.total_cents, facts: entries.length === 0 ? [] : [{ title: null, entries }] };
  },
  partsBelongTo: (line) => line.title,
  // A voucher's page shows whom it is for and the message itself: no list of details repeats them.
  documentParts: async (trx, lines, ctx) => {
    const ids = new Set(lines.map((line) => line.id));
    const vouchers = (await findIssuedVoucherCodes(trx, lines[0]?.order_id ?? 0)).filter((voucher) => ids.has(voucher.line_id));
    const artwork = await voucherArtwork(trx, vouchers.map((voucher) => voucher.details));
    return {
      giftVouchers: await Promise.all(
        vouchers.map(async (voucher) => ({
          name: voucher.name,
          artwork: await loadVoucherArtwork(ctx.staticDir, artwork.get(voucher.details) ?? null),
          code: voucher.code,
          amountCents: voucher.amount,
          validTo: voucher.valid_to,
          recipient: voucher.recipient,
          message: voucher.message,
        })),
      ),
    };
  },
};
