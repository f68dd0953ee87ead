import { toMuseumIso } from '@foyer/domain';
import type { Lang } from '@foyer/contract';
import ical, { ICalCalendarMethod, type ICalDayJsStub } from 'ical-generator';
import type { Db } from '../db/database.js';
import type { LineKinds } from '../modules/commerce/line-kinds.js';
import { findOrder, findOrderLines } from '../modules/orders/orders.repository.js';
import { shopLocale, type ShopResolver } from '../kernel/shop-context.js';
import { mailMessages } from '../mail/mail-messages.js';
import { documentLabels, fill } from '../kernel/document-labels.js';
import type { PdfMuseum } from './museum-identity.js';
import { museumIdentity, type DocumentFiles } from './museum-identity.js';
import { orderLang } from './order-tickets.js';
import { vtimezone } from './vtimezone.js';

/**
 * An instant as the clock of a zone shows it, in the shape ical-generator reads from Day.js: it then
 * writes DTSTART;TZID=<zone>:<local time> (the museum's clock), whatever zone the server runs in.
 */
const wallClock = (iso: string, zone: string): ICalDayJsStub => {
  const local = toMuseumIso(iso, zone);
  const stub: ICalDayJsStub = {
    format: (pattern) => (pattern === 'YYYYMMDD' ? local.slice(0, 10).replace(/-/g, '') : local.slice(11, 19).replace(/:/g, '')),
    isValid: () => true,
    toDate: () => new Date(iso),
    toJSON: () => new Date(iso).toISOString(),
    tz: (other) => wallClock(iso, other ?? zone),
    utc: () => wallClock(iso, 'UTC'),
  };
  return stub;
};

/** One visit of the order: the lines booked for the same timeslot make one calendar entry. */
interface CalendarVisit {
  /** The first line of the visit: its id keeps the entry's UID the same in every copy of the file. */
  lineId: number;
  summary: string;
  start: string;
  end: string;
  place: string | null;
  lines: { count: number; name: string }[];
}

export interface OrderCalendar {
  orderNumber: number;
  lang: Lang;
  /** The language as the museum's region writes it (de-AT). */
  locale: string;
  timeZone: string;
  museum: PdfMuseum;
  /** Host part of every UID (the shop's public host). */
  uidHost: string;
  visits: CalendarVisit[];
}

/** The order's visits as an iCalendar file (RFC 5545): one event per visit, on the museum's clock. */
export const renderOrderCalendar = (calendar: OrderCalendar): string => {
  const labels = documentLabels(calendar.lang, calendar.locale);
  const m = mailMessages(calendar.lang, calendar.locale);
  const { museum } = calendar;
  const zone = calendar.timeZone;
  const cal = ical({
    prodId: { company: 'Foyer', product: 'Museum shop', language: calendar.lang.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
    name: museum.name,
    timezone: { name: null, generator: (tz) => vtimezone(tz, calendar.visits.flatMap((visit) => [visit.start, visit.end])) },
  });
  for (const visit of calendar.visits) {
    cal.createEvent({
      id: `order-${calendar.orderNumber}-line-${visit.lineId}@${calendar.uidHost}`,
      timezone: zone,
      start: wallClock(visit.start, zone),
      end: wallClock(visit.end, zone),
      stamp: new Date(),
      summary: fill(labels.calendar_entry, { visit: visit.summary, museum: museum.name }),
      location: [visit.place, museum.name, museum.street, museum.zipCity].filter((part) => part !== null && part !== '').join(', '),
      description: [...visit.lines.map((line) => fill(m.itemLine, line)), fill(labels.order_number, { number: calendar.orderNumber }), m.hint].join('\n'),
    });
  }
  return cal.toString();
};

/** The calendar of a booked order whose lines visit the museum at a time, each entry as the first line's kind names it; undefined when none does. */
export const loadOrderCalendar = async (
  db: Db,
  shops: ShopResolver,
  kinds: LineKinds,
  orderId: number,
  options: DocumentFiles & { publicUrl: string },
): Promise<OrderCalendar | undefined> => {
  const order = await findOrder(db, orderId);
  if (order === undefined || order.status !== 'booked') return undefined;
  const lang = orderLang(order.lang);
  const shop = await shops.resolve(order.shop_id, lang);
  const lines = await findOrderLines(db, orderId);
  const visitsOfLines = await kinds.visits(db, lines, shop);
  const locale = shopLocale(shop);
  const labels = documentLabels(lang, locale);
  const visits = new Map<number, CalendarVisit>();
  for (const line of lines) {
    const visit = visitsOfLines.get(line.id);
    const hooks = kinds.of(line.type).visit;
    if (visit === undefined || hooks === undefined || line.datetime === null) continue;
    const entry = visits.get(visit.timeslotId) ?? {
      lineId: line.id,
      summary: hooks.summary(line),
      start: line.datetime,
      end: visit.endsAt,
      place: visit.venue === null ? null : hooks.place(visit.venue, labels),
      lines: [],
    };
    entry.lines.push({ count: line.count, name: line.name });
    visits.set(visit.timeslotId, entry);
  }
  if (visits.size === 0) return undefined;
  return {
    orderNumber: order.id,
    lang,
    locale,
    timeZone: shop.settings.time_zone,
    museum: await museumIdentity(shop.settings, lang, options),
    uidHost: new URL(options.publicUrl).host,
    visits: [...visits.values()],
  };
};
