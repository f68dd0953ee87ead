import { z } from 'zod';
import { envelope } from '../common/envelope.js';
import { langSchema } from '../common/languages.js';
import { MAX_ID } from '../common/shop-query.js';
import { multiLineText, oneLineText } from '../common/text-fields.js';
import { GIFT_MESSAGE_MAX_LENGTH, RECIPIENT_MAX_LENGTH } from '../constants.js';

/** A voucher code as the desk types it: any case, with or without the dashes and spaces of print. */
const typedCode = z.string().trim().min(1).max(64).regex(/^[\p{L}\p{N} -]+$/u);

/** `GET /office/api/desk/voucher-codes?code=` (owner, box office). */
export const deskVoucherCodeQuerySchema = z.object({ code: typedCode });

/** Where a code stands today (dates at UTC+1, as the shop judges them). */
export const DESK_VOUCHER_CODE_STATES = ['usable', 'not-yet-valid', 'expired', 'used-up'] as const;

/** What spent or holds part of a code: an order (held while unpaid, sold once paid) or a debit at the desk. */
export const deskVoucherCodeEntrySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('order'), at: z.string(), orderId: z.number().int(), orderStatus: z.string(), status: z.enum(['held', 'sold']), amountCents: z.number().int() }),
  z.object({ kind: z.literal('desk'), at: z.string(), amountCents: z.number().int(), note: z.string(), staffName: z.string().nullable() }),
]);
export type DeskVoucherCodeEntry = z.infer<typeof deskVoucherCodeEntrySchema>;

export const deskVoucherCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  amountCents: z.number().int(),
  spentCents: z.number().int(),
  heldCents: z.number().int(),
  /** amount − spent − held: what the code can still pay now, online or at the desk. */
  balanceCents: z.number().int(),
  currency: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
  state: z.enum(DESK_VOUCHER_CODE_STATES),
  /** The gift voucher sale that issued the code; null for a code from the catalog. */
  issuedBy: z.object({ orderId: z.number().int(), giftVoucherName: z.string(), recipient: z.string().nullable(), message: z.string().nullable() }).nullable(),
  /** Newest first. */
  history: z.array(deskVoucherCodeEntrySchema),
});
export type DeskVoucherCode = z.infer<typeof deskVoucherCodeSchema>;

export const deskVoucherCodeResponseSchema = envelope(z.object({ voucherCode: deskVoucherCodeSchema }));
export type DeskVoucherCodeResponse = z.infer<typeof deskVoucherCodeResponseSchema>;

/** `POST /office/api/desk/voucher-debits` (owner, box office): takes `amountCents` off the code's balance. */
export const deskVoucherDebitBodySchema = z.object({
  code: typedCode,
  amountCents: z.number().int().min(1).max(100_000_000),
  note: oneLineText(200).min(1),
});
export type DeskVoucherDebitBody = z.input<typeof deskVoucherDebitBodySchema>;

/** How the visitor paid a voucher sold at the desk. */
export const DESK_TENDERS = ['cash', 'terminal'] as const;
export const deskTenderSchema = z.enum(DESK_TENDERS);
export type DeskTender = z.infer<typeof deskTenderSchema>;

/**
 * `POST /office/api/desk/voucher-sales` (owner, box office): one gift voucher of the catalog, fixed or
 * with an amount within its bounds, paid at the desk. The buyer's name and e-mail are optional: with an
 * e-mail the confirmation (and the voucher's PDF) is mailed as for an online sale.
 */
export const deskVoucherSaleBodySchema = z.object({
  giftVoucherId: z.number().int().positive().max(MAX_ID),
  amountCents: z.number().int().positive().max(100_000_000).optional(),
  recipient: oneLineText(RECIPIENT_MAX_LENGTH).optional(),
  message: multiLineText(GIFT_MESSAGE_MAX_LENGTH).optional(),
  tender: deskTenderSchema,
  buyer: z.object({ name: oneLineText(140).optional(), email: z.union([z.literal(''), z.email().max(254)]).optional() }).default({}),
  /** The order's language: its mail and the voucher's PDF. */
  lang: langSchema,
});
export type DeskVoucherSaleBody = z.input<typeof deskVoucherSaleBodySchema>;

export const deskVoucherSaleSchema = z.object({
  orderId: z.number().int(),
  totalCents: z.number().int(),
  currency: z.string(),
  codes: z.array(z.object({ code: z.string(), amountCents: z.number().int(), validTo: z.string() })),
  /** The voucher's PDF as the shop serves it. */
  documentsUrl: z.string(),
});
export type DeskVoucherSale = z.infer<typeof deskVoucherSaleSchema>;
export const deskVoucherSaleResponseSchema = envelope(z.object({ sale: deskVoucherSaleSchema }));
export type DeskVoucherSaleResponse = z.infer<typeof deskVoucherSaleResponseSchema>;

/** The gift vouchers the desk may sell, in the office's language. */
export const deskGiftVoucherSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  variableAmount: z.boolean(),
  priceCents: z.number().int(),
  minAmountCents: z.number().int(),
  maxAmountCents: z.number().int(),
});
export const deskGiftVouchersResponseSchema = envelope(z.object({ giftVouchers: z.array(deskGiftVoucherSchema), currency: z.string() }));
export type DeskGiftVouchersResponse = z.infer<typeof deskGiftVouchersResponseSchema>;
