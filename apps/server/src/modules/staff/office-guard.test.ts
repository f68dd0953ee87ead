import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../../plugins/errors.js';
import { MuseumRegion } from '../../plugins/museum-region.js';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';
import { addStaff, signIn, type SignedIn } from '../../test-support/office-kit.js';
import { registerOfficeGuard, requireInScope, signedInStaff } from './office-guard.js';
import { StaffSessionReader } from './staff-session-reader.js';

/**
 * The guard as a later office route uses it: an app of its own with two such routes, over the
 * sessions the real app signs in.
 */
let t: TestApp;
let routes: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  routes = Fastify();
  registerErrorHandler(routes, new MuseumRegion());
  await routes.register(
    async (office) => {
      await office.register(fastifyCookie);
      const requireStaff = registerOfficeGuard(office, new StaffSessionReader(t.app.db, 30));
      office.post('/orders/:id/refund', { preValidation: requireStaff({ roles: ['owner', 'box-office'], permission: 'refund' }) }, async () => ({ data: { refunded: true } }));
      office.get<{ Params: { id: string } }>('/events/:id', { preValidation: requireStaff({ roles: ['owner', 'editor', 'box-office'] }) }, async (request) => {
        requireInScope(signedInStaff(request), 'events', request.params.id);
        return { data: { id: request.params.id } };
      });
    },
    { prefix: '/office/api' },
  );
  await routes.ready();
});
afterAll(async () => {
  await routes.close();
  await t.close();
});

const call = (who: SignedIn, method: 'GET' | 'POST', url: string) =>
  routes.inject({ method, url: `/office/api${url}`, cookies: { foyer_office: who.cookie }, headers: { 'x-csrf-token': who.csrf } });

describe('requireStaff and requireInScope for later office routes', () => {
  it('lets a refund through for owners and box office allowed to refund, and no one else', async () => {
    const cases = [
      { role: 'owner', canRefund: false, status: 200 },
      { role: 'box-office', canRefund: true, status: 200 },
      { role: 'box-office', canRefund: false, status: 403 },
      { role: 'editor', canRefund: true, status: 403 },
      { role: 'accountant', canRefund: true, status: 403 },
    ] as const;
    for (const { role, canRefund, status } of cases) {
      const who = await signIn(t.app, await addStaff(t.app, role, { canRefund }));
      const res = await call(who, 'POST', '/orders/1/refund');
      expect({ role, canRefund, status: res.statusCode }).toEqual({ role, canRefund, status });
      if (status === 403) expect(res.json()).toEqual(expect.objectContaining({ code: 'OFFICE_FORBIDDEN' }));
    }
  });

  it('keeps a member to the events of their scope; an owner reaches every one', async () => {
    const editor = await signIn(t.app, await addStaff(t.app, 'editor', { scope: { events: ['e1'], tours: null } }));
    expect((await call(editor, 'GET', '/events/e1')).json()).toEqual({ data: { id: 'e1' } });
    const outside = await call(editor, 'GET', '/events/e2');
    expect(outside.statusCode).toBe(403);
    expect(outside.json()).toEqual(expect.objectContaining({ code: 'OFFICE_FORBIDDEN' }));
    const owner = await signIn(t.app, await addStaff(t.app, 'owner', { scope: { events: [], tours: [] } }));
    expect((await call(owner, 'GET', '/events/e2')).statusCode).toBe(200);
    const door = await signIn(t.app, await addStaff(t.app, 'door'));
    expect((await call(door, 'GET', '/events/e1')).statusCode).toBe(403);
  });
});
