import type { Executor } from '../../db/database.js';

/** A scan that let someone in or out, or that an offline phone let in a second time, as the office shows it. */
export interface RecordedCheckIn {
  kind: 'ticket' | 'pass';
  subjectId: number;
  code: string;
  outcome: 'admitted' | 'exited' | 'conflict';
  at: string;
  door: string;
}

const RECORDED = ['admitted', 'exited', 'conflict'] as const;

/** The entries, exits and double admissions of these issued tickets and pass cards, in the order they were scanned. */
export const checkInsOf = async (db: Executor, ticketIds: readonly number[], passIds: readonly number[]): Promise<RecordedCheckIn[]> => {
  if (ticketIds.length === 0 && passIds.length === 0) return [];
  const rows = await db
    .selectFrom('door_scans')
    .innerJoin('door_devices', 'door_devices.id', 'door_scans.device_id')
    .select(['door_scans.kind', 'door_scans.subject_id', 'door_scans.code', 'door_scans.outcome', 'door_scans.scanned_at', 'door_devices.name'])
    .where((eb) =>
      eb.or([
        ...(ticketIds.length === 0 ? [] : [eb.and([eb('door_scans.kind', '=', 'ticket'), eb('door_scans.subject_id', 'in', ticketIds)])]),
        ...(passIds.length === 0 ? [] : [eb.and([eb('door_scans.kind', '=', 'pass'), eb('door_scans.subject_id', 'in', passIds)])]),
      ]),
    )
    .where('door_scans.outcome', 'in', RECORDED)
    .orderBy('door_scans.scanned_at')
    .orderBy('door_scans.id')
    .execute();
  return rows.map((row) => ({
    kind: row.kind === 'pass' ? 'pass' : 'ticket',
    subjectId: row.subject_id ?? 0,
    code: row.code,
    outcome: row.outcome as RecordedCheckIn['outcome'],
    at: row.scanned_at,
    door: row.name,
  }));
};

/** How many tickets of each of these times the door let in (each ticket once, however often it was scanned). */
export const admittedPerSlot = async (db: Executor, slotIds: readonly number[]): Promise<Map<number, number>> => {
  if (slotIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('door_scans')
    .select(['door_scans.timeslot_id', (eb) => eb.fn.countAll<number>().as('admitted')])
    .where('door_scans.kind', '=', 'ticket')
    .where('door_scans.outcome', '=', 'admitted')
    .where('door_scans.timeslot_id', 'in', slotIds)
    .groupBy('door_scans.timeslot_id')
    .execute();
  return new Map(rows.map((row) => [row.timeslot_id ?? 0, Number(row.admitted)]));
};

/** How many tickets of each order the door let in at one time. */
export const admittedPerOrder = async (db: Executor, slotId: number): Promise<Map<number, number>> => {
  const rows = await db
    .selectFrom('door_scans')
    .innerJoin('issued_tickets', 'issued_tickets.id', 'door_scans.subject_id')
    .select(['issued_tickets.order_id', (eb) => eb.fn.countAll<number>().as('admitted')])
    .where('door_scans.kind', '=', 'ticket')
    .where('door_scans.outcome', '=', 'admitted')
    .where('door_scans.timeslot_id', '=', slotId)
    .groupBy('issued_tickets.order_id')
    .execute();
  return new Map(rows.map((row) => [row.order_id, Number(row.admitted)]));
};
