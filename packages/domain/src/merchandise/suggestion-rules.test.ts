import { describe, expect, it } from 'vitest';
import { suggestionCandidates, type ItemRef, type SuggestionRule } from './suggestion-rules.js';

const book: ItemRef = { type: 'merchandise', id: 1 };
const poster: ItemRef = { type: 'merchandise', id: 2 };
const mug: ItemRef = { type: 'merchandise', id: 3 };
const tour: ItemRef = { type: 'guidedTour', id: 10 };
const exhibition: ItemRef = { type: 'ticket', id: 20 };

const rules: SuggestionRule[] = [
  { when: { type: 'ticket', id: 20 }, suggest: [book, tour] },
  { when: { type: 'merchandise' }, suggest: [tour, exhibition, poster] },
  { when: { type: 'any' }, suggest: [mug] },
];

describe('suggestionCandidates (DESIGN.md "Upselling")', () => {
  it.each([
    { name: 'an empty cart gets nothing, not even "any" rules', cart: [], expected: [] },
    { name: 'one item of a kind: its rule first, then "any"', cart: [exhibition], expected: [book, tour, mug] },
    { name: 'a kind rule matches any item of that kind', cart: [poster], expected: [tour, exhibition, mug] },
    { name: 'never an item already in the cart, each once across rules', cart: [exhibition, book], expected: [tour, poster, mug] },
    { name: 'a rule for another id of the kind does not match', cart: [{ type: 'ticket', id: 21 } satisfies ItemRef], expected: [mug] },
    { name: 'everything suggested is already there', cart: [tour, exhibition, poster, mug, book], expected: [] },
  ])('$name', ({ cart, expected }) => expect(suggestionCandidates(rules, cart)).toEqual(expected));

  it('keeps rule order, not cart order', () => expect(suggestionCandidates(rules, [book, exhibition])).toEqual([tour, poster, mug]));
});
