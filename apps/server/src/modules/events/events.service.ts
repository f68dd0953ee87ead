import {
  daysBetween,
  eventSummarySchema,
  type EventSummary,
  type Lang,
  type TicketCalendarResponse,
  type TicketCollectResponse,
  type TicketLifetimeResponse,
} from '@foyer/contract';
import { addDays, isTicketHidden, museumDate, museumDayBounds, toMuseumIso } from '@foyer/domain';
import type { Db } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { requestDay, requestRange } from '../../http/request-dates.js';
import type { ShopContext, ShopResolver } from '../../kernel/shop-context.js';
import { JsonText } from '../../kernel/json-text.js';
import { toEventTicket, toTimeslot } from './event-dto.js';
import {
  findBookableSlots,
  findFirstFreeSlotStart,
  findLifetime,
  findListedEvent,
  findSubtickets,
  findTickets,
  listJsonOf,
  remainingPerDay,
  type EventRow,
  type SubticketRow,
  type TicketRow,
  type MuseumDay,
} from './events.repository.js';

type Data<T extends { data: unknown }> = T['data'];

/** Event list, tickets per date, calendar and lifetime (SPEC §7 event calls), all in museum time. */
export class EventsService {
  constructor(
    private readonly db: Db,
    private readonly shops: ShopResolver,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /**
   * The list as JSON text, composed by the database in one statement whatever the number of events
   * and slots, from the entries the catalog wrote in the request language (`catalog/event-list-entries.ts`):
   * a big list is never taken apart into values or strings on its way to the visitor.
   */
  async list(shopId: number | undefined, lang: Lang): Promise<JsonText> {
    const ctx = await this.shops.resolve(shopId, lang);
    return listJsonOf(this.db, ctx, this.clock(), ctx.settings.time_zone);
  }

  /** The list's events as values, for what reads them rather than sends them. */
  async select(shopId: number | undefined, lang: Lang): Promise<EventSummary[]> {
    return eventSummarySchema.array().parse(JSON.parse((await this.list(shopId, lang)).json));
  }

  async collect(eventId: number, lang: Lang, pathDate?: string): Promise<Data<TicketCollectResponse>> {
    const now = this.clock();
    const asked = pathDate === undefined ? undefined : requestDay(pathDate, now);
    const { event, ctx, mode } = await this.#event(eventId, lang);
    const timeZone = ctx.settings.time_zone;
    let date: string | null;
    if (asked === undefined) {
      const first = await findFirstFreeSlotStart(this.db, event.id, mode, now);
      date = first === null ? null : museumDate(first, timeZone);
    } else {
      date = asked;
      // A past date: the same 422 EVENT_EXPIRED as a cart line whose slot passed before checkout (410 is SPEC's "cart gone").
      if (date < museumDate(now, timeZone)) throw new DomainError('EVENT_EXPIRED');
    }
    const slots = date === null ? [] : await findBookableSlots(this.db, event.id, mode, now, museumDayBounds(date, timeZone));
    const timeslot = slots.map((slot) => toTimeslot(slot, timeZone));
    const { tickets, subtickets } = await this.#ticketsOf(event.id);
    return {
      date,
      tickets: tickets
        .filter((ticket) => !isTicketHidden(ticket.mode, timeslot))
        .map((ticket) => toEventTicket(ticket, subtickets.filter((sub) => sub.ticket_id === ticket.id), timeslot, ctx)),
      timeslot,
    };
  }

  async calendar(eventId: number, lang: Lang, range: [string, string]): Promise<Data<TicketCalendarResponse>> {
    const now = this.clock();
    const [start, end] = requestRange(range, now);
    const { event, ctx, mode } = await this.#event(eventId, lang);
    const timeZone = ctx.settings.time_zone;
    // Counted, not compared: the loop ends after the checked number of days whatever the dates are.
    const days: MuseumDay[] = Array.from({ length: daysBetween(start, end) + 1 }, (_, offset) => {
      const date = addDays(start, offset);
      const [dayStart, dayEnd] = museumDayBounds(date, timeZone);
      return { date, start: dayStart, end: dayEnd };
    });
    return Object.fromEntries(await remainingPerDay(this.db, event.id, mode, now, days));
  }

  async lifetime(eventId: number, lang: Lang): Promise<Data<TicketLifetimeResponse>> {
    const { event, ctx, mode } = await this.#event(eventId, lang);
    const { first, last } = await findLifetime(this.db, event.id, mode, this.clock());
    const timeZone = ctx.settings.time_zone;
    return { start: first === null ? null : toMuseumIso(first, timeZone), end: last === null ? null : toMuseumIso(last, timeZone) };
  }

  async #event(eventId: number, lang: Lang): Promise<{ event: EventRow; ctx: ShopContext; mode: number }> {
    const event = await findListedEvent(this.db, eventId);
    if (event === undefined || event.mode === null) throw new DomainError('EVENT_NOT_FOUND');
    return { event, ctx: await this.shops.resolve(event.shop_id, lang), mode: event.mode };
  }

  async #ticketsOf(eventId: number): Promise<{ tickets: TicketRow[]; subtickets: SubticketRow[] }> {
    const tickets = await findTickets(this.db, eventId);
    return { tickets, subtickets: await findSubtickets(this.db, tickets.map((ticket) => ticket.id)) };
  }
}
