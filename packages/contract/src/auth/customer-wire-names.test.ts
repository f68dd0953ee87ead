import { describe, expect, it } from 'vitest';
import { fieldAsSent, unfoldCustomerWireNames } from './customer-wire-names.js';

const home = { name: 'Ada Lovelace', street: 'Seeweg 1', zip: '8000', city: 'Zürich', country: 'CH' };
const office = { name: 'Ada Lovelace', street: 'Bahnhofstrasse 3', zip: '3011', city: 'Bern', country: 'CH' };

describe('unfoldCustomerWireNames (SPEC §3 addrBilling / addrShipping)', () => {
  it.each([
    ['today’s flat names pass unchanged', { fname: 'Ada', street: 'Seeweg 1', shipping: office }, { fname: 'Ada', street: 'Seeweg 1', shipping: office }, []],
    ['addrBilling fills the billing parts, its name stays with fname/lname', { fname: 'Ada', addrBilling: home }, { fname: 'Ada', street: 'Seeweg 1', zip: '8000', city: 'Zürich', country: 'CH' }, []],
    ['addrShipping becomes the delivery address', { addrShipping: office }, { shipping: office }, []],
    ['addrShipping false means same as billing', { addrShipping: false }, { shipping: false }, []],
    ['both names with the same value agree', { street: 'Seeweg 1', addrBilling: { street: 'Seeweg 1' } }, { street: 'Seeweg 1' }, []],
    ['both names with different values conflict', { street: 'Gasse 2', addrBilling: home, shipping: home, addrShipping: office }, { street: 'Gasse 2', zip: '8000', city: 'Zürich', country: 'CH', shipping: home }, ['addrBilling.street', 'addrShipping']],
    ['an addrBilling that is no address is refused', { addrBilling: 'Seeweg 1' }, {}, ['addrBilling']],
  ])('%s', (_name, raw, input, conflicts) => {
    expect(unfoldCustomerWireNames(raw)).toMatchObject({ input, conflicts });
  });

  it('leaves anything that is not a record to validation', () => {
    expect(unfoldCustomerWireNames('x')).toEqual({ input: 'x', conflicts: [], sentAs: {} });
  });

  it.each([
    ['a billing part', 'city', 'addrBilling.city'],
    ['a part of the delivery address', 'shipping.street', 'addrShipping.street'],
    ['a field sent under its flat name', 'zip', 'zip'],
    ['a field without a second name', 'fname', 'fname'],
  ])('names %s back as it was sent', (_name, field, named) => {
    const { sentAs } = unfoldCustomerWireNames({ zip: '8000', addrBilling: { city: 'Bern', zip: '8000' }, addrShipping: { street: 'x' } });
    expect(fieldAsSent(field, sentAs)).toBe(named);
  });
});
