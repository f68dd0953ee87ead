import { cancel, checkout, diesAt, lateNotice, payOnPage, payOrder, reserve, returnToShop, spendCodeElsewhere, sweep } from './checkout-steps.js';
import type { Flow, OrderEnd } from './fault-cases.js';

/** A crash inside the placing transaction stores nothing; the order and all it holds roll back together. */
const placing = (ends: OrderEnd[] = []) => ({ 'after-order-insert': ends, 'after-claims-hold': ends, 'after-lines-insert': ends });
/** A checkout records its payment in the placing transaction, so a crash right after it rolls back with the order. */
const placingWithPayment = (ends: OrderEnd[] = []) => ({ ...placing(ends), 'after-payment-record': ends });
/** A crash inside the transaction that books: it rolls back with whatever it belongs to. */
const booking = (ends: OrderEnd[]) => ({ 'after-order-booked': ends, 'after-claims-sold': ends, 'after-fulfil': ends });

const WHOLE = 100_000;
const PART = 1000;

/**
 * The crash tests' table for paying now or later, through codes, the payment page and the review
 * page: each flow with every fault point it passes and how the buyer's orders end after an instance
 * died there and another one ran its background round past every hold.
 */

/**
 * Paying on the test provider's page: its record is the payment row, so a click that died with its
 * transaction paid nothing and every crash ends with the order released.
 */
const payingOnPageCrashes = (released: OrderEnd[] = ['released']): Flow['crashes'] => ({
  ...placingWithPayment(),
  'after-place': released,
  'after-provider-start': released,
  'after-payment-confirm': released,
  ...booking(released),
});
export const CHECKOUT_FLOWS: Flow[] = [
  {
    // The code's claim and the booking share the placing transaction: there is no moment in between.
    name: 'voucher codes pay the whole cart',
    codeCents: WHOLE,
    run: [checkout],
    crashes: { ...placing(), ...booking([]), 'after-place': ['booked'] },
    unbroken: ['booked'],
  },
  {
    name: 'a code pays part, the payer pays the rest on the payment page and returns',
    codeCents: PART,
    run: [checkout, payOnPage, returnToShop],
    crashes: payingOnPageCrashes(),
    unbroken: ['booked'],
  },
  {
    name: 'the payer pays everything on the payment page and returns',
    codeCents: 0,
    run: [checkout, payOnPage, returnToShop],
    crashes: payingOnPageCrashes(),
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
      ...placingWithPayment(['released']),
      'after-place': ['released', 'released'],
      'after-provider-start': ['released', 'released'],
    },
    unbroken: ['released', 'released'],
  },
];

/** Settling a late payment and booking it, each step of it: the payment, the order, then the booking's own transaction. */
const settling = ['after-payment-confirm', 'after-order-paid', 'before-book', 'after-order-booked', 'after-claims-sold', 'after-fulfil'] as const;
const each = <P extends string, E>(points: readonly P[], ends: E): Record<P, E> => Object.fromEntries(points.map((point) => [point, ends])) as Record<P, E>;

/** The order's hold ran out: the sweeper ended it and gave its places and its code's balance back. */
const givenUp = [checkout, sweep];
/** The provider's late notice was settled, then the instance died before booking: the order is paid and not booked. */
const leftPaid = [...givenUp, diesAt('before-book', lateNotice)];

/** What happens to an order after checkout: a late payment, reconciliation, the payer's return, a cancel, the sweeper. */
export const RECOVERY_FLOWS: Flow[] = [
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

