import {
  apiErrorSchema,
  officePaymentTypeListResponseSchema,
  officePaymentTypeResponseSchema,
  officePaymentTypeStaleErrorSchema,
  paymentTypesResponseSchema,
  type OfficePaymentTypeRecord,
} from '@foyer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportCatalog, importCatalog } from '../../kinds.js';
import { adults, futureSlot, initBody, initPayment, registerGuest } from '../../test-support/checkout-kit.js';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';
import { fixtureCatalogWithEvents } from '../../test-support/fixture-events.js';
import { addStaff, officeCall, signIn, type SignedIn } from '../../test-support/office-kit.js';

let t: TestApp;
let owner: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ catalog: fixtureCatalogWithEvents() });
  owner = await signIn(t.app, await addStaff(t.app, 'owner'));
});
afterAll(async () => t.close());

const call = (who: SignedIn, method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
  officeCall(t.app, method, path, { cookie: who.cookie, csrf: who.csrf, ...(payload === undefined ? {} : { payload }) });
const recordOf = (res: { json(): unknown }): OfficePaymentTypeRecord => officePaymentTypeResponseSchema.parse(res.json()).data.record;
const shopTypes = async () => paymentTypesResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/en/checkout/payments?shop=177' })).json()).data;

describe('the owner’s payment types', () => {
  it('lists every type with its direct debit flag', async () => {
    const res = await call(owner, 'GET', '/payment-types');
    expect(res.statusCode).toBe(200);
    expect(officePaymentTypeListResponseSchema.parse(res.json()).data.paymentTypes.map((type) => [type.payartId, type.offered, type.directDebit])).toEqual([
      [300, true, false],
      [164, true, false],
      [74, true, true],
    ]);
  });

  it('stops offering a type: the shop no longer lists it nor takes it at checkout, the export leaves it out, and the office keeps its texts', async () => {
    const before = recordOf(await call(owner, 'GET', '/payment-types/74'));
    expect(before.paymentType).toMatchObject({ name: { de: 'Lastschrift' }, directDebit: true, offered: true });
    const res = await call(owner, 'PUT', '/payment-types/74', { paymentType: { ...before.paymentType, offered: false, name: { de: 'Lastschrift (LSV)', en: 'Direct debit' } }, version: before.version });
    expect(res.statusCode, res.body).toBe(200);
    expect(recordOf(res)).toMatchObject({ version: before.version + 1, paymentType: { offered: false, name: { de: 'Lastschrift (LSV)', en: 'Direct debit' } } });
    expect((await shopTypes()).map((type) => type.payartId)).toEqual([300, 164]);

    const slot = await futureSlot(t.app, 2);
    const token = await registerGuest(t.app);
    const refused = await initPayment(t.app, token, { ...initBody([adults(slot.datetime, 1)]), payart: 74 });
    expect(apiErrorSchema.parse(refused.json()).code).toBe('PAYMENT_TYPE_UNKNOWN');
    expect(((await exportCatalog(t.app.db, 177)) as { payment_types: { payartId: number }[] }).payment_types.map((type) => type.payartId)).toEqual([164, 300]);

    const audit = await t.app.db.selectFrom('office_audit').selectAll().where('target', '=', 'payment-type:74').executeTakeFirstOrThrow();
    expect([audit.action, JSON.parse(audit.before_json ?? 'null'), JSON.parse(audit.after_json ?? 'null')]).toEqual(['payment-type.update', before.paymentType, recordOf(res).paymentType]);

    // An import that names the type offers it again, and an editor's copy from before is stale.
    await importCatalog(t.app.db, fixtureCatalogWithEvents());
    expect((await shopTypes()).map((type) => type.payartId)).toEqual([300, 164, 74]);
    const stale = await call(owner, 'PUT', '/payment-types/74', { paymentType: recordOf(res).paymentType, version: recordOf(res).version });
    expect([stale.statusCode, officePaymentTypeStaleErrorSchema.parse(stale.json()).current.paymentType.offered]).toEqual([409, true]);
  });

  it('adds a type of the provider’s, once: the same id again answers 409 OFFICE_PAYMENT_TYPE_TAKEN', async () => {
    const paymentType = { name: { de: 'Rechnung', en: 'Invoice' }, payLaterDays: 30, sequenceNo: 9 };
    const res = await call(owner, 'POST', '/payment-types', { payartId: 90, paymentType });
    expect(res.statusCode, res.body).toBe(201);
    expect(recordOf(res)).toMatchObject({ payartId: 90, paymentType: { payLaterDays: 30, offered: true } });
    expect((await shopTypes()).find((type) => type.payartId === 90)).toMatchObject({ pay_later: true });
    const again = await call(owner, 'POST', '/payment-types', { payartId: 90, paymentType });
    expect([again.statusCode, again.json()]).toEqual([409, expect.objectContaining({ code: 'OFFICE_PAYMENT_TYPE_TAKEN', message: 'A payment type with this payment provider number already exists.' })]);
    expect(await t.app.db.selectFrom('office_audit').select('action').where('target', '=', 'payment-type:90').execute()).toEqual([{ action: 'payment-type.create' }]);
  });

  it('refuses a nameless type with 422 in the owner’s language, and answers 404 for an unknown one', async () => {
    await t.app.db.updateTable('staff').set({ language: 'it' }).where('id', '=', owner.session.staff.id).execute();
    try {
      const res = await call(owner, 'POST', '/payment-types', { payartId: 91, paymentType: { name: { en: ' ' } } });
      expect([res.statusCode, res.json()]).toEqual([422, expect.objectContaining({ code: 'VALIDATION_FAILED', errors: { 'paymentType.name': ['Questo campo è obbligatorio.'] } })]);
      const unknown = await call(owner, 'GET', '/payment-types/4242');
      expect([unknown.statusCode, unknown.json()]).toEqual([404, expect.objectContaining({ code: 'OFFICE_PAYMENT_TYPE_NOT_FOUND', message: 'Questo metodo di pagamento non esiste.' })]);
    } finally {
      await t.app.db.updateTable('staff').set({ language: 'en' }).where('id', '=', owner.session.staff.id).execute();
    }
  });

  it('refuses everybody but owners (403)', async () => {
    for (const role of ['editor', 'box-office', 'door', 'accountant'] as const) {
      const member = await signIn(t.app, await addStaff(t.app, role));
      for (const [method, path] of [
        ['GET', '/payment-types'],
        ['GET', '/payment-types/164'],
        ['PUT', '/payment-types/164'],
      ] as const) {
        const res = await call(member, method, path, method === 'PUT' ? { paymentType: { name: { en: 'Card' } }, version: 1 } : undefined);
        expect([role, path, res.statusCode, apiErrorSchema.parse(res.json()).code]).toEqual([role, path, 403, 'OFFICE_FORBIDDEN']);
      }
    }
  });
});
