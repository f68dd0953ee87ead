import { inflateSync } from 'node:zlib';

/** pdfkit's standard fonts are WinAnsi-encoded (0x80 is €, 0x92 is ’); Node's decoder reads that label as plain Latin-1. */
const WIN_ANSI_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

const decodeHex = (hex: string): string =>
  Buffer.from(hex.length % 2 === 0 ? hex : `${hex}0`, 'hex')
    .toString('latin1')
    .replace(/[\u0080-\u009f]/g, (char) => WIN_ANSI_HIGH.charAt(char.charCodeAt(0) - 0x80));

/** The text a PDF shows: content streams inflated, text operators (Tj, TJ) decoded from pdfkit's hex strings. */
export const pdfText = (pdf: Buffer): string => {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  // pdfkit writes `stream\n<data>\nendstream`; an optional \r here would eat a final 0x0D data byte of a
  // compressed stream, which then no longer inflates.
  const streams = /stream\n([\s\S]*?)\nendstream/g;
  for (const match of raw.matchAll(streams)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const op of content.matchAll(/\[((?:<[0-9a-fA-F]*>|[-\d.\s])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hexParts = op[1] === undefined ? [op[2] ?? ''] : [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((part) => part[1] ?? '');
      lines.push(hexParts.map(decodeHex).join(''));
    }
  }
  return lines.join('\n');
};

export const pdfPageCount = (pdf: Buffer): number => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
