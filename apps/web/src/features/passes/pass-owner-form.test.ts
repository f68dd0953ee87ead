import { describe, expect, it } from 'vitest';
import { passOwnerSchema } from '@foyer/contract';
import { blankOwner, missingFields, toWireOwner, type OwnerEntry } from './pass-owner-form';

const owner = (overrides: Partial<OwnerEntry>): OwnerEntry => ({ ...blankOwner('CH'), ...overrides });
const address = { street: 'Via Nassa 5', zip: '6900', city: 'Lugano', country: 'CH' };

describe('pass holders (SPEC §5: a name for every holder, a complete address for a card sent to its holder)', () => {
  it.each([
    { name: 'a holder without a name', entry: owner({}), missing: ['name'] },
    { name: 'a name of spaces only', entry: owner({ name: '   ' }), missing: ['name'] },
    { name: 'a card that goes with the order', entry: owner({ name: 'Anna' }), missing: [] },
    { name: 'a card sent to an empty address', entry: owner({ name: 'Anna', sendToOwner: true, country: '' }), missing: ['street', 'zip', 'city', 'country'] },
    { name: 'a card sent to a partial address', entry: owner({ name: '', sendToOwner: true, street: 'Via Nassa 5', city: ' ' }), missing: ['name', 'zip', 'city'] },
    { name: 'a card sent to a complete address', entry: owner({ name: 'Luca', sendToOwner: true, ...address }), missing: [] },
  ])('$name', ({ entry, missing }) => expect(missingFields(entry)).toEqual(missing));

  it('sends a trimmed owner, with an address only when the card goes to it, as the contract takes it', () => {
    const withOrder = toWireOwner(owner({ name: ' Anna Muster ', street: 'typed, then unticked' }));
    const toHolder = toWireOwner(owner({ name: 'Luca Rossi', sendToOwner: true, ...address, street: ' Via Nassa 5 ' }));
    expect([withOrder, toHolder]).toEqual([
      { name: 'Anna Muster', address: null, send_to_custom_addr: false },
      { name: 'Luca Rossi', address, send_to_custom_addr: true },
    ]);
    expect([withOrder, toHolder].every((wire) => passOwnerSchema.safeParse(wire).success)).toBe(true);
  });
});
