import { describe, expect, it } from 'vitest';
import { toCartLines } from './cart-lines';
import { selectionSummary } from './ticket-selection';
import { slot, sub, ticket } from './test-fixtures';

const at = slot('2026-11-26', 10, 8, 1);
const carer = sub({ id: 31, name: 'Carer (free)', min_quantity: 1, max_quantity: 1 });
const guide = sub({ id: 32, name: 'Audio guide', price: 400, min_quantity: 0, max_quantity: 1 });
const access = ticket({ id: 13, name: 'Visitor with disability', price: 1200, schedule: [at], subtickets: [carer, guide] });
const family = ticket({ id: 14, name: 'Family ticket', price: 5200, family: true, schedule: [at], subtickets: [sub({ id: 41, name: 'Adults', min_quantity: 1, max_quantity: 2 })] });

describe('ticket basket lines', () => {
  it('let the basket change the count up to the places free when added, carers and add-ons following each ticket', () => {
    const summary = selectionSummary([access, family], { 13: { count: 2, subtickets: { 32: 1 } }, 14: { count: 0, subtickets: { 41: 2 } } });
    const [line, familyLine] = toCartLines(summary, { name: 'Light over the Lake' }, at, (t) => (t.id === 13 ? 2 : 0));
    expect(line?.quantity).toEqual({
      count: 2,
      max: 2,
      limit: 'places',
      unitPrice: 1200,
      vatBp: 810,
      followers: [
        { id: 31, count: 2, minPerUnit: 1, maxPerUnit: 1, unitPrice: 0, vatBp: 810 },
        { id: 32, count: 1, minPerUnit: 0, maxPerUnit: 1, unitPrice: 400, vatBp: 810 },
      ],
    });
    // A family ticket is one package whose members were counted one by one.
    expect(familyLine?.quantity).toBeUndefined();
  });
});
