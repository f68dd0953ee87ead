import { describe, expect, it } from 'vitest';
import { adults, futureSlot, registerGuest, slotCounters, startPayment } from '../../test-support/checkout-kit.js';
import { createTestApp } from '../../test-support/create-test-app.js';
import { fixtureCatalogWithEvents } from '../../test-support/fixture-events.js';

describe('the background timer', () => {
  it('sweeps expired holds every JOB_INTERVAL_SECONDS once the app is ready, and stops on close', async () => {
    const t = await createTestApp({ catalog: fixtureCatalogWithEvents(), config: { jobIntervalSeconds: 1 } });
    try {
      const token = await registerGuest(t.app);
      const slot = await futureSlot(t.app, 0);
      await startPayment(t.app, token, [adults(slot.datetime, 2)]);
      await t.app.db.updateTable('orders').set({ hold_expires_at: new Date(Date.now() - 1000).toISOString() }).execute();
      await expect.poll(async () => (await slotCounters(t.app, slot.id)).held, { timeout: 5000, interval: 200 }).toBe(0);
    } finally {
      await t.close();
    }
  });
});
