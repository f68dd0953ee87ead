import { describe, expect, it } from 'vitest';
import { adultsLine, familyLine } from '../../test/cart-lines';
import { CART_VERSION, initPaymentBody, returnUrls } from './init-payment';

describe('initPayment body', () => {
  it('sends SPEC §7 ticket items (type, count, id, datetime, subtickets) with the shown total, versioned', () => {
    const body = initPaymentBody({ payart: 164, aux: { Accountholder: 'Ada', IBAN: 'CH9300762011623852957' } }, [adultsLine, familyLine], returnUrls('https://shop.test', 'en', true));
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
      url: { continue: 'https://shop.test/en/checkout/success', cancel: 'https://shop.test/en/checkout/failed' },
    });
  });

  it('returns to the accepted page when the shop does not confirm payment on checkout', () => {
    expect(returnUrls('https://shop.test', 'de', false)).toEqual({ continue: 'https://shop.test/de/checkout/accepted', cancel: 'https://shop.test/de/checkout/failed' });
  });
});
