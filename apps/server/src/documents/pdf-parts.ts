import type { Lang } from '@foyer/contract';
import { toBuffer } from 'bwip-js/node';
import { documentLabels, fill } from '../kernel/document-labels.js';
import type { PdfLogo, PdfMuseum } from './museum-identity.js';
import { drawSvgLogo } from './svg-logo.js';

export const MARGIN = 50;
const LOGO_SIZE = 46;
const ORDER_WIDTH = 150;

export const qrCode = (text: string): Promise<Buffer> => toBuffer({ bcid: 'qrcode', text, scale: 4, paddingwidth: 2, paddingheight: 2 });

/** What every page of an order's documents shows on top. */
export interface DocumentFrame {
  museum: PdfMuseum;
  brandColor: string;
  orderNumber: number;
  lang: Lang;
  /** The language as the museum's region writes it (de-AT). */
  locale: string;
}

export const drawLogo = (pdf: PDFKit.PDFDocument, logo: PdfLogo, x: number, y: number, size = LOGO_SIZE): void => {
  if (logo.kind === 'svg') drawSvgLogo(pdf, logo.svg, x, y, size, size);
  else pdf.image(logo.data, x, y, { fit: [size, size], align: 'center', valign: 'center' });
};

/** The museum's address in one line: street, place. */
export const museumAddressLine = (museum: PdfMuseum): string => [museum.street, museum.zipCity].filter((part) => part !== '').join(', ');

/**
 * The museum's band, logo, name and address, the order number on the right, then the page's title,
 * on top of every page.
 */
export const header = (pdf: PDFKit.PDFDocument, frame: DocumentFrame, title: string): void => {
  const labels = documentLabels(frame.lang, frame.locale);
  const contentWidth = pdf.page.width - 2 * MARGIN;
  pdf.rect(0, 0, pdf.page.width, 8).fill(frame.brandColor);
  const textX = frame.museum.logo === null ? MARGIN : MARGIN + LOGO_SIZE + 14;
  if (frame.museum.logo !== null) drawLogo(pdf, frame.museum.logo, MARGIN, MARGIN - 6);
  pdf.font('Helvetica').fontSize(9).fillColor('#555555').text(fill(labels.order_number, { number: frame.orderNumber }), MARGIN + contentWidth - ORDER_WIDTH, MARGIN + 4, { width: ORDER_WIDTH, align: 'right' });
  const nameWidth = MARGIN + contentWidth - ORDER_WIDTH - textX - 10;
  pdf.fillColor('#111111').font('Helvetica-Bold').fontSize(18).text(frame.museum.name, textX, MARGIN, { width: nameWidth });
  pdf.font('Helvetica').fontSize(9).fillColor('#555555').text(museumAddressLine(frame.museum), textX, pdf.y + 2, { width: nameWidth });
  const ruleY = Math.max(pdf.y, frame.museum.logo === null ? 0 : MARGIN - 6 + LOGO_SIZE) + 10;
  pdf.moveTo(MARGIN, ruleY).lineTo(MARGIN + contentWidth, ruleY).lineWidth(0.5).strokeColor('#cccccc').stroke();
  pdf.fillColor(frame.brandColor).font('Helvetica-Bold').fontSize(13).text(title, MARGIN, ruleY + 12, { width: contentWidth });
  pdf.fillColor('#111111').font('Helvetica').moveDown(1);
};
