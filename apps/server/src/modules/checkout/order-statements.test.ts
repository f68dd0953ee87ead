import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adults, choose, execPayment, futureSlot, registerGuest, slotCounters, startPayment } from '../../test-support/checkout-kit.js';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';
import { fixtureCatalogWithEvents } from '../../test-support/fixture-events.js';

/**
 * What one paid order costs the database, statement by statement: SQL statements are most of a
 * checkout's server CPU, so a statement that comes back (a row read again that the code had in
 * hand) shows here as a failing count. Transaction control (begin, commit) is not counted.
 */
let t: TestApp;
const statements: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ catalog: fixtureCatalogWithEvents(), onQuery: (sql) => statements.push(sql) });
});
afterAll(async () => t.close());

const TRANSACTION_CONTROL = /^(begin|commit|rollback|start transaction)\b/i;

/** Runs one step and answers the statements it ran, how many transactions it began, and all it ran with transaction control. */
const counted = async (step: () => Promise<void>): Promise<string[] & { transactions: number; all: string[] }> => {
  statements.length = 0;
  await step();
  const transactions = statements.filter((sql) => /^(begin|start transaction)\b/i.test(sql)).length;
  return Object.assign(
    statements.filter((sql) => !TRANSACTION_CONTROL.test(sql)),
    { transactions, all: [...statements] },
  );
};

/** How often each table is read by a plain SELECT in `sqls`. */
const readsByTable = (sqls: readonly string[]): Record<string, number> => {
  const reads: Record<string, number> = {};
  for (const sql of sqls) {
    const table = /^select .*? from "(\w+)"/.exec(sql)?.[1];
    if (table !== undefined) reads[table] = (reads[table] ?? 0) + 1;
  }
  return reads;
};

/** One whole order as the bench's buyers place it: initPayment, pay on the built-in page, execPayment. */
const oneOrder = async (token: string, datetime: string) => {
  let path = '';
  let cartId = '';
  const init = await counted(async () => {
    path = (await startPayment(t.app, token, [adults(datetime, 1)])).path;
  });
  const pay = await counted(async () => {
    cartId = (await choose(t.app, path, 'confirmed')).searchParams.get('cartId') ?? '';
  });
  const exec = await counted(async () => {
    const res = await execPayment(t.app, cartId);
    expect(res.statusCode, res.body).toBe(200);
  });
  return { init, pay, exec };
};

describe('statements of one paid order', () => {
  it('books a one-ticket order in 18 statements and two transactions, none reading again what the code had in hand', async () => {
    const token = await registerGuest(t.app);
    const slot = await futureSlot(t.app);
    // A first order fills what a running server keeps between requests (shop settings, catalog reads).
    await oneOrder(token, slot.datetime);
    const { init, pay, exec } = await oneOrder(token, slot.datetime);
    expect(await slotCounters(t.app, slot.id)).toMatchObject({ sold: 2, held: 0 });
    expect({ init: init.length, pay: pay.length, exec: exec.length }).toEqual({ init: 9, pay: 8, exec: 1 });
    // Placing holds in one transaction; paying confirms the payment and books the order in one more.
    expect({ init: init.transactions, pay: pay.transactions, exec: exec.transactions }).toEqual({ init: 1, pay: 1, exec: 0 });
    // The ticket, its subtickets and the payment type are catalog data the server keeps: placing reads the session, the open orders and the slot.
    expect(readsByTable(init)).toEqual({ sessions: 1, orders: 1, timeslots: 1 });
    // The payment is recorded in the placing transaction; only the provider's reference is stored after it.
    const commit = init.all.findIndex((sql) => /^commit\b/i.test(sql));
    expect(init.all.findIndex((sql) => sql.startsWith('insert into "payments"'))).toBeLessThan(commit);
    expect(init.all.slice(commit + 1)).toEqual([expect.stringMatching(/^update "payments" set "provider_ref"/)]);
    // Paying reads the payment with its order once for the page, and the lines once for the tickets; the
    // confirmation is queued with the customer's address by one statement and written when it is sent.
    expect(readsByTable(pay)).toEqual({ payments: 1, order_lines: 1 });
    expect(pay.filter((sql) => sql.startsWith('insert into "outbox"'))).toEqual([expect.stringMatching(/ select "customers"\."email", /)]);
    // Confirming answers the order; booking moves it from pending once and starts from that row; the
    // held claims are sold by one statement that answers them.
    expect(pay.filter((sql) => sql.startsWith('update "payments"'))).toEqual([expect.stringMatching(/returning "order_id"$/)]);
    expect(pay.filter((sql) => sql.startsWith('update "orders"'))).toEqual([expect.stringMatching(/returning \*$/)]);
    expect(pay.filter((sql) => sql.startsWith('update "claims"'))).toEqual([expect.stringMatching(/returning "resource", "resource_id", "quantity"$/)]);
    // execPayment reads the booked order, its customer's address and its lines in one statement.
    expect([...exec]).toEqual([expect.stringMatching(/^select "orders"\.\*, "customers"\."email" as "customer_email", "order_lines"\."id" as "line_id", .* inner join "order_lines" /)]);
  });
});
