import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Lang } from '@foyer/contract/constants';
import { Translator } from '../lib/i18n/translator';

const dir = import.meta.dirname;
const files = readdirSync(join(dir, 'en')).filter((f) => f.endsWith('.json'));
const read = (lang: string, file: string): Record<string, unknown> => JSON.parse(readFileSync(join(dir, lang, file), 'utf8'));
const flatten = (value: unknown, prefix = ''): [string, string][] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, inner]) => flatten(inner, prefix ? `${prefix}.${key}` : key))
    : [[prefix, String(value)]];

const translator = (lang: Lang) => {
  const instance = new Translator(lang);
  for (const file of files) instance.addResourceBundle(file.replace('.json', ''), read(lang, file));
  return instance.t;
};

describe('counted texts', () => {
  it.each(LANGUAGES)('%s: every counted text has both plural forms, and each names its count', (lang) => {
    for (const file of files) {
      const entries = new Map(flatten(read(lang, file)));
      for (const [key, text] of entries) {
        const form = /_(one|other)$/.exec(key)?.[1];
        if (form === undefined) continue;
        const sibling = key.replace(/_(one|other)$/, form === 'one' ? '_other' : '_one');
        expect(entries.has(sibling), `${lang}/${file} ${sibling}`).toBe(true);
        expect(text, `${lang}/${file} ${key}`).toContain('{{count}}');
      }
    }
  });

  it.each([
    ['en', 'At most 1 ticket per booking.', 'At most 10 tickets per booking.', '1 item in your basket', '3 items in your basket'],
    ['de', 'Höchstens 1 Ticket pro Buchung.', 'Höchstens 10 Tickets pro Buchung.', '1 Artikel im Warenkorb', '3 Artikel im Warenkorb'],
    ['fr', '1 billet au maximum par réservation.', '10 billets au maximum par réservation.', '1 article dans votre panier', '3 articles dans votre panier'],
    ['it', 'Al massimo 1 biglietto per prenotazione.', 'Al massimo 10 biglietti per prenotazione.', '1 articolo nel carrello', '3 articoli nel carrello'],
    ['es', 'Como máximo 1 entrada por reserva.', 'Como máximo 10 entradas por reserva.', '1 artículo en su cesta', '3 artículos en su cesta'],
    ['nl', 'Maximaal 1 ticket per boeking.', 'Maximaal 10 tickets per boeking.', '1 artikel in uw winkelmand', '3 artikelen in uw winkelmand'],
    ['sv', 'Högst 1 biljett per bokning.', 'Högst 10 biljetter per bokning.', '1 artikel i varukorgen', '3 artiklar i varukorgen'],
    ['da', 'Højst 1 billet pr. booking.', 'Højst 10 billetter pr. booking.', '1 vare i kurven', '3 varer i kurven'],
  ] as const)('%s reads one and several right', (lang, oneTicket, tenTickets, oneLine, threeLines) => {
    const t = translator(lang);
    expect(t('tickets:detail.lineLimit', { count: 1 })).toBe(oneTicket);
    expect(t('tickets:detail.lineLimit', { count: 10 })).toBe(tenTickets);
    expect(t('checkout:basket.lines', { count: 1 })).toBe(oneLine);
    expect(t('checkout:basket.lines', { count: 3 })).toBe(threeLines);
  });

  it('counts 0 as one in French and as several elsewhere, as each language does', () => {
    expect(translator('fr')('tours:detail.placesLeft', { count: 0 })).toBe('Plus que 0 place');
    expect(translator('en')('tours:detail.placesLeft', { count: 0 })).toBe('0 places left');
  });
});
