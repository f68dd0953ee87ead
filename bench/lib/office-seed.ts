/**
 * A large museum's orders written straight into a scratch database (never the demo's): customers,
 * orders booked over the past year with ticket and goods lines, a confirmed payment and a ticket with
 * a barcode each, and a refund of every 50th. Every table is filled by one INSERT … SELECT over a series of numbers
 * (generate_series on PostgreSQL, a recursive CTE on SQLite), so a million orders take seconds.
 */

export type Dialect = 'postgres' | 'sqlite';

/** Runs one statement; answers its rows. */
export type Run = (sql: string) => Promise<Record<string, unknown>[]>;

export interface SeedPlan {
  orders: number;
  /** Each customer places orders / customers of them. */
  customers: number;
}

export interface Seeded {
  firstOrderId: number;
  lastOrderId: number;
  /** Barcodes are "9" and the order number, fifteen digits. */
  barcodeOf: (orderId: number) => string;
  /** Name prefixes the search is asked for: rare and common ones. */
  namePrefixes: string[];
}

const FIRST_NAMES = ['Anna', 'Ben', 'Clara', 'David', 'Elena', 'Felix', 'Greta', 'Hugo', 'Ida', 'Jonas', 'Katharina', 'Leon', 'Mia', 'Noah', 'Olivia', 'Paul', 'Queenie', 'Rafael', 'Sophie', 'Tim', 'Ursula', 'Vincent', 'Wanda', 'Xaver', 'Yara', 'Zoe', 'Amélie', 'Björn', 'Chiara', 'Dario', 'Émile', 'Fenna', 'Giulia', 'Hanna', 'Ilja', 'Jana', 'Kai', 'Lea', 'Matteo', 'Nora'];
const LAST_NAMES = ['Müller', 'Meier', 'Schmid', 'Keller', 'Weber', 'Huber', 'Schneider', 'Meyer', 'Steiner', 'Fischer', 'Gerber', 'Brunner', 'Baumann', 'Frei', 'Zimmermann', 'Moser', 'Widmer', 'Wyss', 'Graf', 'Roth', 'Rossi', 'Bianchi', 'Dubois', 'Martin', 'Bernard', 'Girard', 'Favre', 'Bonvin', 'Jansen', 'de Vries', 'Andersson', 'Nielsen', 'García', 'Fernández', 'López', 'Smith', 'Brown', 'Taylor', 'Lovelace', 'Hopper'];

const quote = (text: string): string => `'${text.replaceAll("'", "''")}'`;

const DAY_SECONDS = 86_400;

/** The statements' dialect-specific pieces. */
const dialectOf = (dialect: Dialect) => ({
  /** INSERT … SELECT `select` for i from 1 to n. */
  insertSeries: (table: string, columns: string[], select: string[], n: number): string =>
    dialect === 'postgres'
      ? `INSERT INTO ${table} (${columns.join(', ')}) SELECT ${select.join(', ')} FROM generate_series(1, ${n}) AS s(i)`
      : `INSERT INTO ${table} (${columns.join(', ')}) WITH RECURSIVE s(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM s WHERE i < ${n}) SELECT ${select.join(', ')} FROM s`,
  /** The instant `seconds` after the Unix epoch as the app stores instants (toISOString). */
  instant: (seconds: string): string =>
    dialect === 'postgres' ? `to_char(to_timestamp(${seconds}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')` : `strftime('%Y-%m-%dT%H:%M:%fZ', ${seconds}, 'unixepoch')`,
  pad15: (value: string): string => (dialect === 'postgres' ? `lpad((${value})::text, 15, '0')` : `substr('000000000000000' || (${value}), -15, 15)`),
  integerDivision: (a: string, b: string): string => (dialect === 'postgres' ? `((${a}) / ${b})` : `cast((${a}) / ${b} as integer)`),
});

const first = async (run: Run, sql: string): Promise<number> => {
  const value = Object.values((await run(sql))[0] ?? {})[0];
  if (value === undefined || value === null) throw new Error(`no answer to ${sql}`);
  return Number(value);
};

/**
 * Fills the database a Foyer server migrated and loaded the demo catalog into (and then stopped). The
 * orders' booking instants are spread evenly over the year before `now`; every 33rd order expired
 * unpaid, every 5th also bought the exhibition catalogue.
 */
