import { execPaymentResponseSchema } from '@foyer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { choose, execPayment, initBody, initPayment, registerGuest, slotCounters, startPayment } from '../../test-support/checkout-kit.js';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';
import { fixtureCatalogWithTours } from '../../test-support/fixture-tours.js';
import { pdfPageTexts, pdfText } from '../../test-support/pdf-text.js';
import { tourItem, tourSlot, twoOnTour601 } from '../../test-support/tour-test-kit.js';
import { newestMail } from '../../test-support/outbox-mails.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ catalog: fixtureCatalogWithTours() });
});
afterAll(async () => t.close());

const everyAnswer = [
  { qId: 1, type: 'radio', value: 1 },
  { qId: 2, type: 'select', value: 2 },
  { qId: 3, type: 'checkbox', value: [1, 2] },
  { qId: 4, type: 'text', value: '  Ada and friends ' },
  { qId: 5, type: 'textarea', value: 'We come by train.' },
  { qId: 6, type: 'number', value: '7' },
];

describe('booking a guided tour: initPayment -> pay -> execPayment', () => {
  it('sells the held places, issues the tickets and shows tour, date, participants and answers in mail and PDF', async () => {
    const token = await registerGuest(t.app);
    const slot = await tourSlot(t.app, 601, 3);
    const { path } = await startPayment(t.app, token, [twoOnTour601(slot.datetime, { answers: everyAnswer })]);
    const cartId = (await choose(t.app, path, 'confirmed')).searchParams.get('cartId') ?? '';
    const res = await execPayment(t.app, cartId);
    expect(res.statusCode, res.body).toBe(200);
    const booking = execPaymentResponseSchema.parse(res.json()).data;
    expect(booking.has_tickets).toBe(true);
    expect(await slotCounters(t.app, slot.id)).toMatchObject({ sold: 2, held: 0 });

    const line = await t.app.db.selectFrom('order_lines').selectAll().where('order_id', '=', booking.booking_id).executeTakeFirstOrThrow();
    expect(JSON.parse(line.details)).toMatchObject({
      participants: 2,
      answers: [
        { qId: 1, type: 'radio', question: 'Wheelchair?', value: 1, answer: 'Yes' },
        { qId: 2, type: 'select', question: 'How did you hear of us?', value: 2, answer: 'Poster' },
        { qId: 3, type: 'checkbox', question: 'Interests', value: [1, 2], answer: 'Painting, Fossils' },
        { qId: 4, type: 'text', question: 'Group name', value: 'Ada and friends', answer: 'Ada and friends' },
        { qId: 5, type: 'textarea', question: 'Anything else?', value: 'We come by train.', answer: 'We come by train.' },
        { qId: 6, type: 'number', question: 'Age of the youngest', value: 7, answer: '7' },
      ],
    });
    const tickets = await t.app.db.selectFrom('issued_tickets').select('ticket_name').where('order_id', '=', booking.booking_id).execute();
    expect(tickets.map((ticket) => ticket.ticket_name).sort()).toEqual(['Admission, adults', 'Admission, adults', 'Audio guide', 'Tour', 'Tour']);

    const mail = await newestMail(t.app);
    expect(mail.text).toMatch(/- 2 × Collection highlights – Permanent collection: CHF\s49\.00\n {2}.*, 14:00\n/u);
    for (const expected of ['Participants: 2', 'Your answers:', 'Interests: Painting, Fossils', 'Group name: Ada and friends']) {
      expect(mail.text).toContain(expected);
    }
    expect(mail.html).toContain('>Participants: 2</div>');

    const pdf = await t.app.inject({ method: 'GET', url: booking.tickets_url ?? '' });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    for (const expected of ['Collection highlights', 'Permanent collection', 'Time: 14:00–15:00', 'Meeting point: Main building', 'Participants: 2', 'Your answers', 'Wheelchair?: Yes', 'Age of the youngest: 7', 'Audio guide']) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Your booking details');
  });

  it('shows the participants of a group tour and its tickets in German', async () => {
    const token = await registerGuest(t.app, 'de');
    const slot = await tourSlot(t.app, 602, 3);
    const item = tourItem(602, slot.datetime, { prices: [{ id: 6021, count: 1 }], tickets: [{ id: 6022, count: 10 }] });
    const { path } = await startPayment(t.app, token, [item], 'de');
    const cartId = (await choose(t.app, path, 'confirmed')).searchParams.get('cartId') ?? '';
    const booking = execPaymentResponseSchema.parse((await execPayment(t.app, cartId, 'de')).json()).data;
    expect(await slotCounters(t.app, slot.id)).toMatchObject({ sold: 20, held: 0 });
    const pdf = (await t.app.inject({ method: 'GET', url: booking.tickets_url ?? '' })).rawPayload;
    const text = pdfText(pdf);
    for (const expected of ['Ständige Sammlung', 'Uhrzeit: 10:00–11:30', 'Treffpunkt: Hauptgebäude', 'Teilnehmende: 10', 'Führung (pro Gruppe)', 'Eintritt Erwachsene']) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Ihre Antworten');
    // 11 tickets take three pages, each titled with the tour under the museum's header.
    const pages = pdfPageTexts(pdf);
    expect(pages).toHaveLength(3);
    for (const page of pages) expect(page.split('\n').slice(0, 4)).toEqual([`Bestellung ${booking.booking_id}`, 'Testmuseum', 'Museumstrasse 1, 8000 Zürich', 'Gruppenführung']);
  });

  it.each([
    ['en', 'Participants: Your whole group', 'Private park tour', 'Meeting point: Park'],
    ['de', 'Teilnehmende: Ihre ganze Gruppe', 'Private Parkführung', 'Treffpunkt: Park'],
  ] as const)('a group tour booked whole, without tickets, names the whole group in mail and PDF, never 0 participants (%s)', async (lang, participants, tour, meetingPoint) => {
    const token = await registerGuest(t.app, lang);
    const slot = await tourSlot(t.app, 604, lang === 'en' ? 2 : 5);
    const { path } = await startPayment(t.app, token, [tourItem(604, slot.datetime, { prices: [{ id: 6041, count: 1 }] })], lang);
    const cartId = (await choose(t.app, path, 'confirmed')).searchParams.get('cartId') ?? '';
    const booking = execPaymentResponseSchema.parse((await execPayment(t.app, cartId, lang)).json()).data;
    const mail = await newestMail(t.app);
    expect(mail.text).toContain(participants);
    expect(mail.html).toContain(`>${participants}</div>`);
    expect(mail.text).not.toMatch(/: 0\b/);
    const text = pdfText((await t.app.inject({ method: 'GET', url: booking.tickets_url ?? '' })).rawPayload);
    for (const expected of [tour, participants, meetingPoint]) expect(text).toContain(expected);
    expect(text).not.toMatch(/: 0\b/);
  });

  it('a cancelled tour booking gives its places back', async () => {
    const token = await registerGuest(t.app);
    const slot = await tourSlot(t.app, 601, 4);
    const res = await initPayment(t.app, token, initBody([twoOnTour601(slot.datetime)]));
    expect(res.statusCode).toBe(200);
    const { path } = { path: new URL((res.json() as { data: string }).data).pathname };
    await choose(t.app, path, 'canceled');
    expect(await slotCounters(t.app, slot.id)).toMatchObject({ held: 0, sold: 0 });
  });
});
