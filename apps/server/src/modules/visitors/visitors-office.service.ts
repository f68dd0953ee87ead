import type { Lang, SessionStaff, Visitor, VisitorSlot } from '@foyer/contract';
import { inStaffScope, museumDayBounds } from '@foyer/domain';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { storedText } from '../../kernel/localize.js';
import type { ShopContext, ShopResolver } from '../../kernel/shop-context.js';
import type { LineKinds } from '../commerce/public.js';
import { admittedPerOrder, admittedPerSlot } from '../door/public.js';
import { requireInScope } from '../staff/public.js';

const partsSchema = z.array(z.object({ name: z.string(), count: z.number() }));

interface SlotRow {
  id: number;
  event_id: number;
  kind: string;
  name: string;
  starts_at: string;
  ends_at: string;
  capacity: number;
  sold: number;
  held: number;
  cancelled: number | string | null;
}

const scopeOf = (kind: string): 'events' | 'tours' => (kind === 'tour' ? 'tours' : 'events');

const visitorSlot = (row: SlotRow, shop: ShopContext, checkedIn: number): VisitorSlot => ({
  id: row.id,
  eventId: row.event_id,
  kind: row.kind === 'tour' ? 'tour' : 'event',
  name: storedText(row.name, shop),
  startsAt: row.starts_at,
  endsAt: row.ends_at,
  capacity: row.capacity,
  sold: row.sold,
  held: row.held,
  free: Math.max(0, row.capacity - row.sold - row.held),
  cancelled: Number(row.cancelled) > 0,
  checkedIn,
});

/** Tickets of the same name summed: a party's "2 × Adult, 1 × Child" across its lines. */
const summedTickets = (parts: { name: string; count: number }[]): { name: string; count: number }[] => {
  const byName = new Map<string, number>();
  for (const part of parts) if (part.count > 0) byName.set(part.name, (byName.get(part.name) ?? 0) + part.count);
  return [...byName].map(([name, count]) => ({ name, count }));
};

/**
 * Visitor lists (docs/office.md "Visitors"): the times of a museum day, and who comes at one time —
 * each order's party with its places, tickets and what its lines tell (a tour's answers) — for the
 * events and tours in the member's scope.
 */
export class VisitorsOfficeService {
  constructor(
    private readonly db: Db,
    private readonly shops: ShopResolver,
    private readonly kinds: LineKinds,
  ) {}

  /** The times starting on a museum day, by start, of the events and tours the member may see. */
  async slots(date: string, staff: SessionStaff, lang: Lang): Promise<VisitorSlot[]> {
    const shop = await this.shops.resolveOrFirst(undefined, lang);
    const [from, to] = museumDayBounds(date, shop.settings.time_zone);
    const rows = await this.#slotQuery(shop.id).where('timeslots.starts_at', '>=', from).where('timeslots.starts_at', '<', to).orderBy('timeslots.starts_at').orderBy('timeslots.id').execute();
    const visible = rows.filter((row) => inStaffScope(staff.role, staff.scope, scopeOf(row.kind), String(row.event_id)));
    const admitted = await admittedPerSlot(this.db, visible.map((row) => row.id));
    return visible.map((row) => visitorSlot(row, shop, admitted.get(row.id) ?? 0));
  }

  /** Who comes at one time: paid parties and those still in a checkout or a reservation, by name. */
  async list(slotId: number, staff: SessionStaff, lang: Lang): Promise<{ slot: VisitorSlot; visitors: Visitor[] }> {
    const shop = await this.shops.resolveOrFirst(undefined, lang);
    const row = await this.#slotQuery(shop.id).where('timeslots.id', '=', slotId).executeTakeFirst();
    if (row === undefined) throw new DomainError('OFFICE_SLOT_NOT_FOUND');
    requireInScope(staff, scopeOf(row.kind), String(row.event_id));
    const parties = await this.db
      .selectFrom('claims')
      .innerJoin('orders', 'orders.id', 'claims.order_id')
      .innerJoin('customers', 'customers.id', 'orders.customer_id')
      .select(['orders.id as order_id', 'claims.status', 'claims.quantity', 'customers.fname', 'customers.lname', 'customers.email', 'customers.phone'])
      .where('claims.resource', '=', 'timeslot')
      .where('claims.resource_id', '=', slotId)
      .where('claims.status', 'in', ['held', 'sold'])
      .execute();
    const admitted = await admittedPerOrder(this.db, slotId);
    const lines = parties.length === 0 ? [] : await this.db.selectFrom('order_lines').selectAll().where('order_id', 'in', parties.map((party) => party.order_id)).orderBy('line_no').execute();
    const visitors: Visitor[] = parties.map((party) => {
      const own = lines.filter((line) => line.order_id === party.order_id && this.kinds.timeslot(line) === slotId);
      return {
        orderId: party.order_id,
        state: party.status === 'sold' ? 'sold' : 'held',
        name: `${party.fname} ${party.lname}`.trim(),
        email: party.email,
        phone: party.phone,
        places: party.quantity,
        checkedIn: admitted.get(party.order_id) ?? 0,
        tickets: summedTickets(own.flatMap((line) => partsSchema.parse(JSON.parse(line.parts)))),
        facts: own.flatMap((line) => this.kinds.describe(line, lang).facts.flatMap((facts) => facts.entries)),
      };
    });
    visitors.sort((a, b) => a.name.localeCompare(b.name, lang) || a.orderId - b.orderId);
    const checkedIn = [...admitted.values()].reduce((sum, count) => sum + count, 0);
    return { slot: visitorSlot(row, shop, checkedIn), visitors };
  }

  #slotQuery(shopId: number) {
    return this.db
      .selectFrom('timeslots')
      .innerJoin('events', 'events.id', 'timeslots.event_id')
      .select(['timeslots.id', 'timeslots.event_id', 'events.kind', 'events.name', 'timeslots.starts_at', 'timeslots.ends_at', 'timeslots.capacity', 'timeslots.sold', 'timeslots.held'])
      // A cancelled time (slot_cancellations) lists who chose what instead of offering the cancellation.
      .select((eb) => eb.selectFrom('slot_cancellations').select((inner) => inner.fn.countAll<number>().as('n')).whereRef('slot_cancellations.timeslot_id', '=', 'timeslots.id').as('cancelled'))
      .where('events.shop_id', '=', shopId);
  }
}
