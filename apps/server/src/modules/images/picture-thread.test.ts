import { afterEach, describe, expect, it } from 'vitest';
import { decodePicture, jpegPicture, pixelOf, pngPicture } from '../../test-support/test-pictures.js';
import { PictureThread, type PictureJob } from './picture-thread.js';

const job = async (width: number, height: number): Promise<PictureJob> => ({ type: 'image/jpeg', bytes: await jpegPicture(width, height), widths: [640, 1280, 1920], maxPixels: 50_000_000, quality: 80 });
const sizes = (verdict: Awaited<ReturnType<PictureThread['shrink']>>) => ('picture' in verdict ? verdict.picture.files.map((file) => [file.width, file.fileWidth, file.fileHeight]) : verdict);

let thread: PictureThread;
afterEach(async () => thread.stop());

describe('the picture thread', () => {
  it('keeps the event loop free while a camera-sized picture is made smaller', async () => {
    thread = new PictureThread();
    const camera = await job(4000, 3000);
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 5);
    const started = performance.now();
    const verdict = await thread.shrink(camera);
    const took = performance.now() - started;
    clearInterval(ticker);
    expect(sizes(verdict)).toEqual([[640, 640, 480], [1280, 1280, 960], [1920, 1920, 1440]]);
    // Work on the server's own thread would have let no timer fire until it was done.
    expect(ticks, `${Math.round(took)} ms`).toBeGreaterThan(took / 5 / 4);
  });

  it('makes pictures sent at once one after the other, each answered with its own files', async () => {
    thread = new PictureThread();
    const verdicts = await Promise.all([thread.shrink(await job(1000, 500)), thread.shrink(await job(700, 700)), thread.shrink(await job(2000, 1000))]);
    expect(verdicts.map(sizes)).toEqual([
      [[640, 640, 320], [1280, 1000, 500], [1920, 1000, 500]],
      [[640, 640, 640], [1280, 700, 700], [1920, 700, 700]],
      [[640, 640, 320], [1280, 1280, 640], [1920, 1920, 960]],
    ]);
  });

  it('refuses a picture that takes too long as unusable, ends the thread, and starts anew for the next', async () => {
    thread = new PictureThread({ idleMs: 60_000, timeoutMs: 1 });
    expect(await thread.shrink(await job(4000, 3000))).toEqual({ refused: 'OFFICE_IMAGE_UNSUPPORTED' });
    expect(thread.running).toBe(false);
    const patient = new PictureThread({ idleMs: 60_000, timeoutMs: 60_000 });
    try {
      expect(sizes(await patient.shrink(await job(800, 600)))).toEqual([[640, 640, 480], [1280, 800, 600], [1920, 800, 600]]);
    } finally {
      await patient.stop();
    }
  });

  it('gives back the memory of each picture: uploads in a row need no more than the first ones', async () => {
    thread = new PictureThread();
    const photo = { ...(await job(2000, 1500)), widths: [1920] };
    await thread.shrink(photo);
    await thread.shrink(photo);
    const before = process.memoryUsage().rss;
    for (let round = 0; round < 4; round += 1) await thread.shrink(photo);
    const grown = (process.memoryUsage().rss - before) / 1e6;
    // Each picture kept would hold its decoded copy of 1920 × 1440 pixels and the encoder's buffers, about 15 MB.
    expect(grown, `${Math.round(grown)} MB`).toBeLessThan(30);
  });

  it('ends when idle, giving its memory back, and starts again with the next picture', async () => {
    thread = new PictureThread({ idleMs: 50, timeoutMs: 60_000 });
    expect(thread.running).toBe(false);
    await thread.shrink(await job(300, 200));
    expect(thread.running).toBe(true);
    await expect.poll(() => thread.running, { timeout: 2000 }).toBe(false);
    expect(sizes(await thread.shrink(await job(300, 200)))).toEqual([[640, 300, 200], [1280, 300, 200], [1920, 300, 200]]);
  });

  it('keeps every file within the height asked for (a logo’s), narrower where that makes it so', async () => {
    thread = new PictureThread();
    expect(sizes(await thread.shrink({ ...(await job(2000, 1000)), maxHeight: 240 }))).toEqual([[640, 480, 240], [1280, 480, 240], [1920, 480, 240]]);
    expect(sizes(await thread.shrink({ ...(await job(4000, 400)), maxHeight: 240 }))).toEqual([[640, 640, 64], [1280, 1280, 128], [1920, 1920, 192]]);
  });

  it('makes a square PNG of a picture for documents and mails: fitted, centred on transparent pixels, never enlarged', async () => {
    thread = new PictureThread();
    const wide = await thread.squarePng(await pngPicture(800, 200), 256);
    if (!('png' in wide)) throw new Error('a PNG was expected');
    expect(wide.png.side).toBe(256);
    const decoded = await decodePicture(wide.png.bytes);
    expect([decoded.loader, decoded.width, decoded.height, decoded.centre[3]]).toEqual(['pngload_buffer', 256, 256, 255]);
    // Above and below the fitted 256 × 64 picture: fully transparent.
    expect((await pixelOf(wide.png.bytes, 0, 0))[3]).toBe(0);
    expect((await pixelOf(wide.png.bytes, 0, 128))[3]).toBe(255);
    const small = await thread.squarePng(await pngPicture(100, 50), 256);
    expect('png' in small && small.png.side).toBe(100);
    expect(await thread.squarePng(Buffer.from('no picture'), 256)).toEqual({ refused: 'OFFICE_IMAGE_UNSUPPORTED' });
  });
});
