import { documentLabels, labelled } from '../kernel/document-labels.js';
import type { PdfReceipt, TicketDocument } from './document-model.js';
import { compactDay, money, printable } from '../kernel/museum-format.js';
import { header, MARGIN } from './pdf-parts.js';

/**
 * A receipt for a gift to the museum, a page of its own to keep for one's records (or the tax office):
 * the museum with its address and VAT number in the header, whom it was received from, what for, how
 * much and on which day, the museum's thanks, and that nothing was given in return.
 */
export const receiptPage = (pdf: PDFKit.PDFDocument, doc: TicketDocument, receipt: PdfReceipt): void => {
  const labels = documentLabels(doc.lang, doc.locale);
  const width = pdf.page.width - 2 * MARGIN;
  header(pdf, doc, labels.donation_receipt);
  pdf.font('Helvetica-Bold').fontSize(10).fillColor('#444444').text(labels.receipt_from, MARGIN, pdf.y, { width });
  pdf.font('Helvetica').fontSize(12).fillColor('#111111').text(receipt.from.join('\n'), MARGIN, pdf.y + 2, { width });
  pdf.moveDown(1.2).font('Helvetica-Bold').fontSize(15).text(receipt.name, MARGIN, pdf.y, { width });
  pdf.moveDown(0.4).font('Helvetica').fontSize(12);
  pdf.text(labelled(labels, labels.receipt_amount, printable(money(receipt.amountCents, doc.currency, doc.locale))), { width });
  pdf.text(labelled(labels, labels.receipt_date, compactDay(receipt.day, doc.locale)), { width });
  if (doc.museum.vatNumber !== null) pdf.text(`${labels.vat_number} ${doc.museum.vatNumber}`, { width });
  if (receipt.thanks !== null) pdf.moveDown(1).font('Helvetica-Oblique').fontSize(12).fillColor(doc.brandColor).text(printable(receipt.thanks), MARGIN, pdf.y, { width });
  pdf.moveDown(1).font('Helvetica').fontSize(10).fillColor('#444444').text(labels.receipt_nothing_in_return, MARGIN, pdf.y, { width });
};
