import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';

/** A picture a PDF embeds, with the soft mask that gives its transparency when it has one. */
export interface PdfPicture {
  file: string;
  mask: string | null;
  width: number;
  height: number;
}

/**
 * The pictures a ticket PDF embeds (its QR codes are PNG images drawn black on a transparent ground,
 * so each comes with a soft mask), extracted with poppler's pdfimages, in the order the PDF draws them.
 */
export const pdfPictures = (pdf: Buffer): PdfPicture[] => {
  const dir = mkdtempSync(join(tmpdir(), 'foyer-door-pdf-'));
  const file = join(dir, 'tickets.pdf');
  writeFileSync(file, pdf);
  execFileSync('pdfimages', ['-png', file, join(dir, 'picture')]);
  const listed = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' })
    .split('\n')
    .slice(2)
    .map((line) => line.trim().split(/\s+/))
    .filter((columns) => columns.length > 5)
    .map(([, num, type, width, height]) => ({ num: Number(num), type, width: Number(width), height: Number(height) }));
  const path = (num: number) => join(dir, `picture-${String(num).padStart(3, '0')}.png`);
  return listed.flatMap((entry, index) => {
    if (entry.type !== 'image') return [];
    const next = listed[index + 1];
    return [{ file: path(entry.num), mask: next?.type === 'smask' ? path(next.num) : null, width: entry.width, height: entry.height }];
  });
};

/** A square picture is a QR code; the museum's logo is not drawn square here. */
export const looksLikeQrCode = (picture: PdfPicture): boolean => picture.width === picture.height && picture.width >= 21;

const WIDTH = 640;
const HEIGHT = 480;

/**
 * A .y4m video (YUV4MPEG2, 4:2:0) of one still picture on white, centred and scaled to fill most of
 * the frame, for Chromium's fake camera (--use-file-for-fake-video-capture), which loops it.
 */
export const y4mOfPicture = (picture: PdfPicture, y4mFile: string, frames = 10): void => {
  const png = PNG.sync.read(readFileSync(picture.file));
  const mask = picture.mask === null ? null : PNG.sync.read(readFileSync(picture.mask));
  const scale = Math.max(1, Math.floor((Math.min(WIDTH, HEIGHT) * 0.8) / Math.max(png.width, png.height)));
  const left = Math.floor((WIDTH - png.width * scale) / 2);
  const top = Math.floor((HEIGHT - png.height * scale) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  for (let y = 0; y < png.height * scale; y += 1) {
    for (let x = 0; x < png.width * scale; x += 1) {
      const source = (Math.floor(y / scale) * png.width + Math.floor(x / scale)) * 4;
      // The soft mask's grey is the picture's opacity; without one the PNG's own alpha.
      const alpha = (mask === null ? (png.data[source + 3] ?? 255) : (mask.data[source] ?? 255)) / 255;
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
