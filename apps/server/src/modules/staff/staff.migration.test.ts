import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useMigratedDatabase } from '../../test-support/migrated-database.js';

const t = useMigratedDatabase({ migrated: false });

const insertStaff = (id: string, emailKey: string) =>
  sql`insert into staff (id, email, email_key, name, role, scope, can_refund, language, created_at)
      values (${id}, ${emailKey}, ${emailKey}, 'Ada', 'owner', '{"events":null,"tours":null}', 1, 'en', '2027-01-01T00:00:00.000Z')`.execute(t.db);

describe('migration 0019-staff', () => {
  it('keeps one member per address, an audit log nothing can change or delete, and can be undone and done again', async () => {
    expect((await t.migrator().migrateTo('0019-staff')).error).toBeUndefined();
    await insertStaff('s1', 'ada@museum.example');
    await expect(insertStaff('s2', 'ada@museum.example')).rejects.toThrow();
    expect(await t.db.selectFrom('staff').select(['id', 'disabled', 'demo', 'version', 'totp_last_step']).execute()).toEqual([
      { id: 's1', disabled: 0, demo: 0, version: 1, totp_last_step: null },
    ]);

    await t.db.insertInto('office_audit').values({ at: '2027-01-01T00:00:00.000Z', staff_id: 's1', action: 'staff.create', target: 'staff:s1', before_json: null, after_json: '{}' }).execute();
    await expect(t.db.updateTable('office_audit').set({ action: 'nothing happened' }).execute()).rejects.toThrow(/append-only/);
    await expect(t.db.deleteFrom('office_audit').execute()).rejects.toThrow(/append-only/);
    expect(await t.db.selectFrom('office_audit').select('action').execute()).toEqual([{ action: 'staff.create' }]);

    expect((await t.migrator().migrateTo('0018-event-list-entry-instants')).error).toBeUndefined();
    expect((await t.migrator().migrateTo('0019-staff')).error).toBeUndefined();
    expect(await t.db.selectFrom('staff').select('id').execute()).toEqual([]);
  });
});
