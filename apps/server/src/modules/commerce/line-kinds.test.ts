import type { CartItem } from '@foyer/contract';
import { describe, expect, it } from 'vitest';
import type { OrderLineRow } from '../orders/orders.repository.js';
import type { LineKind, LineSuggestions } from './line-kind.js';
import { LineKinds } from './line-kinds.js';

const never = (): never => {
  throw new Error('not called');
};

/** A kind that only says what it issues, what a line weighs and what it suggests. */
const kind = (issues: LineKind<never>['issues'], extra: Partial<LineKind<never>> = {}): LineKind<never> => ({
  issues,
  price: never,
  fulfil: never,
  describe: never,
  partsBelongTo: never,
  ...extra,
});

const suggestions = (type: LineSuggestions['type']): LineSuggestions => ({ type, ref: async () => null, available: async () => new Map() });

const admission = kind('admission-tickets', { suggestions: suggestions('ticket'), visit: { timeslot: () => 7, load: async () => new Map(), summary: never, place: never, movedTo: never } });
const goods = kind('nothing', { shippingWeight: async (_db, _shop, lines) => lines.reduce((sum, line) => sum + 250 * line.count, 0), suggestions: suggestions('merchandise') });
const kinds = new LineKinds({
  ticket: admission,
  dayTicket: admission,
  guidedTour: kind('admission-tickets'),
  merchandise: goods,
  annualPass: kind('pass-cards'),
  voucher: kind('gift-vouchers'),
  // A kind that reads what a line issues off the line itself, as a donation with or without a receipt.
  donation: kind((row) => (row.details === 'receipt' ? 'donation-receipts' : 'nothing')),
});

const line = (id: number, type: string, details = '') => ({ id, type, details }) as OrderLineRow;

describe('LineKinds asks each line its kind', () => {
  it.each([
    { lines: ['ticket', 'merchandise'], issued: ['admission-tickets'], onlyTickets: true },
    { lines: ['merchandise'], issued: [], onlyTickets: true },
    { lines: ['voucher', 'ticket', 'annualPass', 'voucher'], issued: ['gift-vouchers', 'admission-tickets', 'pass-cards'], onlyTickets: false },
    { lines: ['ticket', 'donation'], issued: ['admission-tickets'], onlyTickets: true },
    { lines: ['ticket', 'donation:receipt'], issued: ['admission-tickets', 'donation-receipts'], onlyTickets: false },
  ])('$lines issue $issued', ({ lines, issued, onlyTickets }) => {
    const rows = lines.map((typed, index) => {
      const [type = '', details] = typed.split(':');
      return line(index, type, details);
    });
    expect(kinds.issuedDocuments(rows)).toEqual(issued);
    expect(kinds.issuesOnlyTickets(rows)).toBe(onlyTickets);
  });

  it('hands each kind its own basket lines to check (both types of a kind that serves two), and takes any mix from kinds without a check', () => {
    const checked: string[][] = [];
    const counting = kind('admission-tickets', { checkBasket: (items: readonly CartItem[]) => void checked.push(items.map((item) => item.type)) });
    const refusing = kind('nothing', {
      checkBasket: (items) => {
        if (items.length > 1) throw new Error('one at most');
      },
    });
    const checking = new LineKinds({ ticket: counting, dayTicket: counting, guidedTour: kind('admission-tickets'), merchandise: goods, annualPass: kind('pass-cards'), voucher: kind('gift-vouchers'), donation: refusing });
    const item = (type: string) => ({ type }) as CartItem;
    checking.checkBasket([item('ticket'), item('merchandise'), item('merchandise'), item('dayTicket'), item('donation')]);
    expect(checked).toEqual([['ticket', 'dayTicket']]);
    expect(() => checking.checkBasket([item('donation'), item('ticket'), item('donation')])).toThrow('one at most');
  });

  it('groups the lines of a kind that serves two types, kinds in the order of their first line', () => {
    const grouped = [...kinds.byKind([line(1, 'merchandise'), line(2, 'ticket'), line(3, 'dayTicket'), line(4, 'merchandise')])];
    expect(grouped.map(([, lines]) => lines.map((one) => one.id))).toEqual([[1, 4], [2, 3]]);
  });

  it.each([
    { type: 'ticket', timeslot: 7 },
    { type: 'merchandise', timeslot: null },
  ])('a $type line visits timeslot $timeslot', ({ type, timeslot }) => expect(kinds.timeslot(line(1, type))).toBe(timeslot));

  it('weighs only the lines of kinds that ship, and lines of unknown types not at all', async () => {
    const basket = [
      { type: 'merchandise', id: 1, count: 2 },
      { type: 'ticket', id: 2, count: 5 },
      { type: 'donation', id: 3, count: 1 },
    ];
    expect(await kinds.shippingWeight(undefined as never, 1, basket)).toBe(500);
  });

  it('offers each kind that may be suggested once, and follows a basket line only of a known type', () => {
    expect(kinds.suggestable().map((one) => one.type)).toEqual(['ticket', 'merchandise']);
    expect(kinds.suggestionsOf('dayTicket')?.type).toBe('ticket');
    expect(kinds.suggestionsOf('voucher')).toBeUndefined();
    expect(kinds.suggestionsOf('nonsense')).toBeUndefined();
  });

  it('refuses a line of a type no kind serves', () => expect(() => kinds.of('nonsense')).toThrow('order line of unknown type "nonsense"'));
});
