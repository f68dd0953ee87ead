import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface PdfImage {
  /** `image`, or `smask` for the transparency of the image before it. */
  type: string;
  width: number;
  height: number;
  /** The image as a PNG, as poppler's pdfimages writes it out. */
  png: Buffer;
}

/** Every image a PDF holds, in the order pdfimages lists them (poppler-utils). */
export const pdfImages = (pdf: Buffer): PdfImage[] => {
  const dir = mkdtempSync(join(tmpdir(), 'foyer-pdf-images-'));
  try {
    const file = join(dir, 'document.pdf');
    writeFileSync(file, pdf);
    // Two header lines, then: page num type width height color comp bpc enc interp object ID x-ppi y-ppi size ratio.
    const rows = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }).split('\n').slice(2).filter((line) => line.trim() !== '');
    execFileSync('pdfimages', ['-png', file, join(dir, 'image')]);
    const files = readdirSync(dir).filter((name) => name.startsWith('image-')).sort();
    return rows.map((row, index) => {
      const [, , type = '', width = '0', height = '0'] = row.trim().split(/\s+/);
      return { type, width: Number(width), height: Number(height), png: readFileSync(join(dir, files[index] ?? '')) };
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};
