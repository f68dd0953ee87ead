import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import type { MailWorker } from '../../mail/mail-worker.js';
import type { BookingService } from './booking.service.js';
import { sweepExpiredHolds } from './order-release.js';
import { findOrder } from '../orders/orders.repository.js';

/** Paid orders whose payer never came back to the shop: booked by the sweeper, so the tickets still go out. */
const bookAbandonedPaidOrders = async (db: Db, booking: BookingService, now: Date): Promise<number> => {
  const rows = await db
    .selectFrom('orders')
    .select('id')
    .where('status', '=', 'paid')
    .where('hold_expires_at', '<=', now.toISOString())
    .limit(100)
    .execute();
  let booked = 0;
  for (const { id } of rows) {
    const order = await findOrder(db, id);
    if (order === undefined) continue;
    await booking.book(order).then(
      () => (booked += 1),
      () => undefined,
    );
  }
  return booked;
};

export interface BackgroundJobs {
  /** Expired holds released, abandoned paid orders booked. Safe to run on every instance at once. */
  sweep(now?: Date): Promise<{ expired: number; booked: number }>;
  /** Due outbox mails sent (0 without SMTP). */
  deliverMail(now?: Date): Promise<number>;
  start(intervalMs: number): void;
  /** Stops the timer and waits for a round in progress, so the database is not closed under it. */
  stop(): Promise<void>;
}

export const createBackgroundJobs = (db: Db, booking: BookingService, mail: MailWorker | null, log: FastifyBaseLogger): BackgroundJobs => {
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<unknown> | undefined;
  const jobs: BackgroundJobs = {
    sweep: async (now = new Date()) => ({ expired: await sweepExpiredHolds(db, now), booked: await bookAbandonedPaidOrders(db, booking, now) }),
    deliverMail: async (now = new Date()) => (mail === null ? 0 : mail.deliverDue(now)),
    start: (intervalMs) => {
      timer = setInterval(() => {
        // A slow round must not overlap the next one in the same process.
        if (round !== undefined) return;
        round = Promise.all([jobs.sweep(), jobs.deliverMail()])
          .catch((error: unknown) => log.error({ err: error }, 'background job failed'))
          .finally(() => (round = undefined));
      }, intervalMs);
      timer.unref();
    },
    stop: async () => {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
      await round;
    },
  };
  return jobs;
};
