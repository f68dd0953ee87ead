import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { execPaymentResponseSchema, orderReviewResponseSchema } from '@foyer/contract';
import { unzipSync } from 'fflate';
import { decodeProtectedHeader, importSPKI, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adults, choose, execPayment, futureSlot, registerGuest, startPayment } from '../../test-support/checkout-kit.js';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';
import { fixtureCatalogWithMerchandise } from '../../test-support/fixture-merchandise.js';
import { newestMail } from '../../test-support/outbox-mails.js';
import { CLIENT_EMAIL, ISSUER_ID, makeWalletCredentials, PASS_TYPE_ID, TEAM_ID, type WalletCredentials } from '../../test-support/wallet-credentials.js';
import { GOOGLE_SAVE_URL } from './google-save-link.js';

let credentials: WalletCredentials;
let t: TestApp;
beforeAll(async () => {
  credentials = makeWalletCredentials();
  // The fixture's theme names logo.svg: a wide one, as museums' are.
  const staticDir = join(credentials.dir, 'static');
  mkdirSync(staticDir);
  writeFileSync(join(staticDir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100"><rect width="300" height="100" fill="#e63946"/></svg>');
  t = await createTestApp({ catalog: fixtureCatalogWithMerchandise(), config: { wallet: credentials.wallet, publicUrl: 'https://shop.museum.example', staticDir } });
});
afterAll(async () => {
  await t.close();
  credentials.remove();
});

const anna = { name: 'Anna Muster', send_to_custom_addr: false };
const passCard = { type: 'annualPass', id: 704, count: 1, owners: [anna] };
const latestOrder = (app: TestApp) => app.app.db.selectFrom('orders').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();

/** Buys `items` as a new guest and answers the booking result, the order and its codes. */
const buy = async (app: TestApp, items: unknown[], lang = 'en') => {
  const token = await registerGuest(app.app, lang);
  const { path } = await startPayment(app.app, token, items, lang);
  const cartId = (await choose(app.app, path, 'confirmed')).searchParams.get('cartId') ?? '';
  const result = execPaymentResponseSchema.parse((await execPayment(app.app, cartId, lang)).json()).data;
  const order = await latestOrder(app);
  const tickets = await app.app.db.selectFrom('issued_tickets').select('barcode').where('order_id', '=', order.id).orderBy('id').execute();
  const cards = await app.app.db.selectFrom('issued_passes').select('barcode').where('order_id', '=', order.id).orderBy('id').execute();
  return { result, order, ticketCodes: tickets.map((row) => row.barcode), cardCodes: cards.map((row) => row.barcode) };
};

interface PassField {
  key: string;
  value: string;
}
type PassFields = Record<'primaryFields' | 'secondaryFields' | 'auxiliaryFields' | 'backFields', PassField[]>;
/** The parts of pass.json the tests read. */
interface PassJson {
  serialNumber: string;
  relevantDate: string;
  expirationDate?: string;
  barcodes: { message: string }[];
  eventTicket: PassFields;
  generic: PassFields;
}
interface GoogleObject {
  id: string;
  barcode: { type: string; value: string; alternateText: string };
  validTimeInterval: { start: { date: string } };
}
interface SavePayload {
  eventTicketClasses: unknown[];
  eventTicketObjects: GoogleObject[];
  genericObjects: GoogleObject[];
}

const sha1 = (data: Uint8Array) => createHash('sha1').update(data).digest('hex');

/** A .pkpass opened as Wallet does: every file listed in the manifest with its SHA-1, the manifest signed by the pass certificate. */
const openPass = (data: Uint8Array) => {
  const files = unzipSync(data);
  const manifest = JSON.parse(Buffer.from(files['manifest.json'] ?? []).toString('utf8')) as Record<string, string>;
  const signed = Object.keys(files).filter((name) => name !== 'manifest.json' && name !== 'signature');
  expect(Object.keys(manifest).sort()).toEqual(signed.sort());
  for (const name of signed) expect(manifest[name], name).toBe(sha1(files[name] ?? new Uint8Array()));
  const dir = credentials.dir;
  writeFileSync(join(dir, 'manifest.json'), files['manifest.json'] ?? new Uint8Array());
  writeFileSync(join(dir, 'signature'), files.signature ?? new Uint8Array());
  // Throws (and fails the test) unless the detached signature over manifest.json verifies up to the test CA.
  execFileSync('openssl', ['smime', '-verify', '-inform', 'DER', '-binary', '-in', 'signature', '-content', 'manifest.json', '-CAfile', credentials.caFile, '-purpose', 'any', '-out', '/dev/null'], { cwd: dir, stdio: 'pipe' });
  const signer = execFileSync('openssl', ['pkcs7', '-inform', 'DER', '-in', 'signature', '-print_certs', '-noout'], { cwd: dir, encoding: 'utf8' });
  expect(signer).toContain(PASS_TYPE_ID);
  return { files, pass: JSON.parse(Buffer.from(files['pass.json'] ?? []).toString('utf8')) as PassJson };
};

/** A PNG's width and height, from its IHDR chunk. */
const pngSize = (png: Uint8Array | undefined) => {
  const data = Buffer.from(png ?? []);
  return [data.readUInt32BE(16), data.readUInt32BE(20)];
};

const get = (app: TestApp, url: string) => app.app.inject({ method: 'GET', url });

describe('Apple Wallet passes of a booked order', () => {
  it('answers one ticket as a .pkpass signed with the pass certificate: manifest hashes, signature and pass.json carry the code, the slot, the venue and the colours', async () => {
    const slot = await futureSlot(t.app, 0);
    const { result, order, ticketCodes } = await buy(t, [adults(slot.datetime, 1)], 'de');
    expect(result.wallet).toEqual({ apple_url: `/api/de/order/${order.id}/wallet/apple?key=${order.download_key}`, google_url: `/api/de/order/${order.id}/wallet/google?key=${order.download_key}` });
    const res = await get(t, result.wallet?.apple_url ?? '');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.apple.pkpass');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { files, pass } = openPass(res.rawPayload);
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['pass.json', 'icon.png', 'icon@2x.png', 'icon@3x.png', 'logo.png', 'logo@2x.png', 'logo@3x.png', 'manifest.json', 'signature']));
    expect(pngSize(files['icon@2x.png'])).toEqual([58, 58]);
    expect(pngSize(files['logo@2x.png'])).toEqual([320, 100]);
    const [code] = ticketCodes;
    expect(pass).toMatchObject({
      formatVersion: 1,
      passTypeIdentifier: PASS_TYPE_ID,
      teamIdentifier: TEAM_ID,
      serialNumber: code,
      organizationName: 'Testmuseum',
      backgroundColor: 'rgb(29, 53, 87)',
      foregroundColor: 'rgb(255, 255, 255)',
      barcodes: [{ message: code, format: 'PKBarcodeFormatQR', altText: code, messageEncoding: 'iso-8859-1' }],
    });
    expect(Date.parse(pass.relevantDate)).toBe(Date.parse(slot.datetime));
    const fields = [...pass.eventTicket.primaryFields, ...pass.eventTicket.secondaryFields, ...pass.eventTicket.auxiliaryFields];
    expect(fields.map((field) => field.key)).toEqual(['event', 'date', 'time', 'type', 'venue']);
    expect(fields.find((field) => field.key === 'type')?.value).toBe('Erwachsene');
    expect(fields.find((field) => field.key === 'venue')?.value).toBe('Hauptgebäude');
  });

  it('adds every ticket and pass card of an order together as a .pkpasses bundle, one signed pass each with its own code', async () => {
    const slot = await futureSlot(t.app, 1);
    const { result, ticketCodes, cardCodes } = await buy(t, [adults(slot.datetime, 2), passCard]);
    const res = await get(t, result.wallet?.apple_url ?? '');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.apple.pkpasses');
    const passes = Object.values(unzipSync(res.rawPayload)).map((data) => openPass(data).pass);
    expect(passes.map((pass) => pass.barcodes[0]?.message)).toEqual([...ticketCodes, ...cardCodes]);
    expect(passes.map((pass) => pass.serialNumber)).toEqual([...ticketCodes, ...cardCodes]);
    const card = passes[2];
    expect(card?.generic.primaryFields[0]).toMatchObject({ key: 'holder', value: 'Anna Muster' });
    const { valid_to } = await t.app.db.selectFrom('issued_passes').select('valid_to').where('barcode', '=', cardCodes[0] ?? '').executeTakeFirstOrThrow();
    // Greyed out only after the card's last day, wherever the phone is.
    expect(Date.parse(card?.expirationDate ?? '')).toBeGreaterThanOrEqual(Date.parse(`${valid_to}T23:59:59-12:00`));
  });

  it("opens only with the order's key: another key or none answers 404, as for an order that does not exist", async () => {
    const slot = await futureSlot(t.app, 2);
    const { order } = await buy(t, [adults(slot.datetime, 1)]);
    for (const wallet of ['apple', 'google']) {
      expect((await get(t, `/api/en/order/${order.id}/wallet/${wallet}?key=${'x'.repeat(43)}`)).statusCode).toBe(404);
      expect((await get(t, `/api/en/order/${order.id}/wallet/${wallet}`)).statusCode).toBe(404);
      expect((await get(t, `/api/en/order/999999/wallet/${wallet}?key=${order.download_key}`)).statusCode).toBe(404);
    }
  });
});

