import {
  apiErrorSchema,
  officeNavigationResponseSchema,
  officeNavigationStaleErrorSchema,
  officePageListResponseSchema,
  officePageResponseSchema,
  officePageStaleErrorSchema,
  officeSettingsResponseSchema,
  shopConfigResponseSchema,
  staticPageResponseSchema,
  type OfficePageRecord,
} from '@foyer/contract';
import { museumDate } from '@foyer/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCatalog } from '../../kinds.js';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';
import { fixtureCatalog } from '../../test-support/fixture-catalog.js';
import { addStaff, officeCall, signIn, type SignedIn } from '../../test-support/office-kit.js';

let t: TestApp;
let editor: SignedIn;
let owner: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  editor = await signIn(t.app, await addStaff(t.app, 'editor'));
  owner = await signIn(t.app, await addStaff(t.app, 'owner'));
});
afterAll(async () => {
  await t.close();
});

const call = (who: SignedIn, method: 'GET' | 'PUT', path: string, payload?: object) => officeCall(t.app, method, path, { cookie: who.cookie, csrf: who.csrf, ...(payload === undefined ? {} : { payload }) });
const readPage = async (id: string): Promise<OfficePageRecord> => officePageResponseSchema.parse((await call(editor, 'GET', `/pages/${id}`)).json()).data.record;
const shopPage = async (lang: string, id: string) => staticPageResponseSchema.parse((await t.app.inject({ method: 'GET', url: `/api/${lang}/page/${id}` })).json()).data;
const readNavigation = async () => officeNavigationResponseSchema.parse((await call(editor, 'GET', '/navigation')).json()).data.record;

describe('the shop’s pages in the office', () => {
  it('lists the shop’s pages in the footer’s order with their titles, dates and versions', async () => {
    const res = await call(editor, 'GET', '/pages');
    expect(res.statusCode).toBe(200);
    expect(officePageListResponseSchema.parse(res.json()).data.pages).toEqual([
      { id: 'imprint', title: { de: 'Impressum', en: 'Imprint' }, updatedAt: '2025-01-15', version: expect.any(Number) },
      { id: 'terms', title: { de: 'AGB' }, updatedAt: '2025-01-15', version: expect.any(Number) },
    ]);
  });

  it('edits a page’s English text: the shop shows it at once, dated today in the museum’s time zone, and the audit log keeps both versions', async () => {
    const before = await readPage('imprint');
    const page = { ...before.page, blocks: { ...before.page.blocks, en: [{ type: 'heading' as const, text: 'Publisher' }, { type: 'paragraph' as const, text: 'Museum by the lake, Zurich' }, { type: 'list' as const, items: ['Phone', 'Mail'] }] } };
    const res = await call(editor, 'PUT', '/pages/imprint', { page, version: before.version });
    expect(res.statusCode, res.body).toBe(200);
    const after = officePageResponseSchema.parse(res.json()).data.record;
    expect(after).toEqual({ id: 'imprint', version: before.version + 1, updatedAt: museumDate(new Date(), 'Europe/Zurich'), page });
    expect(await shopPage('en', 'imprint')).toMatchObject({ title: 'Imprint', blocks: page.blocks.en, updated_at: after.updatedAt });
    expect((await shopPage('de', 'imprint')).blocks).toEqual(before.page.blocks.de);

    const audit = await t.app.db.selectFrom('office_audit').selectAll().where('target', '=', 'page:imprint').orderBy('at', 'desc').executeTakeFirstOrThrow();
    expect([audit.action, audit.staff_id, JSON.parse(audit.before_json ?? 'null'), JSON.parse(audit.after_json ?? 'null')]).toEqual(['page.update', editor.session.staff.id, before.page, page]);
  });

  it('leaves out a language whose title is emptied, and one without blocks, which then shows the first language’s', async () => {
    const before = await readPage('imprint');
    const res = await call(editor, 'PUT', '/pages/imprint', { page: { title: { ...before.page.title, en: '' }, blocks: { ...before.page.blocks, en: [] } }, version: before.version });
    expect(res.statusCode).toBe(200);
    expect(officePageResponseSchema.parse(res.json()).data.record.page).toEqual({ title: { de: 'Impressum' }, blocks: { de: before.page.blocks.de } });
    expect(await shopPage('en', 'imprint')).toMatchObject({ title: 'Impressum', blocks: before.page.blocks.de });
  });

  it('refuses a page without any title and a paragraph with a line break with 422 in the editor’s language, and changes nothing', async () => {
    await t.app.db.updateTable('staff').set({ language: 'fr' }).where('id', '=', editor.session.staff.id).execute();
    try {
      const before = await readPage('terms');
      const res = await call(editor, 'PUT', '/pages/terms', { page: { title: { de: ' ' }, blocks: { de: [{ type: 'paragraph', text: 'Zeile eins\nZeile zwei' }] } }, version: before.version });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: { 'page.title': ['Ce champ est obligatoire.'], 'page.blocks.de.0.text': ['Veuillez saisir cette valeur sur une seule ligne, sans saut de ligne ni caractère de contrôle.'] },
      });
      expect(await readPage('terms')).toEqual(before);
    } finally {
      await t.app.db.updateTable('staff').set({ language: 'en' }).where('id', '=', editor.session.staff.id).execute();
    }
  });

  it('tells the second of two editors of the same version, with the page as the first left it', async () => {
    const before = await readPage('terms');
    expect((await call(editor, 'PUT', '/pages/terms', { page: { ...before.page, title: { de: 'Geschäftsbedingungen' } }, version: before.version })).statusCode).toBe(200);
    const second = await call(owner, 'PUT', '/pages/terms', { page: { ...before.page, title: { de: 'AGB neu' } }, version: before.version });
    expect(second.statusCode).toBe(409);
    expect(officePageStaleErrorSchema.parse(second.json()).current).toMatchObject({ version: before.version + 1, page: { title: { de: 'Geschäftsbedingungen' } } });
  });

  it('counts a page’s version up when a catalog import changes it', async () => {
    const catalog = fixtureCatalog();
    await importCatalog(t.app.db, catalog);
    const before = await readPage('terms');
    await importCatalog(t.app.db, { ...catalog, pages: catalog.pages.map((page) => (page.id === 'terms' ? { ...page, title: { de: 'Importiert' } } : page)) });
    const stale = await call(editor, 'PUT', '/pages/terms', { page: before.page, version: before.version });
    expect(stale.statusCode).toBe(409);
    await importCatalog(t.app.db, catalog);
  });

  it('answers 404 OFFICE_PAGE_NOT_FOUND for a page the shop does not have, and 400 for an id no page has', async () => {
    const missing = await call(editor, 'GET', '/pages/shipping');
    expect([missing.statusCode, apiErrorSchema.parse(missing.json()).code]).toEqual([404, 'OFFICE_PAGE_NOT_FOUND']);
    expect((await call(editor, 'PUT', '/pages/shipping', { page: { title: { de: 'Versand' }, blocks: {} }, version: 1 })).statusCode).toBe(404);
    expect((await call(editor, 'GET', '/pages/nothing')).statusCode).toBe(400);
  });
});

