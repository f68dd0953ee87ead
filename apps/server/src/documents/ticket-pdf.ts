import { vatPortion } from '@foyer/domain';
import PDFDocument from 'pdfkit';
import { DOCUMENT_LABELS, fill, type DocumentLabels } from './document-labels.js';
import type { PdfLineDetails, PdfTicket, TicketDocument } from './document-model.js';
import { money, printable, vatRate, visitDate, visitTime } from './museum-format.js';
import { giftVoucherPage, passCardPage } from './pass-and-voucher-pages.js';
import { header, MARGIN, qrCode } from './pdf-parts.js';

const detailLines = (ticket: PdfTicket, doc: TicketDocument, labels: DocumentLabels): string[] => {
  const lines = [`${labels.ticket_type}: ${ticket.ticketName}`];
  if (ticket.datetime !== null) {
    lines.push(`${labels.date}: ${visitDate(ticket.datetime, doc.timeZone)}`);
    lines.push(`${labels.time}: ${visitTime(ticket.datetime, doc.locale, doc.timeZone)}`);
  }
  lines.push(`${labels.price}: ${money(ticket.priceCents, doc.currency, doc.locale)}`);
  lines.push(
    fill(labels.vat, {
      rate: vatRate(ticket.vatBp, doc.locale),
      amount: money(vatPortion(ticket.priceCents, ticket.vatBp / 100), doc.currency, doc.locale),
    }),
  );
  lines.push(`${labels.order}: ${doc.orderNumber}`);
  return lines.map(printable);
};

/** A whole page for one ticket: large QR code, event, date and time, type, price with VAT, order. */
const ticketPage = async (pdf: PDFKit.PDFDocument, doc: TicketDocument, ticket: PdfTicket, n: number, total: number): Promise<void> => {
  const labels = DOCUMENT_LABELS[doc.lang];
  header(pdf, doc, fill(labels.ticket_of, { n, total }));
  pdf.fillColor('#111111').font('Helvetica-Bold').fontSize(18).text(ticket.eventName);
  pdf.moveDown(0.5).font('Helvetica').fontSize(12);
  for (const line of detailLines(ticket, doc, labels)) pdf.text(line);
  pdf.moveDown(1);
  const top = pdf.y;
  pdf.image(await qrCode(ticket.barcode), MARGIN, top, { width: 200 });
  pdf.font('Courier').fontSize(12).text(`${labels.code}: ${ticket.barcode}`, MARGIN, top + 210);
  pdf.moveDown(1).font('Helvetica').fontSize(10).fillColor('#444444').text(labels.scan_hint);
};

const BLOCK_HEIGHT = 150;

/** Tickets that are not printed separately share pages: one block per ticket with its own QR code. */
const ticketList = async (pdf: PDFKit.PDFDocument, doc: TicketDocument, tickets: PdfTicket[]): Promise<void> => {
  const labels = DOCUMENT_LABELS[doc.lang];
  header(pdf, doc, labels.tickets);
  for (const ticket of tickets) {
    if (pdf.y + BLOCK_HEIGHT > pdf.page.height - MARGIN) {
      pdf.addPage();
      header(pdf, doc, labels.tickets);
    }
    const top = pdf.y;
    pdf.image(await qrCode(ticket.barcode), MARGIN, top, { width: 110 });
    pdf.fillColor('#111111').font('Helvetica-Bold').fontSize(13).text(ticket.eventName, MARGIN + 130, top);
    pdf.font('Helvetica').fontSize(10);
    for (const line of detailLines(ticket, doc, labels)) pdf.text(line, MARGIN + 130);
    pdf.font('Courier').fontSize(10).text(`${labels.code}: ${ticket.barcode}`, MARGIN + 130);
    pdf.y = top + BLOCK_HEIGHT;
  }
  pdf.font('Helvetica').fontSize(10).fillColor('#444444').text(labels.scan_hint, MARGIN);
};

/** Lines with facts of their own: name, date and time, then each block of facts (participants, answers). */
const detailsSummary = (pdf: PDFKit.PDFDocument, doc: TicketDocument, lines: PdfLineDetails[]): void => {
  const labels = DOCUMENT_LABELS[doc.lang];
  header(pdf, doc, labels.details);
  for (const line of lines) {
    if (pdf.y + 120 > pdf.page.height - MARGIN) {
      pdf.addPage();
      header(pdf, doc, labels.details);
    }
    pdf.fillColor('#111111').font('Helvetica-Bold').fontSize(15).text(line.name, MARGIN);
    pdf.font('Helvetica').fontSize(11);
    if (line.title !== '') pdf.text(line.title);
    if (line.datetime !== null) {
      pdf.text(`${labels.date}: ${visitDate(line.datetime, doc.timeZone)}`);
      pdf.text(`${labels.time}: ${visitTime(line.datetime, doc.locale, doc.timeZone)}`);
    }
    for (const facts of line.facts) {
      if (facts.title !== null) pdf.moveDown(0.3).font('Helvetica-Bold').text(facts.title).font('Helvetica');
      for (const entry of facts.entries) pdf.text(`${entry.label}: ${entry.value}`, facts.title === null ? MARGIN : MARGIN + 12);
    }
    pdf.moveDown(1);
  }
};

/**
 * One PDF per order: the lines with facts of their own, a page per print_separately ticket, the other
 * tickets listed together, then a page per pass card and per gift voucher.
 */
export const renderTicketsPdf = async (doc: TicketDocument): Promise<Buffer> => {
  const pdf = new PDFDocument({ size: 'A4', margin: MARGIN, autoFirstPage: false, info: { Title: `${doc.museumName} ${doc.orderNumber}` } });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  if (doc.details !== undefined && doc.details.length > 0) {
    pdf.addPage();
    detailsSummary(pdf, doc, doc.details);
  }
  const separate = doc.tickets.filter((ticket) => ticket.separate);
  const listed = doc.tickets.filter((ticket) => !ticket.separate);
  for (const [index, ticket] of separate.entries()) {
    pdf.addPage();
    await ticketPage(pdf, doc, ticket, index + 1, separate.length);
  }
  if (listed.length > 0) {
    pdf.addPage();
    await ticketList(pdf, doc, listed);
  }
  const cards = doc.passCards ?? [];
  for (const [index, card] of cards.entries()) {
    pdf.addPage();
    await passCardPage(pdf, doc, card, index + 1, cards.length);
  }
  const vouchers = doc.giftVouchers ?? [];
  for (const [index, voucher] of vouchers.entries()) {
    pdf.addPage();
    await giftVoucherPage(pdf, doc, voucher, index + 1, vouchers.length);
  }
  pdf.end();
  return done;
};

export type { PdfLineDetails, PdfTicket, TicketDocument } from './document-model.js';
