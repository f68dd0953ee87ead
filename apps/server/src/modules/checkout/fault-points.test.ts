import { afterAll, beforeAll, describe, it } from 'vitest';
import { checkout, payOnPage, payOrder, reserve, returnToShop } from '../../test-support/checkout-steps.js';
import { startCrashRig, type CrashRig } from '../../test-support/crash-rig.js';
import { crashCatalog, faultCases, runFaultCase, type Flow, type OrderEnd } from '../../test-support/fault-cases.js';
import { capacitySnapshot, type CapacitySnapshot } from '../../test-support/nothing-stranded.js';

const dialect = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite';

/** A crash inside the placing transaction stores nothing; the order and all it holds roll back together. */
const placing = (ends: OrderEnd[] = []) => ({ 'after-order-insert': ends, 'after-claims-hold': ends, 'after-lines-insert': ends });
/** A crash inside the transaction that books: it rolls back with whatever it belongs to. */
const booking = (ends: OrderEnd[]) => ({ 'after-order-booked': ends, 'after-claims-sold': ends, 'after-fulfil': ends });

const WHOLE = 100_000;
const PART = 1000;

const flows: Flow[] = [
  {
    // The code's claim and the booking share the placing transaction: there is no moment in between.
    name: 'voucher codes pay the whole cart',
    codeCents: WHOLE,
    run: [checkout],
    crashes: { ...placing(), ...booking([]), 'after-place': ['booked'] },
    unbroken: ['booked'],
  },
  {
    // The test provider's record is the payment row: a click that died with its transaction paid nothing.
    name: 'a code pays part, the payer pays the rest on the payment page and returns',
    codeCents: PART,
    run: [checkout, payOnPage, returnToShop],
    crashes: {
      ...placing(),
      'after-place': ['released'],
      'after-payment-record': ['released'],
      'after-provider-start': ['released'],
      'after-payment-confirm': ['released'],
      ...booking(['released']),
    },
    unbroken: ['booked'],
  },
  {
    name: 'a code pays part of a pay-later order, which is paid later from its review page',
    codeCents: PART,
    run: [reserve, payOrder, payOnPage, returnToShop],
    crashes: {
      ...placing(),
      'after-payment-withdraw': ['released'],
      'after-payment-record': ['released'],
      'after-provider-start': ['released'],
      'after-payment-confirm': ['released'],
      ...booking(['released']),
    },
    unbroken: ['booked'],
  },
  {
    name: 'voucher codes pay a pay-later order wholly',
    codeCents: WHOLE,
    run: [reserve],
    crashes: { ...placing(), ...booking([]) },
    unbroken: ['booked'],
  },
  {
    // The previous unpaid order is ended before the new one is placed; a crash leaves it to the sweeper.
    name: 'a second checkout ends the first, unpaid one',
    codeCents: PART,
    prepare: [checkout],
    run: [checkout],
    crashes: {
      'after-payment-close': ['released'],
      'after-order-end': ['released'],
      ...placing(['released']),
      'after-place': ['released', 'released'],
      'after-payment-record': ['released', 'released'],
      'after-provider-start': ['released', 'released'],
    },
    unbroken: ['released', 'released'],
  },
];

describe(`an instance dying at any fault point of checkout strands nothing (${dialect})`, () => {
  let rig: CrashRig;
  let before: CapacitySnapshot;
  beforeAll(async () => {
    rig = await startCrashRig(crashCatalog());
    before = await capacitySnapshot(rig.base.app.db);
  });
  afterAll(async () => rig.close());

  it.for(faultCases(flows).map((one) => [`${one.flow.name}: ${one.point ?? 'nothing crashes'}`, one] as const))('%s', { timeout: 30_000 }, async ([, one]) => {
    await runFaultCase(rig, before, one);
  });
});
