import type { CartItem, Lang } from '@foyer/contract';
import type { Executor } from '../claims/claim-resources.js';
import { ticketLineKind } from '../events/ticket-line-kind.js';
import type { OrderLineRow } from '../orders/orders.repository.js';
import { merchandiseLineKind } from '../merchandise/merchandise-line-kind.js';
import { tourLineKind } from '../tours/tour-line-kind.js';
import { annualPassLineKind } from '../passes/annual-pass-line-kind.js';
import { voucherLineKind } from '../gift-vouchers/voucher-line-kind.js';
import { donationLineKind } from '../donations/public.js';
import type { IssuedDocuments, LineDescription, LineKind, LineKindRegistry, PricedLine, PricingContext } from './line-kind.js';

/** Every kind the shop sells; a kind missing here is a compile error. */
export const LINE_KINDS: LineKindRegistry = {
  ticket: ticketLineKind,
  dayTicket: ticketLineKind,
  guidedTour: tourLineKind,
  merchandise: merchandiseLineKind,
  annualPass: annualPassLineKind,
  voucher: voucherLineKind,
  donation: donationLineKind,
};

const kindOf = (type: string): LineKind<CartItem['type']> => {
  const kind = (LINE_KINDS as Record<string, LineKind<CartItem['type']> | undefined>)[type];
  if (kind === undefined) throw new Error(`order line of unknown type "${type}"`);
  return kind;
};

export const priceItem = (item: CartItem, ctx: PricingContext): Promise<PricedLine> => kindOf(item.type).price(item as never, ctx);

export const fulfilLine = (trx: Executor, line: OrderLineRow): Promise<void> => kindOf(line.type).fulfil(trx, line);

export const describeLine = (line: OrderLineRow, lang: Lang): LineDescription => kindOf(line.type).describe(line, lang);

/** The timeslot of a line with a visit (tickets, tours), or null. */
export const lineTimeslot = (line: OrderLineRow): number | null => kindOf(line.type).timeslot?.(line) ?? null;

/** What a booked line issues to download: its kind's documents, or what the kind reads off the line. */
export const lineIssues = (line: OrderLineRow): IssuedDocuments => {
  const { issues } = kindOf(line.type);
  return typeof issues === 'function' ? issues(line) : issues;
};

export const issuesDocuments = (line: OrderLineRow): boolean => lineIssues(line) !== 'nothing';

/** What the lines issue to download, each kind once, in the order of the lines; goods issue nothing. */
export const issuedDocuments = (lines: readonly OrderLineRow[]): Exclude<IssuedDocuments, 'nothing'>[] => [
  ...new Set(lines.map(lineIssues).filter((issues): issues is Exclude<IssuedDocuments, 'nothing'> => issues !== 'nothing')),
];

/** Whether everything the lines issue is admission tickets, which the mail then calls tickets. */
export const issuesOnlyTickets = (lines: readonly OrderLineRow[]): boolean => lines.every((line) => ['admission-tickets', 'nothing'].includes(lineIssues(line)));
