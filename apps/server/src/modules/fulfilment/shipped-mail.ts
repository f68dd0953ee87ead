import { isLang, type Lang } from '@foyer/contract';
import { trackingLink, type ShipmentTracking } from '@foyer/domain';
import type { Executor } from '../../db/database.js';
import { fill } from '../../kernel/document-labels.js';
import { regionalTexts } from '../../kernel/regional-texts.js';
import type { ShopSettings } from '../../kernel/shop-context.js';
import { ACCOUNT_MESSAGES, ACCOUNT_REGION_OVERLAYS } from '../../mail/account-mail.js';
import { greetingLine, type Addressee } from '../../mail/greeting.js';
import { mailBrand } from '../../mail/mail-brand.js';
import { renderMailHtml, renderMailText, type MailBlock } from '../../mail/mail-layout.js';
import { enqueueMail } from '../../mail/outbox.repository.js';
import { fulfilmentTexts } from './fulfilment-texts.js';

/** The customer of a shipped order, in the language of the order. */
export interface ShippedOrder {
  orderId: number;
  lang: string;
  email: string;
  addressee: Addressee;
  /** Where the parcel goes, one line; null when only pass cards went, each to its holder. */
  shipTo: string | null;
}

/**
 * Tells the customer, in their order's language, that their goods are on the way, with the
 * carrier, the tracking number and the link to follow the parcel when staff gave them. Queued in
 * the transaction that marks the order shipped: the mail exists exactly when the shipment does.
 */
export const queueShippedMail = async (db: Executor, order: ShippedOrder, tracking: ShipmentTracking, settings: ShopSettings, publicUrl: string, now: Date): Promise<void> => {
  if (order.email === '') return;
  const lang: Lang = isLang(order.lang) ? order.lang : 'en';
  const { m, locale } = fulfilmentTexts(lang, settings);
  const account = regionalTexts(ACCOUNT_MESSAGES, ACCOUNT_REGION_OVERLAYS, lang, locale);
  const brand = mailBrand(settings, publicUrl);
  const values = { museum: brand.museum, booking: order.orderId, support: settings.support_email };
  const link = trackingLink(tracking);
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: greetingLine(account, order.addressee) },
    { kind: 'paragraph', text: fill(m.shippedText, values) },
    ...(order.shipTo === null ? [] : [{ kind: 'paragraph' as const, text: fill(m.shippedTo, { address: order.shipTo }) }]),
    ...(tracking.carrier === null ? [] : [{ kind: 'paragraph' as const, text: fill(m.shippedCarrier, { carrier: m.carriers[tracking.carrier] }) }]),
    ...(tracking.trackingNumber === null ? [] : [{ kind: 'paragraph' as const, text: fill(m.shippedNumber, { number: tracking.trackingNumber }) }]),
    ...(link === null ? [] : [{ kind: 'button' as const, label: m.shippedTrack, url: link, text: fill(m.shippedTrackText, { url: link }) }]),
    { kind: 'paragraph', text: fill(m.shippedQuestions, values) },
    { kind: 'paragraph', text: fill(account.signature, values) },
  ];
  const subject = fill(m.shippedSubject, values);
  await enqueueMail(db, { to: order.email, subject, text: renderMailText(blocks, brand), html: await renderMailHtml(lang, brand, subject, fill(m.shippedText, values), blocks), attachments: [] }, now, order.orderId);
};
