import type { Lang } from '@foyer/contract';
import { companionCount, familyParentCount, isFamilyComplete, isFixedCompanion, isSubticketCountAllowed, linePlaces, MAX_LINE_QUANTITY, TICKET_MODES, toMuseumIso, vatPortion } from '@foyer/domain';
import { DomainError } from '../../errors/domain-error.js';
import { catalogRows } from '../../kernel/catalog-rows.js';
import { requireInstantInDateWindow } from '../../http/request-dates.js';
import type { Executor } from '../../db/database.js';
import { findShopSettings } from '../../kernel/shop-settings.js';
import { DEFAULT_TIME_ZONE } from '../../kernel/shop-context.js';
import { storedText } from '../../kernel/localize.js';
import { findShopTicket, findSlotAt, findSubtickets } from './events.repository.js';

export interface TicketLineInput {
  eventTicketId: number;
  /** The schedule entry's datetime as `ticket/collect` gave it (any offset names the same instant). */
  datetime: string;
  count: number;
  subtickets?: readonly { id: number; count: number }[];
}

export interface PricedSubticket {
  id: number;
  name: string;
  count: number;
  unitPrice: number;
  vat_value: number;
  totalPrice: number;
}

/** A ticket line priced by the server from the catalog; nothing here comes from the browser but ids and counts. */
export interface ResolvedTicketLine {
  eventId: number;
  eventTicketId: number;
  timeslotId: number;
  /** Places the line takes in its slot: what checkout holds with `tryHold`. */
  places: number;
  count: number;
  mode: number;
  unitPrice: number;
  vat_value: number;
  subtickets: PricedSubticket[];
  /** Gross total in cents, VAT included. */
  totalPrice: number;
  /** VAT portion of the total in cents (SPEC §9), summed per component. */
  vatAmount: number;
  name: string;
  eventName: string;
  /** Slot start in museum time with offset; `datetimeEnd` its end. */
  datetime: string;
  datetimeEnd: string;
  print_separately: boolean;
  unique_barcode: boolean;
  scan_separately: boolean;
}

export interface PricingOptions {
  now?: Date;
  timeZone?: string;
}

type ShopTicket = NonNullable<Awaited<ReturnType<typeof findShopTicket>>>;
type Subticket = Awaited<ReturnType<typeof findSubtickets>>[number];

/**
 * A ticket with its subtickets is catalog data, kept as catalog rows (`catalog/catalog-rows.ts`):
 * pricing a line then reads only its slot. Prices so come from the same catalog the visitor's screens showed.
 */
const ticketOffers = catalogRows<{ ticket: ShopTicket; subtickets: Subticket[] } | undefined>();
const findTicketOffer = (db: Executor, shopId: number, ticketId: number) =>
  ticketOffers.read(db, `${shopId}:${ticketId}`, async () => {
    const ticket = await findShopTicket(db, shopId, ticketId);
    return ticket === undefined ? undefined : { ticket, subtickets: await findSubtickets(db, [ticket.id]) };
  });

const reject = (code: 'UNKNOWN_TICKET' | 'TIMESLOT_NOT_FOUND' | 'EVENT_EXPIRED' | 'FAMILY_INCOMPLETE' | 'QUANTITY_LIMIT'): never => {
  throw new DomainError(code);
};

/** SOLD_OUT when nothing is left, else OVERBOOKED with the numbers SPEC §8 names. */
export const capacityError = (requested: number, available: number): DomainError =>
  available <= 0 ? new DomainError('SOLD_OUT') : new DomainError('OVERBOOKED', { params: { requested, available } });

const countsById = (subtickets: readonly { id: number; count: number }[]): Map<number, number> => {
  const counts = new Map<number, number>();
  for (const sub of subtickets) {
    if (!Number.isInteger(sub.count) || sub.count < 0 || counts.has(sub.id)) reject('QUANTITY_LIMIT');
    counts.set(sub.id, sub.count);
  }
  return counts;
};

/**
 * Prices one ticket line and checks every rule of SPEC §5 and docs/pricing-and-capacity.md:
 * a datetime inside the date window, known ticket of the shop, an open slot at that datetime that has not passed, quantity caps,
 * fixed companions, family completeness, and enough free places right now. Throws a DomainError
 * with a precise code otherwise. Free places are checked again atomically when checkout holds them.
 */
