import type { LightMyRequestResponse } from 'fastify';
import type { FastifyInstance } from 'fastify';
import type { FaultPoint } from '../db/fault-points.js';
import { adults, execPayment, futureSlot, initBody, initPayment } from './checkout-kit.js';
import type { CrashRig } from './crash-rig.js';
import { INVOICE } from './fixture-pay-later.js';
import { registeredCustomer } from './registered-customer.js';

/** One buyer's purchase as the steps of a crash test see it: who buys, with which code, and what each step learnt. */
export interface Purchase {
  rig: CrashRig;
  customerId: number;
  token: string;
  /** A code of its own, so its balance tells this purchase's story alone. */
  code: string;
  /** Whether the cart carries the code (a code of no balance: the provider pays everything). */
  paysWithCode: boolean;
  slot: { id: number; datetime: string };
  /** The latest payment page, on this server (the test provider) or the provider's site. */
  paymentPage?: string;
  paymentPath?: string;
  paymentId?: string;
}

/** One thing a buyer, a provider or a background job does to an instance; it throws when the instance refuses. */
export type Step = (app: FastifyInstance, purchase: Purchase) => Promise<void>;

const ok = (res: LightMyRequestResponse, status = 200): LightMyRequestResponse => {
  if (res.statusCode !== status) throw new Error(`${res.statusCode} ${res.body}`);
  return res;
};

let purchases = 0;

/** A new buyer (a registered customer, who may also pay later) with a code of `codeCents` (0: none) and a slot of their own. */
export const newPurchase = async (rig: CrashRig, codeCents: number): Promise<Purchase> => {
  purchases += 1;
  const { app } = rig.base;
  const customer = await registeredCustomer(app, `buyer-${purchases}@example.org`);
  const code = `CRASH-${purchases}`;
  await app.db.insertInto('voucher_codes').values({ shop_id: 177, code, name: 'Crash test', amount: codeCents, sold: 0, held: 0, valid_from: '2000-01-01', valid_to: '2999-12-31', created_at: new Date().toISOString() }).execute();
  return { rig, customerId: customer.id, token: customer.token, code, paysWithCode: codeCents > 0, slot: await futureSlot(app, purchases % 30) };
};

const latestOrder = (app: FastifyInstance, purchase: Purchase) =>
  app.db.selectFrom('orders').selectAll().where('customer_id', '=', purchase.customerId).orderBy('id', 'desc').executeTakeFirstOrThrow();

/** Two places, postcards and the purchase's code; a payment page, when something is left to pay, is remembered. */
const cart = (purchase: Purchase) => [
  adults(purchase.slot.datetime, 2),
  { type: 'merchandise', id: 705, count: 1 },
  ...(purchase.paysWithCode ? [{ type: 'voucherCode', barcode: purchase.code }] : []),
];

const rememberPaymentPage = (purchase: Purchase, address: string): void => {
  const url = new URL(address);
  if (!url.pathname.startsWith('/pay/')) return;
  purchase.paymentPage = address;
  purchase.paymentPath = url.pathname;
  purchase.paymentId = url.pathname.split('/').pop();
};

/** `checkout/initPayment`, paying now. */
export const checkout: Step = async (app, purchase) => {
  const res = ok(await initPayment(app, purchase.token, initBody(cart(purchase))));
  rememberPaymentPage(purchase, (res.json() as { data: string }).data);
};

/** `checkout/initPayment` with the shop's pay-later type: the order is reserved. */
export const reserve: Step = async (app, purchase) => {
  ok(await initPayment(app, purchase.token, initBody(cart(purchase), { payart: INVOICE })));
};

/** `checkout/initPaymentOrder` from the order's review page. */
export const payOrder: Step = async (app, purchase) => {
  const { review_token: id } = await latestOrder(app, purchase);
  const url = { continue: `/en/order-review/${id}`, cancel: `/en/order-review/${id}` };
  const res = ok(await app.inject({ method: 'POST', url: '/api/en/checkout/initPaymentOrder', payload: { payart: 164, aux: {}, id, url } }));
  rememberPaymentPage(purchase, (res.json() as { data: string }).data);
};

/** The payer pays on the test provider's page. */
export const payOnPage: Step = async (app, purchase) => {
  ok(await app.inject({ method: 'POST', url: purchase.paymentPath ?? '', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'outcome=confirmed' }), 303);
};

/** The payer comes back to the shop: `checkout/execPayment`. */
export const returnToShop: Step = async (app, purchase) => {
  ok(await execPayment(app, (await latestOrder(app, purchase)).cart_id));
};

/** `checkout/cancel` of the latest order. */
export const cancel: Step = async (app, purchase) => {
  ok(await app.inject({ method: 'POST', url: `/api/en/checkout/cancel?noRedirect=1&cartId=${(await latestOrder(app, purchase)).cart_id}` }));
};

/** A moment after every hold of the database has run out, a reserved order's due date included. */
export const pastEveryHold = async (app: FastifyInstance): Promise<Date> => {
  const latest = await app.db.selectFrom('orders').select('hold_expires_at').orderBy('hold_expires_at', 'desc').executeTakeFirst();
  return new Date(Math.max(Date.now(), latest === undefined ? 0 : Date.parse(latest.hold_expires_at)) + 60_000);
};

/** The background round (sweeper and reconciliation) with its clock past every hold. */
export const sweep: Step = async (app) => {
  await app.jobs.sweep(await pastEveryHold(app));
};

/** The provider's notice that the payment was taken, after the shop gave the order up. */
export const lateNotice: Step = async (app, purchase) => {
  await app.settlement.confirm(purchase.paymentId ?? '');
};

/** Another buyer spends all that is left on the purchase's code, through the payment page. */
export const spendCodeElsewhere: Step = async (app, purchase) => {
  const other = await registeredCustomer(app, `other-${purchase.code.toLowerCase()}@example.org`);
  const res = ok(await initPayment(app, other.token, initBody([adults(purchase.slot.datetime, 1), { type: 'voucherCode', barcode: purchase.code }])));
  const page = new URL((res.json() as { data: string }).data).pathname;
  ok(await app.inject({ method: 'POST', url: page, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'outcome=confirmed' }), 303);
};

/** `step` on an instance of its own that dies at `point`, as a crash before the one under test. */
export const diesAt =
  (point: FaultPoint, step: Step): Step =>
  async (_app, purchase) => {
    const instance = await purchase.rig.instance(point);
    await step(instance.app, purchase).catch(() => undefined);
    await instance.close();
    if (instance.diedAt() !== point) throw new Error(`the instance did not die at ${point}`);
  };
