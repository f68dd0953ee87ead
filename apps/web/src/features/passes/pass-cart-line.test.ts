import { describe, expect, it } from 'vitest';
import { annualPassCartItemSchema } from '@foyer/contract';
import { toPassCartLine } from './pass-cart-line';

const annual = { id: 21, name: 'Annual pass', price: 9000, vat_value: 8.1 };
const holder = (number: number) => `Holder ${number}`;
const anna = { name: 'Anna Muster', address: null, send_to_custom_addr: false };
const luca = { name: 'Luca Rossi', address: { street: 'Via Nassa 5', zip: '6900', city: 'Lugano', country: 'CH' }, send_to_custom_addr: true };

describe('toPassCartLine (SPEC §3/§7 annualPass line, SPEC §9 VAT portion)', () => {
  it('is a complete basket line: one owner per pass, priced at the catalog price, its holders shown as details', () => {
    expect(toPassCartLine(annual, [anna, luca], holder)).toEqual({
      type: 'annualPass',
      id: 21,
      name: 'Annual pass',
      totalPrice: 18000,
      vatCents: 1349,
      item: { type: 'annualPass', id: 21, count: 2, owners: [anna, luca], totalPrice: 18000 },
      display: {
        heading: 'Annual pass',
        label: 'Annual pass',
        parts: [{ count: 2, name: 'Annual pass', unitPrice: 9000 }],
        answers: [
          { question: 'Holder 1', answer: 'Anna Muster' },
          { question: 'Holder 2', answer: 'Luca Rossi' },
        ],
        answersKind: 'holders',
      },
      analytics: { id: 21, name: 'Annual pass', category: 'Merchandise', unitPriceCents: 9000, quantity: 2, taxCents: 1349 },
    });
  });

  it('sends an item the contract accepts', () => {
    expect(annualPassCartItemSchema.safeParse(toPassCartLine(annual, [anna, luca], holder).item).success).toBe(true);
  });

  it('takes the VAT once on the line total, and none for a pass without VAT', () => {
    // 3 × a unit VAT of 674 would be 2022; on the total it is 2023.
    expect(toPassCartLine(annual, [anna, anna, anna], holder).vatCents).toBe(2023);
    expect(toPassCartLine({ ...annual, vat_value: 0 }, [anna], holder).vatCents).toBe(0);
  });
});
