import { inflateSync } from 'node:zlib';

/** pdfkit's standard fonts are WinAnsi-encoded (0x80 is €, 0x92 is ’); Node's decoder reads that label as plain Latin-1. */
const WIN_ANSI_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

const decodeHex = (hex: string): string =>
  Buffer.from(hex.length % 2 === 0 ? hex : `${hex}0`, 'hex')
    .toString('latin1')
    .replace(/[\u0080-\u009f]/g, (char) => WIN_ANSI_HIGH.charAt(char.charCodeAt(0) - 0x80));

/** The PDF's content streams, inflated: what it draws (paths, colours) as well as its text operators. */
export const pdfContent = (pdf: Buffer): string[] => {
  const contents: string[] = [];
  // pdfkit writes `stream\n<data>\nendstream`; an optional \r here would eat a final 0x0D data byte of a
  // compressed stream, which then no longer inflates.
  for (const match of pdf.toString('latin1').matchAll(/stream\n([\s\S]*?)\nendstream/g)) {
    try {
      contents.push(inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1'));
    } catch {
      continue;
    }
  }
  return contents;
};

/** Text operators (Tj, TJ) of one content stream, decoded from pdfkit's hex strings. */
const textLines = (content: string): string[] =>
  [...content.matchAll(/\[((?:<[0-9a-fA-F]*>|[-\d.\s])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)].map((op) => {
    const hexParts = op[1] === undefined ? [op[2] ?? ''] : [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((part) => part[1] ?? '');
    return hexParts.map(decodeHex).join('');
  });

/** The text a PDF shows: content streams inflated, text operators decoded. */
export const pdfText = (pdf: Buffer): string => pdfContent(pdf).flatMap(textLines).join('\n');

/** The text of each page that shows any (pdfkit writes one content stream per page), top to bottom as drawn. */
export const pdfPageTexts = (pdf: Buffer): string[] =>
  pdfContent(pdf)
    .map((content) => textLines(content).join('\n'))
    .filter((text) => text !== '');

export const pdfPageCount = (pdf: Buffer): number => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

const LITERAL_ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };

/** The PDF's title, as its document information names it (pdfkit writes it as a UTF-16 literal string). */
export const pdfTitle = (pdf: Buffer): string | undefined => {
  const raw = pdf.toString('latin1');
  const reference = /\/Title (\d+) 0 R/.exec(raw)?.[1];
  if (reference === undefined) return undefined;
  const literal = new RegExp(`\\n${reference} 0 obj\\n\\(([\\s\\S]*?)\\)\\nendobj`).exec(raw)?.[1];
  if (literal === undefined) return undefined;
  const bytes = literal.replace(/\\([0-7]{1,3}|[\s\S])/g, (_whole, escaped: string) =>
    /^[0-7]+$/.test(escaped) ? String.fromCharCode(Number.parseInt(escaped, 8)) : (LITERAL_ESCAPES[escaped] ?? escaped),
  );
  const utf16 = Buffer.from(bytes, 'latin1');
  return utf16[0] === 0xfe && utf16[1] === 0xff ? utf16.subarray(2).swap16().toString('utf16le') : bytes;
};
