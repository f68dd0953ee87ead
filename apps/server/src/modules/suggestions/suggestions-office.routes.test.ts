import { apiErrorSchema, officeSuggestionsResponseSchema, officeSuggestionsStaleErrorSchema, suggestResponseSchema, type OfficeSuggestionsRecord, type Suggestion } from '@foyer/contract';
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

const call = (who: SignedIn, method: 'GET' | 'PUT', payload?: object) => officeCall(t.app, method, '/suggestions', { cookie: who.cookie, csrf: who.csrf, ...(payload === undefined ? {} : { payload }) });
const recordOf = (res: { json(): unknown }): OfficeSuggestionsRecord => officeSuggestionsResponseSchema.parse(res.json()).data.record;
const refs = (suggestions: Suggestion[]) => suggestions.map((s) => (s.kind === 'product' ? `merchandise:${s.product.id}` : `${s.type}:${s.id}`));
const suggestedFor = async (items: unknown[]) =>
  refs(suggestResponseSchema.parse((await t.app.inject({ method: 'POST', url: '/api/en/checkout/suggest', payload: { cart: { ver: 1, items } } })).json()).data.suggestions);

describe('the office’s suggestion rules', () => {
  it('reads the rules in order, with what a rule may name', async () => {
    const record = recordOf(await call(editor, 'GET'));
    expect(record.rules[0]).toEqual({ when: { type: 'ticket', id: 501 }, suggest: [{ type: 'merchandise', id: 701 }, { type: 'guidedTour', id: 601 }] });
    expect(record.rules.at(-1)).toEqual({ when: { type: 'any', id: null }, suggest: [{ type: 'merchandise', id: 705 }] });
    expect(record.choices.merchandise.map((choice) => choice.id)).toEqual([701, 702, 703, 704, 705]);
    expect(record.choices.guidedTour.map((choice) => choice.id)).toContain(601);
    expect(record.choices.ticket.find((choice) => choice.id === 501)?.name).toMatchObject({ de: 'Sammlung' });
  });

  it('puts a new rule first: the basket suggests by it at once, the export holds it, the audit log keeps before and after', async () => {
    const before = recordOf(await call(editor, 'GET'));
    const rules = [{ when: { type: 'merchandise', id: 705 }, suggest: [{ type: 'merchandise', id: 702 }] }, ...before.rules];
    const res = await call(editor, 'PUT', { rules, version: before.version });
    expect(res.statusCode, res.body).toBe(200);
    expect(recordOf(res).version).toBe(before.version + 1);
    expect((await suggestedFor([{ type: 'merchandise', id: 705, count: 1 }]))[0]).toBe('merchandise:702');
    const exported = (await exportCatalog(t.app.db, 177)) as { suggestions: unknown[] };
    expect(exported.suggestions[0]).toEqual({ when: { type: 'merchandise', id: 705 }, suggest: [{ type: 'merchandise', id: 702 }] });
    const audit = await t.app.db.selectFrom('office_audit').selectAll().where('target', '=', 'suggestions').executeTakeFirstOrThrow();
    expect([audit.action, JSON.parse(audit.before_json ?? 'null'), JSON.parse(audit.after_json ?? 'null')]).toEqual(['suggestions.update', before.rules, recordOf(res).rules]);
  });

  it('refuses an item the shop does not offer with 422 in the editor’s language, and changes nothing', async () => {
    await t.app.db.updateTable('staff').set({ language: 'es' }).where('id', '=', editor.session.staff.id).execute();
    try {
      const record = recordOf(await call(editor, 'GET'));
      const rules = [{ when: { type: 'ticket', id: 4040 }, suggest: [{ type: 'merchandise', id: 701 }, { type: 'guidedTour', id: 9999 }] }, ...record.rules];
      const res = await call(editor, 'PUT', { rules, version: record.version });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { 'rules.0.when.id': ['Este artículo no se ofrece en la tienda.'], 'rules.0.suggest.1.id': ['Este artículo no se ofrece en la tienda.'] } });
      const any = await call(editor, 'PUT', { rules: [{ when: { type: 'any', id: 701 }, suggest: [{ type: 'merchandise', id: 701 }] }], version: record.version });
      expect([any.statusCode, any.json()]).toEqual([422, expect.objectContaining({ errors: { 'rules.0.when.id': ['Este valor no es válido.'] } })]);
      expect(recordOf(await call(editor, 'GET'))).toEqual(record);
    } finally {
      await t.app.db.updateTable('staff').set({ language: 'en' }).where('id', '=', editor.session.staff.id).execute();
    }
  });

  it('tells the second of two editors of one version; an import that changes the rules makes an older copy stale too', async () => {
    const record = recordOf(await call(editor, 'GET'));
    expect((await call(editor, 'PUT', { rules: record.rules.slice(1), version: record.version })).statusCode).toBe(200);
    const second = await call(editor, 'PUT', { rules: record.rules, version: record.version });
    expect([second.statusCode, officeSuggestionsStaleErrorSchema.parse(second.json()).current.rules]).toEqual([409, record.rules.slice(1)]);

    const now = recordOf(await call(editor, 'GET'));
    const catalog = fixtureCatalogWithMerchandise();
    await importCatalog(t.app.db, catalog);
    expect(recordOf(await call(editor, 'GET')).version).toBe(now.version);
    await importCatalog(t.app.db, { ...catalog, suggestions: (catalog.suggestions ?? []).slice(1) });
    const stale = await call(editor, 'PUT', { rules: now.rules, version: now.version });
    expect(stale.statusCode).toBe(409);
    await importCatalog(t.app.db, catalog);
  });

  it('refuses box office, door and accountant (403); an owner may', async () => {
    for (const role of ['box-office', 'door', 'accountant'] as const) {
      const member = await signIn(t.app, await addStaff(t.app, role));
      const res = await call(member, 'GET');
      expect([role, res.statusCode, apiErrorSchema.parse(res.json()).code]).toEqual([role, 403, 'OFFICE_FORBIDDEN']);
    }
    const owner = await signIn(t.app, await addStaff(t.app, 'owner'));
    expect((await call(owner, 'GET')).statusCode).toBe(200);
  });
});
