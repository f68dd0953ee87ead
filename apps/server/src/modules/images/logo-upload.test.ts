import { UPLOADED_SVG_MAX_BYTES, type AuditEntry, type OfficeRole, type UploadedImage } from '@foyer/contract';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';
import { addStaff, officeCall, signIn, type SignedIn } from '../../test-support/office-kit.js';
import { decodePicture, pixelOf, pngPicture, solidPicture } from '../../test-support/test-pictures.js';
import { OFFICE_COOKIE } from '../staff/office-guard.js';

let t: TestApp;
let owner: SignedIn;
const dir = mkdtempSync(join(tmpdir(), 'foyer-logo-'));
beforeAll(async () => {
  t = await createTestApp();
  owner = await signIn(t.app, await addStaff(t.app, 'owner'));
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const upload = (bytes: Buffer | string, who: Partial<SignedIn> = owner) =>
  t.app.inject({
    method: 'POST',
    url: '/office/api/settings/logo',
    payload: Buffer.from(bytes),
    headers: { 'content-type': 'image/svg+xml', ...(who.csrf === undefined ? {} : { 'x-csrf-token': who.csrf }) },
    ...(who.cookie === undefined ? {} : { cookies: { [OFFICE_COOKIE]: who.cookie } }),
  });

const uploaded = async (bytes: Buffer | string): Promise<UploadedImage> => {
  const res = await upload(bytes);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: { image: UploadedImage } }).data.image;
};

const served = (image: UploadedImage, width: number) => t.app.inject({ method: 'GET', url: `/static/${image.src.replace('{width}', String(width))}` });

const SVG_NS = 'xmlns="http://www.w3.org/2000/svg"';
/** A logo of two colours: red on the left, blue on the right. */
const logo = (attributes = 'width="200" height="100"', extra = '') =>
  `<svg ${SVG_NS} ${attributes}><rect width="100" height="100" fill="#c81e1e"/><rect x="100" width="100" height="100" fill="#1e3cc8"/>${extra}</svg>`;
const near = (actual: number[], expected: number[]) => expected.every((value, band) => Math.abs((actual[band] ?? -99) - value) <= 8);

describe('who may upload the logo', () => {
  it.each<OfficeRole>(['editor', 'box-office', 'door', 'accountant'])('not %s: 403 OFFICE_FORBIDDEN (the logo goes with the settings, which are the owner’s)', async (role) => {
    const member = await signIn(t.app, await addStaff(t.app, role, { canRefund: true }));
    const res = await upload(logo(), member);
    expect([res.statusCode, res.json()]).toEqual([403, expect.objectContaining({ code: 'OFFICE_FORBIDDEN' })]);
  });

  it('nobody without a session (401)', async () => {
    expect((await upload(logo(), {})).statusCode).toBe(401);
  });
});

describe('an SVG logo', () => {
  it('is drawn to WebP files 240 pixels high, served as pictures from the database, never as SVG', async () => {
    const image = await uploaded(logo());
    expect(image).toEqual({ src: expect.stringMatching(/^uploads\/[\w-]{22}-\{width\}\.webp$/), widths: [640, 1280, 1920], width: 480, height: 240 });
    for (const width of [640, 1280, 1920]) {
      const res = await served(image, width);
      expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'image/webp']);
      expect(await decodePicture(res.rawPayload)).toEqual(expect.objectContaining({ loader: 'webpload_buffer', width: 480, height: 240 }));
      expect(near(await pixelOf(res.rawPayload, 120, 120), [200, 30, 30])).toBe(true);
      expect(near(await pixelOf(res.rawPayload, 360, 120), [30, 60, 200])).toBe(true);
    }
  });

  it('keeps nothing that acts: a script and event handlers are not drawn, and only pictures are served', async () => {
    const hostile = logo('width="200" height="100" onload="alert(document.cookie)"', '<script>alert(1)</script><rect width="10" height="10" onclick="steal()"/>');
    const image = await uploaded(hostile);
    const res = await served(image, 640);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(res.rawPayload.includes('alert')).toBe(false);
  });

  it('declared a billion pixels wide and high: drawn at the logo’s size', async () => {
    expect(await uploaded(logo('width="100000000" height="100000000" viewBox="0 0 200 200"'))).toEqual(expect.objectContaining({ width: 240, height: 240 }));
  });

  it('is one audit entry with the type sent', async () => {
    const image = await uploaded(logo());
    const id = /uploads\/(.+)-\{width\}/.exec(image.src)?.[1];
    const res = await officeCall(t.app, 'GET', '/audit?action=image.upload', { cookie: owner.cookie, csrf: owner.csrf });
    const entries = (res.json() as { data: { entries: AuditEntry[] } }).data.entries.filter((entry) => entry.target === `image:${id}`);
    expect(entries).toEqual([expect.objectContaining({ staffId: owner.session.staff.id, after: { ...image, type: 'image/svg+xml', bytes: Buffer.byteLength(logo()) } })]);
  });
});

