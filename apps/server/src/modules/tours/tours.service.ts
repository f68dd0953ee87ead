import type {
  Lang,
  TourAttrResponse,
  TourCalendarEntry,
  TourCalendarResponse,
  TourDetail,
  TourLifetimeResponse,
  TourListItem,
  TourOverviewResponse,
  TourScheduleEntry,
} from '@foyer/contract';
import { isTourSlotSoldOut, museumDate, museumDayBounds, nextFewDays, openTourCount, placesToOpen, toMuseumIso } from '@foyer/domain';
import type { Db } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { requestDay, requestRange, requireInDateWindow } from '../../http/request-dates.js';
import { publicAsset, storedText } from '../../kernel/localize.js';
import type { ShopContext, ShopResolver } from '../../kernel/shop-context.js';
import { languageName, slotTime, toTourListItem, toTourPrice, toTourQuestion, toTourTicket, tourFlags, tourMode } from './tour-dto.js';
import { daysBounds } from './tour-dates.js';
import {
  findFirstOpenStart,
  findListedTour,
  findPrices,
  findQuestions,
  findSubtickets,
  findTickets,
  findTicketsOfTours,
  findTourLifetime,
  findTourSlots,
  firstOpenStarts,
  listCategories,
  listTours,
  type TourPriceRow,
  type TourQuestionRow,
  type TourRow,
  type TourSubticketRow,
  type TourTicketRow,
  type TourSlotRow,
} from './tours.repository.js';

type Data<T extends { data: unknown }> = T['data'];

interface TourParts {
  prices: TourPriceRow[];
  tickets: TourTicketRow[];
  subtickets: TourSubticketRow[];
  questions: TourQuestionRow[];
}

