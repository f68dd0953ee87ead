import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adults, buyAndPay, execPayment, futureSlot, registerGuest } from '../test-support/checkout-kit.js';
import { createTestApp, type TestApp } from '../test-support/create-test-app.js';
import { fixtureCatalogWithEvents } from '../test-support/fixture-events.js';
import { pdfText } from '../test-support/pdf-text.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ catalog: fixtureCatalogWithEvents() });
});
afterAll(async () => t.close());

describe('GET /outbox without SMTP', () => {
  it('lists the confirmation mail, shows its text and serves the PDF attachment', async () => {
    const token = await registerGuest(t.app, 'de');
    const slot = await futureSlot(t.app, 0);
    const cartId = await buyAndPay(t.app, token, [adults(slot.datetime, 1)], 'de');
    const orderId = (await execPayment(t.app, cartId, 'de')).json().data.booking_id;
    expect(await t.app.jobs.deliverMail()).toBe(0);
    const list = await t.app.inject({ method: 'GET', url: '/outbox' });
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain(`Ihre Tickets für Testmuseum – Bestellung ${orderId}`);
    const mailId = /href="\/outbox\/(\d+)"/.exec(list.body)?.[1];
    const mail = await t.app.inject({ method: 'GET', url: `/outbox/${mailId}` });
    expect(mail.body).toContain('Sehr geehrte Frau Lovelace');
    expect(mail.body).toContain(`tickets-${orderId}.pdf`);
    expect(mail.body).toContain(`besuch-${orderId}.ics`);
    // The HTML part as a mail program shows it: the museum's logo and brand colour.
    const html = await t.app.inject({ method: 'GET', url: `/outbox/${mailId}/html` });
    expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(html.body).toContain('src="http://localhost:3000/static/logo.png"');
    expect(html.body).toContain('#1d3557');
    expect(html.body).toContain('Sehr geehrte Frau Lovelace');
    const pdf = await t.app.inject({ method: 'GET', url: `/outbox/${mailId}/attachments/0` });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const barcode = (await t.app.db.selectFrom('issued_tickets').select('barcode').where('order_id', '=', orderId).executeTakeFirstOrThrow()).barcode;
    expect(pdfText(pdf.rawPayload)).toContain(barcode);
    const calendar = await t.app.inject({ method: 'GET', url: `/outbox/${mailId}/attachments/1` });
    expect(calendar.headers['content-type']).toBe('text/calendar; charset=utf-8; method=PUBLISH');
    expect(calendar.body).toContain('BEGIN:VEVENT');
    expect((await t.app.inject({ method: 'GET', url: '/outbox/999' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/outbox/999/html' })).statusCode).toBe(404);
  });
});
