import type { AuditEntry } from '@foyer/contract';
import type { Executor } from '../../db/database.js';

export interface AuditWrite {
  /** Who wrote: a staff id, or null for the command line. */
  staffId: string | null;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
}

const json = (value: unknown): string | null => (value === null || value === undefined ? null : JSON.stringify(value));

/** Appends one entry, in the transaction of the write it tells of: the entry exists exactly when the write does. */
export const appendAudit = async (db: Executor, entry: AuditWrite, now: Date): Promise<void> => {
  await db
    .insertInto('office_audit')
    .values({ at: now.toISOString(), staff_id: entry.staffId, action: entry.action, target: entry.target, before_json: json(entry.before), after_json: json(entry.after) })
    .execute();
};

export interface AuditFilter {
  staff?: string | undefined;
  action?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  /** Entries older than this id (the previous page's last). */
  beforeId?: number | undefined;
  limit: number;
}

const instant = (iso: string): string => new Date(iso).toISOString();

/** Newest first; one more than `limit` is read to tell whether another page follows. */
export const readAudit = async (db: Executor, filter: AuditFilter): Promise<{ entries: AuditEntry[]; lastId: number | null }> => {
  const rows = await db
    .selectFrom('office_audit')
    .leftJoin('staff', 'staff.id', 'office_audit.staff_id')
    .select(['office_audit.id', 'office_audit.at', 'office_audit.staff_id', 'staff.name as staff_name', 'office_audit.action', 'office_audit.target', 'office_audit.before_json', 'office_audit.after_json'])
    .$if(filter.staff !== undefined, (q) => q.where('office_audit.staff_id', '=', filter.staff ?? ''))
    .$if(filter.action !== undefined, (q) => q.where('office_audit.action', '=', filter.action ?? ''))
    .$if(filter.from !== undefined, (q) => q.where('office_audit.at', '>=', instant(filter.from ?? '')))
    .$if(filter.to !== undefined, (q) => q.where('office_audit.at', '<', instant(filter.to ?? '')))
    .$if(filter.beforeId !== undefined, (q) => q.where('office_audit.id', '<', filter.beforeId ?? 0))
    .orderBy('office_audit.id', 'desc')
    .limit(filter.limit + 1)
    .execute();
  const page = rows.slice(0, filter.limit);
  return {
    entries: page.map((row) => ({
      id: String(row.id),
      at: row.at,
      staffId: row.staff_id,
      staffName: row.staff_name,
      action: row.action,
      target: row.target,
      before: row.before_json === null ? null : JSON.parse(row.before_json),
      after: row.after_json === null ? null : JSON.parse(row.after_json),
    })),
    lastId: rows.length > filter.limit ? (page.at(-1)?.id ?? null) : null,
  };
};
