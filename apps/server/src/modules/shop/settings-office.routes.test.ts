import { apiErrorSchema, officeSettingsResponseSchema, officeSettingsStaleErrorSchema, shopConfigResponseSchema, type OfficeSettingsRecord, type OfficeShopSettings } from '@foyer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCatalog } from '../../kinds.js';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';
import { fixtureCatalog } from '../../test-support/fixture-catalog.js';
import { addStaff, officeCall, signIn, type SignedIn } from '../../test-support/office-kit.js';

let t: TestApp;
let owner: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signIn(t.app, await addStaff(t.app, 'owner'));
});
afterAll(async () => {
  await t.close();
});

const call = (who: SignedIn, method: 'GET' | 'PUT', payload?: object) => officeCall(t.app, method, '/settings', { cookie: who.cookie, csrf: who.csrf, ...(payload === undefined ? {} : { payload }) });
const read = async (): Promise<OfficeSettingsRecord> => officeSettingsResponseSchema.parse((await call(owner, 'GET')).json()).data.record;
const shopConfig = async () => shopConfigResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/en/shopinfo/config?shop=177' })).json()).data;
/** The fixture's accent (a light red) is hard to read on its page: every save here takes a readable one. */
const READABLE_ACCENT = '#9d1c27';
const withChange = (record: OfficeSettingsRecord, change: (settings: OfficeShopSettings) => OfficeShopSettings) => ({
  settings: change({ ...structuredClone(record.settings), theme: { ...record.settings.theme, accentColor: READABLE_ACCENT } }),
  version: record.version,
});

describe('the owner reads the shop’s settings', () => {
  it('answers them as the catalog holds them, with their version', async () => {
    const record = await read();
    expect(record).toMatchObject({
      version: expect.any(Number),
      settings: {
        siteName: 'Testmuseum',
        museum: { name: 'Testmuseum', street: 'Museumstrasse 1', zip: '8000', city: 'Zürich', country: 'CH', email: 'info@museum.example.org', phone: '+41 44 000 00 00' },
        currency: 'CHF',
        languages: ['de', 'en', 'fr'],
        firstLanguage: 'de',
        sections: { tickets: true, guidedTours: true, merchandise: false, vouchers: true, memcard: false, voucherCode: true },
        theme: { brandColor: '#1d3557', accentColor: '#e63946', radiusPx: 6, logo: 'logo.svg' },
      },
    });
  });
});

describe('the owner edits the shop’s settings', () => {
  it('changes the theme and the museum’s name: the shop answers with them at once, and the audit log keeps both versions', async () => {
    const before = await read();
    const res = await call(
      owner,
      'PUT',
      withChange(before, (settings) => ({ ...settings, museum: { ...settings.museum, name: 'Museum am See' }, theme: { ...settings.theme, brandColor: '#2d4a22', radiusPx: 12 } })),
    );
    expect(res.statusCode, res.body).toBe(200);
    const after = officeSettingsResponseSchema.parse(res.json()).data.record;
    expect(after.version).toBe(before.version + 1);
    expect(after.settings.theme).toMatchObject({ brandColor: '#2d4a22', accentColor: READABLE_ACCENT, radiusPx: 12 });
    expect((await shopConfig()).theme).toMatchObject({ brand_color: '#2d4a22', accent_color: READABLE_ACCENT, radius_px: 12, logo: '/static/logo.svg' });
    expect(await read()).toEqual(after);

    const audit = await t.app.db.selectFrom('office_audit').selectAll().where('action', '=', 'settings.update').orderBy('at', 'desc').executeTakeFirstOrThrow();
    expect([audit.target, audit.staff_id, JSON.parse(audit.before_json ?? 'null'), JSON.parse(audit.after_json ?? 'null')]).toEqual(['shop:177', owner.session.staff.id, before.settings, after.settings]);
  });

  it('puts the first language first and keeps only the languages offered; the tours’ default language follows when it is no longer offered', async () => {
    const before = await read();
    const res = await call(owner, 'PUT', withChange(before, (settings) => ({ ...settings, languages: ['en', 'fr'], firstLanguage: 'fr' })));
    expect(res.statusCode, res.body).toBe(200);
    const config = await shopConfig();
    expect([config.languages, config.guided_tour_default_language]).toEqual([['fr', 'en'], 'fr']);
    expect((await t.app.inject({ method: 'GET', url: '/api/de/shopinfo/info?shop=177' })).statusCode).toBe(404);
    const restored = await call(owner, 'PUT', withChange(await read(), (settings) => ({ ...settings, languages: ['de', 'en', 'fr'], firstLanguage: 'de' })));
    expect(restored.statusCode).toBe(200);
    expect((await shopConfig()).languages).toEqual(['de', 'en', 'fr']);
  });

  it('turns a section off: the shop no longer shows it', async () => {
    const before = await read();
    expect((await call(owner, 'PUT', withChange(before, (settings) => ({ ...settings, sections: { ...settings.sections, vouchers: false } })))).statusCode).toBe(200);
    expect((await shopConfig()).has_vouchers).toBe(false);
    expect((await call(owner, 'PUT', withChange(await read(), (settings) => ({ ...settings, sections: { ...settings.sections, vouchers: true } })))).statusCode).toBe(200);
  });
});

