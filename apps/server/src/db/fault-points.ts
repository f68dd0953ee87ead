/**
 * The points between two writes of placing, paying and booking an order, where a process may die.
 * Every write step is one transaction, so a crash leaves each step before or after it; the crash
 * tests (`modules/checkout/fault-points.test.ts`) stop the process at each point in turn and show
 * that reconciliation then books, flags or releases every order (docs/architecture.md "Crash safety").
 * The `after-` points inside a transaction show that its writes roll back together.
 */
export const FAULT_POINTS = [
  /** Placing, one transaction: the order row is written, nothing held yet. */
  'after-order-insert',
  /** Placing: places, stock and voucher-code balances are held. */
  'after-claims-hold',
  /** Placing: the lines are written; an order its codes pay wholly is booked next, in the same transaction. */
  'after-lines-insert',
  /** The placing transaction committed, with a checkout's payment recorded; the provider knows nothing of it yet. */
  'after-place',
  /** A payment on an existing order: the earlier open payments are withdrawn, no new one recorded yet. */
  'after-payment-withdraw',
  /**
   * The payment row is written; the provider knows nothing of it yet. A checkout writes it in the
   * placing transaction (still open here), a payment on an existing order in a write of its own.
   */
  'after-payment-record',
  /** The provider registered the payment; its reference is not stored yet. */
  'after-provider-start',
  /** Settlement, one transaction: the payment is confirmed, its order not moved yet. */
  'after-payment-confirm',
  /** Settlement's general path: the order is paid too, about to commit. */
  'after-order-paid',
  /** The order is paid and committed; its booking transaction has not begun. */
  'before-book',
  /** Booking, one transaction: the order is booked, its claims not sold yet. */
  'after-order-booked',
  /** Booking: places, stock and code balances are sold, the lines not fulfilled yet. */
  'after-claims-sold',
  /** Booking: tickets, pass cards and gift codes are issued, the mail not queued yet. */
  'after-fulfil',
  /** Closing, one transaction: the payment is closed, its order not ended yet. */
  'after-payment-close',
  /** Ending an order, one transaction: the order is ended, its claims not released yet. */
  'after-order-end',
] as const;

export type FaultPoint = (typeof FAULT_POINTS)[number];

/** Called at every fault point. Production passes `noFaults`; a crash test passes one that throws at one point. */
export type FaultHook = (point: FaultPoint) => void;

export const noFaults: FaultHook = () => undefined;
