import { groupVoucherCode } from '@foyer/domain';
import { toBuffer } from 'bwip-js/node';
import { documentLabels, fill, labelled } from './document-labels.js';
import { compactDay, money, printable } from './museum-format.js';
import type { PdfGiftVoucher, PdfPassCard, TicketDocument } from './document-model.js';
import { header, MARGIN, qrCode } from './pdf-parts.js';

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

const code128 = (text: string): Promise<Buffer> => toBuffer({ bcid: 'code128', text, scale: 3, height: 12, includetext: false });

/** One page per gift voucher: its value, whom it is for and the message, the code as text, barcode and QR. */
export const giftVoucherPage = async (pdf: PDFKit.PDFDocument, doc: TicketDocument, voucher: PdfGiftVoucher, n: number, total: number): Promise<void> => {
  const labels = documentLabels(doc.lang, doc.locale);
  header(pdf, doc, fill(labels.voucher_of, { n, total }));
  pdf.fillColor(doc.brandColor).font('Helvetica-Bold').fontSize(30).text(labels.gift_voucher, MARGIN);
  pdf.fillColor('#444444').font('Helvetica').fontSize(12).text(voucher.name);
  pdf.moveDown(0.8).fillColor('#111111').font('Helvetica').fontSize(12).text(labels.voucher_value);
  pdf.font('Helvetica-Bold').fontSize(36).text(printable(money(voucher.amountCents, doc.currency, doc.locale)));
  pdf.moveDown(0.6).font('Helvetica').fontSize(12);
  if (voucher.recipient !== null) pdf.text(labelled(labels, labels.voucher_for, voucher.recipient));
  if (voucher.message !== null) pdf.moveDown(0.4).font('Helvetica-Oblique').fontSize(13).text(`“${voucher.message}”`, { width: 420 }).font('Helvetica').fontSize(12);
  pdf.moveDown(1).text(fill(labels.valid_until, { date: compactDay(voucher.validTo, doc.locale) }));
  pdf.moveDown(1).font('Helvetica').fontSize(11).fillColor('#444444').text(labels.voucher_code);
  pdf.font('Courier-Bold').fontSize(22).fillColor('#111111').text(groupVoucherCode(voucher.code));
  const top = pdf.y + 12;
  pdf.image(await code128(voucher.code), MARGIN, top, { width: 260, height: 60 });
  pdf.image(await qrCode(voucher.code), MARGIN + 300, top - 20, { width: 100 });
  pdf.y = top + 100;
  pdf.font('Helvetica').fontSize(10).fillColor('#444444').text(labels.voucher_hint, MARGIN, pdf.y, { width: 420 });
};
