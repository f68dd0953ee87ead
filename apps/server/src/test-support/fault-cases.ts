import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogInput } from '../kinds.js';
import type { FaultPoint } from '../db/fault-points.js';
import { newPurchase, sweep, type Purchase, type Step } from './checkout-steps.js';
import type { TestAppOptions } from './create-test-app.js';
import { startCrashRig, type CrashRig } from './crash-rig.js';
import { fixtureCatalogWithPayLater } from './fixture-pay-later.js';
import { capacitySnapshot, expectNothingStranded, type CapacitySnapshot } from './nothing-stranded.js';

/** How one of the buyer's orders ends once the restarted server has run its rounds. */
export type OrderEnd = 'booked' | 'released' | 'refund';

/** One way through checkout, and how it ends when the instance running it dies at each point it passes. */
export interface Flow {
  name: string;
  /** The balance of the buyer's own code: less than the cart pays part of it, more pays it wholly, 0 leaves it out. */
  codeCents: number;
  /** Done first, on the lasting instance, by nobody who dies. */
  prepare?: Step[];
  /** Done by the instance that dies. */
  run: Step[];
  /** What the restarted server is told again before its round: a provider re-sends a notice nobody answered. */
  retry?: Step;
  /** Every point `run` passes, with how the buyer's orders end (oldest first) after a crash there. */
  crashes: Partial<Record<FaultPoint, OrderEnd[]>>;
  /** How they end when nothing crashes. */
  unbroken: OrderEnd[];
}

export interface FaultCase {
  flow: Flow;
  /** undefined: the unbroken run, which also shows that `crashes` names every point `run` passes. */
  point: FaultPoint | undefined;
  ends: OrderEnd[];
}

/** Every point of every flow, and each flow unbroken: the table the crash tests run. */
export const faultCases = (flows: readonly Flow[]): FaultCase[] =>
  flows.flatMap((flow) => [
    ...Object.entries(flow.crashes).map(([point, ends]) => ({ flow, point: point as FaultPoint, ends: ends ?? [] })),
    { flow, point: undefined, ends: flow.unbroken },
  ]);

/** The fixture shop with pay later, with enough postcards (product 705) that no crash test runs out of them. */
export const crashCatalog = (): CatalogInput => {
  const catalog = fixtureCatalogWithPayLater();
  return { ...catalog, products: (catalog.products ?? []).map((product) => (product.id === 705 ? { ...product, stock: 10_000 } : product)) };
};

const END: Record<string, OrderEnd> = { booked: 'booked', expired: 'released', canceled: 'released', failed: 'released', refund_required: 'refund' };

const orderEnds = async (app: FastifyInstance, purchase: Purchase): Promise<string[]> => {
  const orders = await app.db.selectFrom('orders').select('status').where('customer_id', '=', purchase.customerId).orderBy('id').execute();
  return orders.map((order) => END[order.status] ?? order.status);
};

/**
 * One case: the flow runs on an instance that dies at the case's point (the run stops there); then a
 * restarted instance hears what a provider re-sends and runs its background round past every hold.
 * Whatever the point, nothing is stranded afterwards and the buyer's orders end as the table says.
 */
export const runFaultCase = async (rig: CrashRig, before: CapacitySnapshot, { flow, point, ends }: FaultCase): Promise<void> => {
  const purchase = await newPurchase(rig, flow.codeCents);
  for (const step of flow.prepare ?? []) await step(rig.base.app, purchase);
  const doomed = await rig.instance(point);
  try {
    for (const step of flow.run) {
      await step(doomed.app, purchase).catch((error: unknown) => {
        if (doomed.diedAt() === undefined) throw error;
      });
      if (doomed.diedAt() !== undefined) break;
    }
  } finally {
    await doomed.close();
  }
  expect(doomed.diedAt()).toBe(point);
  if (point === undefined) expect(new Set(doomed.passed)).toEqual(new Set(Object.keys(flow.crashes)));
  const restarted = await rig.instance();
  try {
    await flow.retry?.(restarted.app, purchase);
    await sweep(restarted.app, purchase);
    await expectNothingStranded(restarted.app.db, before);
    expect(await orderEnds(restarted.app, purchase)).toEqual(ends);
  } finally {
    await restarted.close();
  }
};

/** What a suite's further tests share: its rig and the capacity counters before any of its cases. */
export interface FaultSuite {
  rig: CrashRig;
  before: CapacitySnapshot;
}

const dialect = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite';

/**
 * The crash tests of `flows` on one database: a case per fault point and flow, in the table's order.
 * `config` is asked for the instances' config once, before they start; `more` adds tests of its own.
 */
export const describeFaultCases = (
  title: string,
  flows: readonly Flow[],
  config: () => Promise<TestAppOptions['config']> | TestAppOptions['config'] = () => ({}),
  more?: (suite: FaultSuite) => void,
): void => {
  describe(`${title} (${dialect})`, () => {
    const suite = {} as FaultSuite;
    beforeAll(async () => {
      suite.rig = await startCrashRig(crashCatalog(), await config());
      suite.before = await capacitySnapshot(suite.rig.base.app.db);
    });
    afterAll(async () => suite.rig.close());

    it.for(faultCases(flows).map((one) => [`${one.flow.name}: ${one.point ?? 'nothing crashes'}`, one] as const))('%s', { timeout: 30_000 }, async ([, one]) => {
      await runFaultCase(suite.rig, suite.before, one);
    });
    more?.(suite);
  });
};
