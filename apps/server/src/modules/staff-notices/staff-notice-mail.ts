import { isLang, type Lang } from '@foyer/contract';
import type { Executor } from '../../db/database.js';
import { fill } from '../../kernel/document-labels.js';
import type { ShopSettings } from '../../kernel/shop-context.js';
import { mailBrand } from '../../mail/mail-brand.js';
import { renderMailHtml, renderMailText, type MailBlock } from '../../mail/mail-layout.js';
import { enqueueMail } from '../../mail/outbox.repository.js';
import { staffNoticeTexts, type StaffNoticeMessages } from './staff-notice-texts.js';

/** A staff mail as its texts make it in one language: subject, blocks and where in the office it leads. */
export interface StaffMailDraft {
  subject: string;
  blocks: MailBlock[];
  /** A path below PUBLIC_URL (`/office/…`). */
  officePath: string;
}

/** Writes a staff mail from the texts of one language, the locale its dates and amounts take and the language itself. */
export type StaffMailWriter = (m: StaffNoticeMessages, locale: string, lang: Lang) => StaffMailDraft;

/**
 * Queues one staff mail to each recipient, written in the recipient's language (`draft` gets the
 * texts and the locale of that language), in the transaction that claimed the notice.
 */
export const queueStaffMails = async (
  trx: Executor,
  recipients: { email: string; lang: string }[],
  settings: ShopSettings,
  publicUrl: string,
  now: Date,
  draft: StaffMailWriter,
  orderId: number | null = null,
): Promise<void> => {
  const brand = mailBrand(settings, publicUrl);
  for (const recipient of recipients) {
    const lang = isLang(recipient.lang) ? recipient.lang : 'en';
    const { m, locale } = staffNoticeTexts(lang, settings);
    const { subject, blocks, officePath } = draft(m, locale, lang);
    const url = `${publicUrl.replace(/\/+$/, '')}${officePath}`;
    const all: MailBlock[] = [...blocks, { kind: 'button', label: m.openOffice, url, text: fill(m.openOfficeText, { url }) }];
    const first = blocks[0];
    const preview = first !== undefined && 'text' in first ? first.text : subject;
    await enqueueMail(trx, { to: recipient.email, subject, text: renderMailText(all, brand), html: await renderMailHtml(lang, brand, subject, preview, all), attachments: [] }, now, orderId);
  }
};
