import { describe, expect, it } from 'vitest';
import { guidedTourCartItemSchema } from '@foyer/contract';
import { adultsLine, familyLine, tourLine } from '../../test/cart-lines';
import { CART_VERSION, initPaymentBody, returnUrls } from './init-payment';

describe('initPayment body', () => {
  it('sends SPEC §7 ticket items (type, count, id, datetime, subtickets) with the shown total, versioned', () => {
    const body = initPaymentBody({ payart: 164, aux: { Accountholder: 'Ada', IBAN: 'CH9300762011623852957' } }, [adultsLine, familyLine], returnUrls('en', true));
    expect(body).toEqual({
      payart: 164,
      aux: { Accountholder: 'Ada', IBAN: 'CH9300762011623852957' },
      cart: {
        ver: CART_VERSION,
        external_document_number: null,
        items: [
          { type: 'ticket', count: 2, id: 10021, datetime: '2026-11-22T11:00:00+01:00', subtickets: [], totalPrice: 4400 },
          { type: 'ticket', count: 1, id: 10024, datetime: '2026-11-22T11:00:00+01:00', subtickets: [{ id: 100241, count: 2 }, { id: 100242, count: 3 }], totalPrice: 5200 },
        ],
      },
      url: { continue: '/en/checkout/success', cancel: '/en/checkout/failed' },
    });
  });

  it('sends a guidedTour item exactly as checkout prices it (SPEC §7: type, answers, datetime, tourId, prices, tickets)', () => {
    const [item] = initPaymentBody({ payart: 164, aux: {} }, [tourLine], returnUrls('fr', true)).cart.items;
    expect(item).toEqual({
      type: 'guidedTour',
      tourId: 2001,
      datetime: '2026-11-24T14:00:00+01:00',
      prices: [{ id: 20011, count: 1 }, { id: 20012, count: 1 }],
      tickets: [{ id: 20015, count: 1, subtickets: [{ id: 200151, count: 1 }] }, { id: 20017, count: 1, subtickets: [] }],
      answers: [{ qId: 7, type: 'checkbox', value: [1, 3] }],
      totalPrice: 2700,
    });
    expect(guidedTourCartItemSchema.safeParse(item).success).toBe(true);
  });

  it('returns to the accepted page when the shop does not confirm payment on checkout', () => {
    expect(returnUrls('de', false)).toEqual({ continue: '/de/checkout/accepted', cancel: '/de/checkout/failed' });
  });
});
