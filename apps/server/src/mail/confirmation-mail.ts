import type { Lang } from '@foyer/contract';
import { fill } from '../kernel/document-labels.js';
import { greetingLine, type Addressee } from './greeting.js';
import { renderMailHtml, renderMailText, type MailBlock, type MailBrand } from './mail-layout.js';
import { mailMessages, type MailMessages } from './mail-messages.js';
import { orderSummary, type OrderSummaryInput } from './order-summary.js';

/** What an order issues to download: admission tickets, pass cards, gift vouchers, donation receipts; goods alone issue none. */
export type IssuedDocument = 'admission-tickets' | 'pass-cards' | 'gift-vouchers' | 'donation-receipts';

export interface ConfirmationMailInput extends OrderSummaryInput {
  lang: Lang;
  brand: MailBrand;
  orderNumber: number;
  /** Whom the mail greets, as the customer chose the salutation. */
  addressee: Addressee;
  /** What was paid: the total less what voucher codes paid. */
  totalCents: number;
  downloadUrl: string;
  /** "Add to Apple Wallet" and "Add to Google Wallet" on PUBLIC_URL (null for a wallet not configured), or null for none. */
  wallet: { apple: string | null; google: string | null } | null;
  /** The order's review page on PUBLIC_URL: `${PUBLIC_URL}/{lang}/order-review/{token}`. */
  reviewUrl: string;
  /** What the order issues, each kind once; the mail names only these. */
  documents: IssuedDocument[];
  /** The delivery address, line by line (name, street, zip and city, country), or null. */
  delivery: string[] | null;
  /** A calendar file of the order's visits is attached (the order has timed tickets or tours). */
  calendar: boolean;
  /** The invoice is attached, as the buyer asked at checkout. */
  invoice: boolean;
  /** "Your reference" as the buyer gave it at checkout (SPEC §3 externalDocumentNumber), or null. */
  reference: string | null;
}

export interface ConfirmationMail {
  subject: string;
  text: string;
  html: string;
  /** Attachment names in the mail's language: the PDF documents, the calendar file, the invoice. */
  filename: string;
  calendarFilename: string;
  invoiceFilename: string;
}

/**
 * The words of what the order issues: tickets alone keep their own words; pass cards and vouchers
 * are documents, and the hints name only what the order holds.
 */
const documentWords = (m: MailMessages, documents: readonly IssuedDocument[]) => {
  if (documents.length === 0) return { subject: m.subjectOrder, thanks: m.thanksOrder, hints: [], download: null, button: null, filename: m.filename };
  const tickets = documents.includes('admission-tickets');
  const passes = documents.includes('pass-cards');
  if (tickets && documents.length === 1) return { subject: m.subject, thanks: m.thanks, hints: [m.hint], download: m.download, button: m.buttonTickets, filename: m.filename };
  const entrance = tickets && passes ? [m.hintTicketsPasses] : tickets ? [m.hint] : passes ? [m.hintPasses] : [];
  const gifts = documents.includes('gift-vouchers') ? [m.hintVouchers] : [];
  const receipts = documents.includes('donation-receipts') ? [m.hintReceipts] : [];
  return { subject: m.subjectDocuments, thanks: m.thanksDocuments, hints: [...entrance, ...gifts, ...receipts], download: m.downloadDocuments, button: m.buttonDocuments, filename: m.filenameDocuments };
};

/** The wallets' buttons under the PDF's, as their own badges look: black, in the wallets' own words. */
const walletButtons = (m: MailMessages, wallet: ConfirmationMailInput['wallet']): MailBlock[] => {
  const button = (label: string, sentence: string, url: string | null): MailBlock[] => (url === null ? [] : [{ kind: 'button', label, url, text: fill(sentence, { link: url }), tone: 'wallet' }]);
  return wallet === null ? [] : [...button(m.buttonAppleWallet, m.appleWallet, wallet.apple), ...button(m.buttonGoogleWallet, m.googleWallet, wallet.google)];
};

/** The booking confirmation in the order's language, in the museum's face, as HTML and plain text. */
export const buildConfirmationMail = async (input: ConfirmationMailInput): Promise<ConfirmationMail> => {
  const m = mailMessages(input.lang, input.locale);
  const values = { museum: input.brand.museum, order: input.orderNumber };
  const words = documentWords(m, input.documents);
  const summary = orderSummary(input, m, { label: m.total, cents: input.totalCents });
  const paragraph = (text: string): MailBlock => ({ kind: 'paragraph', text });
  const blocks: MailBlock[] = [
    paragraph(greetingLine(m, input.addressee)),
    paragraph(fill(words.thanks, values)),
    { kind: 'heading', text: fill(m.summary, values) },
    ...(input.reference === null ? [] : [{ kind: 'note', text: fill(m.reference, { reference: input.reference }) } as const]),
    { kind: 'items', items: summary.items },
    { kind: 'sums', sums: summary.sums },
    ...(summary.notes.length === 0 ? [] : [{ kind: 'note', text: summary.notes.join('\n') } as const]),
    ...(input.delivery === null ? [] : [paragraph([m.delivery, ...input.delivery].join('\n')), paragraph(m.deliveryHint)]),
    ...words.hints.map(paragraph),
    ...(words.download === null || words.button === null ? [] : [{ kind: 'button', label: words.button, url: input.downloadUrl, text: fill(words.download, { link: input.downloadUrl }) } as const]),
    ...walletButtons(m, input.wallet),
    ...(input.calendar ? [paragraph(m.calendarHint)] : []),
    ...(input.invoice ? [paragraph(m.invoiceHint)] : []),
    { kind: 'button', label: m.buttonReview, url: input.reviewUrl, text: fill(m.review, { link: input.reviewUrl }) },
    paragraph(m.closing),
    paragraph(fill(m.signature, values)),
  ];
  const subject = fill(words.subject, values);
  return {
    subject,
    text: renderMailText(blocks, input.brand),
    html: await renderMailHtml(input.lang, input.brand, subject, fill(words.thanks, values), blocks),
    filename: fill(words.filename, values),
    calendarFilename: fill(m.filenameCalendar, values),
    invoiceFilename: fill(m.filenameInvoice, values),
  };
};