describe('Google Wallet save link of a booked order', () => {
  it("redirects to a save link whose JWT verifies with the service account's public key and carries every code, the slot, the venue and the colours", async () => {
    const slot = await futureSlot(t.app, 3);
    const { result, ticketCodes, cardCodes } = await buy(t, [adults(slot.datetime, 2), passCard], 'fr');
    const res = await get(t, result.wallet?.google_url ?? '');
    expect(res.statusCode).toBe(303);
    const location = res.headers.location ?? '';
    expect(location.startsWith(GOOGLE_SAVE_URL)).toBe(true);
    const jwt = location.slice(GOOGLE_SAVE_URL.length);
    expect(decodeProtectedHeader(jwt).alg).toBe('RS256');
    const { payload: claims } = await jwtVerify(jwt, await importSPKI(credentials.googlePublicKey, 'RS256'), { issuer: CLIENT_EMAIL, audience: 'google' });
    expect(claims).toMatchObject({ typ: 'savetowallet', origins: ['https://shop.museum.example'] });
    const payload = claims.payload as SavePayload;
    expect(payload.eventTicketObjects.map((ticket) => ticket.barcode)).toEqual(ticketCodes.map((code) => ({ type: 'QR_CODE', value: code, alternateText: code })));
    expect(payload.eventTicketObjects[0]).toMatchObject({ id: `${ISSUER_ID}.ticket-${ticketCodes[0]}`, state: 'ACTIVE', hexBackgroundColor: '#1d3557' });
    expect(Date.parse(payload.eventTicketObjects[0]?.validTimeInterval.start.date ?? '')).toBe(Date.parse(slot.datetime));
    expect(payload.eventTicketClasses).toHaveLength(1);
    expect(payload.eventTicketClasses[0]).toMatchObject({ issuerName: 'Testmuseum', venue: { name: { defaultValue: { language: 'fr', value: 'Hauptgebäude' } } } });
    expect(payload.genericObjects.map((card) => card.barcode.value)).toEqual(cardCodes);
    expect(payload.genericObjects[0]).toMatchObject({ header: { defaultValue: { value: 'Anna Muster' } }, classId: `${ISSUER_ID}.pass-cards` });
  });
});

