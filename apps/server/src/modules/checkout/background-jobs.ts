import type { FastifyBaseLogger } from 'fastify';
import type { MailWorker } from '../../mail/mail-worker.js';
import type { SweepResult } from './reconciliation.js';

export interface BackgroundJobs {
  /** Expired holds released, paid orders booked or flagged. Safe to run on every instance at once. */
  sweep(now?: Date): Promise<SweepResult>;
  /** Due outbox mails sent (0 without SMTP). */
  deliverMail(now?: Date): Promise<number>;
  /** Adds the slots of a new museum day once per day; true when it ran. */
  topUpTimeslots(now?: Date): Promise<boolean>;
  /** Staff mails due (orders to ship, lapsing reservations, flagged payments, the day's summary), each once across instances; how many went out. */
  staffNotices(now?: Date): Promise<number>;
  start(intervalMs: number): void;
  /** Stops the timer and waits for a round in progress, so the database is not closed under it. */
  stop(): Promise<void>;
}

export const createBackgroundJobs = (
  sweep: (now?: Date) => Promise<SweepResult>,
  mail: MailWorker | null,
  topUp: (now: Date) => Promise<boolean>,
  staffNotices: (now: Date) => Promise<number>,
  log: FastifyBaseLogger,
): BackgroundJobs => {
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<unknown> | undefined;
  const jobs: BackgroundJobs = {
    sweep,
    deliverMail: async (now = new Date()) => (mail === null ? 0 : mail.deliverDue(now)),
    topUpTimeslots: async (now = new Date()) => topUp(now),
    staffNotices: async (now = new Date()) => staffNotices(now),
    start: (intervalMs) => {
      timer = setInterval(() => {
        // A slow round must not overlap the next one in the same process.
        if (round !== undefined) return;
        round = Promise.all([jobs.sweep(), jobs.deliverMail(), jobs.topUpTimeslots(), jobs.staffNotices()])
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
