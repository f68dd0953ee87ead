import { vatPortion } from '@foyer/domain';
import PDFDocument from 'pdfkit';
import { documentLabels, fill, labelled, type DocumentLabels } from '../kernel/document-labels.js';
import type { PdfLineDetails, PdfTicket, PdfVisit, TicketDocument } from './document-model.js';
import { money, printable, vatRate, visitDate, visitTime, visitTimeSpan } from '../kernel/museum-format.js';
import { giftVoucherPage, passCardPage } from './pass-and-voucher-pages.js';
import { header, MARGIN, qrCode } from './pdf-parts.js';
import { receiptPage } from './receipt-page.js';

/** "10:30–11:00" on the museum's clock; the start alone when the end is unknown. */
const timeSpan = (start: string, end: string | null, doc: TicketDocument): string =>
  end === null || Date.parse(end) <= Date.parse(start) ? visitTime(start, doc.locale, doc.timeZone) : visitTimeSpan(start, end, doc.locale, doc.timeZone);

const detailLines = (ticket: PdfTicket, doc: TicketDocument, labels: DocumentLabels, placeLabel: string): string[] => {
  const lines = [labelled(labels, labels.ticket_type, ticket.ticketName)];
  if (ticket.datetime !== null) {
    lines.push(labelled(labels, labels.date, visitDate(ticket.datetime, doc.locale, doc.timeZone)));
    lines.push(labelled(labels, labels.time, timeSpan(ticket.datetime, ticket.endsAt, doc)));
  }
  if (ticket.venue !== null) lines.push(labelled(labels, placeLabel, ticket.venue));
  lines.push(labelled(labels, labels.price, money(ticket.priceCents, doc.currency, doc.locale)));
  lines.push(
    fill(labels.vat, {
      rate: vatRate(ticket.vatBp, doc.locale),
      amount: money(vatPortion(ticket.priceCents, ticket.vatBp / 100), doc.currency, doc.locale),
    }),
  );
  lines.push(labelled(labels, labels.order, doc.orderNumber));
  return lines.map(printable);
};

/** A whole page for one ticket: large QR code, event, date and time, venue, type, price with VAT, order. */
const ticketPage = async (pdf: PDFKit.PDFDocument, doc: TicketDocument, ticket: PdfTicket, n: number, total: number): Promise<void> => {
  const labels = documentLabels(doc.lang, doc.locale);
  header(pdf, doc, fill(labels.ticket_of, { n, total }));
  pdf.fillColor('#111111').font('Helvetica-Bold').fontSize(18).text(ticket.eventName);
  pdf.moveDown(0.5).font('Helvetica').fontSize(12);
  for (const line of detailLines(ticket, doc, labels, labels.venue)) pdf.text(line);
  pdf.moveDown(1);
  const top = pdf.y;
  pdf.image(await qrCode(ticket.barcode), MARGIN, top, { width: 200 });
  pdf.font('Courier').fontSize(12).text(labelled(labels, labels.code, ticket.barcode), MARGIN, top + 210);
  pdf.moveDown(1).font('Helvetica').fontSize(10).fillColor('#444444').text(labels.scan_hint);
};

const BLOCK_HEIGHT = 160;

/** Tickets that share pages: one block per ticket with its own QR code; a new page repeats the title. */
const ticketBlocks = async (pdf: PDFKit.PDFDocument, doc: TicketDocument, tickets: PdfTicket[], title: string, placeLabel: string): Promise<void> => {
  const labels = documentLabels(doc.lang, doc.locale);
  for (const ticket of tickets) {
    if (pdf.y + BLOCK_HEIGHT > pdf.page.height - MARGIN) {
      pdf.addPage();
      header(pdf, doc, title);
    }
    const top = pdf.y;
    pdf.image(await qrCode(ticket.barcode), MARGIN, top, { width: 110 });
    pdf.fillColor('#111111').font('Helvetica-Bold').fontSize(13).text(ticket.eventName, MARGIN + 130, top);
    pdf.font('Helvetica').fontSize(10);
    for (const line of detailLines(ticket, doc, labels, placeLabel)) pdf.text(line, MARGIN + 130);
    pdf.font('Courier').fontSize(10).text(labelled(labels, labels.code, ticket.barcode), MARGIN + 130);
    pdf.y = Math.max(pdf.y, top + 110) + 20;
  }
  pdf.font('Helvetica').fontSize(10).fillColor('#444444').text(labels.scan_hint, MARGIN);
};