describe('wallet links where the order shows', () => {
  it("the order review page and the confirmation mail link both wallets with the order's key", async () => {
    const slot = await futureSlot(t.app, 4);
    const { result, order } = await buy(t, [adults(slot.datetime, 1)]);
    const review = orderReviewResponseSchema.parse((await get(t, `/api/en/order/review?id=${order.review_token}`)).json()).data;
    expect(review.wallet).toEqual(result.wallet);
    const mail = await newestMail(t.app);
    for (const url of [result.wallet?.apple_url, result.wallet?.google_url]) {
      expect(mail.html).toContain(`https://shop.museum.example${url ?? ''}`);
      expect(mail.text).toContain(`https://shop.museum.example${url ?? ''}`);
    }
    expect(mail.html).toContain('Add to Apple Wallet');
    expect(mail.html).toContain('Add to Google Wallet');
  });

  it('an order of goods alone gets no wallet link', async () => {
    const { result, order } = await buy(t, [{ type: 'merchandise', id: 701, count: 1 }]);
    expect(result.wallet).toBeUndefined();
    expect((await get(t, `/api/en/order/${order.id}/wallet/apple?key=${order.download_key}`)).statusCode).toBe(404);
  });
});

describe('a shop without wallet configuration', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp({ catalog: fixtureCatalogWithMerchandise() });
  });
  afterAll(async () => bare.close());

  it('shows no wallet link on the success page, the order page or in the mail, and its wallet addresses answer 404', async () => {
    const slot = await futureSlot(bare.app, 0);
    const { result, order } = await buy(bare, [adults(slot.datetime, 1), passCard]);
    expect(result.wallet).toBeUndefined();
    const review = orderReviewResponseSchema.parse((await get(bare, `/api/en/order/review?id=${order.review_token}`)).json()).data;
    expect(review.wallet).toBeUndefined();
    const mail = await newestMail(bare.app);
    expect(mail.html).not.toContain('Wallet');
    expect(mail.text).not.toContain('/wallet/');
    for (const wallet of ['apple', 'google']) expect((await get(bare, `/api/en/order/${order.id}/wallet/${wallet}?key=${order.download_key}`)).statusCode).toBe(404);
  });
});
