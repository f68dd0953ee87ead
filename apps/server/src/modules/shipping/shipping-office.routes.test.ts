import { apiErrorSchema, officeShippingResponseSchema, officeShippingStaleErrorSchema, shippingCostsResponseSchema, type OfficeShippingRecord } from '@foyer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportCatalog, importCatalog } from '../../kinds.js';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';
import { fixtureCatalogWithMerchandise } from '../../test-support/fixture-merchandise.js';
import { addStaff, officeCall, signIn, type SignedIn } from '../../test-support/office-kit.js';

let t: TestApp;
let editor: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ catalog: fixtureCatalogWithMerchandise() });
  editor = await signIn(t.app, await addStaff(t.app, 'editor'));
});
afterAll(async () => t.close());

const call = (who: SignedIn, method: 'GET' | 'PUT', path: string, payload?: object) =>
  officeCall(t.app, method, path, { cookie: who.cookie, csrf: who.csrf, ...(payload === undefined ? {} : { payload }) });
const recordOf = (res: { json(): unknown }): OfficeShippingRecord => officeShippingResponseSchema.parse(res.json()).data.record;
/** What one book (1200 g) costs to ship to `country`, or the refusal's code. */
const bookTo = async (country: string) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/en/shipping/costs', payload: { cart: [{ type: 'merchandise', id: 701, count: 1 }], country } });
  return res.statusCode === 200 ? shippingCostsResponseSchema.parse(res.json()).data.cost : apiErrorSchema.parse(res.json()).code;
};

describe('the office’s shipping table', () => {
  it('reads the zones as the catalog keeps them, with the countries the shop sells to', async () => {
    const record = recordOf(await call(editor, 'GET', '/shipping'));
    expect(record.zones.map((zone) => zone.countries)).toEqual([['CH', 'LI'], ['DE'], ['DE', 'AT', 'FR']]);
    expect(record.zones[0]?.bands[0]).toEqual({ maxWeight: 1000, price: 900 });
    expect(record.shopCountries).toEqual(['CH', 'LI', 'DE', 'AT', 'FR', 'US']);
  });

  it('adds a zone for the United States: a visitor’s next quote uses its band, the export holds it, the audit log keeps before and after', async () => {
    expect(await bookTo('US')).toBe('NO_SHIPPING_COSTS');
    const before = recordOf(await call(editor, 'GET', '/shipping'));
    const zones = [...before.zones, { name: { en: 'United States' }, countries: ['US'], bands: [{ maxWeight: 5000, price: 3900 }] }];
    const res = await call(editor, 'PUT', '/shipping', { zones, version: before.version });
    expect(res.statusCode, res.body).toBe(200);
    expect(recordOf(res).version).toBe(before.version + 1);
    expect(await bookTo('US')).toBe(3900);
    const exported = (await exportCatalog(t.app.db, 177)) as { shipping: { countries: string[]; bands: unknown[] }[] };
    expect(exported.shipping.at(-1)).toEqual({ name: { en: 'United States' }, countries: ['US'], bands: [{ max_weight: 5000, price: 3900 }] });
    const audit = await t.app.db.selectFrom('office_audit').selectAll().where('target', '=', 'shipping').executeTakeFirstOrThrow();
    expect([audit.action, JSON.parse(audit.before_json ?? 'null'), JSON.parse(audit.after_json ?? 'null')]).toEqual(['shipping.update', before.zones, zones]);
  });

  it('refuses overlapping bands, a negative cost and a country twice, with 422 and the field texts in the editor’s language', async () => {
    await t.app.db.updateTable('staff').set({ language: 'nl' }).where('id', '=', editor.session.staff.id).execute();
    try {
      const record = recordOf(await call(editor, 'GET', '/shipping'));
      const [home, ...others] = record.zones;
      if (home === undefined) throw new Error('the fixture has zones');
      const broken = { ...home, countries: ['CH', 'LI', 'CH'], bands: [{ maxWeight: 1000, price: 900 }, { maxWeight: 1000, price: -100 }] };
      const res = await call(editor, 'PUT', '/shipping', { zones: [broken, ...others], version: record.version });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: {
          'zones.0.countries.2': ['Dit item staat er twee keer in.'],
          'zones.0.bands.1.price': ['Het bedrag mag niet negatief zijn.'],
          'zones.0.bands.1.maxWeight': ['Twee gewichtsklassen eindigen bij hetzelfde gewicht. Geef elke klasse een eigen maximumgewicht.'],
        },
      });
      expect(recordOf(await call(editor, 'GET', '/shipping')).version).toBe(record.version);
    } finally {
      await t.app.db.updateTable('staff').set({ language: 'en' }).where('id', '=', editor.session.staff.id).execute();
    }
  });

  it('tells the second of two editors of one version; an import that changes the table makes an older copy stale too', async () => {
    const record = recordOf(await call(editor, 'GET', '/shipping'));
    expect((await call(editor, 'PUT', '/shipping', { zones: record.zones.slice(0, 3), version: record.version })).statusCode).toBe(200);
    const second = await call(editor, 'PUT', '/shipping', { zones: record.zones, version: record.version });
    expect(second.statusCode).toBe(409);
    expect(officeShippingStaleErrorSchema.parse(second.json()).current.zones).toHaveLength(3);

    const now = recordOf(await call(editor, 'GET', '/shipping'));
    const catalog = fixtureCatalogWithMerchandise();
    await importCatalog(t.app.db, { ...catalog, shipping: (catalog.shipping ?? []).map((zone, index) => (index === 0 ? { ...zone, bands: [{ max_weight: 30000, price: 1000 }] } : zone)) }, { prune: true });
    const stale = await call(editor, 'PUT', '/shipping', { zones: now.zones, version: now.version });
    expect(stale.statusCode).toBe(409);
    await importCatalog(t.app.db, catalog, { prune: true });
  });

  it('lets exactly one of many simultaneous edits of one version through', async () => {
    const record = recordOf(await call(editor, 'GET', '/shipping'));
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => call(editor, 'PUT', '/shipping', { zones: record.zones.map((zone) => ({ ...zone, bands: [{ maxWeight: 30000, price: 1000 + i }] })), version: record.version })),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
  });

  it('refuses box office, door and accountant (403); an owner may', async () => {
    for (const role of ['box-office', 'door', 'accountant'] as const) {
      const member = await signIn(t.app, await addStaff(t.app, role));
      const res = await call(member, 'GET', '/shipping');
      expect([role, res.statusCode, apiErrorSchema.parse(res.json()).code]).toEqual([role, 403, 'OFFICE_FORBIDDEN']);
    }
    const owner = await signIn(t.app, await addStaff(t.app, 'owner'));
    expect((await call(owner, 'GET', '/shipping')).statusCode).toBe(200);
  });
});
