import { UPLOADED_IMAGE_MAX_BYTES, type AuditEntry, type OfficeRole, type UploadedImage } from '@foyer/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.js';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';
import { addStaff, officeCall, signIn, type SignedIn } from '../../test-support/office-kit.js';
import { decodePicture, jpegOf, jpegPicture, paddedJpeg, pngPicture, solidPicture, webpPicture } from '../../test-support/test-pictures.js';
import { OFFICE_COOKIE } from '../staff/office-guard.js';

let t: TestApp;
let editor: SignedIn;
let owner: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  editor = await signIn(t.app, await addStaff(t.app, 'editor'));
  owner = await signIn(t.app, await addStaff(t.app, 'owner'));
});
afterAll(async () => t.close());

const upload = (bytes: Buffer, who: Partial<SignedIn> = editor, contentType = 'image/jpeg') =>
  t.app.inject({
    method: 'POST',
    url: '/office/api/images',
    payload: bytes,
    headers: { 'content-type': contentType, ...(who.csrf === undefined ? {} : { 'x-csrf-token': who.csrf }) },
    ...(who.cookie === undefined ? {} : { cookies: { [OFFICE_COOKIE]: who.cookie } }),
  });

const uploaded = async (bytes: Buffer, contentType?: string): Promise<UploadedImage> => {
  const res = await upload(bytes, editor, contentType);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: { image: UploadedImage } }).data.image;
};

