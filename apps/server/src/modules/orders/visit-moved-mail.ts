import { isLang, type Lang } from '@foyer/contract';
import { formatLocale } from '@foyer/domain';
import type { Db } from '../../db/database.js';
import { fill } from '../../kernel/document-labels.js';
import { visitDate, visitTime } from '../../kernel/museum-format.js';
import { regionalTexts } from '../../kernel/regional-texts.js';
import type { ShopSettings } from '../../kernel/shop-context.js';
import { ACCOUNT_MESSAGES, ACCOUNT_REGION_OVERLAYS } from '../../mail/account-mail.js';
import { greetingLine, type Addressee } from '../../mail/greeting.js';
import { mailBrand } from '../../mail/mail-brand.js';
import { renderMailHtml, renderMailText, type MailBlock } from '../../mail/mail-layout.js';
import { mailMessages } from '../../mail/mail-messages.js';
import { enqueueMail } from '../../mail/outbox.repository.js';
import da from './visit-moved-messages/da.json' with { type: 'json' };
import deDE from './visit-moved-messages/de-DE.json' with { type: 'json' };
import de from './visit-moved-messages/de.json' with { type: 'json' };
import en from './visit-moved-messages/en.json' with { type: 'json' };
import es from './visit-moved-messages/es.json' with { type: 'json' };
import fr from './visit-moved-messages/fr.json' with { type: 'json' };
import it from './visit-moved-messages/it.json' with { type: 'json' };
import nl from './visit-moved-messages/nl.json' with { type: 'json' };
import sv from './visit-moved-messages/sv.json' with { type: 'json' };

type VisitMovedMessages = typeof en;
export const VISIT_MOVED_MESSAGES: Record<Lang, VisitMovedMessages> = { da, de, en, es, fr, it, nl, sv };
const OVERLAYS: Record<string, Partial<VisitMovedMessages>> = { 'de-DE': deDE };

/** A buyer whose visit the desk moved, and where from and to. */
export interface MovedBuyer {
  orderId: number;
  lang: string;
  email: string;
  addressee: Addressee;
  eventName: string;
  from: string;
  to: string;
}

/**
 * Tells a buyer, in the language of their order and the museum's face, the new time of their visit,
 * with the order's tickets (drawn when the mail is sent, so they show the new time). Queued in the
 * move's transaction: the mail exists exactly when the move does.
 */
export const queueVisitMovedMail = async (db: Db, buyer: MovedBuyer, settings: ShopSettings, publicUrl: string, now: Date): Promise<void> => {
  const lang: Lang = isLang(buyer.lang) ? buyer.lang : 'en';
  const locale = formatLocale(lang, settings.meta.country);
  const m = regionalTexts(VISIT_MOVED_MESSAGES, OVERLAYS, lang, locale);
  const account = regionalTexts(ACCOUNT_MESSAGES, ACCOUNT_REGION_OVERLAYS, lang, locale);
  const brand = mailBrand(settings, publicUrl);
  const values = { museum: brand.museum, booking: buyer.orderId, support: settings.support_email };
  const when = (startsAt: string) => ({ date: visitDate(startsAt, locale, settings.time_zone), time: visitTime(startsAt, locale, settings.time_zone) });
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: greetingLine(account, buyer.addressee) },
    { kind: 'paragraph', text: fill(m.text, values) },
    { kind: 'paragraph', text: fill(m.time, { event: buyer.eventName, ...when(buyer.to) }) },
    { kind: 'paragraph', text: fill(m.before, when(buyer.from)) },
    { kind: 'paragraph', text: m.tickets },
    { kind: 'paragraph', text: fill(m.questions, values) },
    { kind: 'paragraph', text: fill(account.signature, values) },
  ];
  const subject = fill(m.subject, values);
  const filename = fill(mailMessages(lang, locale).filename, { order: buyer.orderId });
  await enqueueMail(
    db,
    {
      to: buyer.email,
      subject,
      text: renderMailText(blocks, brand),
      html: await renderMailHtml(lang, brand, subject, fill(m.text, values), blocks),
      attachments: [{ filename, contentType: 'application/pdf', ref: { kind: 'order-tickets', orderId: buyer.orderId } }],
    },
    now,
  );
};
