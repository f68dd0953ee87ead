import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { FIELD_MESSAGES } from '../packages/contract/src/common/field-messages.ts';
import { PAY_PAGE_LABELS } from '../apps/server/src/payments/providers/test-provider/pay-page-labels.ts';

/**
 * Every text a visitor or staff member reads, in every language: the web and office catalogs, the mails (the office's invitation too), the PDF labels, the API
 * error and field messages and the built-in payment page. The rules below are the house style of
 * CLAUDE.md/common rules: one form of address per language, one word per concept, Swiss spelling and
 * French typography. A rule that fires on a text that is right gets an allow-list entry with its reason.
 */
const root = resolve(import.meta.dirname, '..');
const LANGS = ['de', 'en', 'fr', 'it', 'nl', 'es', 'sv', 'da'];

const flatten = (value, prefix = '') =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, inner]) => flatten(inner, prefix ? `${prefix}.${key}` : key))
    : [[prefix, String(value)]];
const readJson = (path) => JSON.parse(readFileSync(join(root, path), 'utf8'));

/** `[{ lang, source, text }]`: source names the catalog and key, as the allow-list and failures quote them. */
export const texts = () => {
  const all = [];
  const add = (lang, catalog, object) => {
    for (const [key, text] of flatten(object)) all.push({ lang, source: `${catalog} ${key}`, text });
  };
  for (const lang of LANGS) {
    for (const file of readdirSync(join(root, 'apps/web/src/locales', lang)).filter((f) => f.endsWith('.json'))) {
      add(lang, `web/${lang}/${file}`, readJson(`apps/web/src/locales/${lang}/${file}`));
    }
    add(lang, `mail/${lang}`, readJson(`apps/server/src/mail/messages/${lang}.json`));
    add(lang, `account-mail/${lang}`, readJson(`apps/server/src/mail/account-messages/${lang}.json`));
    add(lang, `office-invitation/${lang}`, readJson(`apps/server/src/modules/staff/invitation-messages/${lang}.json`));
    add(lang, `office-reports/${lang}`, readJson(`apps/server/src/modules/reports/report-messages/${lang}.json`));
    add(lang, `slot-change-mail/${lang}`, readJson(`apps/server/src/modules/events/slot-change-messages/${lang}.json`));
    add(lang, `visit-moved-mail/${lang}`, readJson(`apps/server/src/modules/orders/visit-moved-messages/${lang}.json`));
    add(lang, `shipped-mail/${lang}`, readJson(`apps/server/src/modules/fulfilment/fulfilment-messages/${lang}.json`));
    add(lang, `staff-mail/${lang}`, readJson(`apps/server/src/modules/staff-notices/staff-notice-messages/${lang}.json`));
    add(lang, `visitor-csv/${lang}`, readJson(`apps/server/src/modules/visitors/visitor-csv-messages/${lang}.json`));
    add(lang, `refund-mail/${lang}`, readJson(`apps/server/src/modules/refunds/refund-messages/${lang}.json`));
    add(lang, `office/${lang}`, readJson(`apps/office/src/locales/${lang}.json`));
    add(lang, `documents/${lang}`, readJson(`apps/server/src/kernel/labels/${lang}.json`));
    add(lang, `errors/${lang}`, readJson(`packages/contract/src/error-messages/${lang}.json`));
    add(lang, `field-messages/${lang}`, FIELD_MESSAGES[lang]);
    add(lang, `pay-page/${lang}`, PAY_PAGE_LABELS[lang]);
  }
  // The demo museum's own texts (names, descriptions, notices) are the first a newcomer reads.
  for (const [key, text] of flatten(readJson('demo/catalog.json'))) {
    const lang = key.split('.').at(-1);
    if (LANGS.includes(lang)) all.push({ lang, source: `demo/catalog.json ${key}`, text });
  }
  return all;
};

/** What a reader sees: placeholders ({{count}}, {order}) and markup tags (<terms>) are not words of the text. */
export const prose = (text) => text.replace(/\{\{[^}]*\}\}|\{[^}]*\}|<\/?\w+>/g, ' ');

/** Whole words in any script: JavaScript's \b knows only ASCII letters, and these languages use accents. */
const words = (list, flags = 'iu') => new RegExp(`(?<![\\p{L}\\p{N}_])(?:${list.join('|')})(?![\\p{L}\\p{N}_])`, flags);

/** A capitalised word that is not the first of a sentence. */
const midSentence = (list) => new RegExp(`(?<=[\\p{Ll},;:)–-] )(?:${list.join('|')})(?![\\p{L}\\p{N}_])`, 'u');

