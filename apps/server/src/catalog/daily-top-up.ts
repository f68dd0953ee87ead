import { museumDate } from '@foyer/domain';
import type { Db } from '../db/database.js';
import { topUpTimeslots } from './timeslot-writer.js';

/**
 * Schedule rules offer slots a number of days ahead of "today"; a server running for weeks must keep
 * adding the days that come into reach. The first round of each museum day adds them (every instance
 * may: existing slots are left as they are, so the inserts never clash). The start itself tops up.
 */
export const createDailyTopUp = (db: Db, timeZone: string, startedAt: Date): ((now: Date) => Promise<boolean>) => {
  let toppedUpOn = museumDate(startedAt, timeZone);
  return async (now) => {
    const today = museumDate(now, timeZone);
    if (today === toppedUpOn) return false;
    await topUpTimeslots(db, now, timeZone);
    toppedUpOn = today;
    return true;
  };
};
