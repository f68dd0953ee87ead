import type { AuditEntry, OfficeRole, StaffMember } from '@foyer/contract';
import { simpleParser } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';
import { addStaff, officeCall, officeCookie, signIn, totpCode, type SignedIn } from '../../test-support/office-kit.js';
import { startSmtp } from '../../test-support/smtp-stand-in.js';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;
let owner: SignedIn;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ config: { smtpUrl: smtp.url, mailFrom: 'Testmuseum <shop@museum.example.org>', publicUrl: 'https://shop.museum.example' } });
  owner = await signIn(t.app, await addStaff(t.app, 'owner'));
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const error = (code: string) => expect.objectContaining({ code });
const as = (who: SignedIn) => ({ cookie: who.cookie, csrf: who.csrf });
const newMember = { email: 'Grace.Hopper@Museum.Example', name: 'Grace Hopper', role: 'box-office', scope: { events: ['e1'], tours: null }, canRefund: true, language: 'fr' } as const;

const invite = async (body: object = newMember): Promise<StaffMember> => {
  const res = await officeCall(t.app, 'POST', '/staff', { ...as(owner), payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: { staff: StaffMember } }).data.staff;
};

/** The set-up link of the newest invitation as the invitee's mail program shows it, sent through SMTP. */
const mailedLink = async (address: string): Promise<{ link: string; subject: string; text: string }> => {
  smtp.received.length = 0;
  expect(await t.app.jobs.deliverMail()).toBeGreaterThan(0);
  const mails = await Promise.all(smtp.received.map((raw) => simpleParser(raw)));
  // Mail programs write the domain in lower case.
  const mail = mails.find((candidate) => (candidate.to && 'text' in candidate.to ? candidate.to.text : '').toLowerCase() === address.toLowerCase());
  const link = /https:\/\/shop\.museum\.example\/office\/set-up\/([\w-]+)/.exec(mail?.text ?? '')?.[0] ?? '';
  return { link, subject: mail?.subject ?? '', text: mail?.text ?? '' };
};

const auditAs = async (query = '', who: SignedIn = owner): Promise<{ entries: AuditEntry[]; nextCursor: string | null }> => {
  const res = await officeCall(t.app, 'GET', `/audit${query}`, as(who));
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { entries: AuditEntry[]; nextCursor: string | null } }).data;
};