/** The stored file of a picture at a width, as the shop's browsers fetch it. */
const served = (app: FastifyInstance, image: UploadedImage, width: number | '{width}', headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/static/${image.src.replace('{width}', String(width))}`, headers });

const decodedAt = async (image: UploadedImage, width: number) => {
  const res = await served(t.app, image, width);
  expect(res.statusCode, res.body).toBe(200);
  return decodePicture(res.rawPayload);
};

describe('who may upload a picture', () => {
  it.each<OfficeRole>(['owner', 'editor'])('%s may', async (role) => {
    const member = role === 'owner' ? owner : editor;
    expect((await upload(await jpegPicture(300, 200), member)).statusCode).toBe(201);
  });

  it.each<OfficeRole>(['box-office', 'door', 'accountant'])('%s may not: 403 OFFICE_FORBIDDEN', async (role) => {
    const member = await signIn(t.app, await addStaff(t.app, role, { canRefund: true }));
    const res = await upload(await jpegPicture(300, 200), member);
    expect([res.statusCode, res.json()]).toEqual([403, expect.objectContaining({ code: 'OFFICE_FORBIDDEN' })]);
  });

  it('needs a signed-in session (401), checked before a body of any size is read', async () => {
    for (const bytes of [await jpegPicture(300, 200), Buffer.alloc(UPLOADED_IMAGE_MAX_BYTES + 1)]) {
      const res = await upload(bytes, {});
      expect([res.statusCode, res.json()]).toEqual([401, expect.objectContaining({ code: 'OFFICE_SIGNED_OUT' })]);
    }
  });

  it("needs the session's CSRF token, as every unsafe office call does", async () => {
    const res = await upload(await jpegPicture(300, 200), { cookie: editor.cookie });
    expect([res.statusCode, res.json()]).toEqual([403, expect.objectContaining({ code: 'OFFICE_CSRF_INVALID' })]);
    const wrong = await upload(await jpegPicture(300, 200), { cookie: editor.cookie, csrf: `${editor.csrf}x` });
    expect(wrong.statusCode).toBe(403);
  });
});

describe('what is refused', () => {
  const limits = { megabytes: 15, megapixels: 50 };

  it('a file over 15 MB: 413 OFFICE_IMAGE_TOO_LARGE, naming the limits', async () => {
    const tooLong = Buffer.concat([await jpegPicture(300, 200), Buffer.alloc(UPLOADED_IMAGE_MAX_BYTES)]);
    const res = await upload(tooLong);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 'OFFICE_IMAGE_TOO_LARGE', message: 'This picture is too large. Please choose a file of at most 15 MB and at most 50 megapixels.', params: limits });
  });

  it('a small file of more than 50 megapixels: 413 OFFICE_IMAGE_TOO_LARGE, before it is decoded', async () => {
    const res = await upload(await jpegPicture(8000, 6300));
    expect([res.statusCode, res.json()]).toEqual([413, expect.objectContaining({ code: 'OFFICE_IMAGE_TOO_LARGE', params: limits })]);
  });

  it('a text file sent as a PNG: 415 OFFICE_IMAGE_UNSUPPORTED, whatever its content type says', async () => {
    const res = await upload(Buffer.from('Not a picture at all, only its name ends in .png\n'), editor, 'image/png');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ code: 'OFFICE_IMAGE_UNSUPPORTED', message: 'This file is not a picture that can be used, or it is damaged. Please choose a JPEG, PNG or WebP picture.' });
  });

  it('a file that starts like a picture but does not decode: truncated, or a signature followed by nothing', async () => {
    const jpeg = await jpegPicture(1200, 800);
    const png = await pngPicture(400, 300);
    for (const bytes of [jpeg.subarray(0, jpeg.length / 2), png.subarray(0, png.length - 200), png.subarray(0, 8), Buffer.from('RIFF\0\0\0\0WEBPVP8 ')]) {
      const res = await upload(bytes);
      expect({ bytes: bytes.length, status: res.statusCode, code: res.json<{ code: string }>().code }).toEqual({ bytes: bytes.length, status: 415, code: 'OFFICE_IMAGE_UNSUPPORTED' });
    }
  });

  it('an empty body, or one of another type of picture (a GIF)', async () => {
    for (const bytes of [Buffer.alloc(0), Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')]) {
      expect((await upload(bytes, editor, 'image/gif')).json()).toEqual(expect.objectContaining({ code: 'OFFICE_IMAGE_UNSUPPORTED' }));
    }
  });
});

describe('an uploaded picture', () => {
  it('becomes WebP files in every width of the shop, from a PNG', async () => {
    const image = await uploaded(await pngPicture(2400, 1600), 'image/png');
    expect(image).toEqual({ src: expect.stringMatching(/^uploads\/[\w-]{22}-\{width\}\.webp$/), widths: [640, 1280, 1920], width: 2400, height: 1600 });
    expect(await decodedAt(image, 640)).toEqual(expect.objectContaining({ loader: 'webpload_buffer', width: 640, height: 427, exif: false }));
    expect(await decodedAt(image, 1280)).toEqual(expect.objectContaining({ loader: 'webpload_buffer', width: 1280, height: 853 }));
    expect(await decodedAt(image, 1920)).toEqual(expect.objectContaining({ loader: 'webpload_buffer', width: 1920, height: 1280 }));
  });

  it('from a camera file of nearly 15 MB, while the server goes on answering', async () => {
    const large = paddedJpeg(await jpegPicture(4000, 3000), UPLOADED_IMAGE_MAX_BYTES - 100_000);
    expect(large.length / 1024 / 1024).toBeGreaterThan(14.8);
    expect(large.length).toBeLessThan(UPLOADED_IMAGE_MAX_BYTES);
    let longestPause = 0;
    let last = performance.now();
    const ticker = setInterval(() => {
      longestPause = Math.max(longestPause, performance.now() - last);
      last = performance.now();
    }, 10);
    const image = await uploaded(large).finally(() => clearInterval(ticker));
    expect(image).toEqual(expect.objectContaining({ width: 4000, height: 3000 }));
    // The upload takes about a second; work on the server's own thread would stop every answer as long.
    expect(longestPause).toBeLessThan(500);
  });

  it('from a WebP sent as plain bytes: the content type counts for nothing', async () => {
    const image = await uploaded(await webpPicture(1000, 1000), 'application/octet-stream');
    expect(image).toEqual(expect.objectContaining({ width: 1000, height: 1000 }));
    expect(await decodedAt(image, 640)).toEqual(expect.objectContaining({ loader: 'webpload_buffer', width: 640, height: 640 }));
  });

  it('from a camera JPEG: turned upright, its EXIF dropped', async () => {
    const original = await jpegPicture(3000, 2000, { orientation: 6, cameraMake: 'Foyer Test Camera' });
    expect(original.includes('Foyer Test Camera')).toBe(true);
    const image = await uploaded(original);
    expect([image.width, image.height]).toEqual([2000, 3000]);
    for (const [width, height] of [[640, 960], [1280, 1920], [1920, 2880]] as const) {
      const res = await served(t.app, image, width);
      expect(await decodePicture(res.rawPayload)).toEqual(expect.objectContaining({ loader: 'webpload_buffer', width, height, exif: false }));
      expect(res.rawPayload.includes('Foyer Test Camera')).toBe(false);
    }
  });

  it("from a phone's Display P3 JPEG: its colours converted to sRGB before the profile is dropped", async () => {
    const green = [30, 200, 60];
    const original = jpegOf(await solidPicture(400, 300, green), { displayP3: true });
    const [red = 0] = (await decodePicture(original)).centre;
    expect(Math.abs(red - 30), 'the file holds P3 values, far from the sRGB ones').toBeGreaterThan(40);
    const { centre } = await decodedAt(await uploaded(original), 640);
    expect(centre.map((value, band) => Math.abs(value - (green[band] ?? 0)) <= 6)).toEqual([true, true, true]);
  });

  it('is never enlarged: a width beyond its own holds it at its own size', async () => {
    const image = await uploaded(await jpegPicture(800, 600));
    expect(image).toEqual(expect.objectContaining({ widths: [640, 1280, 1920], width: 800, height: 600 }));
    expect(await decodedAt(image, 640)).toEqual(expect.objectContaining({ width: 640, height: 480 }));
    expect(await decodedAt(image, 1280)).toEqual(expect.objectContaining({ width: 800, height: 600 }));
    expect(await decodedAt(image, 1920)).toEqual(expect.objectContaining({ width: 800, height: 600 }));
  });

  it('is one audit entry: who uploaded which picture', async () => {
    const image = await uploaded(await jpegPicture(500, 400));
    const id = /uploads\/(.+)-\{width\}/.exec(image.src)?.[1];
    const res = await officeCall(t.app, 'GET', '/audit?action=image.upload', { cookie: owner.cookie, csrf: owner.csrf });
    const entries = (res.json() as { data: { entries: AuditEntry[] } }).data.entries.filter((entry) => entry.target === `image:${id}`);
    expect(entries).toEqual([
      expect.objectContaining({ staffId: editor.session.staff.id, action: 'image.upload', before: null, after: { ...image, type: 'image/jpeg', bytes: expect.any(Number) } }),
    ]);
  });
});

describe('serving uploaded pictures', () => {
  let second: FastifyInstance;
  let image: UploadedImage;
  beforeAll(async () => {
    image = await uploaded(await jpegPicture(1600, 1000));
    // Another instance of the server on the same database: it never saw the upload.
    second = await createApp(t.config);
    await second.ready();
  });
  afterAll(async () => second.close());

  it('answers from any instance, with a year of caching and an entity tag', async () => {
    const res = await served(second, image, 640);
    expect(res.statusCode).toBe(200);
    expect(res.headers).toEqual(expect.objectContaining({ 'content-type': 'image/webp', 'cache-control': 'public, max-age=31536000, immutable', etag: expect.stringMatching(/^"[\w-]{43}"$/) }));
    expect(await decodePicture(res.rawPayload)).toEqual(expect.objectContaining({ width: 640, height: 400 }));
    expect((await served(second, image, 1920)).headers.etag).not.toBe(res.headers.etag);
  });

  it('answers HEAD with the same headers and no body', async () => {
    const res = await second.inject({ method: 'HEAD', url: `/static/${image.src.replace('{width}', '640')}` });
    expect([res.statusCode, res.headers['content-type'], res.headers['cache-control'], res.body]).toEqual([200, 'image/webp', 'public, max-age=31536000, immutable', '']);
  });

  it('answers a revalidation with the same entity tag with 304 and no body', async () => {
    const etag = String((await served(second, image, 1280)).headers.etag);
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const res = await served(second, image, 1280, { 'if-none-match': header });
      expect({ header, status: res.statusCode, body: res.body, etag: res.headers.etag }).toEqual({ header, status: 304, body: '', etag });
    }
    expect((await served(second, image, 1280, { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('shows the 1280 file at the address with {width} left in it, as event, tour and product pages ask for it', async () => {
    const res = await served(second, image, '{width}');
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBe((await served(second, image, 1280)).headers.etag);
    const encoded = await second.inject({ method: 'GET', url: `/static/${image.src.replace('{width}', '%7Bwidth%7D')}` });
    expect(encoded.headers.etag).toBe(res.headers.etag);
  });

  it('answers a picture’s square PNG at <id>.png, made once and then kept, as mails and PDFs need it', async () => {
    const png = `/static/uploads/${image.src.slice('uploads/'.length, -'-{width}.webp'.length)}.png`;
    const res = await second.inject({ method: 'GET', url: png });
    expect([res.statusCode, res.headers['content-type'], res.headers['cache-control']]).toEqual([200, 'image/png', 'public, max-age=31536000, immutable']);
    // 1600 × 1000 fitted into 256 × 256: 256 × 160 on transparent pixels above and below.
    expect(await decodePicture(res.rawPayload)).toEqual(expect.objectContaining({ loader: 'pngload_buffer', width: 256, height: 256 }));
    expect(await t.app.db.selectFrom('uploaded_image_pngs').select('side').execute()).toEqual([{ side: 256 }]);
    const again = await t.app.inject({ method: 'GET', url: png, headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
    const unknown = await second.inject({ method: 'GET', url: '/static/uploads/AAAAAAAAAAAAAAAAAAAAAA.png' });
    expect([unknown.statusCode, unknown.json()]).toEqual([404, expect.objectContaining({ code: 'NOT_FOUND' })]);
  });

  it('answers 404 for a picture or width it does not have', async () => {
    const unknown = { ...image, src: 'uploads/AAAAAAAAAAAAAAAAAAAAAA-{width}.webp' };
    for (const res of [await served(second, unknown, 640), await served(second, image, 800), await second.inject({ method: 'GET', url: '/static/uploads/x-640.webp' })]) {
      expect([res.statusCode, res.json()]).toEqual([404, expect.objectContaining({ code: 'NOT_FOUND' })]);
    }
  });
});
