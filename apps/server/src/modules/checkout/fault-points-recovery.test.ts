import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adults } from '../../test-support/checkout-kit.js';
import { cancel, checkout, diesAt, lateNotice, newPurchase, reserve, returnToShop, spendCodeElsewhere, sweep } from '../../test-support/checkout-steps.js';
import { startCrashRig, type CrashRig } from '../../test-support/crash-rig.js';
import { crashCatalog, faultCases, runFaultCase, type Flow } from '../../test-support/fault-cases.js';
import { capacitySnapshot, expectNothingStranded, type CapacitySnapshot } from '../../test-support/nothing-stranded.js';
import { OrderPlacement } from '../orders/order-placement.js';
import { moveOrder } from '../orders/orders.repository.js';
import { ShopResolver } from '../shop/shop-context.js';

const dialect = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite';

const PART = 1000;
/** Settling a late payment and booking it, each step of it: the payment, the order, then the booking's own transaction. */
const settling = ['after-payment-confirm', 'after-order-paid', 'before-book', 'after-order-booked', 'after-claims-sold', 'after-fulfil'] as const;
const each = <P extends string, E>(points: readonly P[], ends: E): Record<P, E> => Object.fromEntries(points.map((point) => [point, ends])) as Record<P, E>;

/** The order's hold ran out: the sweeper ended it and gave its places and its code's balance back. */
const givenUp = [checkout, sweep];
/** The provider's late notice was settled, then the instance died before booking: the order is paid and not booked. */
const leftPaid = [...givenUp, diesAt('before-book', lateNotice)];

const flows: Flow[] = [
  {
    // A provider sends its notice again until it is answered; the places are still free.
    name: 'a payment confirmed after its hold ran out',
    codeCents: PART,
    prepare: givenUp,
    run: [lateNotice],
    retry: lateNotice,
    crashes: each(settling, ['booked']),
    unbroken: ['booked'],
  },
  {
    // The code's balance went to another buyer meanwhile: booking would spend it twice, so the order is flagged.
    name: 'a late payment whose code was spent meanwhile',
    codeCents: PART,
    prepare: [...givenUp, spendCodeElsewhere],
    run: [lateNotice],
    retry: lateNotice,
    crashes: each(['after-payment-confirm', 'after-order-paid', 'before-book', 'after-order-booked'], ['refund']),
    unbroken: ['refund'],
  },
  {
    name: 'reconciliation books an order a crash left paid',
    codeCents: PART,
    prepare: leftPaid,
    run: [sweep],
    crashes: each(['before-book', 'after-order-booked', 'after-claims-sold', 'after-fulfil'], ['booked']),
    unbroken: ['booked'],
  },
  {
    name: 'the payer returns to an order a crash left paid',
    codeCents: PART,
    prepare: leftPaid,
    run: [returnToShop],
    crashes: each(settling, ['booked']),
    unbroken: ['booked'],
  },
  {
    name: 'the payer cancels (checkout/cancel)',
    codeCents: PART,
    prepare: [checkout],
    run: [cancel],
    crashes: each(['after-payment-close', 'after-order-end'], ['released']),
    unbroken: ['released'],
  },
  {
    name: 'the sweeper ends an unpaid order whose hold ran out',
    codeCents: PART,
    prepare: [checkout],
    run: [sweep],
    crashes: each(['after-payment-close', 'after-order-end'], ['released']),
    unbroken: ['released'],
  },
  {
    name: 'the sweeper ends a reserved order at its due date',
    codeCents: PART,
    prepare: [reserve],
    run: [sweep],
    crashes: { 'after-order-end': ['released'] },
    unbroken: ['released'],
  },
];

describe(`an instance dying at any fault point of settling, booking or ending strands nothing (${dialect})`, () => {
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

  it('books an order an earlier build left paid with no payment row, its code balance held (placed, then killed before booking)', async () => {
    const { app, config } = rig.base;
    const purchase = await newPurchase(rig, 100_000);
    const placement = new OrderPlacement(app.db, new ShopResolver(app.db, config.overrides), config.holdMinutes, config.maxOrderPlaces);
    const items = [adults(purchase.slot.datetime, 1), { type: 'voucherCode', barcode: purchase.code }];
    const urls = { continue: 'http://localhost:3000/en/checkout/success', cancel: 'http://localhost:3000/en/checkout/failed' };
    const order = await placement.place({ shopId: 177, customerId: purchase.customerId, lang: 'en', items, payart: 300, partner: null, externalDocumentNumber: null, urls, payLaterDays: null });
    expect(order.amount_due_cents).toBe(0);
    expect(await moveOrder(app.db, order.id, ['pending'], 'paid', new Date())).toBe(true);

    await sweep(app, purchase);
    expect(await app.db.selectFrom('orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow()).toEqual({ status: 'booked' });
    expect(await app.db.selectFrom('voucher_codes').select(['sold', 'held']).where('code', '=', purchase.code).executeTakeFirstOrThrow()).toEqual({ sold: 1800, held: 0 });
    await expectNothingStranded(app.db, before);
  });
});
