import { accountDetails, md5 } from '../test-support/account-kit.js';
import { guestDetails } from '../test-support/checkout-kit.js';
import { mandatoryAnswers } from '../test-support/tour-test-kit.js';

/** Future slots of the fixture shop that a valid cart line names. */
export interface FuzzSlots {
  /** A slot of the collection (event 501). */
  collection: string;
  /** A day of the day pass (event 502). */
  day: string;
  /** A start of the highlights tour (601). */
  tour: string;
}

const address = { street: 'Seeweg 1', zip: '8000', city: 'Zürich', country: 'CH' };

/**
 * One valid line of every kind the basket sells (fixture catalog with merchandise), each with the
 * nested lists its schema has, so a hostile value can be put into every field of every kind.
 */
export const validCartItems = (slots: FuzzSlots): Record<string, Record<string, unknown>> => ({
  ticket: { type: 'ticket', id: 5013, count: 1, datetime: slots.collection, subtickets: [{ id: 50131, count: 1 }], totalPrice: 1200 },
  dayTicket: { type: 'dayTicket', id: 5021, count: 1, datetime: slots.day, subtickets: [], totalPrice: 1500 },
  guidedTour: {
    type: 'guidedTour',
    tourId: 601,
    datetime: slots.tour,
    prices: [{ id: 6011, count: 1 }],
    tickets: [{ id: 6013, count: 1, subtickets: [{ id: 60131, count: 1 }] }],
    answers: [...mandatoryAnswers, { qId: 6, type: 'number', value: 7 }, { qId: 3, type: 'checkbox', value: [1, 2] }],
    totalPrice: 2600,
  },
  merchandise: { type: 'merchandise', id: 701, count: 1, totalPrice: 3900 },
  annualPass: { type: 'annualPass', id: 704, count: 1, owners: [{ name: 'Ada Lovelace', address, send_to_custom_addr: true }], totalPrice: 9000 },
  voucher: { type: 'voucher', id: 802, count: 1, amount: 4000, recipient: 'Grace', message: 'Happy birthday!\nSee you soon.', totalPrice: 4000 },
  donation: { type: 'donation', id: 9001, amount: 1250, totalPrice: 1250 },
  voucherCode: { type: 'voucherCode', barcode: 'VALID-50' },
});

/** A code pays for lines, so a cart of a code alone never reaches the code: it goes with a line it pays for. */
export const linesWith = (kind: string, line: unknown, items: Record<string, Record<string, unknown>>): unknown[] =>
  kind === 'voucherCode' ? [items.merchandise, line] : [line];

const urls = { continue: '/en/checkout/success', cancel: '/en/checkout/failed' };

/**
 * A valid body for each call that takes one, by OpenAPI path: the fuzz changes one field at a time, so
 * the hostile value is what the call has to deal with, not a missing neighbour. `cart` marks where a
 * call's basket lines go.
 */
export const validBodies = (email: string): Record<string, { body: Record<string, unknown>; cart?: (items: unknown[]) => Record<string, unknown> }> => {
  const customer = { ...guestDetails, company: 'ACME', phone: '+41 44 000 00 00', shipping: { name: 'Ada Lovelace', ...address } };
  const { email: _signedIn, ...ownDetails } = customer;
  return {
    '/api/{lang}/checkout/suggest': { body: {}, cart: (items) => ({ cart: { ver: 1, items } }) },
    '/api/{lang}/checkout/prices': { body: { cart: { items: [] } }, cart: (items) => ({ cart: { items } }) },
    '/api/{lang}/checkout/initPayment': {
      body: { payart: 300, aux: { Accountholder: 'Ada Lovelace', partner: 'museum-pass' }, cart: { ver: 1, items: [], external_document_number: 'PO 4711' }, url: urls },
      cart: (items) => ({ payart: 300, aux: {}, cart: { ver: 1, items, external_document_number: 'PO 4711' }, url: urls }),
    },
    '/api/{lang}/shipping/costs': { body: { cart: [], country: 'CH' }, cart: (items) => ({ cart: items, country: 'CH' }) },
    '/api/{lang}/checkout/initPaymentOrder': { body: { payart: 300, aux: {}, id: 'unknown-order', url: urls } },
    '/api/{lang}/checkout/execPayment': { body: { cartId: 'unknown-cart' } },
    '/api/{lang}/auth/guest': { body: { c: customer } },
    '/api/{lang}/auth/login': { body: { _u: 'nobody@example.org', _p: md5('wrong') } },
    '/api/{lang}/customer/register': { body: { c: { ...customer, email: 'fuzz-register@example.org', password: accountDetails.password } } },
    '/api/{lang}/customer/validate': { body: { c: { ...customer, password: accountDetails.password } } },
    '/api/{lang}/customer/update': { body: { c: ownDetails } },
    '/api/{lang}/customer/pwdreset': { body: { email, backlink: '/en/account/reset' } },
    '/api/{lang}/customer/pwdconfirm': { body: { token: 'unknown-token', _p: md5('new secret') } },
    '/api/{lang}/customer/pwdchange': { body: { _po: md5('wrong'), _pn: md5('new secret') } },
    '/api/{lang}/customer/emailchange': { body: { _po: md5('wrong'), email: 'elsewhere@example.org' } },
  };
};
