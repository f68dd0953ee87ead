import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/create-test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

interface Operation {
  parameters?: { name: string; in: string; required?: boolean }[];
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}

describe('GET /api/docs', () => {
  it('documents every API call with its parameters and answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, Operation>> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths).sort()).toEqual([
      '/api/{lang}/auth/guest',
      '/api/{lang}/auth/login',
      '/api/{lang}/auth/logout',
      '/api/{lang}/checkout/cancel',
      '/api/{lang}/checkout/execPayment',
      '/api/{lang}/checkout/initPayment',
      '/api/{lang}/checkout/initPaymentOrder',
      '/api/{lang}/checkout/payments',
      '/api/{lang}/checkout/prices',
      '/api/{lang}/checkout/suggest',
      '/api/{lang}/customer',
      '/api/{lang}/customer/attr',
      '/api/{lang}/customer/emailchange',
      '/api/{lang}/customer/fromOrder',
      '/api/{lang}/customer/orders',
      '/api/{lang}/customer/pwdchange',
      '/api/{lang}/customer/pwdconfirm',
      '/api/{lang}/customer/pwdreset',
      '/api/{lang}/customer/register',
      '/api/{lang}/customer/update',
      '/api/{lang}/customer/validate',
      '/api/{lang}/donation',
      '/api/{lang}/event/select',
      '/api/{lang}/merchandise',
      '/api/{lang}/merchandise/attr',
      '/api/{lang}/merchandise/select',
      '/api/{lang}/order/review',
      '/api/{lang}/order/{id}/tickets.pdf',
      '/api/{lang}/order/{id}/wallet/apple',
      '/api/{lang}/order/{id}/wallet/google',
      '/api/{lang}/page/{id}',
      '/api/{lang}/shipping/costs',
      '/api/{lang}/shipping/rates',
      '/api/{lang}/shopinfo',
      '/api/{lang}/shopinfo/config',
      '/api/{lang}/slot-choices/{token}',
      '/api/{lang}/slot-choices/{token}/rebook',
      '/api/{lang}/slot-choices/{token}/refund',
      '/api/{lang}/slot-choices/{token}/times',
      '/api/{lang}/static',
      '/api/{lang}/ticket/calendar/event/{id}/range/{range}',
      '/api/{lang}/ticket/collect/event/{id}',
      '/api/{lang}/ticket/collect/event/{id}/date/{date}',
      '/api/{lang}/ticket/lifetime',
      '/api/{lang}/tour',
      '/api/{lang}/tour/attr',
      '/api/{lang}/tour/calendar/tour/{id}/range/{range}',
      '/api/{lang}/tour/lifetime/tour/{id}',
      '/api/{lang}/tour/overview',
      '/api/{lang}/tour/select/event',
      '/api/{lang}/tour/soldout/tour/{id}/range/{range}',
      '/api/{lang}/tour/soldoutTimeslots/tour/{id}/date/{date}',
      '/api/{lang}/voucher',
      '/api/{lang}/voucher/attr',
      '/api/{lang}/voucher/select/event/',
      '/api/{lang}/voucher/selectOne/price/{id}',
      '/healthz',
    ]);
    const shopinfo = doc.paths['/api/{lang}/shopinfo']?.get;
    expect(shopinfo?.parameters?.map((p) => [p.in, p.name]).sort()).toEqual([
      ['path', 'lang'],
      ['query', 'shop'],
    ]);
    const answer = JSON.stringify(shopinfo?.responses['200']);
    expect(answer).toContain('cookie_warning');
    expect(answer).toContain('social_media');
    expect(JSON.stringify(shopinfo?.responses['404'])).toContain('code');
  });
});

describe('GET /office/api/docs', () => {
  it('documents the back office’s calls, and only those, with their bodies and answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/office/api/docs' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { info: { title: string }; paths: Record<string, Record<string, Operation & { requestBody?: unknown }>> };
    expect(doc.info.title).toBe('Foyer back office API');
    const paths = Object.keys(doc.paths);
    expect(paths.every((path) => path.startsWith('/office/api/'))).toBe(true);
    expect(paths).toEqual(expect.arrayContaining(['/office/api/session/password', '/office/api/staff', '/office/api/staff/{id}', '/office/api/audit', '/office/api/events', '/office/api/events/{id}']));
    expect(Object.keys(doc.paths['/office/api/events/{id}'] ?? {}).sort()).toEqual(['get', 'put']);
    expect(JSON.stringify(doc.paths['/office/api/events/{id}']?.put?.requestBody)).toContain('horizonDays');
    expect(JSON.stringify(doc.paths['/office/api/events/{id}']?.put?.responses['409'])).toContain('current');
    const categoryDelete = doc.paths['/office/api/product-categories/{id}']?.delete as (Operation & { parameters?: { in: string; name: string }[] }) | undefined;
    expect(categoryDelete?.parameters?.map((parameter) => `${parameter.in} ${parameter.name}`).sort()).toEqual(['path id', 'query version']);
    expect(Object.keys(categoryDelete?.responses ?? {})).toEqual(expect.arrayContaining(['200', '404', '409']));
  });
});
