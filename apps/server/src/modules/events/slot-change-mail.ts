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
import { enqueueMail } from '../../mail/outbox.repository.js';
import da from './slot-change-messages/da.json' with { type: 'json' };
import deDE from './slot-change-messages/de-DE.json' with { type: 'json' };
import de from './slot-change-messages/de.json' with { type: 'json' };
import en from './slot-change-messages/en.json' with { type: 'json' };
import es from './slot-change-messages/es.json' with { type: 'json' };
import fr from './slot-change-messages/fr.json' with { type: 'json' };
import it from './slot-change-messages/it.json' with { type: 'json' };
import nl from './slot-change-messages/nl.json' with { type: 'json' };
import sv from './slot-change-messages/sv.json' with { type: 'json' };

type SlotChangeMessages = typeof en;
export const SLOT_CHANGE_MESSAGES: Record<Lang, SlotChangeMessages> = { da, de, en, es, fr, it, nl, sv };
const OVERLAYS: Record<string, Partial<SlotChangeMessages>> = { 'de-DE': deDE };

/** A buyer whose booked times an office edit closed or shrank, with those times. */
export interface AffectedBuyer {
  orderId: number;
  lang: string;
  email: string;
  addressee: Addressee;
  eventName: string;
  startsAt: string[];
}

/**
 * Tells a buyer, in the language of their order and the museum's face, that a booked time changed
 * and that the box office will offer another time or a refund. Queued in the edit's transaction: the
 * mail exists exactly when the change does.
 */
export const queueSlotChangeMail = async (db: Db, buyer: AffectedBuyer, settings: ShopSettings, publicUrl: string, now: Date): Promise<void> => {
  const lang: Lang = isLang(buyer.lang) ? buyer.lang : 'en';
  const locale = formatLocale(lang, settings.meta.country);
  const m = regionalTexts(SLOT_CHANGE_MESSAGES, OVERLAYS, lang, locale);
  const account = regionalTexts(ACCOUNT_MESSAGES, ACCOUNT_REGION_OVERLAYS, lang, locale);
  const brand = mailBrand(settings, publicUrl);
  const values = { museum: brand.museum, booking: buyer.orderId, support: settings.support_email };
  const times = buyer.startsAt.map((startsAt) => fill(m.time, { event: buyer.eventName, date: visitDate(startsAt, locale, settings.time_zone), time: visitTime(startsAt, locale, settings.time_zone) }));
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: greetingLine(account, buyer.addressee) },
    { kind: 'paragraph', text: fill(m.text, values) },
    ...times.map((text): MailBlock => ({ kind: 'paragraph', text })),
    { kind: 'paragraph', text: fill(m.next, values) },
    { kind: 'paragraph', text: fill(m.questions, values) },
    { kind: 'paragraph', text: fill(account.signature, values) },
  ];
  const subject = fill(m.subject, values);
  await enqueueMail(
    db,
    { to: buyer.email, subject, text: renderMailText(blocks, brand), html: await renderMailHtml(lang, brand, subject, fill(m.text, values), blocks), attachments: [] },
    now,
  );
};