describe('a hostile or broken SVG is refused with the reason', () => {
  const external = {
    code: 'OFFICE_SVG_EXTERNAL_REFERENCE',
    message: 'This SVG refers to pictures or other files outside itself, which the shop does not load. Please save the logo with its pictures embedded and upload it again.',
  };
  const unsupported = { code: 'OFFICE_LOGO_UNSUPPORTED', message: 'This file cannot be used as a logo, or it is damaged. Please choose an SVG, PNG, JPEG or WebP file.' };

  it('one naming a picture on the server’s disk (which the renderer would draw into the logo): 422', async () => {
    const secret = join(dir, 'secret.png');
    writeFileSync(secret, Buffer.from((await solidPicture(10, 10, [20, 160, 40])).pngsaveBuffer()));
    for (const reference of [`href="${secret}"`, `xlink:href="file://${secret}" xmlns:xlink="http://www.w3.org/1999/xlink"`]) {
      const res = await upload(logo(undefined, `<image ${reference} width="200" height="100"/>`));
      expect([res.statusCode, res.json()]).toEqual([422, external]);
    }
  });

  it('one naming an address on the web, or hiding a path in an entity: 422', async () => {
    for (const source of [
      logo(undefined, '<image href="https://tracker.example/pixel.png" width="1" height="1"/>'),
      `<!DOCTYPE svg [<!ENTITY p "${join(dir, 'secret.png')}">]>${logo(undefined, '<image href="&p;" width="1" height="1"/>')}`,
      `<!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>${logo(undefined, '<text>&xxe;</text>')}`,
    ]) {
      expect((await upload(source)).json()).toEqual(external);
    }
  });

  it('entities built of entities (a billion laughs): 415, answered at once', async () => {
    const lol = (level: number) => `<!ENTITY l${level} "${`&l${level - 1};`.repeat(10)}">`;
    const source = `<!DOCTYPE svg [<!ENTITY l0 "lol">${[1, 2, 3, 4, 5, 6, 7, 8, 9].map(lol).join('')}]>${logo(undefined, '<text>&l9;</text>')}`;
    const started = performance.now();
    const res = await upload(source);
    expect([res.statusCode, res.json()]).toEqual([415, unsupported]);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('one that draws nothing a visitor could see (100 000 000 × 1), HTML, text, a GIF, damaged XML: 415', async () => {
    for (const source of [
      logo('width="100000000" height="1"'),
      '<html><body><p>Logo</p></body></html>',
      'MUSEUM',
      Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
      `<svg ${SVG_NS} width="10" height="10"><rect>`,
      Buffer.from([0x3c, 0xff, 0xfe, 0x00]),
    ]) {
      const res = await upload(source);
      expect({ source: String(source).slice(0, 30), status: res.statusCode, body: res.json() }).toEqual({ source: String(source).slice(0, 30), status: 415, body: unsupported });
    }
  });

  it('one over 2 MB: 413 naming the limit', async () => {
    const res = await upload(logo(undefined, `<desc>${'x'.repeat(UPLOADED_SVG_MAX_BYTES)}</desc>`));
    expect([res.statusCode, res.json()]).toEqual([
      413,
      { code: 'OFFICE_SVG_TOO_LARGE', message: 'This SVG is too large or too complex to draw. Please choose a file of at most 2 MB, or save the logo in a simpler form.', params: { megabytes: 2 } },
    ]);
  });
});

describe('a JPEG, PNG or WebP logo', () => {
  it('is stored as any picture, its files at most 240 pixels high', async () => {
    const image = await uploaded(await pngPicture(2000, 1000));
    expect(image).toEqual(expect.objectContaining({ width: 2000, height: 1000 }));
    expect(await decodePicture((await served(image, 1920)).rawPayload)).toEqual(expect.objectContaining({ width: 480, height: 240 }));
  });
});
