import { describe, expect, it } from 'vitest';
import { TICKET_WORDS } from './ticket-words.js';

describe('the ticket words of every language', () => {
  it.each([
    ['de', 'Ihre Tickets', 'Eintritt', 'Ihre Bestellung'],
    ['en', 'Your tickets', 'Ticket', 'Your order'],
    ['fr', 'Vos billets', 'Billet', 'Votre commande'],
    ['es', 'Sus entradas', 'Entrada', 'Su pedido'],
  ] as const)('%s: "%s" and "%s" name tickets, "%s" does not', (lang, plural, singular, order) => {
    expect([plural, singular, order].map((text) => TICKET_WORDS[lang].test(text))).toEqual([true, true, false]);
  });
});
