import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../lib/i18n/languages';

const catalog = (lang: string): Record<string, string> => JSON.parse(readFileSync(join(import.meta.dirname, `${lang}.json`), 'utf8')) as Record<string, string>;
const english = catalog('en');
const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map(([p]) => p).sort();

/** Texts that are the same word in English and the language (names of things, a bare pattern). */
const SAME_AS_ENGLISH: Record<string, readonly string[]> = {
  de: ['shell.signedInAs', 'nav.start', 'invite.name', 'audit.system', 'events.name', 'events.ticketHeading', 'tours.optionLabel', 'settings.museumLegend', 'theme.logo', 'pages.text', 'paymentTypes.name', 'paymentTypes.wallet', 'shipping.zoneHeading', 'suggestions.itemOption', 'settings.sectionTickets', 'pages.nav.tickets', 'orders.statusLabel', 'orders.kind.ticket', 'orders.barcodes', 'orders.name', 'desk.code', 'desk.voucherFixed', 'visitors.name', 'visitors.tickets', 'reports.bar', 'cancelSlot.previewTender', 'cancelSlot.previewMailCount', 'doorDevices.status', 'doorDevices.pin', 'door.pin.label', 'door.nav.label', 'door.status.online', 'door.verdict.ticket', 'door.verdict.pass', 'door.verdict.unknownWhat'],
  fr: ['shell.signedInAs', 'audit.action', 'events.description', 'events.version', 'schedule.date', 'slotChanges.places', 'slotChanges.email', 'tours.questionHeading', 'tours.questionLabel', 'tours.options', 'tours.optionLabel', 'nav.pages', 'settings.version', 'theme.logo', 'pages.title', 'pages.editTitle', 'shipping.zoneHeading', 'nav.suggestions', 'suggestions.suggestItem', 'shell.menu', 'orders.total', 'orders.email', 'orders.documents', 'desk.code', 'desk.note', 'desk.voucherFixed', 'visitors.places', 'visitors.contact', 'cancelSlot.previewMails', 'door.nav.label'],
  it: ['shell.signedInAs', 'common.no', 'shell.office', 'signIn.password', 'slotChanges.email', 'tours.givenIn', 'theme.logo', 'suggestions.itemOption', 'shell.menu', 'orders.email', 'desk.voucherFixed', 'customers.account', 'reports.bar', 'cancelSlot.previewTender', 'cancelSlot.previewMailCount', 'doorDevices.pin', 'door.pin.label', 'door.nav.label', 'door.status.online'],
  nl: ['shell.signedInAs', 'nav.start', 'events.ticketHeading', 'slotChanges.email', 'settings.museumLegend', 'settings.zip', 'settings.sectionTickets', 'theme.logo', 'pages.nav.tickets', 'pages.nav.posters', 'paymentTypes.wallet', 'shipping.zoneHeading', 'suggestions.itemOption', 'shell.menu', 'orders.statusLabel', 'orders.kind.ticket', 'orders.barcodes', 'orders.email', 'desk.voucherFixed', 'customers.account', 'fulfil.product', 'visitors.tickets', 'visitors.contact', 'reports.period.week', 'reports.bar', 'cancelSlot.previewTender', 'cancelSlot.previewMails', 'cancelSlot.previewMailCount', 'cancelSlot.what', 'doorDevices.status', 'door.nav.label', 'door.status.online', 'door.verdict.ticket', 'door.verdict.unknownWhat'],
  es: ['shell.signedInAs', 'common.no', 'shell.office', 'suggestions.itemOption', 'orders.total', 'desk.voucherFixed', 'reports.bar', 'cancelSlot.previewTender', 'cancelSlot.previewMailCount', 'doorDevices.pin', 'door.pin.label'],
  sv: ['shell.signedInAs', 'nav.start', 'events.version', 'settings.museumLegend', 'settings.version', 'pages.text', 'suggestions.itemOption', 'navGroup.admin', 'orders.statusLabel', 'desk.voucherFixed', 'reports.bar', 'cancelSlot.previewTender', 'cancelSlot.previewMailCount', 'doorDevices.status', 'door.status.online'],
  da: ['shell.signedInAs', 'nav.start', 'events.version', 'slotChanges.email', 'settings.museumLegend', 'settings.version', 'theme.logo', 'paymentTypes.wallet', 'shipping.zoneHeading', 'suggestions.itemOption', 'shell.menu', 'navGroup.admin', 'orders.statusLabel', 'orders.email', 'desk.voucherFixed', 'reports.bar', 'cancelSlot.previewTender', 'cancelSlot.previewMailCount', 'doorDevices.status', 'door.nav.label', 'door.nav.scan', 'door.status.online'],
};

describe('office catalogs', () => {
  it('exist for exactly the eight languages', () => {
    expect(readdirSync(import.meta.dirname).filter((name) => name.endsWith('.json')).map((name) => name.slice(0, -5)).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES)('%s has a non-empty text for every key and nothing else, with the same placeholders', (lang) => {
    const messages = catalog(lang);
    expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(english)) {
      expect(messages[key]?.trim(), `${lang} ${key}`).toBeTruthy();
      expect(placeholders(messages[key] ?? ''), `${lang} ${key}`).toEqual(placeholders(text));
    }
  });

  it.each(LANGUAGES.filter((lang) => lang !== 'en'))('%s is translated, not copied from English', (lang) => {
    const messages = catalog(lang);
    expect(Object.keys(english).filter((key) => messages[key] === english[key] && !SAME_AS_ENGLISH[lang]?.includes(key))).toEqual([]);
  });

  it.each([
    ['de', /\b(du|dich|dein)\b/i],
    ['fr', /\b(tu|toi|ton|ta|tes)\b/i],
    ['nl', /\b(je|jij|jouw)\b/i],
    ['es', /\b(tú|tu|tus|puedes|introduce)\b/i],
    ['sv', /\b(ni|er|ert|era)\b/i],
    // "De" is also the plural article ("De to adgangskoder"); the polite pronoun shows with its verbs.
    ['da', /\b(Dem|Deres)\b|\bDe (kan|skal|har|er|må|bedes|vil)\b/],
  ] as const)('%s keeps one form of address', (lang, other) => {
    const offending = Object.entries(catalog(lang)).filter(([, text]) => other.test(text));
    expect(offending).toEqual([]);
  });
});