describe('staff management is the owner\'s alone', () => {
  it.each<OfficeRole>(['editor', 'box-office', 'door', 'accountant'])('refuses %s every staff call with 403 OFFICE_FORBIDDEN', async (role) => {
    const member = await signIn(t.app, await addStaff(t.app, role, { canRefund: true }));
    const calls = [
      officeCall(t.app, 'GET', '/staff', as(member)),
      officeCall(t.app, 'POST', '/staff', { ...as(member), payload: { ...newMember, email: `${role}-invite@museum.example` } }),
      officeCall(t.app, 'PATCH', `/staff/${owner.session.staff.id}`, { ...as(member), payload: { disabled: true, version: 1 } }),
      officeCall(t.app, 'POST', `/staff/${owner.session.staff.id}/sessions/end`, as(member)),
      officeCall(t.app, 'GET', '/audit', as(member)),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(error('OFFICE_FORBIDDEN'));
    }
  });

  it('answers 401 without a session, before looking at the input', async () => {
    const res = await officeCall(t.app, 'POST', '/staff', { payload: { nonsense: true } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(error('OFFICE_SIGNED_OUT'));
  });
});

describe('inviting a member', () => {
  it('creates the member and mails a one-time set-up link in their language; the link sets the password once and leads to enrolment', async () => {
    const member = await invite();
    expect(member).toEqual({
      id: expect.any(String),
      name: 'Grace Hopper',
      email: 'Grace.Hopper@Museum.Example',
      role: 'box-office',
      scope: { events: ['e1'], tours: null },
      canRefund: true,
      language: 'fr',
      disabled: false,
      active: false,
      createdAt: expect.any(String),
      lastSignInAt: null,
      version: 1,
    });
    const mail = await mailedLink('Grace.Hopper@Museum.Example');
    expect(mail.subject).toBe('Votre accès au back-office de Testmuseum');
    expect(mail.text).toContain('avec le rôle «\u00a0Billetterie\u00a0»');
    expect(mail.text).toContain('Le lien est valable 72 heures');
    const token = mail.link.split('/').at(-1) ?? '';
    expect(token).toMatch(/^[\w-]{43}$/);

    const shown = await officeCall(t.app, 'GET', `/set-up/${token}`);
    expect(shown.json()).toEqual({ data: { email: 'Grace.Hopper@Museum.Example', name: 'Grace Hopper' } });
    expect((await officeCall(t.app, 'POST', `/set-up/${token}`, { payload: { password: 'too short' } })).statusCode).toBe(400);
    const [first, second] = await Promise.all([
      officeCall(t.app, 'POST', `/set-up/${token}`, { payload: { password: 'a long and secret password' } }),
      officeCall(t.app, 'POST', `/set-up/${token}`, { payload: { password: 'another long password' } }),
    ]);
    const answers = [first, second].map((res) => res?.statusCode).sort();
    expect(answers).toEqual([200, 404]);
    const done = first?.statusCode === 200 ? first : second;
    expect(done?.json()).toEqual({ data: { next: 'enrol' } });
    expect((await officeCall(t.app, 'GET', `/set-up/${token}`)).json()).toEqual(error('OFFICE_SET_UP_INVALID'));
    expect((await officeCall(t.app, 'POST', `/set-up/${token}`, { payload: { password: 'a long and secret password' } })).statusCode).toBe(404);

    const half = officeCookie(done ?? first);
    const enrolment = (await officeCall(t.app, 'GET', '/session/enrolment', { cookie: half })).json() as { data: { secret: string } };
    const session = await officeCall(t.app, 'POST', '/session/enrolment', { cookie: half, payload: { code: totpCode(enrolment.data.secret) } });
    expect(session.statusCode, session.body).toBe(200);
    const list = (await officeCall(t.app, 'GET', '/staff', as(owner))).json() as { data: { staff: StaffMember[] } };
    expect(list.data.staff.find((candidate) => candidate.id === member.id)).toMatchObject({ active: true, lastSignInAt: expect.any(String) });
  });

  it('refuses an expired link, an unknown one and a second member with the same address', async () => {
    await invite({ ...newMember, email: 'late@museum.example' });
    const taken = await officeCall(t.app, 'POST', '/staff', { ...as(owner), payload: { ...newMember, email: ' LATE@museum.example ' } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual(error('OFFICE_EMAIL_TAKEN'));
    const { link } = await mailedLink('late@museum.example');
    const token = link.split('/').at(-1) ?? '';
    expect((await officeCall(t.app, 'GET', `/set-up/${'x'.repeat(43)}`)).statusCode).toBe(404);
    // Three days later (the owner's session, idle meanwhile, outlives this test: no owner call is made then).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 73 * 3_600_000 });
    expect((await officeCall(t.app, 'GET', `/set-up/${token}`)).json()).toEqual(error('OFFICE_SET_UP_INVALID'));
    expect((await officeCall(t.app, 'POST', `/set-up/${token}`, { payload: { password: 'a long and secret password' } })).statusCode).toBe(404);
  });

  it('stores an owner with every event and tour and the right to refund, whatever the form sent', async () => {
    const member = await invite({ ...newMember, email: 'second-owner@museum.example', role: 'owner', scope: { events: [], tours: [] }, canRefund: false });
    expect(member).toMatchObject({ role: 'owner', scope: { events: null, tours: null }, canRefund: true });
  });
});

describe('editing a member', () => {
  it('applies an edit to the version read, answers a stale one 409 with the record as it is now, and audits before and after', async () => {
    const member = await addStaff(t.app, 'editor');
    const edit = await officeCall(t.app, 'PATCH', `/staff/${member.id}`, { ...as(owner), payload: { role: 'box-office', canRefund: true, scope: { events: null, tours: ['t1'] }, version: 1 } });
    expect(edit.statusCode, edit.body).toBe(200);
    const edited = (edit.json() as { data: { staff: StaffMember } }).data.staff;
    expect(edited).toMatchObject({ role: 'box-office', canRefund: true, scope: { events: null, tours: ['t1'] }, version: 2 });

    const stale = await officeCall(t.app, 'PATCH', `/staff/${member.id}`, { ...as(owner), payload: { disabled: true, version: 1 } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ code: 'OFFICE_STALE', message: 'Someone else has changed this in the meantime. Please check the current version and try again.', current: edited });

    const [entry] = (await auditAs(`?action=staff.update&staff=${owner.session.staff.id}`)).entries;
    expect(entry).toMatchObject({ staffId: owner.session.staff.id, staffName: owner.session.staff.name, action: 'staff.update', target: `staff:${member.id}` });
    expect(entry?.before).toMatchObject({ role: 'editor', canRefund: false, version: 1 });
    expect(entry?.after).toEqual(edited);
    expect((await officeCall(t.app, 'PATCH', '/staff/nobody', { ...as(owner), payload: { disabled: true, version: 1 } })).json()).toEqual(error('OFFICE_STAFF_NOT_FOUND'));
  });

  it('signs a disabled member out at once, and ends all sessions of a member on request', async () => {
    const member = await addStaff(t.app, 'door');
    const session = await signIn(t.app, member);
    const ended = await officeCall(t.app, 'POST', `/staff/${member.id}/sessions/end`, as(owner));
    expect(ended.json()).toEqual({ data: { ended: 1 } });
    expect((await officeCall(t.app, 'GET', '/session', { cookie: session.cookie })).json()).toEqual(error('OFFICE_SIGNED_OUT'));

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 30_000 });
    const again = await signIn(t.app, member);
    const disabled = await officeCall(t.app, 'PATCH', `/staff/${member.id}`, { ...as(owner), payload: { disabled: true, version: 1 } });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect((await officeCall(t.app, 'GET', '/session', { cookie: again.cookie })).statusCode).toBe(401);
    expect((await auditAs(`?action=staff.sessions.end`)).entries[0]).toMatchObject({ target: `staff:${member.id}`, after: { ended: 1 } });
  });

  it('never leaves the office without an owner who can sign in: the last one can be neither disabled nor demoted', async () => {
    // Only the signed-in owner has set up: the invited owner of an earlier test has not.
    const self = owner.session.staff.id;
    const version = async () => ((await officeCall(t.app, 'GET', '/staff', as(owner))).json() as { data: { staff: StaffMember[] } }).data.staff.find((s) => s.id === self)?.version ?? 0;
    for (const change of [{ disabled: true }, { role: 'editor' }]) {
      const res = await officeCall(t.app, 'PATCH', `/staff/${self}`, { ...as(owner), payload: { ...change, version: await version() } });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual(error('OFFICE_LAST_OWNER'));
    }
    // With a second owner both may be demoted, one at a time, never both.
    const other = await addStaff(t.app, 'owner');
    const demoteOther = officeCall(t.app, 'PATCH', `/staff/${other.id}`, { ...as(owner), payload: { role: 'editor', version: 1 } });
    const demoteSelf = officeCall(t.app, 'PATCH', `/staff/${self}`, { ...as(owner), payload: { role: 'editor', version: await version() } });
    const answers = (await Promise.all([demoteOther, demoteSelf])).map((res) => res.statusCode).sort();
    // The loser is refused as the last owner, or, when the winner demoted its caller first, for its role.
    expect(answers[0]).toBe(200);
    expect([403, 409]).toContain(answers[1]);
    const owners = await t.app.db.selectFrom('staff').select('id').where('role', '=', 'owner').where('id', 'in', [self, other.id]).execute();
    expect(owners).toHaveLength(1);
  });
});

describe('the audit log', () => {
  it('pages newest first with a cursor and filters by action and time', async () => {
    // The owner of the tests above may have been demoted by the last-owner race.
    const reader = await signIn(t.app, await addStaff(t.app, 'owner'));
    const audit = (query: string) => auditAs(query, reader);
    const all = await audit('?limit=200');
    const actions = all.entries.map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['staff.create', 'staff.set-up', 'staff.enrol', 'session.start', 'staff.update', 'staff.sessions.end']));
    const ids = all.entries.map((entry) => Number(entry.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const first = await audit('?limit=2');
    expect(first.entries).toEqual(all.entries.slice(0, 2));
    const next = await audit(`?limit=2&cursor=${first.nextCursor ?? ''}`);
    expect(next.entries).toEqual(all.entries.slice(2, 4));

    const creates = await audit('?action=staff.create');
    expect(creates.entries.every((entry) => entry.action === 'staff.create' && entry.before === null)).toBe(true);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await audit(`?from=${encodeURIComponent(future)}`)).entries).toEqual([]);
    expect((await audit(`?to=${encodeURIComponent(future)}&limit=200`)).entries).toHaveLength(all.entries.length);
    expect((await audit('?limit=200')).nextCursor).toBeNull();
  });
});