/** Tickets that are not printed separately share pages under "Your tickets". */
const ticketList = async (pdf: PDFKit.PDFDocument, doc: TicketDocument, tickets: PdfTicket[]): Promise<void> => {
  const labels = documentLabels(doc.lang, doc.locale);
  header(pdf, doc, labels.tickets);
  await ticketBlocks(pdf, doc, tickets, labels.tickets, labels.venue);
};

const factLines = (pdf: PDFKit.PDFDocument, facts: PdfVisit['facts'], labels: DocumentLabels): void => {
  for (const block of facts) {
    if (block.title !== null) pdf.moveDown(0.3).font('Helvetica-Bold').text(block.title, MARGIN).font('Helvetica');
    for (const entry of block.entries) pdf.text(labelled(labels, entry.label, entry.value), block.title === null ? MARGIN : MARGIN + 12);
  }
};

/** A visit with a section of its own (a guided tour): pages titled with it, when and where it meets, its facts, then its tickets. */
const visitSection = async (pdf: PDFKit.PDFDocument, doc: TicketDocument, visit: PdfVisit): Promise<void> => {
  const labels = documentLabels(doc.lang, doc.locale);
  header(pdf, doc, visit.name);
  pdf.font('Helvetica').fontSize(11).fillColor('#111111');
  if (visit.title !== '') pdf.font('Helvetica-Bold').text(visit.title, MARGIN).font('Helvetica');
  pdf.text(labelled(labels, labels.date, visitDate(visit.datetime, doc.locale, doc.timeZone)), MARGIN);
  pdf.text(labelled(labels, labels.time, timeSpan(visit.datetime, visit.endsAt, doc)));
  if (visit.place !== null) pdf.text(labelled(labels, visit.placeLabel, visit.place));
  factLines(pdf, visit.facts, labels);
  pdf.moveDown(1.2);
  await ticketBlocks(pdf, doc, visit.tickets, visit.name, visit.placeLabel);
};

/** Lines with facts of their own: name, date and time, then each block of facts (participants, answers). */
const detailsSummary = (pdf: PDFKit.PDFDocument, doc: TicketDocument, lines: PdfLineDetails[]): void => {
  const labels = documentLabels(doc.lang, doc.locale);
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
      pdf.text(labelled(labels, labels.date, visitDate(line.datetime, doc.locale, doc.timeZone)));
      pdf.text(labelled(labels, labels.time, visitTime(line.datetime, doc.locale, doc.timeZone)));
    }
    factLines(pdf, line.facts, labels);
    pdf.moveDown(1);
  }
};

/**
 * One PDF per order: the lines with facts of their own (pass holders), each visit with a section
 * of its own (a guided tour) with its tickets, a page per print_separately ticket, the other tickets listed
 * together, then a page per pass card, per gift voucher and per receipt for a donation.
 */
export const renderTicketsPdf = async (doc: TicketDocument): Promise<Buffer> => {
  const labels = documentLabels(doc.lang, doc.locale);
  const pdf = new PDFDocument({ size: 'A4', margin: MARGIN, autoFirstPage: false, info: { Title: fill(labels.documents_title, { number: doc.orderNumber, museum: doc.museum.name }) } });
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
  for (const visit of doc.visits ?? []) {
    pdf.addPage();
    await visitSection(pdf, doc, visit);
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
  for (const voucher of vouchers) {
    pdf.addPage();
    await giftVoucherPage(pdf, doc, voucher);
  }
  for (const receipt of doc.receipts ?? []) {
    pdf.addPage();
    receiptPage(pdf, doc, receipt);
  }
  pdf.end();
  return done;
};

export type { PdfLineDetails, PdfTicket, PdfVisit, TicketDocument } from './document-model.js';
