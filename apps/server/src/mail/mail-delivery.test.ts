import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adults, buyAndPay, execPayment, futureSlot, registerGuest } from '../test-support/checkout-kit.js';
import { createTestApp, type TestApp } from '../test-support/create-test-app.js';
import { fixtureCatalogWithEvents } from '../test-support/fixture-events.js';
import { pdfText } from '../test-support/pdf-text.js';

/** A real SMTP server in the test process; `failNext` makes it refuse the next message. */
const startSmtp = async () => {
  const received: Buffer[] = [];
  const state = { failNext: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.failNext) {
          state.failNext = false;
          callback(Object.assign(new Error('mailbox busy'), { responseCode: 451 }));
          return;
        }
        received.push(Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { received, state, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
};

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ catalog: fixtureCatalogWithEvents(), config: { smtpUrl: smtp.url, mailFrom: 'Testmuseum <shop@museum.example.org>' } });
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
    expect(mail.subject).toBe(`Vos billets pour Testmuseum – commande ${orderId}`);
    expect(mail.text).toContain('Bonjour Ada Lovelace,');
    expect(mail.text).toContain(`/api/fr/order/${orderId}/tickets.pdf?key=`);
    expect(mail.attachments).toHaveLength(1);
    const [pdf] = mail.attachments;
    expect(pdf?.contentType).toBe('application/pdf');
    expect(pdf?.filename).toBe(`billets-${orderId}.pdf`);
    const barcodes = await t.app.db.selectFrom('issued_tickets').select('barcode').where('order_id', '=', orderId).execute();
    const text = pdfText(pdf?.content ?? Buffer.alloc(0));
    for (const { barcode } of barcodes) expect(text).toContain(barcode);
    expect(text).toContain('Type de billet');
    expect(await t.app.jobs.deliverMail()).toBe(0);
  });

  it('keeps a mail the server refused and sends it on a later attempt', async () => {
    smtp.received.length = 0;
    await book('en');
    smtp.state.failNext = true;
    expect(await t.app.jobs.deliverMail()).toBe(0);
    const pending = await t.app.db.selectFrom('outbox').selectAll().where('status', '=', 'pending').executeTakeFirstOrThrow();
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