describe('what the settings refuse', () => {
  it('refuses colours that make text hard to read (WCAG AA 4.5:1) with 422 in the owner’s language, at each colour, and changes nothing', async () => {
    await t.app.db.updateTable('staff').set({ language: 'de' }).where('id', '=', owner.session.staff.id).execute();
    try {
      const before = await read();
      const res = await call(owner, 'PUT', withChange(before, (settings) => ({ ...settings, theme: { ...settings.theme, accentColor: '#f0e6d2', textColor: '#9a9a9a' } })));
      expect(res.statusCode).toBe(422);
      const hard = 'Diese Farbe ist auf ihrem Hintergrund schwer lesbar: Text braucht ein Kontrastverhältnis von mindestens 4,5:1. Bitte wählen Sie eine hellere oder dunklere Farbe.';
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { 'settings.theme.accentColor': [hard], 'settings.theme.textColor': [hard] } });
      expect(Object.keys(res.json().errors)).toHaveLength(2);
      expect(await read()).toEqual(before);
    } finally {
      await t.app.db.updateTable('staff').set({ language: 'en' }).where('id', '=', owner.session.staff.id).execute();
    }
  });

  it('refuses white labels on a light brand colour, at the brand colour and its label colour', async () => {
    const res = await call(owner, 'PUT', withChange(await read(), (settings) => ({ ...settings, theme: { ...settings.theme, brandColor: '#8ecae6' } })));
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['settings.theme.brandColor', 'settings.theme.brandContrastColor']);
  });

  it('refuses a first language the shop does not offer, a colour that is no colour, and no language at all', async () => {
    const before = await read();
    const notOffered = await call(owner, 'PUT', withChange(before, (settings) => ({ ...settings, languages: ['de', 'en'], firstLanguage: 'fr' })));
    expect([notOffered.statusCode, notOffered.json().errors]).toEqual([422, { 'settings.firstLanguage': ['The first language must be one of the languages offered.'] }]);
    const noColour = await call(owner, 'PUT', withChange(before, (settings) => ({ ...settings, theme: { ...settings.theme, surfaceColor: 'white' } })));
    expect([noColour.statusCode, noColour.json().errors]).toEqual([422, { 'settings.theme.surfaceColor': ['This value is not valid.'] }]);
    const none = await call(owner, 'PUT', withChange(before, (settings) => ({ ...settings, languages: [] })));
    expect([none.statusCode, none.json().errors]).toEqual([422, { 'settings.languages': ['This value is not valid.'], 'settings.firstLanguage': ['The first language must be one of the languages offered.'] }]);
    expect(await read()).toEqual(before);
  });

  it('tells the second of two owners of the same version, with the settings as the first left them', async () => {
    const before = await read();
    const first = await call(owner, 'PUT', withChange(before, (settings) => ({ ...settings, siteName: 'Erster' })));
    expect(first.statusCode).toBe(200);
    const second = await call(owner, 'PUT', withChange(before, (settings) => ({ ...settings, siteName: 'Zweiter' })));
    expect(second.statusCode).toBe(409);
    expect(officeSettingsStaleErrorSchema.parse(second.json()).current).toMatchObject({ version: before.version + 1, settings: { siteName: 'Erster' } });
  });

  it('lets exactly one of many simultaneous edits of one version through', async () => {
    const before = await read();
    const answers = await Promise.all(Array.from({ length: 6 }, (_, index) => call(owner, 'PUT', withChange(before, (settings) => ({ ...settings, siteName: `Edit ${index}` })))));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
  });

  it('counts the version up when a catalog import changes the shop, and not when it leaves it as it is', async () => {
    const catalog = fixtureCatalog();
    await importCatalog(t.app.db, catalog);
    const unchanged = await read();
    await importCatalog(t.app.db, catalog);
    expect((await read()).version).toBe(unchanged.version);
    await importCatalog(t.app.db, { ...catalog, shop: { ...catalog.shop, site_name: 'Importiert' } });
    const stale = await call(owner, 'PUT', withChange(unchanged, (settings) => settings));
    expect(stale.statusCode).toBe(409);
    expect(officeSettingsStaleErrorSchema.parse(stale.json()).current.settings.siteName).toBe('Importiert');
    await importCatalog(t.app.db, catalog);
  });
});

describe('who may change the settings', () => {
  it('refuses editor, box office, door and accountant (403), a signed-out caller (401) and a write without the CSRF token (403)', async () => {
    const record = await read();
    for (const role of ['editor', 'box-office', 'door', 'accountant'] as const) {
      const member = await signIn(t.app, await addStaff(t.app, role));
      for (const method of ['GET', 'PUT'] as const) {
        const res = await call(member, method, method === 'PUT' ? withChange(record, (settings) => settings) : undefined);
        expect([role, method, res.statusCode, apiErrorSchema.parse(res.json()).code]).toEqual([role, method, 403, 'OFFICE_FORBIDDEN']);
      }
    }
    expect((await officeCall(t.app, 'GET', '/settings')).statusCode).toBe(401);
    const noCsrf = await officeCall(t.app, 'PUT', '/settings', { cookie: owner.cookie, payload: withChange(record, (settings) => settings) });
    expect([noCsrf.statusCode, apiErrorSchema.parse(noCsrf.json()).code]).toEqual([403, 'OFFICE_CSRF_INVALID']);
    expect((await read()).version).toBe(record.version);
  });
});
