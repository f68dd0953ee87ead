import type { CartItemType } from '@foyer/contract';
import type { LineKind } from '../lib/storage/line-kind';
import { donationLineKind } from './donations/donation-line-kind';
import { merchandiseLineKind } from './merchandise/merchandise-line-kind';
import { passLineKind } from './passes/pass-line-kind';
import { ticketLineKind } from './tickets/ticket-line-kind';
import { tourLineKind } from './tours/tour-line-kind';
import { voucherLineKind } from './vouchers/voucher-line-kind';

/**
 * Every kind the shop sells, by its line type, described by its own feature: the one list a new kind
 * joins (a type of the contract's cart item without an entry here does not compile).
 */
export const LINE_KINDS = {
  ticket: ticketLineKind,
  dayTicket: ticketLineKind,
  guidedTour: tourLineKind,
  merchandise: merchandiseLineKind,
  annualPass: passLineKind,
  voucher: voucherLineKind,
  donation: donationLineKind,
} as const satisfies Record<CartItemType, LineKind>;

/** The kind of a line type (a saved cart's may be anything); none for a voucher code, which pays rather than sells. */
export const lineKindOf = (type: string): LineKind | undefined => (Object.hasOwn(LINE_KINDS, type) ? LINE_KINDS[type as CartItemType] : undefined);

/** The kinds' own panels under the basket (`LineKind.basketPanel`), each once, in the order of the list. */
export const BASKET_PANELS = [...new Set(Object.values(LINE_KINDS).flatMap((kind: LineKind) => (kind.basketPanel === undefined ? [] : [kind.basketPanel])))];
