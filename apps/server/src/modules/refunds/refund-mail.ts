import { isLang, type Lang } from '@foyer/contract';
import { formatLocale } from '@foyer/domain';
import type { Db } from '../../db/database.js';
import { fill } from '../../kernel/document-labels.js';
import { money } from '../../kernel/museum-format.js';
import { regionalTexts } from '../../kernel/regional-texts.js';
import type { ShopContext } from '../../kernel/shop-context.js';
import { ACCOUNT_MESSAGES, ACCOUNT_REGION_OVERLAYS } from '../../mail/account-mail.js';
import { greetingLine } from '../../mail/greeting.js';
import { mailBrand } from '../../mail/mail-brand.js';
import { renderMailHtml, renderMailText, type MailBlock } from '../../mail/mail-layout.js';
import { enqueueMail } from '../../mail/outbox.repository.js';
import type { LineKinds } from '../commerce/public.js';
import type { OrderRow } from '../orders/public.js';
import da from './refund-messages/da.json' with { type: 'json' };
import deDE from './refund-messages/de-DE.json' with { type: 'json' };
import de from './refund-messages/de.json' with { type: 'json' };
import en from './refund-messages/en.json' with { type: 'json' };
import es from './refund-messages/es.json' with { type: 'json' };
import fr from './refund-messages/fr.json' with { type: 'json' };
import it from './refund-messages/it.json' with { type: 'json' };
import nl from './refund-messages/nl.json' with { type: 'json' };
import sv from './refund-messages/sv.json' with { type: 'json' };
import { paymentNames } from './refund-tenders.js';
import type { StoredRefund } from './refunds.repository.js';

type RefundMessages = typeof en;
export const REFUND_MESSAGES: Record<Lang, RefundMessages> = { da, de, en, es, fr, it, nl, sv };
const OVERLAYS: Record<string, Partial<RefundMessages>> = { 'de-DE': deDE };

/** The language the order's mails are written in. */
export const orderLanguage = (order: OrderRow): Lang => (isLang(order.lang) ? order.lang : 'en');

/**
 * Tells the customer, in the language of their order (`shop` resolved in it), what was given back
 * to which tender and for which lines. Queued in the transaction that ends the refund: the mail exists exactly when the
 * refund is done. An order without an address (an express payment that never named its payer) gets none.
 */
export const queueRefundMail = async (
  trx: Db,
  { order, refund, kinds, shop, publicUrl }: { order: OrderRow; refund: StoredRefund; kinds: LineKinds; shop: ShopContext; publicUrl: string },
  now: Date,
): Promise<void> => {
  const customer = await trx.selectFrom('customers').select(['email', 'salutation', 'fname', 'lname']).where('id', '=', order.customer_id).executeTakeFirst();
  if (customer === undefined || customer.email === '') return;
  const lang = shop.lang;
  const settings = shop.settings;
  const locale = formatLocale(lang, settings.meta.country);
  const m = regionalTexts(REFUND_MESSAGES, OVERLAYS, lang, locale);
  const account = regionalTexts(ACCOUNT_MESSAGES, ACCOUNT_REGION_OVERLAYS, lang, locale);
  const brand = mailBrand(settings, publicUrl);
  const amount = (cents: number): string => money(cents, order.currency, locale);
  const values = { museum: brand.museum, booking: order.id, amount: amount(refund.amountCents), support: settings.support_email };
  const names = await paymentNames(trx, order, shop);
  const lines = await trx.selectFrom('order_lines').selectAll().where('order_id', '=', order.id).orderBy('line_no').execute();
  const refundedLines = refund.lines.flatMap((refunded) => {
    const line = lines.find((candidate) => candidate.id === refunded.lineId);
    if (line === undefined) return [];
    const described = kinds.describe(line, lang);
    return [fill(m.line, { count: refunded.units, name: described.title === '' ? described.name : `${described.title}, ${described.name}` })];
  });
  const shares = refund.shares.map((share) =>
    share.kind === 'provider'
      ? fill(m.toPayment, { amount: amount(share.cents), method: names.get(share.paymentId) ?? m.payment })
      : fill(m.toCode, { amount: amount(share.cents), code: share.code }),
  );
  // An order nothing was paid for (free tickets) is cancelled without a refund: no amount, no tenders.
  const free = refund.cancelsOrder && refund.amountCents === 0;
  const lead = fill(free ? m.canceledFree : refund.cancelsOrder ? m.canceled : m.text, values);
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: greetingLine(account, { salutation: customer.salutation, firstName: customer.fname, lastName: customer.lname }) },
    { kind: 'paragraph', text: lead },
    ...(refundedLines.length === 0 ? [] : [{ kind: 'paragraph' as const, text: free ? m.linesCanceled : m.lines }, ...refundedLines.map((text): MailBlock => ({ kind: 'paragraph', text }))]),
    ...(free ? [] : [{ kind: 'paragraph' as const, text: m.shares }, ...shares.map((text): MailBlock => ({ kind: 'paragraph', text }))]),
    { kind: 'paragraph', text: fill(m.questions, values) },
    { kind: 'paragraph', text: fill(account.signature, values) },
  ];
  const subject = fill(free ? m.subjectCanceled : m.subject, values);
  await enqueueMail(trx, { to: customer.email, subject, text: renderMailText(blocks, brand), html: await renderMailHtml(lang, brand, subject, lead, blocks), attachments: [] }, now);
};
