import { describe, expect, it } from 'vitest';
import { useMigratedDatabase } from '../test-support/migrated-database.js';
import { changedRows, compiledOnce, firstRow } from './compiled-once.js';
import type { Db } from './database.js';

const database = useMigratedDatabase();

describe('compiledOnce', () => {
  it('builds a statement once and binds each call its own values, inside transactions too, with constants kept', async () => {
    const { db } = database;
    let builds = 0;
    const byCode = compiledOnce((handle: Db, code: string) => {
      builds += 1;
      return handle.selectFrom('payment_types').select(['payart_id', 'wallet']).where('wallet', '=', code).where('shop_id', '>', 0).orderBy('payart_id');
    });
    const rename = compiledOnce((handle: Db, from: string, to: string) => handle.updateTable('payment_types').set({ wallet: to }).where('wallet', '=', from));
    await db.insertInto('shops').values({ id: 7, settings: '{}' }).execute();
    await db
      .insertInto('payment_types')
      .values([
        { shop_id: 7, payart_id: 1, name: '{}', image: null, sequence_no: 1, wallet: 'one', direct_debit: 0, pay_later_days: null },
        { shop_id: 7, payart_id: 2, name: '{}', image: null, sequence_no: 2, wallet: 'two', direct_debit: 0, pay_later_days: null },
      ])
      .execute();
    expect((await byCode(db, 'one')).rows).toEqual([{ payart_id: 1, wallet: 'one' }]);
    expect(await firstRow(byCode(db, 'two'))).toEqual({ payart_id: 2, wallet: 'two' });
    expect(await firstRow(byCode(db, 'three'))).toBeUndefined();
    await db.transaction().execute(async (trx) => {
      expect(await changedRows(rename(trx, 'two', 'three'))).toBe(true);
      expect(await changedRows(rename(trx, 'two', 'three'))).toBe(false);
      expect(await firstRow(byCode(trx, 'three'))).toEqual({ payart_id: 2, wallet: 'three' });
    });
    expect(builds).toBe(1);
  });
});
