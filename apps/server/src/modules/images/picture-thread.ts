import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { PictureType } from './picture-type.js';

/**
 * The thread's script: libvips compiled to WebAssembly (wasm-vips). Chosen over jimp with
 * @jimp/wasm-webp and over the @jsquash codecs after trying each on a 4000 × 3000 JPEG (three widths,
 * WebP at quality 80, the same picture quality within 1 dB PSNR): wasm-vips took 0.95 s on one core,
 * because it decodes a JPEG straight at a fraction of its size; @jsquash 1.7 s on a full-size decode
 * (and neither turns a camera picture upright nor converts its colour profile to sRGB); jimp 1.9 s,
 * 0.9 s of it its JavaScript JPEG decoder, and @jimp/wasm-webp cannot load its WebAssembly on Node 20.
 * Plain CommonJS run with `eval`, so the bundled server needs no file of its own for it.
 */
const SCRIPT = `
const { parentPort, workerData } = require('node:worker_threads');
// Only JPEG, PNG and WebP reach the thread (an SVG logo comes as the PNG drawn of it, svg-raster.ts), so
// the HEIF, JPEG XL and SVG modules stay unloaded; VIPS_WARNING keeps a damaged file's warnings out of
// the server's standard error (the refusal says it all).
const loading = require(workerData.vips)({ dynamicLibraries: [], preRun: [(module) => { module.ENV.VIPS_WARNING = '0'; }] }).then((vips) => {
  vips.concurrency(workerData.concurrency);
  // Every picture is new: libvips' cache of operations would only hold the last ones' memory.
  vips.Cache.max(0);
  return vips;
});
const LOADERS = { 'image/jpeg': 'jpegload_buffer', 'image/png': 'pngload_buffer', 'image/webp': 'webpload_buffer' };
const UNBOUNDED = 10000000;
const upright = (image) => {
  const orientation = image.getTypeof('orientation') === 0 ? 1 : image.getInt('orientation');
  return orientation >= 5 ? { width: image.height, height: image.width } : { width: image.width, height: image.height };
};
const shrink = (vips, job, made) => {
  const head = made(vips.Image.newFromBuffer(job.bytes));
  if (head.getString('vips-loader') !== LOADERS[job.type]) return { refused: 'OFFICE_IMAGE_UNSUPPORTED' };
  const size = upright(head);
  if (size.width * size.height > job.maxPixels) return { refused: 'OFFICE_IMAGE_TOO_LARGE' };
  // Decoded once at the widest width, within the height asked for (turned upright, colours converted to
  // sRGB before the profile goes with the rest of the metadata); fail_on refuses a truncated or damaged
  // file instead of storing it grey.
  const decoded = made(vips.Image.thumbnailBuffer(job.bytes, Math.max(...job.widths), {
    height: job.maxHeight ?? UNBOUNDED, size: 'down', output_profile: 'srgb', option_string: 'fail_on=error',
  }));
  const widest = made(decoded.copyMemory());
  const encoded = new Map();
  const files = job.widths.map((width) => {
    const image = width >= widest.width ? widest : made(widest.thumbnailImage(width, { height: UNBOUNDED, size: 'down' }));
    let bytes = encoded.get(image.width);
    if (bytes === undefined) {
      bytes = image.webpsaveBuffer({ Q: job.quality, keep: 'none' });
      encoded.set(image.width, bytes);
    }
    return { width, fileWidth: image.width, fileHeight: image.height, bytes };
  });
  return { picture: { ...size, files } };
};
// A stored picture fitted into a square of job.side (never enlarged), on a transparent square of its
// longer side, as a PNG: what a PDF can place and a mail program shows in a square box undistorted.
const squarePng = (vips, job, made) => {
  const fitted = made(vips.Image.thumbnailBuffer(job.bytes, job.side, { height: job.side, size: 'down' }));
  const side = Math.max(fitted.width, fitted.height);
  const clear = fitted.hasAlpha() ? fitted : made(fitted.addalpha());
  const square = made(clear.gravity('centre', side, side, { extend: 'background', background: [0, 0, 0, 0] }));
  return { png: { side, bytes: square.pngsaveBuffer({ keep: 'none' }) } };
};
const WORK = { shrink, squarePng };
parentPort.on('message', async (job) => {
  const vips = await loading;
  // Images live in the WebAssembly heap until deleted: each picture frees its own, or the thread grows by its size every time.
  const images = [];
  const made = (image) => {
    images.push(image);
    return image;
  };
  let verdict;
  try {
    verdict = WORK[job.work](vips, job, made);
  } catch {
    verdict = { refused: 'OFFICE_IMAGE_UNSUPPORTED' };
  } finally {
    for (const image of images) image.delete();
  }
  parentPort.postMessage({ id: job.id, verdict });
});
`;

