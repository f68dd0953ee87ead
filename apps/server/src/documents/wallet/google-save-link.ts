import { createHash } from 'node:crypto';
import { importPKCS8, SignJWT } from 'jose';
import type { GoogleWalletConfig } from '../../config-wallet.js';
import { documentLabels, fill } from '../../kernel/document-labels.js';
import { compactDay } from '../../kernel/museum-format.js';
import type { WalletOrder, WalletPassCard, WalletTicket } from './wallet-order.js';

export const GOOGLE_SAVE_URL = 'https://pay.google.com/gp/v/save/';

/** Google's ids are the issuer's number, a dot and letters, digits, '.', '_' or '-'. */
const idOf = (config: GoogleWalletConfig, suffix: string): string => `${config.issuerId}.${suffix.replace(/[^\w.-]/g, '_')}`;

const text = (order: WalletOrder, value: string) => ({ defaultValue: { language: order.lang, value } });

const logo = (order: WalletOrder) => (order.logoUrl === null ? {} : { logo: { sourceUri: { uri: order.logoUrl }, contentDescription: text(order, order.museum) } });

const barcode = (code: string) => ({ type: 'QR_CODE', value: code, alternateText: code });

/** One class per event the order holds: Google groups the tickets of one event under it. */
const eventClass = (config: GoogleWalletConfig, order: WalletOrder, ticket: WalletTicket) => ({
  // Named by the event's name, whatever its letters: the tickets of one event share the class.
  id: idOf(config, `event-${order.orderNumber}-${createHash('sha256').update(ticket.eventName).digest('hex').slice(0, 16)}`),
  issuerName: order.museum,
  reviewStatus: 'UNDER_REVIEW',
  eventName: text(order, ticket.eventName),
  ...(ticket.venue === null ? {} : { venue: { name: text(order, ticket.venue), address: text(order, order.address) } }),
  ...(ticket.datetime === null ? {} : { dateTime: { start: ticket.datetime, ...(ticket.endsAt === null ? {} : { end: ticket.endsAt }) } }),
  hexBackgroundColor: order.colours.background,
  ...logo(order),
});

const eventObject = (config: GoogleWalletConfig, order: WalletOrder, ticket: WalletTicket) => ({
  id: idOf(config, `ticket-${ticket.barcode}`),
  classId: eventClass(config, order, ticket).id,
  state: 'ACTIVE',
  ticketType: text(order, ticket.ticketName),
  ticketNumber: ticket.barcode,
  barcode: barcode(ticket.barcode),
  hexBackgroundColor: order.colours.background,
  ...(ticket.datetime === null ? {} : { validTimeInterval: { start: { date: ticket.datetime }, ...(ticket.endsAt === null ? {} : { end: { date: ticket.endsAt } }) } }),
});

const passObject = (config: GoogleWalletConfig, order: WalletOrder, card: WalletPassCard) => {
  const labels = documentLabels(order.lang, order.locale);
  return {
    id: idOf(config, `pass-${card.barcode}`),
    classId: idOf(config, 'pass-cards'),
    state: 'ACTIVE',
    cardTitle: text(order, order.museum),
    subheader: text(order, labels.pass_holder),
    header: text(order, card.ownerName),
    textModulesData: [{ id: 'pass', header: card.passName, body: fill(labels.valid_from_to, { from: compactDay(card.validFrom, order.locale), to: compactDay(card.validTo, order.locale) }) }],
    barcode: barcode(card.barcode),
    hexBackgroundColor: order.colours.background,
    validTimeInterval: { start: { date: `${card.validFrom}T00:00:00Z` }, end: { date: `${card.validTo}T23:59:59Z` } },
    ...logo(order),
  };
};

/** What the save link carries: every ticket and pass card of the order, with the classes they need. */
export const googleWalletPayload = (config: GoogleWalletConfig, order: WalletOrder) => {
  const tickets = order.items.filter((item): item is WalletTicket => item.kind === 'ticket');
  const cards = order.items.filter((item): item is WalletPassCard => item.kind === 'pass');
  const classes = new Map(tickets.map((ticket) => [eventClass(config, order, ticket).id, eventClass(config, order, ticket)]));
  return {
    ...(tickets.length === 0 ? {} : { eventTicketClasses: [...classes.values()], eventTicketObjects: tickets.map((ticket) => eventObject(config, order, ticket)) }),
    ...(cards.length === 0 ? {} : { genericClasses: [{ id: idOf(config, 'pass-cards') }], genericObjects: cards.map((card) => passObject(config, order, card)) }),
  };
};

/**
 * The "Add to Google Wallet" link: a JWT signed (RS256) with the service account's key, which Google
 * checks against the account's public key; no call to Google is needed to make it.
 */
export const googleSaveLink = async (config: GoogleWalletConfig, order: WalletOrder): Promise<string> => {
  const key = await importPKCS8(config.privateKey, 'RS256');
  const jwt = await new SignJWT({ typ: 'savetowallet', origins: [order.publicUrl], payload: googleWalletPayload(config, order) })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(config.clientEmail)
    .setAudience('google')
    .setIssuedAt()
    .sign(key);
  return `${GOOGLE_SAVE_URL}${jwt}`;
};