export const seedLargeMuseum = async (dialect: Dialect, run: Run, plan: SeedPlan, now: Date): Promise<Seeded> => {
  const d = dialectOf(dialect);
  const shopId = await first(run, 'SELECT id FROM shops ORDER BY id LIMIT 1');
  const payart = await first(run, `SELECT payart_id FROM payment_types WHERE shop_id = ${shopId} ORDER BY sequence_no LIMIT 1`);
  const ticketId = await first(run, 'SELECT t.id FROM event_tickets t JOIN events e ON e.id = t.event_id ORDER BY e.sequence_no, t.sequence_no LIMIT 1');
  const eventId = await first(run, `SELECT event_id FROM event_tickets WHERE id = ${ticketId}`);
  const slotId = await first(run, `SELECT id FROM timeslots WHERE event_id = ${eventId} ORDER BY starts_at LIMIT 1`);
  const productId = await first(run, `SELECT id FROM products WHERE shop_id = ${shopId} AND validity_months IS NULL ORDER BY sequence_no LIMIT 1`);
  const customerBase = await first(run, 'SELECT coalesce(max(id), 0) AS n FROM customers');
  const orderBase = await first(run, 'SELECT coalesce(max(id), 0) AS n FROM orders');
  const yearAgo = Math.floor(now.getTime() / 1000) - 365 * DAY_SECONDS;
  const step = (365 * DAY_SECONDS) / plan.orders;

  await run('CREATE TABLE bench_first_names (n integer PRIMARY KEY, name text NOT NULL)');
  await run('CREATE TABLE bench_last_names (n integer PRIMARY KEY, name text NOT NULL)');
  await run(`INSERT INTO bench_first_names (n, name) VALUES ${FIRST_NAMES.map((name, n) => `(${n}, ${quote(name)})`).join(', ')}`);
  await run(`INSERT INTO bench_last_names (n, name) VALUES ${LAST_NAMES.map((name, n) => `(${n}, ${quote(name)})`).join(', ')}`);

  const created = d.instant(`${yearAgo} + i * ${Math.floor((365 * DAY_SECONDS) / plan.customers)}`);
  await run(
    d.insertSeries(
      'customers',
      ['id', 'shop_id', 'is_guest', 'email', 'fname', 'lname', 'send_invoice', 'lang', 'created_at'],
      [
        `${customerBase} + i`,
        String(shopId),
        '1',
        `'visitor' || i || '@example.org'`,
        `(SELECT name FROM bench_first_names WHERE n = i % ${FIRST_NAMES.length})`,
        `(SELECT name FROM bench_last_names WHERE n = ${d.integerDivision('i', String(FIRST_NAMES.length))} % ${LAST_NAMES.length})`,
        '0',
        `'de'`,
        created,
      ],
      plan.customers,
    ),
  );

  const booked = d.instant(`${yearAgo} + cast(i * ${step} as integer)`);
  const expired = 'i % 33 = 0';
  const tickets = '(1 + i % 4)';
  const goods = 'i % 5 = 0';
  const total = `(${tickets} * 1800 + CASE WHEN ${goods} THEN 3900 + 900 ELSE 0 END)`;
  await run(
    d.insertSeries(
      'orders',
      ['id', 'cart_id', 'shop_id', 'customer_id', 'lang', 'status', 'total_cents', 'shipping_cents', 'amount_due_cents', 'currency', 'payart', 'continue_url', 'cancel_url', 'download_key', 'hold_expires_at', 'created_at', 'updated_at', 'booked_at', 'review_token', 'reserved'],
      [
        `${orderBase} + i`,
        `'bench-cart-' || i`,
        String(shopId),
        `${customerBase} + 1 + (i * 17) % ${plan.customers}`,
        `CASE WHEN i % 3 = 0 THEN 'en' ELSE 'de' END`,
        `CASE WHEN ${expired} THEN 'expired' ELSE 'booked' END`,
        total,
        `CASE WHEN ${goods} THEN 900 ELSE 0 END`,
        total,
        `'CHF'`,
        String(payart),
        `'/de/checkout/success'`,
        `'/de/checkout/failed'`,
        `'bench-key-' || i`,
        booked,
        booked,
        booked,
        `CASE WHEN ${expired} THEN NULL ELSE ${booked} END`,
        `'bench-review-' || i`,
        '0',
      ],
      plan.orders,
    ),
  );

  const visit = d.instant(`${yearAgo} + cast(i * ${step} as integer) + ${DAY_SECONDS}`);
  await run(
    d.insertSeries(
      'order_lines',
      ['order_id', 'line_no', 'type', 'datetime', 'name', 'title', 'count', 'unit_price_cents', 'total_cents', 'vat_bp', 'parts', 'details'],
      [
        `${orderBase} + i`,
        '1',
        `'ticket'`,
        visit,
        `'Erwachsene'`,
        `'Sammlung'`,
        tickets,
        '1800',
        `${tickets} * 1800`,
        '810',
        `'[{"name":"Erwachsene","count":' || ${tickets} || ',"unitPriceCents":1800,"vatBp":810}]'`,
        quote(JSON.stringify({ eventId, eventTicketId: ticketId, timeslotId: slotId, printSeparately: false })),
      ],
      plan.orders,
    ),
  );
  await run(
    `${d.insertSeries(
      'order_lines',
      ['order_id', 'line_no', 'type', 'datetime', 'name', 'title', 'count', 'unit_price_cents', 'total_cents', 'vat_bp', 'parts', 'details'],
      [`${orderBase} + i`, '2', `'merchandise'`, 'NULL', `'Ausstellungskatalog'`, `''`, '1', '3900', '3900', '260', quote('[{"name":"Ausstellungskatalog","count":1,"unitPriceCents":3900,"vatBp":260}]'), quote(JSON.stringify({ productId }))],
      plan.orders,
    )} WHERE ${goods}`,
  );
  await run(
    d.insertSeries(
      'payments',
      ['id', 'order_id', 'provider', 'amount_cents', 'currency', 'payart', 'status', 'created_at', 'updated_at', 'origin'],
      [`'bench-payment-' || i`, `${orderBase} + i`, `'test'`, total, `'CHF'`, String(payart), `CASE WHEN ${expired} THEN 'canceled' ELSE 'confirmed' END`, booked, booked, `'checkout'`],
      plan.orders,
    ),
  );
  await run(
    `INSERT INTO issued_tickets (order_id, order_line_id, barcode, ticket_name, price_cents, vat_bp, pdf_group)
     SELECT l.order_id, l.id, '9' || ${d.pad15('l.order_id')}, 'Erwachsene', 1800, 810, 0
     FROM order_lines l JOIN orders o ON o.id = l.order_id
     WHERE l.order_id > ${orderBase} AND l.line_no = 1 AND o.status = 'booked'`,
  );
  // Every 50th booked order was given back wholly through the provider two days later, by the demo's
  // first staff member, every 200th of those by the refund command: the refunds reports' rows.
  const staffId = (await run('SELECT id FROM staff ORDER BY email LIMIT 1'))[0]?.id;
  const refunder = typeof staffId === 'string' ? `CASE WHEN i % 200 = 1 THEN NULL ELSE ${quote(staffId)} END` : 'NULL';
  const refundedAt = d.instant(`${yearAgo} + cast(i * ${step} as integer) + ${2 * DAY_SECONDS}`);
  await run(
    `${d.insertSeries(
      'refunds',
      ['order_id', 'shop_id', 'staff_id', 'lines', 'tenders', 'amount_cents', 'release_claims', 'cancels_order', 'note', 'status', 'last_error', 'created_at', 'completed_at'],
      [`${orderBase} + i`, String(shopId), refunder, `'[]'`, `'[{"kind":"provider","paymentId":"bench-payment-' || i || '","cents":' || ${total} || '}]'`, total, '1', '1', 'NULL', `'done'`, 'NULL', refundedAt, refundedAt],
      plan.orders,
    )} WHERE i % 50 = 1 AND NOT (${expired})`,
  );
  await run('DROP TABLE bench_first_names');
  await run('DROP TABLE bench_last_names');
  if (dialect === 'postgres') {
    for (const table of ['customers', 'orders', 'order_lines', 'issued_tickets', 'refunds']) await run(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`);
    await run('VACUUM ANALYZE');
  } else {
    await run('ANALYZE');
  }
  return {
    firstOrderId: orderBase + 1,
    lastOrderId: orderBase + plan.orders,
    barcodeOf: (orderId) => `9${String(orderId).padStart(15, '0')}`,
    namePrefixes: ['müller', 'hopp', 'anna', 'lovelace ada', 'visitor12', 'gar', 'wy', 'de vries'],
  };
};
