import { vatPortionBp } from '@foyer/domain';
import PDFDocument from 'pdfkit';
import { documentLabels, fill, labelled, type DocumentLabels } from '../kernel/document-labels.js';
import { compactDay, money, printable, vatRate } from '../kernel/museum-format.js';
import { header, MARGIN, type DocumentFrame } from './pdf-parts.js';

/** One row of the invoice: a priced part of a line (ticket type, add-on, tour price, product) or shipping. */
export interface InvoiceRow {
  description: string;
  /** A second, smaller line under the description (the visit's date and time), or null. */
  detail: string | null;
  quantity: number;
  unitPriceCents: number;
  /** VAT rate in basis points; null for what carries no VAT of its own (shipping). */
  vatBp: number | null;
}

export interface InvoiceDocument extends DocumentFrame {
  /** Where money and VAT rates are written as the language plus the museum's country do it (de-CH). */
  locale: string;
  currency: string;
  /** The day the order was booked, or placed when it is not paid yet (YYYY-MM-DD, museum calendar): the invoice's date. */
  invoiceDay: string;
  /** The last day to pay a reserved order (YYYY-MM-DD), or null once the order is paid. */
  dueDay: string | null;
  /** The buyer's name and address, line by line. */
  billedTo: string[];
  rows: InvoiceRow[];
  totalCents: number;
  /** What voucher codes paid, each code as it is printed. */
  vouchers: { code: string; appliedCents: number }[];
  /** What was paid, or is due while `dueDay` is set. */
  paidCents: number;
  /** "Your reference" as the buyer gave it at checkout, or null. */
  yourReference: string | null;
}

/** VAT per rate over the rows that carry one, each part rounded on its own as the order's totals are. */
export const vatByRate = (rows: readonly InvoiceRow[]): { vatBp: number; grossCents: number; vatCents: number }[] => {
  const rates = new Map<number, { grossCents: number; vatCents: number }>();
  for (const row of rows) {
    if (row.vatBp === null) continue;
    const gross = row.quantity * row.unitPriceCents;
    const sum = rates.get(row.vatBp) ?? { grossCents: 0, vatCents: 0 };
    rates.set(row.vatBp, { grossCents: sum.grossCents + gross, vatCents: sum.vatCents + vatPortionBp(gross, row.vatBp) });
  }
  return [...rates.entries()].sort(([a], [b]) => b - a).map(([vatBp, sum]) => ({ vatBp, ...sum }));
};

const CONTENT_WIDTH = 595.28 - 2 * MARGIN;
/** Quantity, description, unit price, VAT rate, amount. */
const COLUMNS = [
  { width: 40, align: 'left' },
  { width: 235, align: 'left' },
  { width: 80, align: 'right' },
  { width: 50, align: 'right' },
  { width: CONTENT_WIDTH - 405, align: 'right' },
] as const;

const cellX = (index: number): number => MARGIN + COLUMNS.slice(0, index).reduce((sum, column) => sum + column.width, 0);

const rule = (pdf: PDFKit.PDFDocument, y: number, color = '#cccccc'): void => {
  pdf.moveTo(MARGIN, y).lineTo(MARGIN + CONTENT_WIDTH, y).lineWidth(0.5).strokeColor(color).stroke();
};

const tableHead = (pdf: PDFKit.PDFDocument, labels: DocumentLabels): void => {
  const y = pdf.y;
  pdf.font('Helvetica-Bold').fontSize(9).fillColor('#444444');
  [labels.quantity, labels.description, labels.unit_price, labels.vat_rate, labels.amount].forEach((text, index) => {
    const column = COLUMNS[index];
    if (column !== undefined) pdf.text(text, cellX(index), y, { width: column.width - 6, align: column.align });
  });
  rule(pdf, y + 14);
  pdf.y = y + 20;
};

/** A VAT rate as the language writes a percentage, its number in the shop's format: en "8.1%", de-DE "8,1 %", fr "8,1 %" (no-break spaces). */
export const vatPercent = (vatBp: number, labels: DocumentLabels, locale: string): string => printable(fill(labels.vat_percent, { rate: vatRate(vatBp, locale) }));

/** An amount as the PDF's font can print it (French thousands spaces, the minus of a deduction). */
const amount = (cents: number, doc: InvoiceDocument): string => printable(money(cents, doc.currency, doc.locale));

/** A row's cells; a row that would run off the page starts a new one under the same heading. */
const tableRow = (pdf: PDFKit.PDFDocument, doc: InvoiceDocument, row: InvoiceRow, labels: DocumentLabels): void => {
  const described = COLUMNS[1].width - 6;
  pdf.font('Helvetica').fontSize(10);
  const height = pdf.heightOfString(row.description, { width: described }) + (row.detail === null ? 0 : pdf.fontSize(8.5).heightOfString(row.detail, { width: described }));
  if (pdf.y + height + 8 > pdf.page.height - MARGIN) {
    pdf.addPage();
    header(pdf, doc, labels.invoice);
    tableHead(pdf, labels);
  }
  const y = pdf.y;
  const cells = [
    String(row.quantity),
    row.description,
    amount(row.unitPriceCents, doc),
    row.vatBp === null ? '–' : vatPercent(row.vatBp, labels, doc.locale),
    amount(row.quantity * row.unitPriceCents, doc),
  ];
  pdf.font('Helvetica').fontSize(10).fillColor('#111111');
  // The description goes last: its detail line continues below it.
  cells.forEach((text, index) => {
    const column = COLUMNS[index];
    if (column !== undefined && index !== 1) pdf.text(text, cellX(index), y, { width: column.width - 6, align: column.align });
  });
  pdf.text(row.description, cellX(1), y, { width: described });
  if (row.detail !== null) pdf.font('Helvetica').fontSize(8.5).fillColor('#555555').text(row.detail, cellX(1), pdf.y, { width: described });
  pdf.y = y + height + 6;
};

