import type { Lang, OfficeRole } from '@foyer/contract';
import { formatLocale } from '@foyer/domain';
import type { Executor } from '../../db/database.js';
import { fill } from '../../kernel/document-labels.js';
import { regionalTexts } from '../../kernel/regional-texts.js';
import type { ShopContext } from '../../kernel/shop-context.js';
import { mailBrand } from '../../mail/mail-brand.js';
import { renderMailHtml, renderMailText, type MailBlock } from '../../mail/mail-layout.js';
import { enqueueMail } from '../../mail/outbox.repository.js';
import da from './invitation-messages/da.json' with { type: 'json' };
import deDE from './invitation-messages/de-DE.json' with { type: 'json' };
import de from './invitation-messages/de.json' with { type: 'json' };
import en from './invitation-messages/en.json' with { type: 'json' };
import es from './invitation-messages/es.json' with { type: 'json' };
import fr from './invitation-messages/fr.json' with { type: 'json' };
import it from './invitation-messages/it.json' with { type: 'json' };
import nl from './invitation-messages/nl.json' with { type: 'json' };
import sv from './invitation-messages/sv.json' with { type: 'json' };
import { SET_UP_LINK_HOURS } from './set-up-links.repository.js';

type InvitationMessages = typeof en;
export const INVITATION_MESSAGES: Record<Lang, InvitationMessages> = { da, de, en, es, fr, it, nl, sv };
const OVERLAYS: Record<string, Partial<InvitationMessages>> = { 'de-DE': deDE };

export interface Invitation {
  to: string;
  name: string;
  role: OfficeRole;
  lang: Lang;
  /** The one-time set-up link. */
  link: string;
}

/**
 * The invitation to the back office, in the invitee's language and the museum's face, queued in the
 * transaction that creates the member: the mail exists exactly when the member does.
 */
export const queueInvitationMail = async (db: Executor, invitation: Invitation, shop: ShopContext, publicUrl: string, now: Date): Promise<void> => {
  const m = regionalTexts(INVITATION_MESSAGES, OVERLAYS, invitation.lang, formatLocale(invitation.lang, shop.settings.meta.country));
  const brand = mailBrand(shop.settings, publicUrl);
  const values = { museum: brand.museum, name: invitation.name, role: m[`role_${invitation.role}`], hours: SET_UP_LINK_HOURS };
  const render = (template: string) => fill(template, values);
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: render(m.greeting) },
    { kind: 'paragraph', text: render(m.text) },
    { kind: 'button', label: m.button, url: invitation.link, text: invitation.link },
    { kind: 'paragraph', text: render(m.validity) },
    { kind: 'paragraph', text: render(m.authenticator) },
    { kind: 'paragraph', text: render(m.ignore) },
    { kind: 'paragraph', text: render(m.signature) },
  ];
  const subject = render(m.subject);
  const mail = { to: invitation.to, subject, text: renderMailText(blocks, brand), html: await renderMailHtml(invitation.lang, brand, subject, render(m.text), blocks), attachments: [] };
  await enqueueMail(db, mail, now);
};