export interface PictureFile {
  /** The width of the address it answers. */
  width: number;
  fileWidth: number;
  fileHeight: number;
  bytes: Uint8Array;
}

/** An upload made into WebP files, or why not: too many pixels, or bytes that do not decode as their type. */
export type PictureVerdict =
  | { picture: { width: number; height: number; files: PictureFile[] } }
  | { refused: 'OFFICE_IMAGE_TOO_LARGE' | 'OFFICE_IMAGE_UNSUPPORTED' };

export interface PictureJob {
  type: PictureType;
  bytes: Uint8Array;
  widths: readonly number[];
  /** The files are no higher than this (a logo's); none: as high as their width makes them. */
  maxHeight?: number;
  maxPixels: number;
  /** WebP quality, 0–100. */
  quality: number;
}

/** What a picture that does not decode, or takes longer than the thread's time, comes to. */
type Unusable = { refused: 'OFFICE_IMAGE_UNSUPPORTED' };
const UNUSABLE: Unusable = { refused: 'OFFICE_IMAGE_UNSUPPORTED' };

/** A stored picture as a square PNG of at most `side` pixels, or why not. */
export type SquarePngVerdict = { png: { side: number; bytes: Uint8Array } } | Unusable;

export interface PictureThreadOptions {
  /** The thread ends after this long without work, giving back the decoder's memory. */
  idleMs: number;
  /** A picture taking longer than this is refused as unusable, and the thread is ended. */
  timeoutMs: number;
}

/**
 * Decodes, turns upright, shrinks and encodes pictures on a thread of its own, one picture at a time,
 * so the shop's requests are answered meanwhile. libvips there uses one core: on the two-core hosts
 * the shop runs on, the other stays with the server. The thread starts with the first picture.
 */
export class PictureThread {
  #worker: Worker | null = null;
  #queue: Promise<unknown> = Promise.resolve();
  #idle: NodeJS.Timeout | undefined;
  #jobs = 0;

  constructor(private readonly options: PictureThreadOptions = { idleMs: 60_000, timeoutMs: 60_000 }) {}

  shrink(job: PictureJob): Promise<PictureVerdict> {
    return this.#enqueue<PictureVerdict>({ work: 'shrink', ...job });
  }

  /** `bytes` (a stored picture's WebP file) fitted into a square of `side` pixels, on a transparent square, as PNG. */
  squarePng(bytes: Uint8Array, side: number): Promise<SquarePngVerdict> {
    return this.#enqueue<SquarePngVerdict>({ work: 'squarePng', bytes, side });
  }

  #enqueue<V>(job: Record<string, unknown>): Promise<V | Unusable> {
    const run = this.#queue.then(() => this.#run<V>(job));
    this.#queue = run.catch(() => undefined);
    return run;
  }

  /** Whether the thread is up (it ends when idle). */
  get running(): boolean {
    return this.#worker !== null;
  }

  /** Ends the thread (the next picture starts a new one). */
  async stop(): Promise<void> {
    clearTimeout(this.#idle);
    const worker = this.#worker;
    this.#worker = null;
    await worker?.terminate();
  }

  #start(): Worker {
    if (this.#worker !== null) return this.#worker;
    const vips = createRequire(import.meta.url).resolve('wasm-vips');
    const worker = new Worker(SCRIPT, { eval: true, workerData: { vips, concurrency: 1 } });
    // Never keeps the process alive; a thread that fails or ends is replaced by the next picture.
    worker.unref();
    const forget = () => {
      if (this.#worker === worker) this.#worker = null;
    };
    worker.on('error', forget);
    worker.on('exit', forget);
    this.#worker = worker;
    return worker;
  }

  #run<V>(job: Record<string, unknown>): Promise<V | Unusable> {
    clearTimeout(this.#idle);
    const worker = this.#start();
    this.#jobs += 1;
    const id = this.#jobs;
    return new Promise<V | Unusable>((resolve, reject) => {
      const settle = () => {
        clearTimeout(timer);
        worker.off('message', onMessage).off('error', onFailure).off('exit', onExit);
        this.#idle = setTimeout(() => void this.stop(), this.options.idleMs).unref();
      };
      const onMessage = (message: { id: number; verdict: V }) => {
        if (message.id !== id) return;
        settle();
        resolve(message.verdict);
      };
      const onFailure = (error: Error) => {
        settle();
        reject(error);
      };
      const onExit = (code: number) => onFailure(new Error(`the picture thread ended with code ${code}`));
      const timer = setTimeout(() => {
        settle();
        void this.stop();
        resolve(UNUSABLE);
      }, this.options.timeoutMs);
      worker.on('message', onMessage).on('error', onFailure).on('exit', onExit);
      worker.postMessage({ id, ...job });
    });
  }
}
