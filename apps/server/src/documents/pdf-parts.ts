import { toBuffer } from 'bwip-js/node';
import type { TicketDocument } from './document-model.js';

export const MARGIN = 50;

export const qrCode = (text: string): Promise<Buffer> => toBuffer({ bcid: 'qrcode', text, scale: 4, paddingwidth: 2, paddingheight: 2 });

/** The museum's band, name and the page's title, on top of every page. */
export const header = (pdf: PDFKit.PDFDocument, doc: TicketDocument, title: string): void => {
  pdf.rect(0, 0, pdf.page.width, 8).fill(doc.brandColor);
  pdf.fillColor('#111111').font('Helvetica-Bold').fontSize(22).text(doc.museumName, MARGIN, MARGIN);
  pdf.font('Helvetica').fontSize(12).fillColor('#444444').text(title);
  pdf.moveDown(1);
};