/** Tour list, overview, categories, detail, calendar and sold-out calls (SPEC §7 tour calls), in museum time. */
export class ToursService {
  constructor(
    private readonly db: Db,
    private readonly shops: ShopResolver,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** The list, assembled in a fixed number of queries whatever the number of tours and slots. */
  async select(shopId: number | undefined, lang: Lang): Promise<{ tours: TourListItem[] }> {
    const ctx = await this.shops.resolve(shopId, lang);
    const rows = await listTours(this.db, ctx.id);
    const prices = await findPrices(this.db, rows.map((row) => row.id));
    const tickets = await findTicketsOfTours(this.db, rows.map((row) => row.id));
    const categories = await this.#categoryNames(ctx);
    const now = this.clock().toISOString();
    const firsts = new Map<number, string>();
    for (const places of new Set(rows.map((row) => placesToOpen(tourMode(row))))) {
      const ids = rows.filter((row) => placesToOpen(tourMode(row)) === places).map((row) => row.id);
      for (const [id, first] of await firstOpenStarts(this.db, ids, now, places)) firsts.set(id, first);
    }
    const items: TourListItem[] = [];
    for (const row of rows) {
      const first = firsts.get(row.id);
      if (first !== undefined) items.push(toTourListItem(row, prices, tickets, categories, museumDate(first, ctx.settings.time_zone), ctx));
    }
    return { tours: items.sort((a, b) => a.sequence_no - b.sequence_no || a.next_date.localeCompare(b.next_date) || a.id - b.id) };
  }

  async attr(shopId: number | undefined, lang: Lang): Promise<Data<TourAttrResponse>> {
    const ctx = await this.shops.resolve(shopId, lang);
    const categories = await this.#categoryNames(ctx);
    return { category: [...categories].map(([id, name]) => ({ id, name })) };
  }

  async overview(shopId: number | undefined, lang: Lang, date: string, lookahead: number): Promise<Data<TourOverviewResponse>> {
    const now = this.clock();
    const first = requestDay(date, now);
    const days = nextFewDays(first, lookahead);
    const last = days[days.length - 1] ?? first;
    requireInDateWindow([last], now);
    const ctx = await this.shops.resolve(shopId, lang);
    const timeZone = ctx.settings.time_zone;
    const rows = await listTours(this.db, ctx.id);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const categories = await this.#categoryNames(ctx);
    const slots = await findTourSlots(this.db, [...byId.keys()], now, daysBounds(first, last, timeZone));
    const overview: Data<TourOverviewResponse> = Object.fromEntries(days.map((day) => [day, []]));
    for (const slot of slots) {
      const row = byId.get(slot.tour_id);
      const list = overview[museumDate(slot.starts_at, timeZone)];
      if (row === undefined || list === undefined) continue;
      let entry = list.find((item) => item.id === row.id);
      if (entry === undefined) {
        const item = toTourListItem(row, [], [], categories, first, ctx);
        const { id, name, langIdentifier, langName, venue, image, duration, custom_groups } = item;
        entry = { id, name, langIdentifier, langName, venue, image, duration, custom_groups, times: [] };
        list.push(entry);
      }
      entry.times.push({
        time: slotTime(slot.starts_at, timeZone),
        datetime: toMuseumIso(slot.starts_at, timeZone),
        timeslotId: slot.id,
        soldout: isTourSlotSoldOut(tourMode(row), slot.remaining),
      });
    }
    return overview;
  }

  async detail(tourId: number, lang: Lang, date?: string): Promise<TourDetail> {
    const asked = date === undefined ? undefined : requestDay(date, this.clock());
    const { tour, ctx } = await this.#tour(tourId, lang);
    const timeZone = ctx.settings.time_zone;
    const mode = tourMode(tour);
    const now = this.clock();
    let day = asked ?? null;
    if (day === null) {
      const first = await findFirstOpenStart(this.db, tour.id, now.toISOString(), placesToOpen(mode));
      day = first === null ? null : museumDate(first, timeZone);
    }
    const slots = day === null ? [] : await findTourSlots(this.db, [tour.id], now, museumDayBounds(day, timeZone));
    const after = day === null ? now.toISOString() : museumDayBounds(day, timeZone)[1];
    const next = await findFirstOpenStart(this.db, tour.id, after > now.toISOString() ? after : now.toISOString(), placesToOpen(mode));
    const parts = await this.#partsOf(tour.id);
    const prices = parts.prices.map((price) => toTourPrice(price, ctx));
    const { tickets, subtickets } = parts;
    const schedule: Record<string, TourScheduleEntry> = {};
    for (const slot of slots) {
      schedule[slotTime(slot.starts_at, timeZone)] = {
        tours: openTourCount(mode, slot.remaining),
        tickets: slot.remaining,
        timeslotId: slot.id,
        datetime: toMuseumIso(slot.starts_at, timeZone),
        soldout: isTourSlotSoldOut(mode, slot.remaining),
        priceList: prices.map((price) => price.id),
      };
    }
    return {
      id: tour.id,
      name: storedText(tour.name, ctx),
      eventName: storedText(tour.event_name, ctx),
      description: storedText(tour.description, ctx),
      venue: storedText(tour.venue, ctx),
      museumId: tour.museum_id,
      image: tour.image === null ? null : publicAsset(tour.image),
      langIdentifier: tour.language,
      langName: languageName(tour.language, lang),
      duration: tour.duration,
      date: day,
      nextDate: next === null ? null : museumDate(next, timeZone),
      priceList: Object.fromEntries(prices.map((price) => [String(price.id), price])),
      tickets: tickets.map((ticket) => toTourTicket(ticket, subtickets, ctx)),
      schedule,
      max_participants: tour.max_participants,
      min_participants: tour.min_participants,
      ...tourFlags(tour),
      questions: parts.questions.map((question) => toTourQuestion(question, ctx)),
    };
  }

  async calendar(tourId: number, lang: Lang, range: [string, string]): Promise<Data<TourCalendarResponse>> {
    const { tour, slots, timeZone } = await this.#slotsIn(tourId, lang, requestRange(range, this.clock()));
    const mode = tourMode(tour);
    const calendar: Record<string, Record<string, TourCalendarEntry>> = {};
    for (const slot of slots) {
      const day = (calendar[museumDate(slot.starts_at, timeZone)] ??= {});
      day[slotTime(slot.starts_at, timeZone)] = {
        tickets: slot.remaining,
        tours: openTourCount(mode, slot.remaining),
        timeslotId: slot.id,
        soldout: isTourSlotSoldOut(mode, slot.remaining),
      };
    }
    return calendar;
  }

  async lifetime(tourId: number, lang: Lang): Promise<Data<TourLifetimeResponse>> {
    const { tour, ctx } = await this.#tour(tourId, lang);
    const { first, last } = await findTourLifetime(this.db, tour.id, this.clock());
    const timeZone = ctx.settings.time_zone;
    return { first: first === null ? null : museumDate(first, timeZone), last: last === null ? null : museumDate(last, timeZone) };
  }

  async soldout(tourId: number, lang: Lang, range: [string, string]): Promise<string[]> {
    const { tour, slots, timeZone } = await this.#slotsIn(tourId, lang, requestRange(range, this.clock()));
    const open = new Map<string, boolean>();
    for (const slot of slots) {
      const day = museumDate(slot.starts_at, timeZone);
      open.set(day, (open.get(day) ?? false) || !isTourSlotSoldOut(tourMode(tour), slot.remaining));
    }
    return [...open].filter(([, isOpen]) => !isOpen).map(([day]) => day);
  }

  async soldoutTimeslots(tourId: number, lang: Lang, date: string): Promise<string[]> {
    const day = requestDay(date, this.clock());
    const { tour, slots, timeZone } = await this.#slotsIn(tourId, lang, [day, day]);
    return slots.filter((slot) => isTourSlotSoldOut(tourMode(tour), slot.remaining)).map((slot) => slotTime(slot.starts_at, timeZone));
  }

  async #slotsIn(tourId: number, lang: Lang, [first, last]: [string, string]): Promise<{ tour: TourRow; slots: TourSlotRow[]; timeZone: string }> {
    const { tour, ctx } = await this.#tour(tourId, lang);
    const timeZone = ctx.settings.time_zone;
    return { tour, timeZone, slots: await findTourSlots(this.db, [tour.id], this.clock(), daysBounds(first, last, timeZone)) };
  }

  async #partsOf(tourId: number): Promise<TourParts> {
    const tickets = await findTickets(this.db, tourId);
    return {
      prices: await findPrices(this.db, [tourId]),
      tickets,
      subtickets: await findSubtickets(this.db, tickets.map((ticket) => ticket.id)),
      questions: await findQuestions(this.db, tourId),
    };
  }

  async #tour(tourId: number, lang: Lang): Promise<{ tour: TourRow; ctx: ShopContext }> {
    const tour = await findListedTour(this.db, tourId);
    if (tour === undefined) throw new DomainError('TOUR_NOT_FOUND');
    return { tour, ctx: await this.shops.resolve(tour.shop_id, lang) };
  }

  async #categoryNames(ctx: ShopContext): Promise<Map<number, string>> {
    return new Map((await listCategories(this.db, ctx.id)).map((category) => [category.id, storedText(category.name, ctx)]));
  }
}
