import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';

/**
 * The pictures a ticket PDF embeds (its QR codes are PNG images), extracted with poppler's pdfimages,
 * as PNG files in a folder of their own, in the order the PDF draws them.
 */
export const pdfPictures = (pdf: Buffer): string[] => {
  const dir = mkdtempSync(join(tmpdir(), 'foyer-door-pdf-'));
  const file = join(dir, 'tickets.pdf');
  writeFileSync(file, pdf);
  execFileSync('pdfimages', ['-png', file, join(dir, 'picture')]);
  return readdirSync(dir)
    .filter((name) => name.startsWith('picture') && name.endsWith('.png'))
    .sort()
    .map((name) => join(dir, name));
};

/** A square picture with few colours is a QR code; a logo or photo is not. */
export const looksLikeQrCode = (pngFile: string): boolean => {
  const png = PNG.sync.read(readFileSync(pngFile));
  return png.width === png.height && png.width >= 21;
};

const WIDTH = 640;
const HEIGHT = 480;

/**
 * A .y4m video (YUV4MPEG2, 4:2:0) of one still picture on white, centred and scaled to fill most of
 * the frame, for Chromium's fake camera (--use-file-for-fake-video-capture), which loops it.
 */
export const y4mOfPicture = (pngFile: string, y4mFile: string, frames = 10): void => {
  const png = PNG.sync.read(readFileSync(pngFile));
  const scale = Math.max(1, Math.floor((Math.min(WIDTH, HEIGHT) * 0.8) / Math.max(png.width, png.height)));
  const left = Math.floor((WIDTH - png.width * scale) / 2);
  const top = Math.floor((HEIGHT - png.height * scale) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  for (let y = 0; y < png.height * scale; y += 1) {
    for (let x = 0; x < png.width * scale; x += 1) {
      const source = (Math.floor(y / scale) * png.width + Math.floor(x / scale)) * 4;
      const alpha = (png.data[source + 3] ?? 255) / 255;
      const grey = 0.299 * (png.data[source] ?? 255) + 0.587 * (png.data[source + 1] ?? 255) + 0.114 * (png.data[source + 2] ?? 255);
      const onWhite = grey * alpha + 255 * (1 - alpha);
      // Studio-range luma, as a camera sends it.
      luma[(top + y) * WIDTH + left + x] = Math.round(16 + (onWhite / 255) * 219);
    }
  }
  // Grey has no colour: both chroma planes sit at their middle value.
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(y4mFile, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
};

/** Chromium's flags for a camera that films `y4mFile` and asks no permission. */
export const fakeCameraArgs = (y4mFile: string): string[] => [
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
  `--use-file-for-fake-video-capture=${y4mFile}`,
];
