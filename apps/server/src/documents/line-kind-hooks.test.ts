import type { CartItemType } from '@foyer/contract';
import { CART_ITEM_TYPES } from '@foyer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LineKind } from '../modules/commerce/line-kind.js';
import { LineKinds, type LineKindRegistry } from '../modules/commerce/line-kinds.js';
import { ShopResolver } from '../kernel/shop-context.js';
import { adults, buyAndPay, execPayment, futureSlot, guestDetails, registerGuest } from '../test-support/checkout-kit.js';
import { createTestApp, type TestApp } from '../test-support/create-test-app.js';
import { fixtureCatalogWithEvents } from '../test-support/fixture-events.js';
import { appDocumentFiles, appLineKinds } from '../test-support/line-kinds.js';
import { pdfText } from '../test-support/pdf-text.js';
import { OrderDocuments } from './order-documents.js';

let t: TestApp;
let orderId: number;
beforeAll(async () => {
  t = await createTestApp({ catalog: fixtureCatalogWithEvents() });
  const token = await registerGuest(t.app, 'en', { ...guestDetails, send_invoice: true });
  const slot = await futureSlot(t.app);
  const booked = await execPayment(t.app, await buyAndPay(t.app, token, [adults(slot.datetime, 2)]));
  expect(booked.statusCode, booked.body).toBe(200);
  orderId = (await t.app.db.selectFrom('orders').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
});
afterAll(async () => t.close());

type TicketKind = LineKind<'ticket' | 'dayTicket'>;

/** The app's kinds with the booked order's kind (tickets) swapped for `kind`: the documents know nothing else of it. */
const documentsWith = (kind: (real: TicketKind) => TicketKind): OrderDocuments => {
  const shops = new ShopResolver(t.app.db, {});
  const app = appLineKinds(t.app.db, shops);
  const registry = Object.fromEntries(CART_ITEM_TYPES.map((type: CartItemType) => [type, app.of(type)])) as LineKindRegistry;
  const swapped = kind(app.of('ticket'));
  return new OrderDocuments(t.app.db, shops, new LineKinds({ ...registry, ticket: swapped, dayTicket: swapped }), { ...appDocumentFiles(t.app.db, t.config.staticDir), publicUrl: t.config.publicUrl });
};

/** A kind of its own making: another visit, another place, another section of the PDF, another name for its prices. */
const madeUp = (real: TicketKind): TicketKind => ({
  ...real,
  partsBelongTo: () => 'Lantern walk',
  visit: {
    timeslot: () => 1,
    load: async (_db, lines) => new Map(lines.map((line) => [line.id, { timeslotId: 1, endsAt: '2031-01-01T12:00:00.000Z', venue: 'Old mill' }])),
    summary: () => 'Lantern walk at dusk',
    place: (venue) => `Beside the ${venue}`,
    movedTo: (line, timeslotId) => ({ ...(JSON.parse(line.details) as object), timeslotId }),
  },
  documentParts: async (_db, lines, ctx) => ({
    visits: lines.map((line) => ({
      name: 'Lantern walk',
      title: '',
      datetime: line.datetime ?? '',
      endsAt: ctx.visits.get(line.id)?.endsAt ?? null,
      place: 'Old mill',
      placeLabel: 'Gathering place',
      facts: [{ title: null, entries: [{ label: 'Lanterns', value: '2' }] }],
      tickets: [],
    })),
  }),
});

const calendarText = async (documents: OrderDocuments): Promise<string | undefined> => (await documents.calendar(orderId))?.replace(/\r\n[ \t]/g, '');

describe('the documents show a kind from its hooks alone', () => {
  it.each([
    ['visit.summary names the calendar entry', 'SUMMARY:Lantern walk at dusk – Testmuseum'],
    ['visit.place says where it meets', 'LOCATION:Beside the Old mill\\, Testmuseum'],
    ['visit.load says when it ends', 'DTEND;TZID=Europe/Zurich:20310101T130000'],
  ])('calendar: %s', async (_hook, expected) => {
    expect(await calendarText(documentsWith(madeUp))).toContain(expected);
  });

  it('calendar: a kind without a visit gives no calendar file', async () => {
    expect(await calendarText(documentsWith(({ visit: _visit, ...rest }) => rest))).toBeUndefined();
  });

  it.each([
    ['partsBelongTo names the priced parts on the invoice', 'invoice', 'Adults – Lantern walk'],
    ['documentParts gives the PDF a section of its own', 'tickets', 'Lantern walk'],
    ["documentParts' place label and place", 'tickets', 'Gathering place: Old mill'],
    ["documentParts' facts", 'tickets', 'Lanterns: 2'],
  ] as const)('%s', async (_hook, file, expected) => {
    const documents = documentsWith(madeUp);
    const pdf = file === 'invoice' ? await documents.invoice(orderId) : await documents.tickets(orderId);
    expect(pdfText(pdf ?? Buffer.alloc(0)).replace(/\s+/g, ' ')).toContain(expected);
  });

  it('describe: a note is printed under the line on the invoice; documentParts: a receipt is a page of its own', async () => {
    const documents = documentsWith((real) => ({
      ...real,
      describe: (line, lang) => ({ ...real.describe(line, lang), note: 'Thank you for coming by lantern light.' }),
      documentParts: async () => ({ receipts: [{ name: 'Lantern fund', amountCents: 1234, day: '2031-01-01', from: ['Ada Lovelace', 'Seeweg 1'], thanks: 'Warm thanks.' }] }),
    }));
    const invoice = pdfText((await documents.invoice(orderId)) ?? Buffer.alloc(0)).replace(/\s+/g, ' ');
    expect(invoice).toContain('Adults – Collection');
    expect(invoice).toContain('Thank you for coming by lantern light.');
    const pdf = pdfText((await documents.tickets(orderId)) ?? Buffer.alloc(0)).replace(/\s+/g, ' ');
    expect(pdf).toContain('Donation receipt Received with thanks from Ada Lovelace Seeweg 1 Lantern fund Amount donated: CHF 12.34 Date of donation: 01/01/2031 Warm thanks. The museum gave no goods or services in return');
  });

  it("the app's own ticket kind still shows its admission tickets and names its parts with the event", async () => {
    const documents = documentsWith((real) => real);
    const tickets = pdfText((await documents.tickets(orderId)) ?? Buffer.alloc(0));
    const invoice = pdfText((await documents.invoice(orderId)) ?? Buffer.alloc(0)).replace(/\s+/g, ' ');
    expect(tickets).not.toContain('Lantern walk');
    expect(invoice).toContain('Adults – Collection');
    expect(await calendarText(documents)).toContain('SUMMARY:Collection – Testmuseum');
  });
});
