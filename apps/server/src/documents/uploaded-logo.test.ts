import { officeSettingsResponseSchema, type UploadedImage } from '@foyer/contract';
import type { FastifyInstance } from 'fastify';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app.js';
import { CATALOG_TTL_MS } from '../kernel/catalog-scoped-cache.js';
import { OFFICE_COOKIE } from '../modules/staff/office-guard.js';
import { adults, buyAndPay, execPayment, futureSlot, registerGuest } from '../test-support/checkout-kit.js';
import { createTestApp, type TestApp } from '../test-support/create-test-app.js';
import { fixtureCatalogWithEvents } from '../test-support/fixture-events.js';
import { addStaff, officeCall, signIn, type SignedIn } from '../test-support/office-kit.js';
import { pdfImages } from '../test-support/pdf-images.js';
import { decodePicture, pixelOf } from '../test-support/test-pictures.js';
import { startSmtp } from '../test-support/smtp-stand-in.js';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;
let owner: SignedIn;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ catalog: fixtureCatalogWithEvents(), config: { smtpUrl: smtp.url, mailFrom: 'Testmuseum <shop@museum.example.org>' } });
  owner = await signIn(t.app, await addStaff(t.app, 'owner'));
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const RED = [200, 30, 30];
const BLUE = [30, 60, 200];
const GREEN = [30, 150, 60];
const hex = (rgb: number[]) => `#${rgb.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
/** A logo twice as wide as high, one colour on the left, another on the right. */
const svgLogo = (left: number[], right: number[]) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100"><rect width="100" height="100" fill="${hex(left)}"/><rect x="100" width="100" height="100" fill="${hex(right)}"/></svg>`;
const near = (actual: number[], expected: number[]) => expected.every((value, band) => Math.abs((actual[band] ?? -99) - value) <= 8);

/** The owner uploads a logo in the office and saves the settings with it, as the settings screen does. */
const useLogo = async (svg: string): Promise<string> => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/office/api/settings/logo',
    payload: Buffer.from(svg),
    headers: { 'content-type': 'image/svg+xml', 'x-csrf-token': owner.csrf },
    cookies: { [OFFICE_COOKIE]: owner.cookie },
  });
  expect(res.statusCode, res.body).toBe(201);
  const { src } = (res.json() as { data: { image: UploadedImage } }).data.image;
  const { record } = officeSettingsResponseSchema.parse((await officeCall(t.app, 'GET', '/settings', { cookie: owner.cookie, csrf: owner.csrf })).json()).data;
  // The fixture's accent is too light to be saved by the office: a readable one goes with the logo.
  const settings = { ...record.settings, theme: { ...record.settings.theme, accentColor: '#9d1c27', logo: src } };
  const saved = await officeCall(t.app, 'PUT', '/settings', { cookie: owner.cookie, csrf: owner.csrf, payload: { settings, version: record.version } });
  expect(saved.statusCode, saved.body).toBe(200);
  return src;
};

const book = async (): Promise<number> => {
  const token = await registerGuest(t.app, 'en');
  const slot = await futureSlot(t.app, 0);
  return (await execPayment(t.app, await buyAndPay(t.app, token, [adults(slot.datetime, 1)]))).json().data.booking_id;
};

const sentMail = async (app: FastifyInstance): Promise<ParsedMail> => {
  smtp.received.length = 0;
  expect(await app.jobs.deliverMail()).toBe(1);
  return simpleParser(smtp.received[0] ?? Buffer.alloc(0));
};

/** The colours left and right in the logo a PDF places: a square image, with its transparency beside it. */
const pdfLogoColours = async (pdf: Buffer): Promise<number[][]> => {
  const images = pdfImages(pdf);
  const logo = images.find((image, index) => image.type === 'image' && image.width === 256 && image.height === 256 && images[index + 1]?.type === 'smask');
  if (logo === undefined) return [];
  return [await pixelOf(logo.png, 64, 128), await pixelOf(logo.png, 192, 128)];
};

const ticketsUrl = (mail: ParsedMail): string => {
  const url = /https?:\/\/[^/\s]+(\/api\/en\/order\/\d+\/tickets\.pdf\?key=[\w-]+)/.exec(mail.text ?? '')?.[1];
  if (url === undefined) throw new Error('the mail links its tickets');
  return url;
};

describe('a logo uploaded in the office', () => {
  let firstMail: ParsedMail;

  it('is in the tickets PDF and the confirmation mail, as the mail’s square PNG served from the database', async () => {
    // The catalog's own logo.svg is not in the test's static folder: no logo at first.
    await book();
    expect(await pdfLogoColours((await sentMail(t.app)).attachments[0]?.content ?? Buffer.alloc(0))).toEqual([]);

    const src = await useLogo(svgLogo(RED, BLUE));
    const id = /^uploads\/([\w-]{22})-\{width\}\.webp$/.exec(src)?.[1];
    await book();
    firstMail = await sentMail(t.app);

    expect(firstMail.html).toContain(`src="http://localhost:3000/static/uploads/${id}.png"`);
    const png = await t.app.inject({ method: 'GET', url: `/static/uploads/${id}.png` });
    expect([png.statusCode, png.headers['content-type'], png.headers['cache-control']]).toEqual([200, 'image/png', 'public, max-age=31536000, immutable']);
    expect(await decodePicture(png.rawPayload)).toEqual(expect.objectContaining({ loader: 'pngload_buffer', width: 256, height: 256 }));
    // Fitted into the square: 256 × 128 in its middle, red on the left, blue on the right, clear above.
    expect(near(await pixelOf(png.rawPayload, 64, 128), [...RED, 255])).toBe(true);
    expect(near(await pixelOf(png.rawPayload, 192, 128), [...BLUE, 255])).toBe(true);
    expect((await pixelOf(png.rawPayload, 128, 10))[3]).toBe(0);

    const pdf = firstMail.attachments.find((attachment) => attachment.contentType === 'application/pdf');
    const [left = [], right = []] = await pdfLogoColours(pdf?.content ?? Buffer.alloc(0));
    expect([near(left, RED), near(right, BLUE)]).toEqual([true, true]);
  });

  it('a newer one is in the next PDF and mail of another instance, once its few seconds of settings have passed', async () => {
    // Another instance of the server on the same database, which has read the settings with the first logo.
    const second = await createApp(t.config);
    try {
      await second.ready();
      const url = ticketsUrl(firstMail);
      const before = await second.inject({ method: 'GET', url });
      expect(before.statusCode).toBe(200);
      expect((await pdfLogoColours(before.rawPayload)).map((colour) => near(colour, RED) || near(colour, BLUE))).toEqual([true, true]);

      await useLogo(svgLogo(GREEN, GREEN));
      await book();
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + CATALOG_TTL_MS + 1000 });

      const [left = [], right = []] = await pdfLogoColours((await second.inject({ method: 'GET', url })).rawPayload);
      expect([near(left, GREEN), near(right, GREEN)]).toEqual([true, true]);
      const mail = await sentMail(second);
      const id = /\/static\/uploads\/([\w-]{22})\.png"/.exec(mail.html || '')?.[1];
      const png = await second.inject({ method: 'GET', url: `/static/uploads/${id}.png` });
      expect(near(await pixelOf(png.rawPayload, 64, 128), GREEN)).toBe(true);
      const attached = await pdfLogoColours(mail.attachments[0]?.content ?? Buffer.alloc(0));
      expect(attached.map((colour) => near(colour, GREEN))).toEqual([true, true]);
    } finally {
      await second.close();
    }
  });
});
