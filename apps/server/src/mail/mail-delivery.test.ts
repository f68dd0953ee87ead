import { museumDate, toMuseumIso } from '@foyer/domain';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountDetails, registerAccount } from '../test-support/account-kit.js';
import { adults, buyAndPay, execPayment, futureSlot, guestDetails, registerGuest } from '../test-support/checkout-kit.js';
import { createTestApp, type TestApp } from '../test-support/create-test-app.js';
import { fixtureCatalogWithMerchandise } from '../test-support/fixture-merchandise.js';
import { compactDay, visitTime } from '../kernel/museum-format.js';
import { pdfText } from '../test-support/pdf-text.js';
import { startSmtp } from '../test-support/smtp-stand-in.js';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtp();
  const catalog = fixtureCatalogWithMerchandise();
  catalog.shop.meta = { ...catalog.shop.meta, vat_number: 'CHE-123.456.789 MWST' };
  t = await createTestApp({ catalog, config: { smtpUrl: smtp.url, mailFrom: 'Testmuseum <shop@museum.example.org>' } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const book = async (lang: string): Promise<number> => {
  const token = await registerGuest(t.app, lang);
  const slot = await futureSlot(t.app, 0);
  const cartId = await buyAndPay(t.app, token, [adults(slot.datetime, 2)], lang);
  return (await execPayment(t.app, cartId, lang)).json().data.booking_id;
};

describe('confirmation mail through SMTP', () => {
  it('arrives in the order language with the PDF tickets attached', async () => {
    const orderId = await book('fr');
    expect(await t.app.jobs.deliverMail()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    const mail: ParsedMail = await simpleParser(smtp.received[0] ?? Buffer.alloc(0));
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('ada@example.org');
    expect(mail.from?.text).toContain('shop@museum.example.org');
    expect(mail.subject).toBe(`Vos billets pour Testmuseum – commande n° ${orderId}`);
    expect(mail.text?.split('\n')[0]).toBe('Bonjour Madame Lovelace,');
    expect(mail.text).toContain(`/api/fr/order/${orderId}/tickets.pdf?key=`);
    // The guest did not ask for an invoice: tickets and the calendar file only.
    expect(mail.attachments.map((attachment) => attachment.filename)).toEqual([`billets-${orderId}.pdf`, `visite-${orderId}.ics`]);
    const [pdf] = mail.attachments;
    expect(pdf?.contentType).toBe('application/pdf');
    expect(pdf?.filename).toBe(`billets-${orderId}.pdf`);
    const barcodes = await t.app.db.selectFrom('issued_tickets').select('barcode').where('order_id', '=', orderId).execute();
    const text = pdfText(pdf?.content ?? Buffer.alloc(0));
    for (const { barcode } of barcodes) expect(text).toContain(barcode);
    expect(text).toContain('Type de billet');
    expect(await t.app.jobs.deliverMail()).toBe(0);
  });

  it('attaches a calendar file: each visit on the museum clock, where it takes place, and a UID of its order line (fr)', async () => {
    smtp.received.length = 0;
    const orderId = await book('fr');
    expect(await t.app.jobs.deliverMail()).toBe(1);
    const mail = await simpleParser(smtp.received[0] ?? Buffer.alloc(0));
    expect(mail.text).toContain('Pour ajouter votre visite à votre agenda, ouvrez le fichier de calendrier joint (.ics).');
    const calendar = mail.attachments.find((attachment) => attachment.filename === `visite-${orderId}.ics`);
    expect(calendar?.contentType).toBe('text/calendar');
    // RFC 5545 folds long lines; unfolded, each property is one line.
    const ics = (calendar?.content.toString('utf8') ?? '').replace(/\r\n[ \t]/g, '');
    const line = await t.app.db.selectFrom('order_lines').select(['id', 'details']).where('order_id', '=', orderId).executeTakeFirstOrThrow();
    const slot = await t.app.db.selectFrom('timeslots').select(['starts_at', 'ends_at']).where('id', '=', JSON.parse(line.details).timeslotId).executeTakeFirstOrThrow();
    const local = (instant: string) => toMuseumIso(instant, 'Europe/Zurich').slice(0, 19).replace(/[-:]/g, '');
    for (const expected of [
      'METHOD:PUBLISH',
      'BEGIN:VTIMEZONE\r\nTZID:Europe/Zurich\r\n',
      `DTSTART;TZID=Europe/Zurich:${local(slot.starts_at)}\r\n`,
      `DTEND;TZID=Europe/Zurich:${local(slot.ends_at)}\r\n`,
      `UID:order-${orderId}-line-${line.id}@localhost:3000\r\n`,
      'SUMMARY:Sammlung – Testmuseum\r\n',
      'LOCATION:Hauptgebäude\\, Testmuseum\\, Museumstrasse 1\\, 8000 Zürich\r\n',
      `DESCRIPTION:2 × Erwachsene\\nCommande n° ${orderId}\\n`,
    ]) {
      expect(ics).toContain(expected);
    }
    // Zurich's offsets around the visit: summer time from the last Sunday of March, 02:00.
    const year = new Date(slot.starts_at).getUTCFullYear();
    const lastSundayOfMarch = 31 - new Date(Date.UTC(year, 2, 31)).getUTCDay();
    expect(ics).toContain(`BEGIN:DAYLIGHT\r\nDTSTART:${year}03${lastSundayOfMarch}T020000\r\nTZOFFSETFROM:+0100\r\nTZOFFSETTO:+0200\r\nEND:DAYLIGHT`);
  });

  it('attaches the invoice the buyer asked for: museum with VAT number, buyer, a row per part and shipping, VAT per rate, what was paid (de)', async () => {
    smtp.received.length = 0;
    const token = await registerGuest(t.app, 'de', { ...guestDetails, send_invoice: true });
    const slot = await futureSlot(t.app, 1);
    const cartId = await buyAndPay(t.app, token, [adults(slot.datetime, 2), { type: 'merchandise', id: 701, count: 1 }], 'de');
    const orderId = (await execPayment(t.app, cartId, 'de')).json().data.booking_id;
    expect(await t.app.jobs.deliverMail()).toBe(1);
    const mail = await simpleParser(smtp.received[0] ?? Buffer.alloc(0));
    expect(mail.text).toContain('Wie gewünscht finden Sie Ihre Rechnung als PDF im Anhang.');
    expect(mail.attachments.map((attachment) => attachment.filename)).toEqual([`tickets-${orderId}.pdf`, `besuch-${orderId}.ics`, `rechnung-${orderId}.pdf`]);
    const text = pdfText(mail.attachments[2]?.content ?? Buffer.alloc(0)).replace(/\u00a0/g, ' ');
    const today = compactDay(museumDate(new Date(), 'Europe/Zurich'), 'de-CH');
    for (const expected of [
      'Rechnung',
      'Testmuseum\nMuseumstrasse 1\n8000 Zürich\nSchweiz\ninfo@museum.example.org\n+41 44 000 00 00\nMWST-Nr. CHE-123.456.789 MWST',
      'Rechnung an\nAda Lovelace\nSeeweg 1\n8000 Zürich\nSchweiz',
      `Rechnungsnummer:\n${orderId}\nRechnungsdatum:\n${today}`,
      // Quantity, unit price, rate and amount of each row, the description last.
      '2\nCHF 18.00\n8.1 %\nCHF 36.00\nErwachsene – Sammlung',
      // The visit's date and time joined as German writes them.
      `${compactDay(museumDate(slot.datetime, 'Europe/Zurich'), 'de-CH')}, ${visitTime(slot.datetime, 'de-CH', 'Europe/Zurich')} Uhr`,
      '1\nCHF 39.00\n2.6 %\nCHF 39.00\nAusstellungskatalog',
      '1\nCHF 12.00\n–\nCHF 12.00\nVersand',
      'Total\nCHF 87.00\nBezahlter Betrag\nCHF 87.00',
      // Net, VAT and gross per rate: 3600 holds 270 at 8.1 %, 3900 holds 99 at 2.6 %.
      '8.1 %\nCHF 33.30\nCHF 2.70\nCHF 36.00',
      '2.6 %\nCHF 38.01\nCHF 0.99\nCHF 39.00',
      `Am ${today} vollständig bezahlt.`,
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('sends goods alone with the invoice only: nothing to show at the door, no visit for the calendar (en)', async () => {
    smtp.received.length = 0;
    const token = await registerGuest(t.app, 'en', { ...guestDetails, send_invoice: true });
    const cartId = await buyAndPay(t.app, token, [{ type: 'merchandise', id: 701, count: 1 }], 'en');
    const orderId = (await execPayment(t.app, cartId, 'en')).json().data.booking_id;
    expect(await t.app.jobs.deliverMail()).toBe(1);
    const mail = await simpleParser(smtp.received[0] ?? Buffer.alloc(0));
    expect(mail.attachments.map((attachment) => attachment.filename)).toEqual([`invoice-${orderId}.pdf`]);
    expect(mail.text).not.toContain('.ics');
    expect(pdfText(mail.attachments[0]?.content ?? Buffer.alloc(0))).toContain('VAT no. CHE-123.456.789 MWST');
  });

  it('writes a queued confirmation from its order when it sends it, and sends a mail queued with its text as it is', async () => {
    smtp.received.length = 0;
    const orderId = await book('en');
    // The booking queued the confirmation with its address only; its text is written at sending.
    const queued = await t.app.db.selectFrom('outbox').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
    expect(queued).toMatchObject({ status: 'queued', order_mail: 'confirmation', to_address: 'ada@example.org', subject: '', text_body: '', html_body: null });
    await registerAccount(t.app, { ...accountDetails, email: 'mary@example.org' });
    expect(await t.app.jobs.deliverMail()).toBe(2);
    const [confirmation, welcome] = await Promise.all(smtp.received.map((message) => simpleParser(message)));
    expect(confirmation?.subject).toBe(`Your tickets for Testmuseum – order ${orderId}`);
    expect(confirmation?.text).toContain(`/api/en/order/${orderId}/tickets.pdf?key=`);
    expect(confirmation?.html).toContain('#1d3557');
    expect(welcome?.subject).toBe('Your customer account at Testmuseum');
    expect(await t.app.db.selectFrom('outbox').select('status').where('id', '=', queued.id).executeTakeFirst()).toEqual({ status: 'sent' });
  });

  it('keeps a mail the server refused and sends it on a later attempt', async () => {
    smtp.received.length = 0;
    await book('en');
    smtp.state.failNext = true;
    expect(await t.app.jobs.deliverMail()).toBe(0);
    const pending = await t.app.db.selectFrom('outbox').selectAll().where('status', '=', 'queued').executeTakeFirstOrThrow();
    expect(pending.attempts).toBe(1);
    expect(pending.last_error).toContain('mailbox busy');
    expect(Date.parse(pending.next_attempt_at)).toBeGreaterThan(Date.now() + 20_000);
    expect(await t.app.jobs.deliverMail()).toBe(0);
    expect(await t.app.jobs.deliverMail(new Date(Date.now() + 31_000))).toBe(1);
    expect(smtp.received).toHaveLength(1);
    expect((await simpleParser(smtp.received[0] ?? Buffer.alloc(0))).subject).toMatch(/^Your tickets for Testmuseum/);
  });

  it('offers no outbox page when SMTP is configured', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/outbox' })).statusCode).not.toBe(200);
  });
});
