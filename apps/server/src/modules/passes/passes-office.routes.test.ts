import { apiErrorSchema, officePassListResponseSchema, officePassResponseSchema, officePassStaleErrorSchema, type OfficePassInput, type OfficePassRecord } from '@foyer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportCatalog, importCatalog } from '../../kinds.js';
import { initBody, initPayment, registerGuest } from '../../test-support/checkout-kit.js';
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

const call = (who: SignedIn, method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
  officeCall(t.app, method, path, { cookie: who.cookie, csrf: who.csrf, ...(payload === undefined ? {} : { payload }) });
const recordOf = (res: { json(): unknown }): OfficePassRecord => officePassResponseSchema.parse(res.json()).data.record;

const familyPass = (): OfficePassInput => ({
  name: { de: 'Familien-Jahreskarte', fr: 'Pass annuel famille' },
  teaser: { de: 'Zwei Erwachsene und ihre Kinder.' },
  price: 16000,
  vatValue: 8.1,
  validityMonths: 12,
  stock: 200,
});

const shopPass = async (id: number, lang = 'en') =>
  ((await t.app.inject({ method: 'GET', url: `/api/${lang}/merchandise/select?product_kind=13` })).json() as { data: { products: { id: number; price: number; name: string; validity_months: number }[] } }).data.products.find(
    (product) => product.id === id,
  );

describe('the office’s annual passes', () => {
  it('lists the passes, never the goods', async () => {
    const res = await call(editor, 'GET', '/passes');
    expect(res.statusCode).toBe(200);
    expect(officePassListResponseSchema.parse(res.json()).data.passes).toEqual([{ id: 704, name: { de: 'Jahreskarte', en: 'Annual pass' }, price: 9000, validityMonths: 12, listed: true, version: expect.any(Number) }]);
    expect((await call(editor, 'GET', '/passes/701')).statusCode).toBe(404);
  });

  it('raises a price: the shop shows it at once, a basket at the old price meets PRICE_CHANGED, and the audit log keeps before and after', async () => {
    const before = recordOf(await call(editor, 'GET', '/passes/704'));
    expect(before).toMatchObject({ id: 704, sold: 0, pass: { price: 9000, validityMonths: 12, stock: 100, listed: true } });
    const res = await call(editor, 'PUT', '/passes/704', { pass: { ...before.pass, price: 9500, validityMonths: 18 }, version: before.version });
    expect(res.statusCode, res.body).toBe(200);
    const after = recordOf(res);
    expect(after).toMatchObject({ version: before.version + 1, pass: { price: 9500, validityMonths: 18 } });
    expect(await shopPass(704)).toMatchObject({ price: 9500, validity_months: 18 });

    const token = await registerGuest(t.app);
    const stale = await initPayment(t.app, token, initBody([{ type: 'annualPass', id: 704, count: 1, totalPrice: 9000, owners: [{ name: 'Anna Muster', send_to_custom_addr: false }] }]));
    expect([stale.statusCode, apiErrorSchema.parse(stale.json()).code]).toEqual([422, 'PRICE_CHANGED']);

    const audit = await t.app.db.selectFrom('office_audit').selectAll().where('target', '=', 'pass:704').executeTakeFirstOrThrow();
    expect([audit.action, audit.staff_id, JSON.parse(audit.before_json ?? 'null'), JSON.parse(audit.after_json ?? 'null')]).toEqual(['pass.update', editor.session.staff.id, before.pass, after.pass]);
    // What the catalog exports is what the office wrote, and a pass keeps what the office does not edit.
    const exported = (await exportCatalog(t.app.db, 177)) as { products: { id: number; price: number; validity_months?: number; weight: number; custom_groups: number[] }[] };
    expect(exported.products.find((product) => product.id === 704)).toMatchObject({ price: 9500, validity_months: 18, weight: 20, custom_groups: [4] });
  });

  it('creates a pass with the next free product id; the shop offers it in the passes section only', async () => {
    const res = await call(editor, 'POST', '/passes', { pass: familyPass() });
    expect(res.statusCode, res.body).toBe(201);
    const record = recordOf(res);
    expect(record.id).toBeGreaterThan(705);
    expect(await shopPass(record.id, 'fr')).toMatchObject({ name: 'Pass annuel famille', price: 16000, validity_months: 12 });
    const audit = await t.app.db.selectFrom('office_audit').select(['action', 'before_json']).where('target', '=', `pass:${record.id}`).execute();
    expect(audit).toEqual([{ action: 'pass.create', before_json: null }]);
  });

  it('unlists a pass: the shop no longer offers it, the office still has it', async () => {
    const record = recordOf(await call(editor, 'POST', '/passes', { pass: familyPass() }));
    const res = await call(editor, 'PUT', `/passes/${record.id}`, { pass: { ...record.pass, listed: false }, version: record.version });
    expect(res.statusCode).toBe(200);
    expect(await shopPass(record.id)).toBeUndefined();
    expect(officePassListResponseSchema.parse((await call(editor, 'GET', '/passes')).json()).data.passes.find((pass) => pass.id === record.id)).toMatchObject({ listed: false });
  });

  it('tells the second of two editors of one version, with the pass as the first left it', async () => {
    const record = recordOf(await call(editor, 'POST', '/passes', { pass: familyPass() }));
    const first = await call(editor, 'PUT', `/passes/${record.id}`, { pass: { ...record.pass, price: 17000 }, version: record.version });
    expect(first.statusCode).toBe(200);
    const second = await call(editor, 'PUT', `/passes/${record.id}`, { pass: { ...record.pass, price: 15000 }, version: record.version });
    expect(second.statusCode).toBe(409);
    expect(officePassStaleErrorSchema.parse(second.json()).current).toEqual(recordOf(first));
  });

  it('lets exactly one of many simultaneous edits of one version through', async () => {
    const record = recordOf(await call(editor, 'POST', '/passes', { pass: familyPass() }));
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => call(editor, 'PUT', `/passes/${record.id}`, { pass: { ...record.pass, price: 16000 + i }, version: record.version })));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
  });

  it('counts the version up when a catalog import changes the pass, and not when it leaves it as it is', async () => {
    const catalog = fixtureCatalogWithMerchandise();
    await importCatalog(t.app.db, catalog);
    const before = recordOf(await call(editor, 'GET', '/passes/704'));
    await importCatalog(t.app.db, catalog);
    expect(recordOf(await call(editor, 'GET', '/passes/704')).version).toBe(before.version);
    await importCatalog(t.app.db, { ...catalog, products: (catalog.products ?? []).map((product) => (product.id === 704 ? { ...product, price: 9900 } : product)) });
    const stale = await call(editor, 'PUT', '/passes/704', { pass: before.pass, version: before.version });
    expect(stale.statusCode).toBe(409);
    expect(officePassStaleErrorSchema.parse(stale.json()).current.pass.price).toBe(9900);
    await importCatalog(t.app.db, catalog);
  });

  it('sets how many times a day the door admits a card: one unless said, up to 20, or no limit; the catalog exports it', async () => {
    const created = recordOf(await call(editor, 'POST', '/passes', { pass: familyPass() }));
    expect(created.pass.doorEntriesPerDay).toBe(1);
    const twice = recordOf(await call(editor, 'PUT', `/passes/${created.id}`, { pass: { ...created.pass, doorEntriesPerDay: 2 }, version: created.version }));
    expect(twice).toMatchObject({ version: created.version + 1, pass: { doorEntriesPerDay: 2 } });
    const unlimited = recordOf(await call(editor, 'PUT', `/passes/${created.id}`, { pass: { ...twice.pass, doorEntriesPerDay: null }, version: twice.version }));
    expect(unlimited.pass.doorEntriesPerDay).toBeNull();
    const exported = (await exportCatalog(t.app.db, 177)) as { products: { id: number; product_kind_ref: string | null; door_entries_per_day?: number | null }[] };
    expect(exported.products.find((product) => product.id === created.id)?.door_entries_per_day).toBeNull();
    expect(exported.products.find((product) => product.id === 704)?.door_entries_per_day).toBe(1);
    const goods = exported.products.filter((product) => product.product_kind_ref !== '13');
    expect(goods.length).toBeGreaterThan(0);
    expect(goods.filter((product) => 'door_entries_per_day' in product)).toEqual([]);
  });

  it('refuses entries a day outside 1 to 20 with 422 in the editor’s language', async () => {
    await t.app.db.updateTable('staff').set({ language: 'de' }).where('id', '=', editor.session.staff.id).execute();
    try {
      for (const doorEntriesPerDay of [0, 21, 1.5]) {
        const res = await call(editor, 'POST', '/passes', { pass: { ...familyPass(), doorEntriesPerDay } });
        expect([doorEntriesPerDay, res.statusCode]).toEqual([doorEntriesPerDay, 422]);
        expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { 'pass.doorEntriesPerDay': ['Bitte geben Sie eine ganze Zahl von 1 bis 20 ein.'] } });
      }
    } finally {
      await t.app.db.updateTable('staff').set({ language: 'en' }).where('id', '=', editor.session.staff.id).execute();
    }
  });

  it('refuses a nameless pass and a validity beyond ten years with 422 in the editor’s language', async () => {
    await t.app.db.updateTable('staff').set({ language: 'fr' }).where('id', '=', editor.session.staff.id).execute();
    try {
      const res = await call(editor, 'POST', '/passes', { pass: { ...familyPass(), name: { de: '' }, validityMonths: 121 } });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { 'pass.name': ['Ce champ est obligatoire.'], 'pass.validityMonths': ['Cette valeur est trop longue.'] } });
    } finally {
      await t.app.db.updateTable('staff').set({ language: 'en' }).where('id', '=', editor.session.staff.id).execute();
    }
  });

  it('answers 404 OFFICE_PASS_NOT_FOUND for an unknown pass, read or written', async () => {
    const read = await call(editor, 'GET', '/passes/999999');
    expect([read.statusCode, read.json()]).toEqual([404, expect.objectContaining({ code: 'OFFICE_PASS_NOT_FOUND', message: 'This annual pass does not exist.' })]);
    const write = await call(editor, 'PUT', '/passes/701', { pass: familyPass(), version: 1 });
    expect([write.statusCode, apiErrorSchema.parse(write.json()).code]).toEqual([404, 'OFFICE_PASS_NOT_FOUND']);
  });
});

describe('who may work on passes', () => {
  it('refuses box office, door and accountant (403) and a signed-out caller (401); an owner may', async () => {
    for (const role of ['box-office', 'door', 'accountant'] as const) {
      const member = await signIn(t.app, await addStaff(t.app, role));
      for (const [method, path] of [
        ['GET', '/passes'],
        ['GET', '/passes/704'],
        ['POST', '/passes'],
      ] as const) {
        const res = await call(member, method, path, method === 'POST' ? { pass: familyPass() } : undefined);
        expect([role, path, res.statusCode, apiErrorSchema.parse(res.json()).code]).toEqual([role, path, 403, 'OFFICE_FORBIDDEN']);
      }
    }
    expect((await officeCall(t.app, 'GET', '/passes')).statusCode).toBe(401);
    const owner = await signIn(t.app, await addStaff(t.app, 'owner'));
    expect((await call(owner, 'POST', '/passes', { pass: familyPass() })).statusCode).toBe(201);
  });
});
