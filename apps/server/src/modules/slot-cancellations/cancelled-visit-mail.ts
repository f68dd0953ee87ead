import { isLang, type Lang } from '@foyer/contract';
import { formatLocale } from '@foyer/domain';
import type { Db } from '../../db/database.js';
import { fill } from '../../kernel/document-labels.js';
import { compactDay, money, visitDate, visitTime } from '../../kernel/museum-format.js';
import { regionalTexts } from '../../kernel/regional-texts.js';
import type { ShopSettings } from '../../kernel/shop-context.js';
import { ACCOUNT_MESSAGES, ACCOUNT_REGION_OVERLAYS } from '../../mail/account-mail.js';
import { greetingLine, type Addressee } from '../../mail/greeting.js';
import { mailBrand } from '../../mail/mail-brand.js';
import { renderMailHtml, renderMailText, type MailBlock } from '../../mail/mail-layout.js';
import { enqueueMail } from '../../mail/outbox.repository.js';
import da from './cancelled-visit-messages/da.json' with { type: 'json' };
import deDE from './cancelled-visit-messages/de-DE.json' with { type: 'json' };
import de from './cancelled-visit-messages/de.json' with { type: 'json' };
import en from './cancelled-visit-messages/en.json' with { type: 'json' };
import es from './cancelled-visit-messages/es.json' with { type: 'json' };
import fr from './cancelled-visit-messages/fr.json' with { type: 'json' };
import it from './cancelled-visit-messages/it.json' with { type: 'json' };
import nl from './cancelled-visit-messages/nl.json' with { type: 'json' };
import sv from './cancelled-visit-messages/sv.json' with { type: 'json' };

type CancelledVisitMessages = typeof en;
export const CANCELLED_VISIT_MESSAGES: Record<Lang, CancelledVisitMessages> = { da, de, en, es, fr, it, nl, sv };
const OVERLAYS: Record<string, Partial<CancelledVisitMessages>> = { 'de-DE': deDE };

/** A buyer of a cancelled time, in the language of their order. */
export interface CancelledBuyer {
  orderId: number;
  lang: string;
  email: string;
  addressee: Addressee;
  eventName: string;
  startsAt: string;
  currency: string;
  amountCents: number;
}

/** What the buyer gets: a link to choose another date or a refund by a deadline, a voucher code, or (nothing left to refund) only the news. */
export type CancelledVisitOffer = { kind: 'choice'; url: string; deadline: string } | { kind: 'voucher'; code: string; validTo: string } | { kind: 'nothingToRefund' };

/**
 * Tells a buyer, in their order's language and the museum's face, that their time is cancelled and
 * what they get. Queued in the transaction that records it: the mail exists exactly when the buyer's
 * row (and the code) does.
 */
export const queueCancelledVisitMail = async (db: Db, buyer: CancelledBuyer, offer: CancelledVisitOffer, settings: ShopSettings, publicUrl: string, now: Date): Promise<void> => {
  const lang: Lang = isLang(buyer.lang) ? buyer.lang : 'en';
  const locale = formatLocale(lang, settings.meta.country);
  const m = regionalTexts(CANCELLED_VISIT_MESSAGES, OVERLAYS, lang, locale);
  const account = regionalTexts(ACCOUNT_MESSAGES, ACCOUNT_REGION_OVERLAYS, lang, locale);
  const brand = mailBrand(settings, publicUrl);
  const amount = money(buyer.amountCents, buyer.currency, locale);
  const values = {
    museum: brand.museum,
    booking: buyer.orderId,
    support: settings.support_email,
    event: buyer.eventName,
    date: visitDate(buyer.startsAt, locale, settings.time_zone),
    time: visitTime(buyer.startsAt, locale, settings.time_zone),
    amount,
  };
  const offered: MailBlock[] =
    offer.kind === 'choice'
      ? [
          { kind: 'paragraph', text: fill(m.choose, values) },
          { kind: 'button', label: m.button, url: offer.url, text: fill(m.link, { url: offer.url }) },
          { kind: 'paragraph', text: fill(m.deadline, { ...values, deadline: `${visitDate(offer.deadline, locale, settings.time_zone)} ${visitTime(offer.deadline, locale, settings.time_zone)}` }) },
        ]
      : offer.kind === 'voucher'
        ? [
            { kind: 'paragraph', text: fill(m.voucher, { ...values, code: offer.code }) },
            { kind: 'paragraph', text: fill(m.validTo, { validTo: compactDay(offer.validTo, locale) }) },
          ]
        : [{ kind: 'paragraph', text: m.nothingToRefund }];
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: greetingLine(account, buyer.addressee) },
    { kind: 'paragraph', text: fill(m.text, values) },
    ...offered,
    { kind: 'paragraph', text: fill(m.questions, values) },
    { kind: 'paragraph', text: fill(account.signature, values) },
  ];
  const subject = fill(m.subject, values);
  await enqueueMail(db, { to: buyer.email, subject, text: renderMailText(blocks, brand), html: await renderMailHtml(lang, brand, subject, fill(m.text, values), blocks), attachments: [] }, now);
};
