import { formatVoucherCode } from '@foyer/domain';
import { documentLabels, fill, labelled } from '../kernel/document-labels.js';
import { compactDay, money, printable } from '../kernel/museum-format.js';
import type { PdfGiftVoucher, PdfPassCard, TicketDocument } from './document-model.js';
import { drawLogo, header, MARGIN, museumAddressLine, qrCode } from './pdf-parts.js';

/** A card of bank-card proportions (85.6 × 54 mm), drawn twice the size so it reads well on a phone. */
const CARD_WIDTH = 400;
const CARD_HEIGHT = 252;

/** One page per pass card: a framed card with the pass, the owner's name, the validity and a QR code. */
export const passCardPage = async (pdf: PDFKit.PDFDocument, doc: TicketDocument, card: PdfPassCard, n: number, total: number): Promise<void> => {
  const labels = documentLabels(doc.lang, doc.locale);
  header(pdf, doc, fill(labels.card_of, { n, total }));
  const top = pdf.y;
  pdf.roundedRect(MARGIN, top, CARD_WIDTH, CARD_HEIGHT, 14).lineWidth(1.5).strokeColor(doc.brandColor).stroke();
  pdf.rect(MARGIN, top, CARD_WIDTH, 34).fill(doc.brandColor);
  pdf.fillColor('#ffffff').font('Helvetica-Bold').fontSize(13).text(`${doc.museum.name} · ${labels.pass_card}`, MARGIN + 16, top + 11, { width: CARD_WIDTH - 32 });
  pdf.fillColor('#444444').font('Helvetica').fontSize(10).text(card.passName, MARGIN + 16, top + 50, { width: 230 });
  pdf.fillColor('#111111').font('Helvetica-Bold').fontSize(20).text(card.ownerName, MARGIN + 16, top + 70, { width: 230 });
  pdf.font('Helvetica').fontSize(10).fillColor('#444444').text(labels.pass_holder, MARGIN + 16, pdf.y + 2);
  pdf.fillColor('#111111').fontSize(11).text(fill(labels.valid_from_to, { from: compactDay(card.validFrom, doc.locale), to: compactDay(card.validTo, doc.locale) }), MARGIN + 16, top + 150, { width: 230 });
  pdf.font('Courier').fontSize(10).text(labelled(labels, labels.code, card.barcode), MARGIN + 16, top + 220);
  pdf.image(await qrCode(card.barcode), MARGIN + CARD_WIDTH - 136, top + 60, { width: 120 });
  pdf.y = top + CARD_HEIGHT + 24;
  pdf.font('Helvetica').fontSize(10).fillColor('#444444').text(labels.pass_hint, MARGIN, pdf.y, { width: CARD_WIDTH + 60 });
  if (card.postedTo !== null) pdf.moveDown(0.6).text(fill(labels.card_sent_to, { address: card.postedTo }), { width: CARD_WIDTH + 60 });
};

const ART_SIZE = 250;
const QR_SIZE = 92;

/**
 * One page per gift voucher, made to be given: the museum's logo and name, the voucher's artwork,
 * its value, whom it is for and the message, then the code with its dashes and a QR code, the
 * validity and how to redeem it. No order number: the voucher is the recipient's, not the buyer's.
 */
export const giftVoucherPage = async (pdf: PDFKit.PDFDocument, doc: TicketDocument, voucher: PdfGiftVoucher): Promise<void> => {
  const labels = documentLabels(doc.lang, doc.locale);
  const width = pdf.page.width - 2 * MARGIN;
  const centred = { width, align: 'center' as const };
  pdf.rect(0, 0, pdf.page.width, 10).fill(doc.brandColor);
  let y = MARGIN - 10;
  if (doc.museum.logo !== null) {
    drawLogo(pdf, doc.museum.logo, (pdf.page.width - 40) / 2, y, 40);
    y += 48;
  }
  pdf.fillColor(doc.brandColor).font('Helvetica-Bold').fontSize(14).text(doc.museum.name.toUpperCase(), MARGIN, y, { ...centred, characterSpacing: 2 });
  y = pdf.y + 14;
  if (voucher.artwork !== null) {
    pdf.image(voucher.artwork, (pdf.page.width - ART_SIZE) / 2, y, { fit: [ART_SIZE, ART_SIZE], align: 'center', valign: 'center' });
    y += ART_SIZE + 8;
  }
  pdf.fillColor(doc.brandColor).font('Helvetica-Bold').fontSize(30).text(labels.gift_voucher, MARGIN, y, centred);
  pdf.moveDown(0.2).fillColor('#111111').font('Helvetica-Bold').fontSize(40).text(printable(money(voucher.amountCents, doc.currency, doc.locale)), MARGIN, pdf.y, centred);
  if (voucher.recipient !== null) pdf.moveDown(0.4).font('Helvetica').fontSize(15).fillColor('#111111').text(labelled(labels, labels.voucher_for, voucher.recipient), MARGIN, pdf.y, centred);
  if (voucher.message !== null) pdf.moveDown(0.5).font('Helvetica-Oblique').fontSize(13).fillColor('#333333').text(`“${voucher.message}”`, MARGIN + 40, pdf.y, { width: width - 80, align: 'center' });
  // The part for the desk: a cut line, the code to type or scan, until when and how.
  const cut = Math.max(pdf.y + 24, pdf.page.height - MARGIN - 170);
  pdf.moveTo(MARGIN, cut).lineTo(MARGIN + width, cut).dash(4, { space: 4 }).lineWidth(0.7).strokeColor('#999999').stroke().undash();
  const top = cut + 18;
  pdf.image(await qrCode(voucher.code), MARGIN + width - QR_SIZE, top, { width: QR_SIZE });
  const textWidth = width - QR_SIZE - 20;
  pdf.font('Helvetica').fontSize(10).fillColor('#555555').text(labels.voucher_code, MARGIN, top, { width: textWidth });
  pdf.font('Courier-Bold').fontSize(20).fillColor('#111111').text(formatVoucherCode(voucher.code), MARGIN, pdf.y + 2, { width: textWidth });
  pdf.moveDown(0.3).font('Helvetica-Bold').fontSize(11).text(fill(labels.valid_until, { date: compactDay(voucher.validTo, doc.locale) }), MARGIN, pdf.y, { width: textWidth });
  pdf.moveDown(0.4).font('Helvetica').fontSize(9).fillColor('#444444').text(labels.voucher_hint, MARGIN, pdf.y, { width: textWidth });
  pdf.font('Helvetica').fontSize(8).fillColor('#777777').text(museumAddressLine(doc.museum), MARGIN, pdf.page.height - MARGIN - 12, { ...centred, lineBreak: false });
};
