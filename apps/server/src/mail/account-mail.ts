import { pluralForm, type Lang } from '@foyer/contract';
import { formatLocale } from '@foyer/domain';
import { regionalTexts } from '../kernel/regional-texts.js';
import type { Db } from '../db/database.js';
import { fill } from '../kernel/document-labels.js';
import da from './account-messages/da.json' with { type: 'json' };
import de from './account-messages/de.json' with { type: 'json' };
import deDE from './account-messages/de-DE.json' with { type: 'json' };
import en from './account-messages/en.json' with { type: 'json' };
import es from './account-messages/es.json' with { type: 'json' };
import fr from './account-messages/fr.json' with { type: 'json' };
import it from './account-messages/it.json' with { type: 'json' };
import nl from './account-messages/nl.json' with { type: 'json' };
import sv from './account-messages/sv.json' with { type: 'json' };
import { greetingLine, type Addressee } from './greeting.js';
import { renderMailHtml, renderMailText, type MailBlock, type MailBrand } from './mail-layout.js';
import { enqueueMail, type NewMail } from './outbox.repository.js';

type AccountMessages = typeof en;
export const ACCOUNT_MESSAGES: Record<Lang, AccountMessages> = { da, de, en, es, fr, it, nl, sv };
/** Texts a region writes differently (account-messages/de-DE.json: standard German outside Switzerland). */
export const ACCOUNT_REGION_OVERLAYS: Record<string, Partial<AccountMessages>> = { 'de-DE': deDE };

/** What happened to the account; each kind is one mail. */
export type AccountEvent =
  | { kind: 'welcome' }
  | { kind: 'passwordReset'; link: string; minutes: number }
  | { kind: 'passwordChanged' }
  /** Sent to the old address; `newEmail` is shown masked. */
  | { kind: 'emailChanged'; newEmail: string };

export interface AccountMailTo {
  lang: Lang;
  address: string;
  /** Whom the greeting names, with the salutation they chose; no name at all greets without one. */
  addressee: Addressee;
}

export interface AccountMailShop {
  museum: string;
  brand: MailBrand;
  /** Where a customer who did not make a change turns to. */
  support: string;
  /** The museum's country, whose way of writing the language the mail follows (German in Switzerland or Germany). */
  country: string;
}

/** `ada.lovelace@example.org` → `a***@example.org`: enough to recognise, too little to harvest. */
export const maskEmail = (email: string): string => {
  const at = email.lastIndexOf('@');
  return at <= 0 ? '***' : `${email.slice(0, 1)}***${email.slice(at)}`;
};

const LINK = '{link}';

/** Subject and paragraphs of each kind, as templates over the values of `buildAccountMail`; `{link}` alone is the reset link's button. */
const templates = (event: AccountEvent, m: AccountMessages, lang: Lang): { subject: string; body: string[] } => {
  switch (event.kind) {
    case 'welcome':
      return { subject: m.welcomeSubject, body: [m.welcomeText, m.welcomeBenefit] };
    case 'passwordReset':
      return { subject: m.resetSubject, body: [m.resetText, LINK, m[`resetValidity_${pluralForm(lang, event.minutes)}`], m.resetIgnore] };
    case 'passwordChanged':
      return { subject: m.passwordChangedSubject, body: [m.passwordChangedText, m.notYou] };
    case 'emailChanged':
      return { subject: m.emailChangedSubject, body: [m.emailChangedText, m.notYou] };
  }
};

/** The account mail in the customer's language, in the museum's face, as HTML and plain text. */
export const buildAccountMail = async (event: AccountEvent, to: AccountMailTo, shop: AccountMailShop): Promise<NewMail> => {
  const m = regionalTexts(ACCOUNT_MESSAGES, ACCOUNT_REGION_OVERLAYS, to.lang, formatLocale(to.lang, shop.country));
  const values: Record<string, string | number> = {
    museum: shop.museum,
    support: shop.support,
    email: event.kind === 'emailChanged' ? maskEmail(event.newEmail) : to.address,
    ...(event.kind === 'passwordReset' ? { link: event.link, minutes: event.minutes } : {}),
  };
  const { subject, body } = templates(event, m, to.lang);
  const render = (template: string) => fill(template, values);
  const { firstName, lastName } = to.addressee;
  const greeting = `${firstName}${lastName}`.trim() === '' ? render(m.greetingNoName) : greetingLine({ greeting: m.greeting, greetingMr: m.greetingMr, greetingMs: m.greetingMs }, to.addressee);
  const block = (template: string): MailBlock =>
    template === LINK && event.kind === 'passwordReset' ? { kind: 'button', label: m.resetButton, url: event.link, text: event.link } : { kind: 'paragraph', text: render(template) };
  const blocks: MailBlock[] = [{ kind: 'paragraph', text: greeting }, ...[...body, m.signature].map(block)];
  const title = render(subject);
  return {
    to: to.address,
    subject: title,
    text: renderMailText(blocks, shop.brand),
    html: await renderMailHtml(to.lang, shop.brand, title, render(body[0] ?? ''), blocks),
    attachments: [],
  };
};

/** Queued in the caller's transaction: the mail exists exactly when the change does. */
export const queueAccountMail = async (db: Db, event: AccountEvent, to: AccountMailTo, shop: AccountMailShop, now: Date): Promise<void> =>
  enqueueMail(db, await buildAccountMail(event, to, shop), now);
