import { compiledOnce } from '../../db/compiled-once.js';
import type { Db, Executor } from '../../db/database.js';
import { availabilityChanged } from '../../kernel/availability-version.js';

/** Claims are placed inside checkout's own transaction: any query handle will do. */
export type { Executor };

/**
 * A limited resource an order line can claim: timeslot places and product stock; voucher
 * balances plug in the same way. Every change is one conditional UPDATE (DESIGN.md "Data and consistency"):
 * no read-then-write, so concurrent buyers on any number of instances never take more than there is.
 */
export interface ClaimResource {
  /** Holds `quantity` if free; answers whether it did. */
  tryHold(db: Executor, id: number, quantity: number): Promise<boolean>;
  /** Gives held units back; never below zero, so releasing twice is harmless. */
  release(db: Executor, id: number, quantity: number): Promise<void>;
  /** Turns held units into sold ones; answers false when fewer are held (the hold was released meanwhile). */
  confirm(db: Executor, id: number, quantity: number): Promise<boolean>;
  /** Sells free units without a hold: a payment confirmed after its hold ran out. */
  trySell(db: Executor, id: number, quantity: number): Promise<boolean>;
  /** Gives sold units back (a refund): answers false when fewer are sold. */
  unsell(db: Executor, id: number, quantity: number): Promise<boolean>;
  /** Free units now, for messages; 0 for an unknown id. */
  remaining(db: Executor, id: number): Promise<number>;
}

/** Whether the conditional update took; one that did drops the availability answers this process keeps. */
const changed = (rows: bigint | undefined): boolean => {
  const took = (rows ?? 0n) > 0n;
  if (took) availabilityChanged();
  return took;
};

/** A count that is not a positive whole number is a programming error, never a visitor's. */
const units = (quantity: number): number => {
  if (!Number.isInteger(quantity) || quantity <= 0) throw new RangeError(`quantity must be a positive whole number, got ${quantity}`);
  return quantity;
};

/** A table whose rows hold a limited number of units: `sold + held` never exceeds the capacity column. */
type CapacityTable = 'timeslots' | 'products' | 'voucher_codes';

/**
 * One claim resource over a capacity table: every change is one conditional UPDATE on the row, so
 * the database serialises concurrent buyers (docs/pricing-and-capacity.md "Capacity model").
 */
const capacityRows = (table: CapacityTable, capacity: 'capacity' | 'stock' | 'amount'): ClaimResource => {
  // Holding and confirming run on every checkout, so their statements are compiled once.
  const hold = compiledOnce((db: Db, id: number, quantity: number) =>
    db
      .updateTable(table)
      .set((eb) => ({ held: eb('held', '+', quantity) }))
      .where('id', '=', id)
      .where((eb) => eb(eb(eb('sold', '+', eb.ref('held')), '+', quantity), '<=', eb.ref(capacity))),
  );
  const confirmHeld = compiledOnce((db: Db, id: number, quantity: number) =>
    db
      .updateTable(table)
      .set((eb) => ({ held: eb('held', '-', quantity), sold: eb('sold', '+', quantity) }))
      .where('id', '=', id)
      .where('held', '>=', quantity),
  );
  return {
    tryHold: async (db, id, quantity) => units(quantity) > 0 && changed((await hold(db, id, quantity)).numAffectedRows),
    release: async (db, id, quantity) => {
      units(quantity);
      await db
        .updateTable(table)
        .set((eb) => ({ held: eb.case().when('held', '>=', quantity).then(eb('held', '-', quantity)).else(0).end() }))
        .where('id', '=', id)
        .execute();
      availabilityChanged();
    },
    confirm: async (db, id, quantity) => units(quantity) > 0 && changed((await confirmHeld(db, id, quantity)).numAffectedRows),
    trySell: async (db, id, quantity) =>
      units(quantity) > 0 &&
      changed(
        (
          await db
            .updateTable(table)
            .set((eb) => ({ sold: eb('sold', '+', quantity) }))
            .where('id', '=', id)
            .where((eb) => eb(eb(eb('sold', '+', eb.ref('held')), '+', quantity), '<=', eb.ref(capacity)))
            .executeTakeFirst()
        ).numUpdatedRows,
      ),
    unsell: async (db, id, quantity) =>
      units(quantity) > 0 &&
      changed(
        (
          await db
            .updateTable(table)
            .set((eb) => ({ sold: eb('sold', '-', quantity) }))
            .where('id', '=', id)
            .where('sold', '>=', quantity)
            .executeTakeFirst()
        ).numUpdatedRows,
      ),
    remaining: async (db, id) => {
      const row = await db.selectFrom(table).select([`${capacity} as capacity`, 'sold', 'held']).where('id', '=', id).executeTakeFirst();
      return row ? Math.max(0, row.capacity - row.sold - row.held) : 0;
    },
  };
};

/** Places of a timeslot: `capacity`, `sold`, `held`. */
export const timeslotPlaces = capacityRows('timeslots', 'capacity');

/** Units of a product: `stock` (the catalog's total on offer), `sold`, `held`. */
export const productStock = capacityRows('products', 'stock');

/** Cents of a voucher code's balance: `amount`, spent (`sold`), held by unpaid orders (`held`). */
export const voucherBalance = capacityRows('voucher_codes', 'amount');

/** Every claimable resource by name; a claim's `resource` column holds one of these keys. */
export const CLAIM_RESOURCES = { timeslot: timeslotPlaces, stock: productStock, voucher: voucherBalance } as const satisfies Record<string, ClaimResource>;
export type ClaimResourceName = keyof typeof CLAIM_RESOURCES;