export const resolveTicketLine = async (
  db: Executor,
  shopId: number,
  line: TicketLineInput,
  lang: Lang,
  options: PricingOptions = {},
): Promise<ResolvedTicketLine> => {
  const now = options.now ?? new Date();
  const timeZone = options.timeZone ?? DEFAULT_TIME_ZONE;
  requireInstantInDateWindow(line.datetime, now);
  const offer = await findTicketOffer(db, shopId, line.eventTicketId);
  if (offer === undefined) return reject('UNKNOWN_TICKET');
  const { ticket, subtickets } = offer;
  const instant = Date.parse(line.datetime);
  const slot = Number.isNaN(instant) ? undefined : await findSlotAt(db, ticket.event_id, new Date(instant).toISOString());
  if (slot === undefined) return reject('TIMESLOT_NOT_FOUND');
  const closesAt = ticket.mode === TICKET_MODES.performance ? slot.starts_at : slot.ends_at;
  if (Date.parse(closesAt) <= now.getTime()) reject('EVENT_EXPIRED');

  const requested = countsById(line.subtickets ?? []);
  if ([...requested.keys()].some((id) => !subtickets.some((sub) => sub.id === id))) reject('UNKNOWN_TICKET');
  const family = ticket.family === 1;
  if (!Number.isInteger(line.count) || line.count < 0 || line.count > MAX_LINE_QUANTITY) reject('QUANTITY_LIMIT');
  const subCounts = subtickets.map((sub) =>
    !family && isFixedCompanion(sub) && !requested.has(sub.id) ? companionCount(line.count, sub) : (requested.get(sub.id) ?? 0),
  );
  if (family) {
    const components = subtickets.map((limits, index) => ({ limits, count: subCounts[index] ?? 0 }));
    if (familyParentCount(subCounts) === 0 || !isFamilyComplete(components)) reject('FAMILY_INCOMPLETE');
    if (line.count !== familyParentCount(subCounts)) reject('QUANTITY_LIMIT');
  } else {
    if (line.count === 0) reject('QUANTITY_LIMIT');
    subtickets.forEach((sub, index) => {
      if (!isSubticketCountAllowed(line.count, sub, subCounts[index] ?? 0)) reject('QUANTITY_LIMIT');
    });
  }

  const places = linePlaces(family, line.count, subCounts);
  const available = slot.capacity - slot.sold - slot.held;
  if (places > available) throw capacityError(places, Math.max(0, available));

  const settings = await findShopSettings(db, shopId);
  const ctx = { lang, fallback: settings?.languages[0] ?? lang };
  const priced: PricedSubticket[] = subtickets
    .map((sub, index) => ({ sub, count: subCounts[index] ?? 0 }))
    .filter(({ count }) => count > 0)
    .map(({ sub, count }) => ({
      id: sub.id,
      name: storedText(sub.name, ctx),
      count,
      unitPrice: sub.price,
      vat_value: sub.vat_value,
      totalPrice: sub.price * count,
    }));
  const ticketTotal = ticket.price * line.count;
  return {
    eventId: ticket.event_id,
    eventTicketId: ticket.id,
    timeslotId: slot.id,
    places,
    count: line.count,
    mode: ticket.mode,
    unitPrice: ticket.price,
    vat_value: ticket.vat_value,
    subtickets: priced,
    totalPrice: ticketTotal + priced.reduce((sum, sub) => sum + sub.totalPrice, 0),
    vatAmount: vatPortion(ticketTotal, ticket.vat_value) + priced.reduce((sum, sub) => sum + vatPortion(sub.totalPrice, sub.vat_value), 0),
    name: storedText(ticket.name, ctx),
    eventName: storedText(ticket.event_name, ctx),
    datetime: toMuseumIso(slot.starts_at, timeZone),
    datetimeEnd: toMuseumIso(slot.ends_at, timeZone),
    print_separately: ticket.print_separately === 1,
    unique_barcode: ticket.unique_barcode === 1,
    scan_separately: ticket.scan_separately === 1,
  };
};
