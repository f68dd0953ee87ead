import { PKPass } from 'passkit-generator';
import type { AppleWalletConfig } from '../../config-wallet.js';
import { documentLabels, fill } from '../../kernel/document-labels.js';
import { compactDay, visitDate, visitTime, visitTimeSpan } from '../../kernel/museum-format.js';
import { walletPng } from './wallet-images.js';
import type { WalletItem, WalletOrder, WalletPassCard, WalletTicket } from './wallet-order.js';

/** Apple writes colours as CSS rgb() triples. */
export const appleColour = (hex: string): string => {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
};

/** Apple's image sizes in points, each also at twice and three times the pixels for sharper screens. */
const ICON = { width: 29, height: 29 };
const LOGO = { width: 160, height: 50 };
const SCALES = [
  ['', 1],
  ['@2x', 2],
  ['@3x', 3],
] as const;

const images = (order: WalletOrder): Record<string, Buffer> =>
  Object.fromEntries(
    SCALES.flatMap(([suffix, scale]) => [
      [`icon${suffix}.png`, walletPng(order.logo, ICON.width * scale, ICON.height * scale, order.colours.background)],
      ...(order.logo === null ? [] : [[`logo${suffix}.png`, walletPng(order.logo, LOGO.width * scale, LOGO.height * scale, order.colours.background)]]),
    ]),
  );

const ticketFields = (pass: PKPass, order: WalletOrder, ticket: WalletTicket): void => {
  const labels = documentLabels(order.lang, order.locale);
  pass.primaryFields.push({ key: 'event', label: labels.ticket, value: ticket.eventName });
  if (ticket.datetime !== null) {
    const time = ticket.endsAt === null || Date.parse(ticket.endsAt) <= Date.parse(ticket.datetime) ? visitTime(ticket.datetime, order.locale, order.timeZone) : visitTimeSpan(ticket.datetime, ticket.endsAt, order.locale, order.timeZone);
    pass.secondaryFields.push({ key: 'date', label: labels.date, value: visitDate(ticket.datetime, order.locale, order.timeZone) }, { key: 'time', label: labels.time, value: time });
    // relevantDate for older iPhones, relevantDates since iOS 18: the pass comes forward on the lock screen at the visit.
    pass.setRelevantDate(new Date(ticket.datetime));
    pass.setRelevantDates([ticket.endsAt === null ? { relevantDate: new Date(ticket.datetime) } : { startDate: new Date(ticket.datetime), endDate: new Date(ticket.endsAt) }]);
  }
  pass.auxiliaryFields.push({ key: 'type', label: labels.ticket_type, value: ticket.ticketName });
  if (ticket.venue !== null) pass.auxiliaryFields.push({ key: 'venue', label: labels.venue, value: ticket.venue });
  pass.backFields.push({ key: 'hint', label: labels.ticket, value: labels.scan_hint });
};

const passCardFields = (pass: PKPass, order: WalletOrder, card: WalletPassCard): void => {
  const labels = documentLabels(order.lang, order.locale);
  pass.primaryFields.push({ key: 'holder', label: labels.pass_holder, value: card.ownerName });
  pass.secondaryFields.push({ key: 'pass', label: labels.pass_card, value: card.passName });
  pass.auxiliaryFields.push({ key: 'valid', value: fill(labels.valid_from_to, { from: compactDay(card.validFrom, order.locale), to: compactDay(card.validTo, order.locale) }) });
  pass.backFields.push({ key: 'hint', label: labels.pass_card, value: labels.pass_hint });
  // Wallet greys the card out from the day after its last day (a day's margin for time zones west of UTC).
  pass.setExpirationDate(new Date(Date.parse(`${card.validTo}T00:00:00Z`) + 2 * 24 * 60 * 60 * 1000));
};

/**
 * One signed .pkpass per ticket or pass card (Apple shows one barcode a pass): a QR code of the
 * same text the PDF's QR code carries, in the museum's colours, with its logo when it has one.
 */
export const applePass = (config: AppleWalletConfig, order: WalletOrder, item: WalletItem): PKPass => {
  const labels = documentLabels(order.lang, order.locale);
  const pass = new PKPass(
    images(order),
    { wwdr: config.wwdrCertificate, signerCert: config.certificate, signerKey: config.key, ...(config.keyPassphrase === undefined ? {} : { signerKeyPassphrase: config.keyPassphrase }) },
    {
      formatVersion: 1,
      passTypeIdentifier: config.passTypeId,
      teamIdentifier: config.teamId,
      // The code is unique among the museum's tickets and cards (a unique index), and never changes.
      serialNumber: item.barcode,
      organizationName: order.museum,
      description: item.kind === 'ticket' ? `${labels.ticket} – ${item.eventName}` : `${labels.pass_card} – ${item.passName}`,
      logoText: order.museum,
      backgroundColor: appleColour(order.colours.background),
      foregroundColor: appleColour(order.colours.foreground),
      labelColor: appleColour(order.colours.label),
    },
  );
  pass.type = item.kind === 'ticket' ? 'eventTicket' : 'generic';
  if (item.kind === 'ticket') ticketFields(pass, order, item);
  else passCardFields(pass, order, item);
  pass.backFields.push({ key: 'order', label: labels.order, value: fill(labels.order_number, { number: order.orderNumber }) }, { key: 'museum', label: order.museum, value: order.address });
  pass.setBarcodes({ message: item.barcode, format: 'PKBarcodeFormatQR', messageEncoding: 'iso-8859-1', altText: item.barcode });
  return pass;
};

/** All of an order's passes: the one .pkpass alone, or a .pkpasses bundle that adds them together (iOS 15 and later). */
export const applePasses = (config: AppleWalletConfig, order: WalletOrder): { type: 'application/vnd.apple.pkpass' | 'application/vnd.apple.pkpasses'; extension: string; data: Buffer } => {
  const [first, ...more] = order.items.map((item) => applePass(config, order, item));
  if (first !== undefined && more.length === 0) return { type: 'application/vnd.apple.pkpass', extension: 'pkpass', data: first.getAsBuffer() };
  const passes = first === undefined ? more : [first, ...more];
  return { type: 'application/vnd.apple.pkpasses', extension: 'pkpasses', data: PKPass.pack(...passes).getAsBuffer() };
};