/** A label on the left of the amount column and its amount, right-aligned: totals and VAT lines. */
const sumLine = (pdf: PDFKit.PDFDocument, label: string, amount: string, bold = false): void => {
  const y = pdf.y;
  pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10).fillColor('#111111');
  pdf.text(label, MARGIN + 200, y, { width: CONTENT_WIDTH - 200 - 96, align: 'right' });
  pdf.text(amount, MARGIN + CONTENT_WIDTH - 90, y, { width: 84, align: 'right' });
  pdf.y = Math.max(pdf.y, y + 14);
};

const addressBlocks = (pdf: PDFKit.PDFDocument, doc: InvoiceDocument, labels: DocumentLabels): void => {
  const top = pdf.y;
  const half = CONTENT_WIDTH / 2;
  pdf.font('Helvetica-Bold').fontSize(9).fillColor('#444444').text(labels.billed_to, MARGIN, top, { width: half - 10 });
  pdf.font('Helvetica').fontSize(10).fillColor('#111111').text(doc.billedTo.join('\n'), MARGIN, pdf.y + 2, { width: half - 10 });
  const left = pdf.y;
  const { museum } = doc;
  const from = [museum.name, museum.street, museum.zipCity, museum.country, museum.email, museum.phone].filter((line) => line !== '');
  pdf.font('Helvetica').fontSize(10).fillColor('#111111').text(from.join('\n'), MARGIN + half, top, { width: half, align: 'right' });
  if (museum.vatNumber !== null) pdf.text(`${labels.vat_number} ${museum.vatNumber}`, MARGIN + half, pdf.y, { width: half, align: 'right' });
  pdf.y = Math.max(left, pdf.y) + 16;
  const facts: [string, string][] = [
    [labels.invoice_number, String(doc.orderNumber)],
    [labels.invoice_date, compactDay(doc.invoiceDay, doc.locale)],
    ...(doc.yourReference === null ? [] : [[labels.your_reference, doc.yourReference] as [string, string]]),
  ];
  for (const [label, value] of facts) {
    const y = pdf.y;
    pdf.font('Helvetica-Bold').fontSize(10).text(labelled(labels, label, '').trimEnd(), MARGIN, y, { width: 120 });
    pdf.font('Helvetica').text(value, MARGIN + 120, y);
  }
  pdf.moveDown(1.2);
};

/** The VAT table: the rate on the left, net, VAT and gross right-aligned, the last under the amount column. */
const VAT_LABEL_WIDTH = 150;
const vatCell = (pdf: PDFKit.PDFDocument, text: string, index: number, y: number): void => {
  const width = (CONTENT_WIDTH - VAT_LABEL_WIDTH) / 3;
  if (index === 0) pdf.text(text, MARGIN, y, { width: VAT_LABEL_WIDTH });
  else pdf.text(text, MARGIN + VAT_LABEL_WIDTH + (index - 1) * width, y, { width: width - 6, align: 'right' });
};

/**
 * The invoice of a booked order: museum (with its VAT number) and buyer, a row per priced part and
 * shipping, the total, what voucher codes paid, the amount paid, and the VAT contained per rate.
 */
export const renderInvoicePdf = async (doc: InvoiceDocument): Promise<Buffer> => {
  const labels = documentLabels(doc.lang, doc.locale);
  const pdf = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: fill(labels.invoice_title, { number: doc.orderNumber, museum: doc.museum.name }) } });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  header(pdf, doc, labels.invoice);
  addressBlocks(pdf, doc, labels);
  tableHead(pdf, labels);
  for (const row of doc.rows) tableRow(pdf, doc, row, labels);
  rule(pdf, pdf.y - 2, '#888888');
  pdf.y += 6;
  sumLine(pdf, labels.total, amount(doc.totalCents, doc), true);
  for (const voucher of doc.vouchers) sumLine(pdf, fill(labels.paid_with_voucher, { code: voucher.code }), printable(`−${amount(voucher.appliedCents, doc)}`));
  sumLine(pdf, doc.dueDay === null ? labels.amount_paid : labels.amount_due, amount(doc.paidCents, doc), true);
  const rates = vatByRate(doc.rows);
  if (rates.length > 0) {
    pdf.moveDown(1.2);
    const y = pdf.y;
    pdf.font('Helvetica-Bold').fontSize(9).fillColor('#444444');
    [labels.vat_summary, labels.vat_net, labels.vat_rate, labels.vat_gross].forEach((text, index) => vatCell(pdf, text, index, y));
    pdf.y = y + 16;
    for (const rate of rates) {
      const rowY = pdf.y;
      pdf.font('Helvetica').fontSize(10).fillColor('#111111');
      const cells = [vatPercent(rate.vatBp, labels, doc.locale), amount(rate.grossCents - rate.vatCents, doc), amount(rate.vatCents, doc), amount(rate.grossCents, doc)];
      cells.forEach((text, index) => vatCell(pdf, text, index, rowY));
      pdf.y = rowY + 15;
    }
  }
  pdf.moveDown(1.5).font('Helvetica').fontSize(10).fillColor('#111111').text(doc.dueDay === null ? fill(labels.paid_note, { date: compactDay(doc.invoiceDay, doc.locale) }) : fill(labels.due_note, { date: compactDay(doc.dueDay, doc.locale) }), MARGIN, pdf.y, { width: CONTENT_WIDTH });
  pdf.end();
  return done;
};
