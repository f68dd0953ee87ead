import type { OfficeSession } from '@foyer/contract';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { ConfigError } from '../../config.js';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';
import { officeCall, officeCookie, passwordStep, totpCode } from '../../test-support/office-kit.js';
import { DEMO_STAFF } from './demo-staff.js';
import { runStaffCommand } from './staff-command.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { office: { idleTimeoutMinutes: 30, signInAttemptsPerAddress: 30, demoStaff: true } } });
});
afterAll(async () => t.close());

const run = async (...args: string[]) => {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runStaffCommand(args, t.app.db, t.config, { print: (line) => out.push(line), fail: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
};

const production = { mode: 'production' as const, publicUrl: 'https://shop.museum.example', smtpUrl: 'smtp://127.0.0.1:2525', payments: { provider: 'stripe' as const, secretKey: 'sk_test_production', webhookSecret: 'whsec_production', apiUrl: 'http://127.0.0.1:9' } };

describe('demo staff', () => {
  it('are seeded in the demo, one per role, and sign in with the password and TOTP secret the README gives', async () => {
    const rows = await t.app.db.selectFrom('staff').select(['email', 'role', 'demo']).orderBy('email').execute();
    expect(rows.map((row) => row.role).sort()).toEqual(['accountant', 'box-office', 'door', 'editor', 'owner']);
    expect(rows.every((row) => row.demo === 1)).toBe(true);
    for (const member of DEMO_STAFF) {
      const half = await passwordStep(t.app, member.email, member.password);
      expect(half.json(), member.email).toEqual({ data: { next: 'totp' } });
      const res = await officeCall(t.app, 'POST', '/session/totp', { cookie: officeCookie(half), payload: { code: totpCode(member.totpSecret) } });
      expect((res.json() as { data: OfficeSession }).data.staff).toMatchObject({ role: member.role, email: member.email });
    }
  });

  it('are the ones the README documents', () => {
    const readme = readFileSync(fileURLToPath(new URL('../../../../../README.md', import.meta.url)), 'utf8');
    for (const member of DEMO_STAFF) expect(readme).toContain(`| \`${member.email}\` | \`${member.password}\` | \`${member.totpSecret}\` |`);
  });

  it('keep production from starting until they are removed', async () => {
    const refused = await buildApp({ ...t.config, ...production }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ConfigError);
    expect((refused as Error).message).toBe(
      'Cannot start: NODE_ENV=production and the database holds 5 demo staff members, whose passwords are public; remove them with `npm run office:staff -- remove-demo` (see docs/operations.md).',
    );
    expect(await run('remove-demo')).toEqual({ code: 0, out: 'Removed 5 demo staff members.', err: '' });
    const started = await buildApp({ ...t.config, ...production });
    expect(await started.db.selectFrom('staff').select('id').execute()).toEqual([]);
    await started.close();
  });
});

describe('npm run office:staff', () => {
  it('adds the first owner and prints a one-time set-up link on PUBLIC_URL, audited as the command line', async () => {
    const added = await run('add', '--email', 'first.owner@museum.example', '--name', 'First Owner', '--role', 'owner');
    expect(added.code, added.err).toBe(0);
    const link = /http:\/\/localhost:3000\/office\/set-up\/([\w-]{43})$/.exec(added.out);
    expect(added.out.split('\n')[0]).toBe('Added First Owner <first.owner@museum.example> as owner. One-time set-up link (valid 72 hours):');
    expect((await officeCall(t.app, 'GET', `/set-up/${link?.[1] ?? ''}`)).json()).toEqual({ data: { email: 'first.owner@museum.example', name: 'First Owner' } });
    const entry = await t.app.db.selectFrom('office_audit').selectAll().where('action', '=', 'staff.create').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ staff_id: null, before_json: null });
    expect(JSON.parse(entry.after_json ?? '{}')).toMatchObject({ email: 'first.owner@museum.example', role: 'owner', active: false });
    // The command line sends no mail: it prints the link.
    expect(await t.app.db.selectFrom('outbox').select('id').where('to_address', '=', 'first.owner@museum.example').execute()).toEqual([]);
  });

  it('refuses an address already taken, an unknown role and an unknown command', async () => {
    expect(await run('add', '--email', 'FIRST.owner@museum.example', '--name', 'Again', '--role', 'owner')).toMatchObject({ code: 1, err: 'A staff member with the address FIRST.owner@museum.example already exists.' });
    expect(await run('add', '--email', 'x@museum.example', '--name', 'X', '--role', 'janitor')).toMatchObject({ code: 2, err: expect.stringContaining('Usage: npm run office:staff') });
    expect(await run('promote')).toMatchObject({ code: 2 });
  });
});
