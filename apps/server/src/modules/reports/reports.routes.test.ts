import { apiErrorSchema, officeReportResponseSchema, type OfficeReport, type OfficeReportName } from '@foyer/contract';
import { lineVatCents, museumDate } from '@foyer/domain';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adults, choose, execPayment, futureSlot, guestDetails, registerGuest, startPayment } from '../../test-support/checkout-kit.js';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';
import { fixtureCatalogWithMerchandise } from '../../test-support/fixture-merchandise.js';
import { addStaff, officeCall, signIn, type SignedIn } from '../../test-support/office-kit.js';

let t: TestApp;
let accountant: SignedIn;
/** Orders booked on 5 March 2026 in Zurich, the first and last instant of that museum day; one just after it. */
let march5: number[];
let march6: number;
let slot: { id: number; datetime: string };
let soldCode: string;

const BOOKED_AT = {
  /** 00:30 on 5 March in Zurich (CET, UTC+1), still 4 March in UTC. */
  firstOfDay: '2026-03-04T23:30:00.000Z',
  lastOfDay: '2026-03-05T22:59:59.999Z',
  /** Midnight starting 6 March in Zurich. */
  nextDay: '2026-03-05T23:00:00.000Z',
};

const latestOrderId = async () => (await t.app.db.selectFrom('orders').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id;

/** An order through the shop's real checkout and payment page, then dated to `bookedAt` (its codes too). */
const buy = async (items: unknown[], outcome: 'confirmed' | 'declined', bookedAt: string, email = guestDetails.email) => {
  const token = await registerGuest(t.app, 'en', { ...guestDetails, email });
  const { path } = await startPayment(t.app, token, items);
  const back = await choose(t.app, path, outcome);
  if (outcome === 'confirmed') expect((await execPayment(t.app, back.searchParams.get('cartId') ?? '')).statusCode).toBe(200);
  const id = await latestOrderId();
  if (outcome === 'confirmed') {
    await t.app.db.updateTable('orders').set({ booked_at: bookedAt }).where('id', '=', id).execute();
    const lines = t.app.db.selectFrom('order_lines').select('id').where('order_id', '=', id);
    await t.app.db.updateTable('voucher_codes').set({ created_at: bookedAt }).where('order_line_id', 'in', lines).execute();
  }
  return id;
};

beforeAll(async () => {
  t = await createTestApp({ catalog: fixtureCatalogWithMerchandise() });
  accountant = await signIn(t.app, await addStaff(t.app, 'accountant'));
  slot = await futureSlot(t.app, 0);
  const ada = await buy([adults(slot.datetime, 2), { type: 'voucherCode', barcode: 'VALID-50' }], 'confirmed', BOOKED_AT.firstOfDay);
  const grace = await buy([adults(slot.datetime, 1), { type: 'merchandise', id: 701, count: 1 }, { type: 'voucher', id: 801, count: 1 }], 'confirmed', BOOKED_AT.lastOfDay, 'grace@example.org');
  await buy([adults(slot.datetime, 1)], 'declined', BOOKED_AT.lastOfDay, 'alan@example.com');
  march5 = [ada, grace];
  soldCode = (
    await t.app.db.selectFrom('voucher_codes').innerJoin('order_lines', 'order_lines.id', 'voucher_codes.order_line_id').select('voucher_codes.code').where('order_lines.order_id', '=', grace).executeTakeFirstOrThrow()
  ).code;
  // The next day, Grace's gift voucher pays for one ticket (18.00 of its 50.00); the gift voucher bought with it is paid with money (SPEC §4).
  march6 = await buy([adults(slot.datetime, 1), { type: 'voucher', id: 801, count: 1 }, { type: 'voucherCode', barcode: soldCode }], 'confirmed', BOOKED_AT.nextDay, 'ada@example.org');
});
afterAll(async () => t.close());

const get = (who: SignedIn, path: string, lang = 'en') => officeCall(t.app, 'GET', path, { cookie: who.cookie, csrf: who.csrf, lang });
const report = async (name: OfficeReportName, query: string, who: SignedIn = accountant, lang = 'en'): Promise<OfficeReport> => {
  const res = await get(who, `/reports/${name}?${query}`, lang);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return officeReportResponseSchema.parse(res.json()).data;
};
const MARCH_5 = 'from=2026-03-05&to=2026-03-05';

/** What the orders themselves add up to, read from their rows. */
const ordersOf = async (ids: number[]) => {
  const orders = await t.app.db.selectFrom('orders').selectAll().where('id', 'in', ids).execute();
  const lines = await t.app.db.selectFrom('order_lines').selectAll().where('order_id', 'in', ids).execute();
  return { orders, lines, totalCents: orders.reduce((sum, order) => sum + order.total_cents, 0), shippingCents: orders.reduce((sum, order) => sum + order.shipping_cents, 0) };
};

describe('the sales report', () => {
  it('counts the orders booked on a museum day, from its first instant to its last, by the museum’s time zone', async () => {
    const { totalCents } = await ordersOf(march5);
    const sales = await report('sales', MARCH_5);
    expect(sales.rows).toEqual([{ period: '2026-03-05', orders: 2, sales: totalCents }]);
    expect(sales.totals).toEqual({ period: 'Total', orders: 2, sales: totalCents });
    expect(sales).toMatchObject({ timeZone: 'Europe/Zurich', currency: 'CHF', chart: { category: 'period', value: 'sales' } });
    // In UTC, Ada's order was booked on 4 March: the museum's day is what counts.
    expect((await report('sales', 'from=2026-03-04&to=2026-03-04')).rows).toEqual([{ period: '2026-03-04', orders: 0, sales: 0 }]);
  });

  it('has a row for every day, week or month of the range, empty ones included', async () => {
    const { totalCents } = await ordersOf(march5);
    const next = (await ordersOf([march6])).totalCents;
    const days = await report('sales', 'from=2026-03-04&to=2026-03-07');
    expect(days.rows.map((row) => [row.period, row.orders, row.sales])).toEqual([
      ['2026-03-04', 0, 0],
      ['2026-03-05', 2, totalCents],
      ['2026-03-06', 1, next],
      ['2026-03-07', 0, 0],
    ]);
    const weeks = await report('sales', 'from=2026-03-01&to=2026-03-10&period=week');
    expect(weeks.columns[0]).toEqual({ key: 'period', label: 'Week (from Monday)', type: 'date' });
    expect(weeks.rows).toEqual([
      { period: '2026-02-23', orders: 0, sales: 0 },
      { period: '2026-03-02', orders: 3, sales: totalCents + next },
      { period: '2026-03-09', orders: 0, sales: 0 },
    ]);
    const months = await report('sales', 'from=2026-01-01&to=2026-12-31&period=month');
    expect(months.rows).toHaveLength(12);
    expect(months.rows[2]).toEqual({ period: '2026-03', orders: 3, sales: totalCents + next });
    expect(months.totals?.sales).toBe(totalCents + next);
  });
});

describe('the sales by kind, item and event', () => {
  it('add up to the orders’ totals, shipping as its own row', async () => {
    const { totalCents, shippingCents, lines } = await ordersOf(march5);
    const kinds = await report('kinds', MARCH_5);
    expect(kinds.totals?.sales).toBe(totalCents);
    expect(kinds.rows).toContainEqual({ kind: 'Shipping costs', orders: 1, quantity: null, sales: shippingCents });
    expect(kinds.rows).toContainEqual({ kind: 'Tickets', orders: 2, quantity: 3, sales: lines.filter((line) => line.type === 'ticket').reduce((sum, line) => sum + line.total_cents, 0) });
    const items = await report('items', MARCH_5);
    expect(items.totals?.sales).toBe(totalCents - shippingCents);
    expect(items.rows.map((row) => [row.kind, row.item, row.quantity])).toEqual(
      expect.arrayContaining([
        ['Tickets', 'Adults', 3],
        ['Shop goods', 'Exhibition catalogue', 1],
        ['Gift vouchers', 'Voucher 50', 1],
      ]),
    );
    const events = await report('events', MARCH_5);
    expect(events.rows).toEqual([{ kind: 'Event', event: lines.find((line) => line.type === 'ticket')?.title, orders: 2, quantity: 3, sales: lines.filter((line) => line.type === 'ticket').reduce((sum, line) => sum + line.total_cents, 0) }]);
  });
});

describe('the VAT report', () => {
  it('states net, VAT and gross per rate as the lines’ invoices do, and shipping without VAT', async () => {
    const { totalCents, shippingCents, lines } = await ordersOf(march5);
    const vat = await report('vat', MARCH_5);
    const expectedVat = lines.reduce((sum, line) => sum + lineVatCents({ totalCents: line.total_cents, vatBp: line.vat_bp, parts: JSON.parse(line.parts) as [], shippingWeightGrams: 0 }), 0);
    expect(vat.totals).toMatchObject({ gross: totalCents, vat: expectedVat, net: totalCents - expectedVat });
    expect(vat.rows.at(-1)).toEqual({ basis: 'Shipping costs (no VAT)', rate: null, net: shippingCents, vat: 0, gross: shippingCents });
    // The catalogue is sold at 2.6 %: 39.00 holds 0.99 of VAT.
    expect(vat.rows).toContainEqual({ basis: 'Sales', rate: 260, net: 3900 - 99, vat: 99, gross: 3900 });
  });
});

describe('the payments report', () => {
  it('adds the provider’s confirmed payments and the voucher codes up to the orders’ totals', async () => {
    const { totalCents, orders } = await ordersOf(march5);
    const payments = await report('payments', MARCH_5);
    expect(payments.totals?.amount).toBe(totalCents);
    expect(payments.rows).toContainEqual({ method: 'Voucher code', provider: null, payments: 1, amount: 3000 });
    const provider = payments.rows.filter((row) => row.provider !== null);
    expect(provider.reduce((sum, row) => sum + Number(row.amount), 0)).toBe(orders.reduce((sum, order) => sum + order.amount_due_cents, 0));
    expect(provider.every((row) => typeof row.method === 'string' && row.method !== '')).toBe(true);
  });
});

describe('the visitors report', () => {
  it('lists the places sold per time slot starting within the range', async () => {
    const day = museumDate(slot.datetime, 'Europe/Zurich');
    const sold = await t.app.db.selectFrom('timeslots').select(['sold', 'capacity', 'held']).where('id', '=', slot.id).executeTakeFirstOrThrow();
    const visitors = await report('visitors', `from=${day}&to=${day}`);
    expect(sold.sold).toBe(4);
    expect(visitors.rows).toEqual([{ startsAt: expect.stringMatching(new RegExp(`^${day}T`)), kind: 'Event', event: expect.any(String), capacity: sold.capacity, sold: 4, held: sold.held, free: sold.capacity - 4 - sold.held, checkedIn: 0 }]);
    expect((await report('visitors', MARCH_5)).rows).toEqual([]);
  });
});

describe('the voucher liability', () => {
  it('owes each sold code’s balance at the end of the range: all of it before it was spent, the rest after', async () => {
    const before = await report('voucher-liability', MARCH_5);
    expect(before.rows).toEqual([{ order: String(march5[1]), code: `…${soldCode.slice(-4)}`, issuedOn: '2026-03-05', validTo: expect.any(String), value: 5000, spent: 0, balance: 5000 }]);
    const after = await report('voucher-liability', 'from=2026-03-06&to=2026-03-06');
    expect(after.rows).toEqual([
      expect.objectContaining({ order: String(march5[1]), value: 5000, spent: 1800, balance: 3200 }),
      expect.objectContaining({ order: String(march6), issuedOn: '2026-03-06', value: 5000, spent: 0, balance: 5000 }),
    ]);
    expect(after.totals).toMatchObject({ order: 'Total', value: 10_000, spent: 1800, balance: 8200 });
    expect((await report('voucher-liability', 'from=2026-03-04&to=2026-03-04')).rows).toEqual([]);
  });
});

describe('exports', () => {
  const download = async (name: OfficeReportName, query: string, format: 'csv' | 'xlsx', lang: string) => {
    const res = await get(accountant, `/reports/${name}/export?${query}&format=${format}`, lang);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${name}-2026-03-05-2026-03-06.${format}"`);
    return res;
  };

  it('writes CSV with headings in the staff member’s language, amounts with two decimals, as the screen shows', async () => {
    const json = await report('vat', 'from=2026-03-05&to=2026-03-06', accountant, 'de');
    const res = await download('vat', 'from=2026-03-05&to=2026-03-06', 'csv', 'de');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const records = parse(res.rawPayload, { bom: true }) as string[][];
    expect(records[0]).toEqual(['Grundlage', 'MWST-Satz', 'Netto', 'MWST', 'Brutto']);
    expect(records.slice(1)).toEqual(json.rows.map((row) => [String(row.basis), row.rate === null ? '' : String(Number(row.rate) / 100), ...['net', 'vat', 'gross'].map((key) => (Number(row[key]) / 100).toFixed(2))]));
  });

  it('writes XLSX with amounts as numbers, dates as dates and the total as the last row', async () => {
    const query = 'from=2026-03-05&to=2026-03-06';
    for (const name of ['sales', 'vat', 'voucher-liability'] as const) {
      const json = await report(name, query, accountant, 'fr');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(Uint8Array.from((await download(name, query, 'xlsx', 'fr')).rawPayload).buffer);
      const sheet = workbook.worksheets[0];
      expect(sheet?.name).toBe(json.title.slice(0, 31));
      const values = (rowNumber: number) => json.columns.map((_, index) => sheet?.getRow(rowNumber).getCell(index + 1).value ?? null);
      expect(values(1)).toEqual(json.columns.map((column) => column.label));
      const asRead = (row: Record<string, string | number | null>) =>
        json.columns.map((column) => {
          const value = row[column.key] ?? null;
          if (value === null) return null;
          if (column.type === 'money') return Number(value) / 100;
          if (column.type === 'rate') return Number(value) / 10_000;
          if (column.type === 'date' && /^\d{4}-/.test(String(value))) return new Date(`${String(value)}T00:00:00Z`);
          return value;
        });
      json.rows.forEach((row, index) => expect(values(index + 2)).toEqual(asRead(row)));
      if (json.totals !== null) expect(values(json.rows.length + 2)).toEqual(asRead(json.totals));
    }
  });
});

describe('who may read reports', () => {
  it('lets owners and accountants read every report; refuses editors, door staff and callers without a session', async () => {
    const owner = await signIn(t.app, await addStaff(t.app, 'owner'));
    expect((await report('payments', MARCH_5, owner)).rows.length).toBeGreaterThan(0);
    for (const role of ['editor', 'door'] as const) {
      const res = await get(await signIn(t.app, await addStaff(t.app, role)), `/reports/sales?${MARCH_5}`);
      expect([res.statusCode, apiErrorSchema.parse(res.json()).code]).toEqual([403, 'OFFICE_FORBIDDEN']);
      const file = await get(await signIn(t.app, await addStaff(t.app, role)), `/reports/sales/export?${MARCH_5}&format=csv`);
      expect(file.statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: `/office/api/reports/sales?${MARCH_5}` })).statusCode).toBe(401);
  });

  it('shows the box office today’s takings only', async () => {
    const boxOffice = await signIn(t.app, await addStaff(t.app, 'box-office'));
    const today = museumDate(new Date(), 'Europe/Zurich');
    expect((await report('payments', `from=${today}&to=${today}`, boxOffice)).report).toBe('payments');
    for (const path of [`/reports/sales?${MARCH_5}`, `/reports/vat?from=${today}&to=${today}`]) {
      const res = await get(boxOffice, path);
      expect([res.statusCode, apiErrorSchema.parse(res.json()).code]).toEqual([403, 'OFFICE_FORBIDDEN']);
    }
  });

  it('refuses a range that ends before it starts, an unknown report and an unknown format (400)', async () => {
    for (const path of ['/reports/sales?from=2026-03-06&to=2026-03-05', '/reports/profits?from=2026-03-05&to=2026-03-05', '/reports/sales?from=2026-03-05', `/reports/sales/export?${MARCH_5}&format=pdf`, '/reports/sales?from=1999-12-31&to=2000-01-01']) {
      const res = await get(accountant, path);
      expect([res.statusCode, apiErrorSchema.parse(res.json()).code], path).toEqual([400, 'VALIDATION_FAILED']);
    }
  });
});