export const RULES = [
  {
    lang: 'de',
    name: 'Sie, never du',
    pattern: words(['du', 'dich', 'dir', 'dein', 'deine', 'deinen', 'deinem', 'deiner', 'deines', 'euch', 'euer', 'eure', 'euren', 'eurem', 'eurer']),
  },
  { lang: 'de', name: 'Swiss spelling: ss, never ß', pattern: /ß/ },
  { lang: 'de', name: 'VAT is MWST (Swiss), never MwSt.', pattern: /MwSt|Mehrwertsteuer/ },
  { lang: 'de', name: 'a total is Total, never Gesamt', pattern: /(?<!\p{L})Gesamt(?:betrag|summe|preis|total)?(?!\p{L})/u },
  { lang: 'fr', name: 'vous, never tu', pattern: words(['tu', 'te', 'toi', 'ton', 'ta', 'tes']) },
  { lang: 'fr', name: 'vous, never tu (elided)', pattern: /(?<![\p{L}-])t’\p{L}/iu },
  { lang: 'fr', name: 'typographic apostrophe ’, never \'', pattern: /'/ },
  { lang: 'fr', name: 'a no-break space (U+00A0) before : and », after «', pattern: /[^\u00A0]:(?![/\d])|[^\u00A0]»|«[^\u00A0]/u },
  { lang: 'fr', name: 'a narrow no-break space (U+202F) before ; ! ?', pattern: /[^\u202F][;!?]/u },
  {
    lang: 'it',
    name: 'Lei, never tu or voi',
    pattern: words(['tu', 'tuo', 'tua', 'tuoi', 'tue', 'ti', 'te', 'teco', 'voi', 'vostro', 'vostra', 'vostri', 'vostre', 'puoi', 'vuoi', 'devi', 'hai', 'sei', 'trovi', 'ricevi', 'scrivici', 'seguici', 'vieni', 'tornate', 'organizza', 'regala', 'attendi', 'scegli', 'controlla', 'inserisci', 'scegliete', 'prenotate', 'controllate', '(?:riprova|scopri)(?= \\p{L})', 'potrai', 'avrai', 'sarai', 'dovrai', 'vorrai', '\\p{L}+erai', '\\p{L}+irai', 'svuotalo', 'tienilo', '^(?:registrati|iscriviti)$', 'vedi(?= il suo)']),
  },
  { lang: 'it', name: 'Lei in lower case (lei, suo, le), as the mails write it', pattern: midSentence(['Lei', 'Suo', 'Sua', 'Suoi', 'Sue', 'Le', 'La', 'Gli']) },
  {
    lang: 'es',
    name: 'usted, never tú',
    pattern: words(['tú', 'tu', 'tus', 'te', 'ti', 'contigo', 'tuyo', 'tuya', 'tuyos', 'tuyas', 'os', 'vosotros', 'vuestro', 'vuestra', 'puedes', 'tienes', 'quieres', 'necesitas', 'debes', 'estás', 'eres', 'sabes', 'elige', 'comprueba', 'escríbenos', 'síguenos', 'visítanos', 'inténtalo', 'regala', 'descubre', 'planifica', 'reserva tu', '\\p{L}+rás']),
  },
  {
    lang: 'es',
    name: 'the visitor is addressed without assuming a gender: never bienvenido, invitado, clientes registrados',
    pattern: words(['bienvenidos?', '(?<!la )bienvenidas?', 'invitad[oa]s?', 'clientes? registrad[oa]s?']),
    // The demo museum's own texts speak of others too ("los perros de asistencia son bienvenidos").
    interfaceOnly: true,
  },
  { lang: 'nl', name: 'u, never je or jij', pattern: words(['je', 'jij', 'jou', 'jouw', 'jouwe', 'jezelf', 'jullie']) },
  { lang: 'nl', name: 'the basket is the winkelmand, never winkelmandje or winkelwagen', pattern: /winkelwagen|winkelmandje/iu },
  { lang: 'sv', name: 'du, never ni', pattern: words(['ni', 'er', 'ert', 'era', 'eder']) },
  { lang: 'sv', name: 'express checkout is Snabbkassa, never Snabbetalning', pattern: /snabbetalning|snabbbetalning|snabb betalning/iu },
  { lang: 'da', name: 'du, never De', pattern: midSentence(['De', 'Dem', 'Deres']) },
  { lang: 'da', name: 'du, never De (opening a sentence: only where it means they)', pattern: /(?:^|[.!?:] )(?:Deres|Dem)(?!\p{L})|(?:^|[.!?:] )De (?:kan|skal|bedes|har|er|vil|må|modtager|får|finder)(?!\p{L})/u },
  { lang: 'da', name: 'du, never I or jer', pattern: words(['jer', 'jeres']) },
];

/** A table cell split on `|` that is not written `\\|`. */
const cells = (row) => row.split(/(?<!\\)\|/).slice(1, -1).map((cell) => cell.trim().replace(/\\\|/g, '|'));

/**
 * docs/glossary.md: per language, one term per concept and the words never to use for it. A word with
 * a capital letter matches with that capital only ("Login" the noun, not "log in"); others in any case.
 */
export const glossaryRules = (markdown) => {
  const rules = [];
  let lang;
  for (const line of markdown.split('\n')) {
    const heading = /^## (\w\w)$/.exec(line);
    if (heading) lang = heading[1];
    if (!lang || !line.startsWith('|') || /^\|\s*(concept|-)/.test(line)) continue;
    const [concept, term, never = ''] = cells(line);
    for (const avoided of [...never.matchAll(/`([^`]+)`/g)].map((match) => match[1])) {
      const flags = /\p{Lu}/u.test(avoided) ? 'u' : 'iu';
      rules.push({ lang, name: `${concept} is ${term}, never ${avoided}`, pattern: words([avoided], flags), interfaceOnly: true });
    }
  }
  return rules;
};

export const GLOSSARY = readFileSync(join(root, 'docs/glossary.md'), 'utf8');
RULES.push(...glossaryRules(GLOSSARY));

/** Texts a rule flags although they are right, each with the reason. Keyed `source|rule name`. */
export const ALLOWED = new Map([]);

/** Whether `rule` flags `entry`; the glossary's rules hold for the interface, not the demo museum's own texts. */
export const flags = (rule, { lang, source, text }) =>
  lang === rule.lang && !(rule.interfaceOnly && source.startsWith('demo/')) && rule.pattern.test(prose(text));

export const violations = (rule) =>
  texts()
    .filter((entry) => flags(rule, entry) && !ALLOWED.has(`${entry.source}|${rule.name}`))
    .map(({ source, text }) => `${source}: ${text}`);
