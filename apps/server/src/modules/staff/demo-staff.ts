import type { OfficeRole } from '@foyer/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';

/**
 * The demo's staff, one per role, documented in the README: anyone may sign in to the demo office
 * with these passwords and TOTP secrets (add the secret to an authenticator app by hand). The hashes
 * are the passwords' scrypt, computed once, so a demo start runs no scrypt. Production refuses to
 * start while any of them exist (`npm run office:staff -- remove-demo`).
 */
export const DEMO_STAFF: readonly { role: OfficeRole; name: string; email: string; password: string; passwordHash: string; totpSecret: string; canRefund: boolean }[] = [
  {
    role: 'owner',
    name: 'Olivia Owner',
    email: 'owner@demo.foyer.example',
    password: 'demo-owner-password',
    passwordHash: 'scrypt$16384$8$1$kDbq-J8cVpau-Xawg2WS1A$FjyT7dwQYUM732jK2-IbcuWfudr6DFhbOP5z5yYOcZE',
    totpSecret: 'QP4UK32QJZJSCIOKFH2U44EGVDT27O3J',
    canRefund: true,
  },
  {
    role: 'editor',
    name: 'Eddie Editor',
    email: 'editor@demo.foyer.example',
    password: 'demo-editor-password',
    passwordHash: 'scrypt$16384$8$1$MMK916Lv2RSMcNShYKRqSw$NF1sbm22GGWH5vfJFBeEdJePqZV30Zq5MU4DxsH8_G4',
    totpSecret: 'KPVUGWA27GSHWGPS63UPA265HGPVDHRF',
    canRefund: false,
  },
  {
    role: 'box-office',
    name: 'Bea Box-Office',
    email: 'box-office@demo.foyer.example',
    password: 'demo-box-office-password',
    passwordHash: 'scrypt$16384$8$1$q2fQMJu5w1wGiRvBkyF3eg$n8BWR4nH0OSEF1AOB4JCOQvs-V8SmQJZ1WLnccoHh88',
    totpSecret: 'MQQ3R5LHZELNJTWW7R34POYYAJDG43LU',
    canRefund: true,
  },
  {
    role: 'door',
    name: 'Dan Door',
    email: 'door@demo.foyer.example',
    password: 'demo-door-password',
    passwordHash: 'scrypt$16384$8$1$9RA0R-ADHB2Nxzf6G-lemQ$dze0Xo4gPA9B7qQYEAt81o8uN3Aa2FMwNzuK1XieyjU',
    totpSecret: 'I6U6H4WMPBZLNOYGF3R5OJQXO3WEK4ZX',
    canRefund: false,
  },
  {
    role: 'accountant',
    name: 'Ada Accountant',
    email: 'accountant@demo.foyer.example',
    password: 'demo-accountant-password',
    passwordHash: 'scrypt$16384$8$1$ECaM-DqCQDmhAlTqOBQ_xA$IA9sa3BhSz925rXrTvDjR3JK5GZgfRYNQNNwHs83wR4',
    totpSecret: 'W6UCP4BUALG4WUH6R2PE7PJSEVLBD6RI',
    canRefund: false,
  },
];

/** Writes the demo's staff that are missing (each start of the demo, so a removed one comes back), and says who they are in the log. */
export const seedDemoStaff = async (db: Db, log: FastifyBaseLogger, now: Date): Promise<void> => {
  for (const member of DEMO_STAFF) {
    await db
      .insertInto('staff')
      .values({
        id: `demo-${member.role}`,
        email: member.email,
        email_key: member.email,
        name: member.name,
        role: member.role,
        scope: JSON.stringify({ events: null, tours: null }),
        can_refund: member.canRefund ? 1 : 0,
        language: 'en',
        password_hash: member.passwordHash,
        totp_secret: member.totpSecret,
        totp_last_step: null,
        disabled: 0,
        demo: 1,
        created_at: now.toISOString(),
        last_sign_in_at: null,
        version: 1,
      })
      .onConflict((conflict) => conflict.column('email_key').doNothing())
      .execute();
  }
  log.info({ staff: DEMO_STAFF.map(({ role, email, password, totpSecret }) => ({ role, email, password, totpSecret })) }, 'demo staff for the office (README "Demo staff")');
};

/** How many demo staff the database holds: production does not start with any. */
export const countDemoStaff = async (db: Db): Promise<number> => {
  const row = await db.selectFrom('staff').select((eb) => eb.fn.countAll<number | string>().as('count')).where('demo', '=', 1).executeTakeFirstOrThrow();
  return Number(row.count);
};

/** The command line's `remove-demo`: the demo's staff go, with their sessions and links. */
export const removeDemoStaff = (db: Db): Promise<number> =>
  db.transaction().execute(async (trx) => {
    const demo = trx.selectFrom('staff').select('id').where('demo', '=', 1);
    await trx.deleteFrom('staff_sessions').where('staff_id', 'in', demo).execute();
    await trx.deleteFrom('staff_set_up_links').where('staff_id', 'in', demo).execute();
    const result = await trx.deleteFrom('staff').where('demo', '=', 1).executeTakeFirst();
    return Number(result.numDeletedRows);
  });
