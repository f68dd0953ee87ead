import {
  apiErrorSchema,
  officeGiftVoucherListResponseSchema,
  officeGiftVoucherResponseSchema,
  officeGiftVoucherStaleErrorSchema,
  type OfficeGiftVoucherInput,
  type OfficeGiftVoucherRecord,
} from '@foyer/contract';
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

const call = (who: SignedIn, method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
  officeCall(t.app, method, path, { cookie: who.cookie, csrf: who.csrf, ...(payload === undefined ? {} : { payload }) });
const recordOf = (res: { json(): unknown }): OfficeGiftVoucherRecord => officeGiftVoucherResponseSchema.parse(res.json()).data.record;

const birthday = (): OfficeGiftVoucherInput => ({
  name: { de: 'Geburtstagsgutschein', it: 'Buono di compleanno' },
  price: 3000,
  variableAmount: true,
  minAmount: 2000,
  maxAmount: 10000,
  group: 1,
  validityMonths: 24,
});

/** The shop's answer for one voucher: its status and what it offers. */
const shopVoucher = async (id: number) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/en/voucher/selectOne/price/${id}` });
  return { status: res.statusCode, voucher: res.json() as { data: { price: number; min_amount: number; max_amount: number } } };
};

describe('the office’s gift vouchers', () => {
  it('lists the vouchers with the groups a voucher may belong to', async () => {
    const res = await call(editor, 'GET', '/gift-vouchers');
    expect(res.statusCode).toBe(200);
    const data = officeGiftVoucherListResponseSchema.parse(res.json()).data;
    expect(data.vouchers.map((voucher) => [voucher.id, voucher.variableAmount, voucher.minAmount, voucher.maxAmount])).toEqual([
      [802, true, 2000, 30000],
      [801, false, 1000, 50000],
    ]);
    expect(data.groups.map((group) => group.id)).toEqual([2, 1, 3]);
  });

  it('changes a voucher’s bounds: the shop’s checkout takes the new bounds at once, the audit log keeps before and after, the export agrees', async () => {
    const before = recordOf(await call(editor, 'GET', '/gift-vouchers/802'));
    expect(before.voucher).toMatchObject({ price: 4000, variableAmount: true, minAmount: 2000, maxAmount: 30000, group: 2, validityMonths: 24, image: 'products/voucher.svg', imageAlt: { de: 'Gutschein', en: 'Voucher' } });
    const res = await call(editor, 'PUT', '/gift-vouchers/802', { voucher: { ...before.voucher, minAmount: 5000, price: 6000 }, version: before.version });
    expect(res.statusCode, res.body).toBe(200);
    const after = recordOf(res);
    expect(after).toMatchObject({ version: before.version + 1, voucher: { minAmount: 5000, price: 6000 } });
    expect((await shopVoucher(802)).voucher.data).toMatchObject({ price: 6000, min_amount: 5000, max_amount: 30000 });

    const audit = await t.app.db.selectFrom('office_audit').selectAll().where('target', '=', 'gift-voucher:802').executeTakeFirstOrThrow();
    expect([audit.action, JSON.parse(audit.before_json ?? 'null'), JSON.parse(audit.after_json ?? 'null')]).toEqual(['gift-voucher.update', before.voucher, after.voucher]);
    const exported = (await exportCatalog(t.app.db, 177)) as { gift_vouchers: { id: number; min_amount: number; price: number; images: unknown[] }[] };
    expect(exported.gift_vouchers.find((voucher) => voucher.id === 802)).toMatchObject({ min_amount: 5000, price: 6000, images: [{ src: 'products/voucher.svg', alt: { de: 'Gutschein', en: 'Voucher' } }] });
  });

  it('creates a voucher with the next free id and unlists one', async () => {
    const res = await call(editor, 'POST', '/gift-vouchers', { voucher: birthday() });
    expect(res.statusCode, res.body).toBe(201);
    const record = recordOf(res);
    expect(record.id).toBeGreaterThan(802);
    expect(await t.app.db.selectFrom('office_audit').select('action').where('target', '=', `gift-voucher:${record.id}`).execute()).toEqual([{ action: 'gift-voucher.create' }]);
    const unlisted = await call(editor, 'PUT', `/gift-vouchers/${record.id}`, { voucher: { ...record.voucher, listed: false }, version: record.version });
    expect(unlisted.statusCode).toBe(200);
    expect((await shopVoucher(record.id)).status).toBe(404);
  });

  it('refuses a minimum above the maximum, a suggested amount outside the bounds and an unknown group, with 422 in the editor’s language', async () => {
    await t.app.db.updateTable('staff').set({ language: 'de' }).where('id', '=', editor.session.staff.id).execute();
    try {
      const reversed = await call(editor, 'POST', '/gift-vouchers', { voucher: { ...birthday(), minAmount: 20000 } });
      expect(reversed.statusCode).toBe(422);
      expect(reversed.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { 'voucher.minAmount': ['Der Mindestbetrag darf nicht über dem Höchstbetrag liegen.'] } });
      const outside = await call(editor, 'POST', '/gift-vouchers', { voucher: { ...birthday(), price: 500 } });
      expect(outside.json()).toMatchObject({ errors: { 'voucher.price': ['Der vorgeschlagene Betrag muss zwischen Mindest- und Höchstbetrag liegen.'] } });
      const fixedFree = await call(editor, 'POST', '/gift-vouchers', { voucher: { ...birthday(), variableAmount: false, price: 0 } });
      expect(fixedFree.json()).toMatchObject({ errors: { 'voucher.price': ['Ein Gutschein mit festem Betrag braucht einen Preis über null.'] } });
      const group = await call(editor, 'POST', '/gift-vouchers', { voucher: { ...birthday(), group: 99 } });
      expect([group.statusCode, group.json()]).toEqual([422, expect.objectContaining({ errors: { 'voucher.group': ['Dieser Wert ist ungültig.'] } })]);
    } finally {
      await t.app.db.updateTable('staff').set({ language: 'en' }).where('id', '=', editor.session.staff.id).execute();
    }
  });

  it('makes two vouchers of two creates at the same instant: neither overwrites the other', async () => {
    for (let round = 0; round < 5; round++) {
      const names = [0, 1].map((i) => `Race ${round}.${i}`);
      const answers = await Promise.all(names.map((name) => call(editor, 'POST', '/gift-vouchers', { voucher: { ...birthday(), name: { de: name } } })));
      expect(answers.map((res) => res.statusCode)).toEqual([201, 201]);
      const stored = await t.app.db.selectFrom('gift_vouchers').select('name').where('id', 'in', answers.map((res) => recordOf(res).id)).execute();
      expect(stored.map((row) => (JSON.parse(row.name) as { de: string }).de).sort()).toEqual(names);
    }
  });

  it('tells the second of two editors of one version; an import that changes the voucher makes an older copy stale too', async () => {
    const record = recordOf(await call(editor, 'POST', '/gift-vouchers', { voucher: birthday() }));
    expect((await call(editor, 'PUT', `/gift-vouchers/${record.id}`, { voucher: { ...record.voucher, price: 4000 }, version: record.version })).statusCode).toBe(200);
    const second = await call(editor, 'PUT', `/gift-vouchers/${record.id}`, { voucher: { ...record.voucher, price: 5000 }, version: record.version });
    expect(second.statusCode).toBe(409);
    expect(officeGiftVoucherStaleErrorSchema.parse(second.json()).current.voucher.price).toBe(4000);

    const catalog = fixtureCatalogWithMerchandise();
    const before = recordOf(await call(editor, 'GET', '/gift-vouchers/801'));
    await importCatalog(t.app.db, { ...catalog, gift_vouchers: (catalog.gift_vouchers ?? []).map((voucher) => (voucher.id === 801 ? { ...voucher, price: 7500 } : voucher)) });
    const stale = await call(editor, 'PUT', '/gift-vouchers/801', { voucher: before.voucher, version: before.version });
    expect([stale.statusCode, officeGiftVoucherStaleErrorSchema.parse(stale.json()).current.voucher.price]).toEqual([409, 7500]);
    await importCatalog(t.app.db, catalog);
  });

  it('answers 404 OFFICE_GIFT_VOUCHER_NOT_FOUND for an unknown voucher', async () => {
    const res = await call(editor, 'GET', '/gift-vouchers/999999');
    expect([res.statusCode, res.json()]).toEqual([404, expect.objectContaining({ code: 'OFFICE_GIFT_VOUCHER_NOT_FOUND', message: 'This gift voucher does not exist.' })]);
  });

  it('refuses box office, door and accountant (403); an owner may', async () => {
    for (const role of ['box-office', 'door', 'accountant'] as const) {
      const member = await signIn(t.app, await addStaff(t.app, role));
      for (const [method, path] of [
        ['GET', '/gift-vouchers'],
        ['GET', '/gift-vouchers/801'],
        ['POST', '/gift-vouchers'],
      ] as const) {
        const res = await call(member, method, path, method === 'POST' ? { voucher: birthday() } : undefined);
        expect([role, path, res.statusCode, apiErrorSchema.parse(res.json()).code]).toEqual([role, path, 403, 'OFFICE_FORBIDDEN']);
      }
    }
    const owner = await signIn(t.app, await addStaff(t.app, 'owner'));
    expect((await call(owner, 'POST', '/gift-vouchers', { voucher: birthday() })).statusCode).toBe(201);
  });
});