describe('the shop’s navigation labels', () => {
  it('edits a label per language: the shop shows it at once; the audit log keeps both versions', async () => {
    const before = await readNavigation();
    expect(before.labels).toEqual({ tickets: { de: 'Eintritt', en: 'Admission' } });
    const labels = { tickets: { de: 'Eintritt', en: 'Admission', fr: 'Entrées' }, guidedTours: { en: 'Tours with a guide' }, vouchers: { de: '' } };
    const res = await call(editor, 'PUT', '/navigation', { labels, version: before.version });
    expect(res.statusCode, res.body).toBe(200);
    const after = officeNavigationResponseSchema.parse(res.json()).data.record;
    expect(after).toEqual({ version: before.version + 1, labels: { tickets: labels.tickets, guidedTours: labels.guidedTours } });
    const config = shopConfigResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/fr/shopinfo/config?shop=177' })).json()).data;
    expect(config.nav_translations).toEqual(after.labels);
    const audit = await t.app.db.selectFrom('office_audit').selectAll().where('action', '=', 'navigation.update').executeTakeFirstOrThrow();
    expect([audit.target, JSON.parse(audit.before_json ?? 'null'), JSON.parse(audit.after_json ?? 'null')]).toEqual(['shop:177', before.labels, after.labels]);
  });

  it('shares the version of the shop’s settings: an owner’s settings read before a label edit are stale after it', async () => {
    const settings = officeSettingsResponseSchema.parse((await call(owner, 'GET', '/settings')).json()).data.record;
    const navigation = await readNavigation();
    expect(navigation.version).toBe(settings.version);
    expect((await call(editor, 'PUT', '/navigation', { labels: navigation.labels, version: navigation.version })).statusCode).toBe(200);
    const stale = await call(editor, 'PUT', '/navigation', { labels: {}, version: navigation.version });
    expect([stale.statusCode, officeNavigationStaleErrorSchema.parse(stale.json()).current.version]).toEqual([409, navigation.version + 1]);
    const owners = await call(owner, 'PUT', '/settings', { settings: { ...settings.settings, theme: { ...settings.settings.theme, accentColor: '#9d1c27' } }, version: settings.version });
    expect(owners.statusCode).toBe(409);
  });
});

describe('who may work on pages', () => {
  it('lets owners in; refuses box office, door and accountant (403), a signed-out caller (401) and a write without the CSRF token (403)', async () => {
    expect((await call(owner, 'GET', '/pages')).statusCode).toBe(200);
    const page = await readPage('imprint');
    const navigation = await readNavigation();
    for (const role of ['box-office', 'door', 'accountant'] as const) {
      const member = await signIn(t.app, await addStaff(t.app, role));
      for (const [method, path, body] of [
        ['GET', '/pages', undefined],
        ['GET', '/pages/imprint', undefined],
        ['PUT', '/pages/imprint', { page: page.page, version: page.version }],
        ['GET', '/navigation', undefined],
        ['PUT', '/navigation', { labels: navigation.labels, version: navigation.version }],
      ] as const) {
        const res = await call(member, method, path, body);
        expect([role, method, path, res.statusCode, apiErrorSchema.parse(res.json()).code]).toEqual([role, method, path, 403, 'OFFICE_FORBIDDEN']);
      }
    }
    expect((await officeCall(t.app, 'GET', '/pages')).statusCode).toBe(401);
    const noCsrf = await officeCall(t.app, 'PUT', '/pages/imprint', { cookie: editor.cookie, payload: { page: page.page, version: page.version } });
    expect([noCsrf.statusCode, apiErrorSchema.parse(noCsrf.json()).code]).toEqual([403, 'OFFICE_CSRF_INVALID']);
    expect(await readPage('imprint')).toEqual(page);
  });
});
