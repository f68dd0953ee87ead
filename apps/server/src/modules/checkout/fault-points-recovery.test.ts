import { expect, it } from 'vitest';
import { adults } from '../../test-support/checkout-kit.js';
import { RECOVERY_FLOWS } from '../../test-support/checkout-flows.js';
import { newPurchase, sweep } from '../../test-support/checkout-steps.js';
import { describeFaultCases, type FaultSuite } from '../../test-support/fault-cases.js';
import { appLineKinds } from '../../test-support/line-kinds.js';
import { expectNothingStranded } from '../../test-support/nothing-stranded.js';
import { OrderPlacement } from '../orders/order-placement.js';
import { moveOrder } from '../orders/orders.repository.js';
import { ShopResolver } from '../../kernel/shop-context.js';

const leftBehind = (suite: FaultSuite): void => {
  it('books an order an earlier build left paid with no payment row, its code balance held (placed, then killed before booking)', async () => {
    const { rig, before } = suite;
    const { app, config } = rig.base;
    const purchase = await newPurchase(rig, 100_000);
    const shops = new ShopResolver(app.db, config.overrides);
    const placement = new OrderPlacement(app.db, shops, appLineKinds(app.db, shops), config.holdMinutes, config.maxOrderPlaces);
    const items = [adults(purchase.slot.datetime, 1), { type: 'voucherCode', barcode: purchase.code }];
    const urls = { continue: 'http://localhost:3000/en/checkout/success', cancel: 'http://localhost:3000/en/checkout/failed' };
    const order = await placement.place({ shopId: 177, customerId: purchase.customerId, lang: 'en', items, payart: 300, partner: null, externalDocumentNumber: null, referrer: null, urls, payLaterDays: null });
    expect(order.amount_due_cents).toBe(0);
    expect(await moveOrder(app.db, order.id, ['pending'], 'paid', new Date())).toBe(true);

    await sweep(app, purchase);
    expect(await app.db.selectFrom('orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow()).toEqual({ status: 'booked' });
    expect(await app.db.selectFrom('voucher_codes').select(['sold', 'held']).where('code', '=', purchase.code).executeTakeFirstOrThrow()).toEqual({ sold: 1800, held: 0 });
    await expectNothingStranded(app.db, before);
  });
};

describeFaultCases('an instance dying at any fault point of settling, booking or ending strands nothing', RECOVERY_FLOWS, undefined, leftBehind);
