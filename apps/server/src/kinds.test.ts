import { CART_ITEM_TYPES } from '@foyer/contract';
import { describe, expect, it } from 'vitest';
import { composeKinds, MIGRATIONS } from './kinds.js';
import { ShopResolver } from './kernel/shop-context.js';
import { createTestApp } from './test-support/create-test-app.js';
import { useMigratedDatabase } from './test-support/migrated-database.js';

const database = useMigratedDatabase();

describe('the kinds composed from their one list', () => {
  it.each(CART_ITEM_TYPES)('sell basket lines of type %s', (type) => {
    const { lineKinds } = composeKinds({ db: database.db, shops: new ShopResolver(database.db, {}), publicUrl: 'http://127.0.0.1' });
    expect(() => lineKinds.of(type)).not.toThrow();
  });

  it("bring their own public calls, which the app registers through them", async () => {
    const t = await createTestApp();
    try {
      for (const url of ['/api/:lang/event/select', '/api/:lang/tour/select/event', '/api/:lang/merchandise/select', '/api/:lang/voucher/attr', '/api/:lang/donation']) {
        expect({ url, registered: t.app.hasRoute({ method: 'GET', url }) }).toEqual({ url, registered: true });
      }
    } finally {
      await t.close();
    }
  });

  it("run each kind's own migrations with the core's", () => {
    expect(Object.keys(MIGRATIONS)).toEqual(expect.arrayContaining(['0001-shop-base', '0004-tours', '0017-donations']));
  });
});
