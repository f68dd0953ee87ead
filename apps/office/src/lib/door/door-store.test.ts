import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { describe, expect, it } from 'vitest';
import { DoorStore } from './door-store';
import { CONFIG } from './test-support/door-server-stand-in';

describe('the door phone’s store', () => {
  it('drops pass rows kept by the first version, and the cursor with them, so the next download is the whole day', async () => {
    const name = `door-store-${Math.random()}`;
    const first = await openDB(name, 1, {
      upgrade(database) {
        database.createObjectStore('meta');
        database.createObjectStore('tickets', { keyPath: 'code' });
        database.createObjectStore('passes', { keyPath: 'code' });
        database.createObjectStore('queue', { keyPath: 'scan.nonce' });
      },
    });
    await first.put('meta', CONFIG, 'config');
    await first.put('meta', { cursor: 'c1', day: '2027-05-01' }, 'header');
    await first.put('passes', { code: 'P1', what: 'Annual pass', owner: 'Ada Muster', validFrom: '2027-01-15', validTo: '2028-01-14', entriesToday: 0, firstUseToday: null });
    await first.put('tickets', { code: 'T1', what: 'Adult' });
    first.close();

    const store = await DoorStore.open(name);
    try {
      expect(await store.passes()).toEqual([]);
      expect(await store.get('header')).toBeUndefined();
      expect(await store.get('config')).toEqual(CONFIG);
      expect((await store.tickets()).map((row) => row.code)).toEqual(['T1']);
    } finally {
      store.close();
    }
  });
});
