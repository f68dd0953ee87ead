import { apiErrorSchema, visitorListResponseSchema, visitorSlotsResponseSchema } from '@foyer/contract';
import { museumDate } from '@foyer/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adults, buyAndPay, futureSlot, guestDetails, initBody, initPayment, registerGuest } from '../../test-support/checkout-kit.js';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';
import { fixtureCatalogWithMerchandise } from '../../test-support/fixture-merchandise.js';
import { addStaff, officeCall, signIn, type SignedIn } from '../../test-support/office-kit.js';
import { tourSlot, twoOnTour601 } from '../../test-support/tour-test-kit.js';
import { csvCell } from './visitor-csv.js';

let t: TestApp;
let boxOffice: SignedIn;
let slot: { id: number; datetime: string };
let tour: { id: number; datetime: string };
let ada: number;
let grace: number;
let held: number;

const get = (who: SignedIn, path: string, lang?: string) => officeCall(t.app, 'GET', path, { cookie: who.cookie, csrf: who.csrf, ...(lang === undefined ? {} : { lang }) });
const orderOf = async (cartId: string) => (await t.app.db.selectFrom('orders').select('id').where('cart_id', '=', cartId).executeTakeFirstOrThrow()).id;

beforeAll(async () => {
  t = await createTestApp({ catalog: fixtureCatalogWithMerchandise() });
  boxOffice = await signIn(t.app, await addStaff(t.app, 'box-office'));
  slot = await futureSlot(t.app, 0);
  tour = await tourSlot(t.app, 601, 0);
  ada = await orderOf(await buyAndPay(t.app, await registerGuest(t.app, 'en', { ...guestDetails, phone: '+41 44 000 00 00' }), [adults(slot.datetime, 2), twoOnTour601(tour.datetime)]));
  grace = await orderOf(await buyAndPay(t.app, await registerGuest(t.app, 'en', { ...guestDetails, email: 'grace@example.org', fname: 'Grace', lname: 'Hopper' }), [adults(slot.datetime, 1)]));
  expect((await initPayment(t.app, await registerGuest(t.app, 'en', { ...guestDetails, email: 'alan@example.org', fname: 'Alan', lname: 'Turing' }), initBody([adults(slot.datetime, 3)]))).statusCode).toBe(200);
  held = (await t.app.db.selectFrom('orders').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
});
afterAll(async () => t.close());

describe('visitor lists', () => {
  it('list a museum day’s times of events and tours with places sold, held and free', async () => {
    const day = museumDate(slot.datetime, 'Europe/Zurich');
    const res = await get(boxOffice, `/visitors/slots?date=${day}`);
    expect(res.statusCode, res.body).toBe(200);
    const { slots } = visitorSlotsResponseSchema.parse(res.json()).data;
    expect(slots.find((entry) => entry.id === slot.id)).toMatchObject({ kind: 'event', eventId: 501, sold: 3, held: 3, free: expect.any(Number) });
    const found = slots.find((entry) => entry.id === slot.id);
    expect(found?.free).toBe(Math.max(0, (found?.capacity ?? 0) - 6));
    expect(slots.map((entry) => entry.startsAt)).toEqual([...slots.map((entry) => entry.startsAt)].sort());
    expect((await get(boxOffice, '/visitors/slots?date=2027-13-01')).statusCode).toBe(400);
  });

  it('show who comes at a time: name, contact, places, tickets, paid or not, by name', async () => {
    const res = await get(boxOffice, `/visitors/slots/${slot.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const { slot: time, visitors } = visitorListResponseSchema.parse(res.json()).data;
    expect(time).toMatchObject({ id: slot.id, sold: 3, held: 3 });
    expect(visitors).toEqual([
      { orderId: ada, state: 'sold', name: 'Ada Lovelace', email: 'ada@example.org', phone: '+41 44 000 00 00', places: 2, checkedIn: 0, tickets: [{ name: 'Adults', count: 2 }], facts: [] },
      { orderId: grace, state: 'sold', name: 'Grace Hopper', email: 'grace@example.org', phone: null, places: 1, checkedIn: 0, tickets: [{ name: 'Adults', count: 1 }], facts: [] },
      { orderId: held, state: 'held', name: 'Alan Turing', email: 'alan@example.org', phone: null, places: 3, checkedIn: 0, tickets: [{ name: 'Adults', count: 3 }], facts: [] },
    ].sort((a, b) => a.name.localeCompare(b.name)));
  });

  it('show a tour’s participants with their answers', async () => {
    const { visitors } = visitorListResponseSchema.parse((await get(boxOffice, `/visitors/slots/${tour.id}`)).json()).data;
    expect(visitors).toHaveLength(1);
    expect(visitors[0]).toMatchObject({ orderId: ada, places: 2, tickets: [{ name: 'Tour', count: 2 }, { name: 'Admission, adults', count: 2 }, { name: 'Audio guide', count: 1 }] });
    expect(visitors[0]?.facts).toEqual(expect.arrayContaining([{ label: 'Wheelchair?', value: 'No' }, { label: 'Group name', value: 'Lovelace' }]));
  });

  it('export the list as CSV with headers in the office’s language', async () => {
    const res = await get(boxOffice, `/visitors/slots/${tour.id}/csv`, 'de');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="besucher-${tour.id}.csv"`);
    const [header, row, ...rest] = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe('Bestellung,Status,Name,E-Mail,Telefon,Plätze,Eingelassen,Tickets,Angaben');
    expect(row).toBe(`${ada},bezahlt,Ada Lovelace,ada@example.org,'+41 44 000 00 00,2,0,"2 × Tour; 2 × Admission, adults; 1 × Audio guide","Teilnehmende: 2; Wheelchair?: No; Group name: Lovelace"`);
    expect(rest).toEqual(['']);
  });

  it('write cells a spreadsheet cannot take for formulas, quoting separators and quotes', () => {
    expect(['=SUM(A1)', '+41 44', '-1', '@x', 'a,b', 'say "hi"', 'plain', 7, null].map(csvCell)).toEqual(["'=SUM(A1)", "'+41 44", "'-1", "'@x", '"a,b"', '"say ""hi"""', 'plain', '7', '']);
  });

  it('answer an unknown time with its code, and refuse roles and scopes that may not see it', async () => {
    const unknown = await get(boxOffice, '/visitors/slots/999999');
    expect([unknown.statusCode, apiErrorSchema.parse(unknown.json()).code]).toEqual([404, 'OFFICE_SLOT_NOT_FOUND']);
    for (const role of ['editor', 'door'] as const) {
      const res = await get(await signIn(t.app, await addStaff(t.app, role)), `/visitors/slots/${slot.id}`);
      expect(res.statusCode).toBe(403);
    }
    const toursOnly = await signIn(t.app, await addStaff(t.app, 'box-office', { scope: { events: [], tours: null } }));
    expect((await get(toursOnly, `/visitors/slots/${slot.id}`)).statusCode).toBe(403);
    expect((await get(toursOnly, `/visitors/slots/${tour.id}`)).statusCode).toBe(200);
    const day = museumDate(slot.datetime, 'Europe/Zurich');
    const { slots } = visitorSlotsResponseSchema.parse((await get(toursOnly, `/visitors/slots?date=${day}`)).json()).data;
    expect(slots.every((entry) => entry.kind === 'tour')).toBe(true);
    expect((await get(await signIn(t.app, await addStaff(t.app, 'accountant')), `/visitors/slots/${slot.id}`)).statusCode).toBe(200);
  });
});
