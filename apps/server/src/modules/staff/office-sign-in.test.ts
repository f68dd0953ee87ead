import type { OfficeSession } from '@foyer/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addStaff, officeCall, officeCookie, passwordStep, signIn, totpCode } from '../../test-support/office-kit.js';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';
import { officeCookieOptions } from './office-guard.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { office: { idleTimeoutMinutes: 30, signInAttemptsPerAddress: 30, demoStaff: false } } });
});
afterAll(async () => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const freezeClock = (at = Date.now()): void => {
  vi.useFakeTimers({ toFake: ['Date'], now: at });
};
const advanceSeconds = (seconds: number): void => {
  vi.setSystemTime(Date.now() + seconds * 1000);
};
const error = (code: string) => expect.objectContaining({ code });

describe('office sign-in: password, then the TOTP code', () => {
  it('answers next: totp after the right password, in an HttpOnly, SameSite=Strict cookie only /office receives', async () => {
    const member = await addStaff(t.app, 'editor');
    const res = await passwordStep(t.app, member.email, member.password);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { next: 'totp' } });
    const cookie = res.cookies.find((candidate) => candidate.name === 'foyer_office');
    expect(cookie).toMatchObject({ path: '/office', httpOnly: true, sameSite: 'Strict' });
    expect(cookie?.secure).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('marks the cookie Secure when the shop is served over https', () => {
    expect(officeCookieOptions('https://shop.museum.example')).toMatchObject({ secure: true });
    expect(officeCookieOptions('http://localhost:3000')).toMatchObject({ secure: false });
  });

  it('answers a wrong password, an unknown address and a disabled member alike', async () => {
    const member = await addStaff(t.app, 'editor');
    const disabled = await addStaff(t.app, 'door');
    await t.app.db.updateTable('staff').set({ disabled: 1 }).where('id', '=', disabled.id).execute();
    const answers = await Promise.all([
      passwordStep(t.app, member.email, 'not the password'),
      passwordStep(t.app, 'nobody@museum.example', member.password),
      passwordStep(t.app, disabled.email, disabled.password),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'OFFICE_CREDENTIALS_INVALID', message: 'Wrong e-mail address or password.' });
      expect(res.cookies).toEqual([]);
    }
  });

  it('signs in with the current code: the session names the member, a new cookie and a CSRF token', async () => {
    const member = await addStaff(t.app, 'box-office', { canRefund: true, scope: { events: ['e1'], tours: null } });
    const half = officeCookie(await passwordStep(t.app, member.email, member.password));
    // Half signed in is not signed in.
    expect((await officeCall(t.app, 'GET', '/session', { cookie: half })).json()).toEqual(error('OFFICE_SIGNED_OUT'));
    const res = await officeCall(t.app, 'POST', '/session/totp', { cookie: half, payload: { code: totpCode(member.totpSecret) } });
    expect(res.statusCode, res.body).toBe(200);
    const session = (res.json() as { data: OfficeSession }).data;
    expect(session).toEqual({
      staff: { id: member.id, name: member.name, email: member.email, role: 'box-office', scope: { events: ['e1'], tours: null }, canRefund: true, language: 'en' },
      csrfToken: expect.stringMatching(/^[\w-]{43}$/),
      idleTimeoutSeconds: 1800,
      timeZone: 'Europe/Zurich',
    });
    const cookie = officeCookie(res);
    expect(cookie).not.toBe(half);
    expect((await officeCall(t.app, 'GET', '/session', { cookie: half })).statusCode).toBe(401);
    const current = await officeCall(t.app, 'GET', '/session', { cookie });
    expect(current.json()).toEqual({ data: session });
  });

  it('refuses a code once used, even in its own 30 seconds, and a wrong code', async () => {
    freezeClock();
    const member = await addStaff(t.app, 'editor');
    const code = totpCode(member.totpSecret);
    await signIn(t.app, member);
    const half = officeCookie(await passwordStep(t.app, member.email, member.password));
    const replay = await officeCall(t.app, 'POST', '/session/totp', { cookie: half, payload: { code } });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(error('OFFICE_CODE_INVALID'));
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await officeCall(t.app, 'POST', '/session/totp', { cookie: half, payload: { code: wrong } })).json()).toEqual(error('OFFICE_CODE_INVALID'));
    advanceSeconds(30);
    expect((await officeCall(t.app, 'POST', '/session/totp', { cookie: half, payload: { code: totpCode(member.totpSecret) } })).statusCode).toBe(200);
  });

  it('counts wrong codes toward the lockout: after the password and four wrong codes even the right code is refused', async () => {
    const member = await addStaff(t.app, 'editor');
    const half = officeCookie(await passwordStep(t.app, member.email, member.password));
    const code = totpCode(member.totpSecret);
    const wrong = String((Number(code) + 7) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 4; i += 1) expect((await officeCall(t.app, 'POST', '/session/totp', { cookie: half, payload: { code: wrong } })).statusCode).toBe(401);
    const locked = await officeCall(t.app, 'POST', '/session/totp', { cookie: half, payload: { code } });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ code: 'OFFICE_LOCKED', message: 'Too many failed attempts. For your security, logging in is blocked for 15 minutes.', params: { minutes: 15 } });
    expect((await passwordStep(t.app, member.email, member.password)).statusCode).toBe(429);
  });

  it('ends the session after the idle timeout, and keeps a session in use alive', async () => {
    freezeClock();
    const member = await addStaff(t.app, 'accountant');
    const { cookie } = await signIn(t.app, member);
    advanceSeconds(29 * 60);
    expect((await officeCall(t.app, 'GET', '/session', { cookie })).statusCode).toBe(200);
    advanceSeconds(29 * 60);
    expect((await officeCall(t.app, 'GET', '/session', { cookie })).statusCode).toBe(200);
    advanceSeconds(31 * 60);
    const expired = await officeCall(t.app, 'GET', '/session', { cookie });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual(error('OFFICE_SESSION_EXPIRED'));
    expect((await officeCall(t.app, 'GET', '/session', { cookie })).json()).toEqual(error('OFFICE_SIGNED_OUT'));
  });

  it('signs out with DELETE, which needs the CSRF token like every unsafe call', async () => {
    const member = await addStaff(t.app, 'door');
    const { cookie, csrf } = await signIn(t.app, member);
    for (const wrong of [undefined, 'forged', `${csrf.slice(1)}x`]) {
      const refused = await officeCall(t.app, 'DELETE', '/session', { cookie, ...(wrong === undefined ? {} : { csrf: wrong }) });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(error('OFFICE_CSRF_INVALID'));
    }
    const out = await officeCall(t.app, 'DELETE', '/session', { cookie, csrf });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((candidate) => candidate.name === 'foyer_office')).toMatchObject({ value: '', path: '/office' });
    expect((await officeCall(t.app, 'GET', '/session', { cookie })).json()).toEqual(error('OFFICE_SIGNED_OUT'));
  });

  it('keeps the language a member chooses for their next sign-in on any device, audited; the CSRF token is needed', async () => {
    const member = await addStaff(t.app, 'door');
    const { cookie, csrf } = await signIn(t.app, member);
    expect((await officeCall(t.app, 'PUT', '/session/language', { cookie, payload: { language: 'fr' } })).statusCode).toBe(403);
    expect((await officeCall(t.app, 'PUT', '/session/language', { cookie, csrf, payload: { language: 'xx' } })).statusCode).toBe(400);
    const res = await officeCall(t.app, 'PUT', '/session/language', { cookie, csrf, payload: { language: 'fr' } });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { data: OfficeSession }).data.staff.language).toBe('fr');
    expect(((await officeCall(t.app, 'GET', '/session', { cookie })).json() as { data: OfficeSession }).data.staff.language).toBe('fr');
    const audit = await t.app.db.selectFrom('office_audit').select(['action', 'before_json', 'after_json']).where('target', '=', `staff:${(res.json() as { data: OfficeSession }).data.staff.id}`).where('action', '=', 'staff.language').execute();
    expect(audit).toEqual([{ action: 'staff.language', before_json: '{"language":"en"}', after_json: '{"language":"fr"}' }]);
    expect((await officeCall(t.app, 'PUT', '/session/language', { payload: { language: 'de' } })).statusCode).toBe(401);
  });

  it('enrols an authenticator: next is enrol, the same secret on every read, a code from it signs in', async () => {
    const member = await addStaff(t.app, 'owner', { enrolled: false });
    const step = await passwordStep(t.app, member.email, member.password);
    expect(step.json()).toEqual({ data: { next: 'enrol' } });
    const half = officeCookie(step);
    expect((await officeCall(t.app, 'POST', '/session/totp', { cookie: half, payload: { code: '123456' } })).json()).toEqual(error('OFFICE_FORBIDDEN'));
    const reads = await Promise.all([1, 2, 3].map(() => officeCall(t.app, 'GET', '/session/enrolment', { cookie: half })));
    const [first, ...others] = reads.map((res) => res.json() as { data: { otpauthUri: string; secret: string; qrSvg: string } });
    if (first === undefined) throw new Error('no enrolment read');
    for (const again of [...others, (await officeCall(t.app, 'GET', '/session/enrolment', { cookie: half })).json() as typeof first]) expect(again.data).toEqual(first.data);
    expect(first.data.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(first.data.otpauthUri).toBe(`otpauth://totp/Testmuseum%20office:${encodeURIComponent(member.email)}?issuer=Testmuseum%20office&secret=${first.data.secret}&algorithm=SHA1&digits=6&period=30`);
    expect(first.data.qrSvg).toMatch(/^<svg [^>]*viewBox/);
    const wrong = await officeCall(t.app, 'POST', '/session/enrolment', { cookie: half, payload: { code: totpCode(member.totpSecret) } });
    expect(wrong.json()).toEqual(error('OFFICE_CODE_INVALID'));
    const res = await officeCall(t.app, 'POST', '/session/enrolment', { cookie: half, payload: { code: totpCode(first.data.secret) } });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { data: OfficeSession }).data.staff.role).toBe('owner');
    const stored = await t.app.db.selectFrom('staff').select('totp_secret').where('id', '=', member.id).executeTakeFirstOrThrow();
    expect(stored.totp_secret).toBe(first.data.secret);
    // Once enrolled, no second enrolment: the next sign-in asks for a code.
    expect((await passwordStep(t.app, member.email, member.password)).json()).toEqual({ data: { next: 'totp' } });
  });

  it('answers an unknown office call as the API does, never with the web app', async () => {
    const res = await officeCall(t.app, 'GET', '/no-such-call');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(error('NOT_FOUND'));
  });

  it('answers enrolment and code calls without a half-signed-in session 401 OFFICE_SIGNED_OUT', async () => {
    expect((await officeCall(t.app, 'GET', '/session/enrolment')).json()).toEqual(error('OFFICE_SIGNED_OUT'));
    expect((await officeCall(t.app, 'POST', '/session/totp', { payload: { code: '123456' } })).json()).toEqual(error('OFFICE_SIGNED_OUT'));
    expect((await officeCall(t.app, 'POST', '/session/totp', { cookie: 'made-up', payload: { code: '123456' } })).statusCode).toBe(401);
  });
});
