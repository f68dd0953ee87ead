import type { Lang } from '@foyer/contract';
import type { LineDescription, LineFacts } from '../modules/commerce/line-kind.js';
import type { PdfMuseum } from './museum-identity.js';

/** What the PDF of a booked order shows: the model the page builders draw from. */
export interface PdfTicket {
  barcode: string;
  eventName: string;
  ticketName: string;
  /** ISO instant of the visit, or null for tickets without a time. */
  datetime: string | null;
  /** When the visit's timeslot ends (ISO instant), or null. */
  endsAt: string | null;
  /** Where the visit takes place (the event's venue), or null when the catalog names none. */
  venue: string | null;
  priceCents: number;
  vatBp: number;
  /** print_separately: the ticket gets a page of its own. */
  separate: boolean;
}

/** A booked visit with a section of its own (a guided tour): its pages are titled with it and show when and where it meets, its facts and its tickets. */
export interface PdfVisit {
  name: string;
  /** What the visit belongs to (the exhibition or collection of a tour), or ''. */
  title: string;
  datetime: string;
  endsAt: string | null;
  /** Where it takes place, or null; `placeLabel` says what the place is (the meeting point). */
  place: string | null;
  placeLabel: string;
  facts: LineFacts[];
  tickets: PdfTicket[];
}

/** A booked line with facts of its own (pass holders), shown once above the tickets. */
export type PdfLineDetails = Pick<LineDescription, 'name' | 'title' | 'datetime' | 'facts'>;

/** An annual-pass card, made out to its owner. */
export interface PdfPassCard {
  passName: string;
  ownerName: string;
  barcode: string;
  /** Days (YYYY-MM-DD), both inclusive. */
  validFrom: string;
  validTo: string;
  /** Where the card is posted as well, in one line, or null. */
  postedTo: string | null;
}

/** A gift voucher with the code it issued. */
export interface PdfGiftVoucher {
  name: string;
  /** The voucher's artwork as PNG or JPEG (its catalog image), or null. */
  artwork: Buffer | null;
  code: string;
  amountCents: number;
  validTo: string;
  recipient: string | null;
  message: string | null;
}

/** A receipt for a line that is a gift to the museum (a donation), made out to the buyer. */
export interface PdfReceipt {
  /** What was given, as the line is named. */
  name: string;
  amountCents: number;
  /** The day it was paid (YYYY-MM-DD, museum calendar). */
  day: string;
  /** The buyer's name and address, line by line. */
  from: string[];
  /** The museum's thanks printed under the line, or null. */
  thanks: string | null;
}

export interface TicketDocument {
  museum: PdfMuseum;
  orderNumber: number;
  lang: Lang;
  /** Where money, dates and times are written as the language plus the museum's country do it (de-CH). */
  locale: string;
  timeZone: string;
  currency: string;
  brandColor: string;
  tickets: PdfTicket[];
  visits?: PdfVisit[];
  details?: PdfLineDetails[];
  passCards?: PdfPassCard[];
  giftVouchers?: PdfGiftVoucher[];
  receipts?: PdfReceipt[];
}
