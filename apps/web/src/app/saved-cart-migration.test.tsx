import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { BasketScreen } from '../features/cart/basket-screen';
import { initPaymentBody, returnUrls } from '../features/checkout/init-payment';
import { CART_STORAGE_KEY, useCartStore } from '../lib/storage/cart-store';
import { renderInShop } from '../test/render';

/*
 * Carts saved by the shop before line kinds (state version 0), as a visitor's session storage holds
 * them. `item` is what that version's checkout sent for the line and `shown` what its basket listed,
 * both captured from that version's code before the change.
 */
const CASES = [
  {
    name: 'a ticket line',
    saved: {'type': 'ticket', 'id': 10021, 'name': 'Adults', 'totalPrice': 4400, 'count': 2, 'datetime': '2026-11-22T11:00:00+01:00', 'ticket': {'eventId': 1002, 'eventName': 'Light over the Lake', 'price': 2200, 'vat_value': 8.1, 'totalCount': 2, 'subtickets': []}},
    item: {'type': 'ticket', 'count': 2, 'id': 10021, 'datetime': '2026-11-22T11:00:00+01:00', 'subtickets': [], 'totalPrice': 4400},
    shown: ['Light over the Lake', '22/11/2026 11:00', '2 × Adults at CHF 22.00 each'],
  },
  {
    name: 'a dayTicket line with subtickets',
    saved: {'type': 'dayTicket', 'id': 30012, 'name': 'Day pass with guide', 'totalPrice': 1900, 'count': 1, 'datetime': '2026-11-23T00:00:00+01:00', 'ticket': {'eventId': 3001, 'eventName': 'Garden', 'price': 1500, 'vat_value': 2.5, 'totalCount': 3, 'subtickets': [{'id': 300121, 'name': 'Audio guide', 'count': 1, 'price': 400}, {'id': 300122, 'name': 'Child under 6', 'count': 2, 'price': 0}]}},
    item: {'type': 'dayTicket', 'count': 1, 'id': 30012, 'datetime': '2026-11-23T00:00:00+01:00', 'subtickets': [{'id': 300121, 'count': 1}, {'id': 300122, 'count': 2}], 'totalPrice': 1900},
    shown: ['Garden', '23/11/2026', '1 × Day pass with guide at CHF 15.00', '1 × Audio guide at CHF 4.00', '2 × Child under 6, included'],
  },
  {
    name: 'a tour line',
    saved: {'type': 'guidedTour', 'id': 2001, 'name': 'Highlights of the Collection', 'totalPrice': 2700, 'count': 2, 'datetime': '2026-11-24T14:00:00+01:00', 'tour': {'tourId': 2001, 'date': '2026-11-24', 'time': '14:00', 'single_ticketing': 1, 'participants': 2, 'vatCents': 202, 'prices': [{'id': 20011, 'name': 'Tour supplement', 'count': 1, 'price': 500}, {'id': 20012, 'name': 'Tour supplement, children (free)', 'count': 1, 'price': 0}], 'tickets': [{'id': 20015, 'name': 'Admission, adults', 'count': 1, 'price': 1800, 'subtickets': [{'id': 200151, 'name': 'Audio guide', 'count': 1, 'price': 400}]}, {'id': 20017, 'name': 'Admission, children up to 16', 'count': 1, 'price': 0, 'subtickets': []}], 'answers': [{'qId': 7, 'type': 'checkbox', 'value': [1, 3], 'question': 'What should we prepare?', 'answer': 'Hearing loop, Picnic room'}]}},
    item: {'type': 'guidedTour', 'tourId': 2001, 'datetime': '2026-11-24T14:00:00+01:00', 'prices': [{'id': 20011, 'count': 1}, {'id': 20012, 'count': 1}], 'tickets': [{'id': 20015, 'count': 1, 'subtickets': [{'id': 200151, 'count': 1}]}, {'id': 20017, 'count': 1, 'subtickets': []}], 'answers': [{'qId': 7, 'type': 'checkbox', 'value': [1, 3]}], 'totalPrice': 2700},
    shown: ['Highlights of the Collection', '24/11/2026 14:00', '2 participants', '1 × Tour supplement at CHF 5.00', '1 × Tour supplement, children (free), included', '1 × Admission, adults at CHF 18.00', '1 × Audio guide at CHF 4.00', '1 × Admission, children up to 16, included', 'What should we prepare?', 'Hearing loop, Picnic room'],
  },
];

const restore = async (lines: readonly unknown[]) => {
  sessionStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ state: { lines, requestInvoice: true, cartId: 'c-7' }, version: 0 }));
  await useCartStore.persist.rehydrate();
};

describe('a cart saved by the previous version', () => {
  beforeEach(() => useCartStore.setState({ lines: [], cartId: null }));

  it.each(CASES)('keeps $name: the basket shows it and checkout sends the same item as before', async ({ saved, item, shown }) => {
    await restore([saved]);
    const { lines, cartId } = useCartStore.getState();
    expect(cartId).toBe('c-7');
    expect(initPaymentBody({ payart: 74, aux: {} }, lines, returnUrls('en', true)).cart.items).toEqual([item]);
    await renderInShop(<BasketScreen />, { path: '/en/checkout', namespaces: ['checkout'] });
    const line = screen.getAllByRole('listitem').find((li) => li.classList.contains('basket-line')) as HTMLElement;
    const texts = [...line.querySelectorAll('h2, p:not(.basket-price), li, dt, dd')].map((node) => node.textContent);
    expect(texts).toEqual(shown);
    expect(within(line).getByRole('button', { name: `Remove ${saved.ticket ? `${saved.ticket.eventName} – ${saved.name}` : saved.name}` })).toBeTruthy();
  });

  it('keeps the VAT and the total of the whole cart, and saves it in the new version', async () => {
    await restore(CASES.map((c) => c.saved));
    await renderInShop(<BasketScreen />, { path: '/en/checkout', namespaces: ['checkout'] });
    expect(screen.getByText('Including VAT').nextElementSibling?.textContent?.replace(/\s/g, ' ')).toBe('CHF 5.78');
    expect(screen.getByText('CHF 90.00')).toBeTruthy();
    useCartStore.setState({ requestInvoice: true });
    expect(JSON.parse(sessionStorage.getItem(CART_STORAGE_KEY) ?? '{}').version).toBe(1);
  });

  it('leaves out a line of a kind that version could not order or that cannot be read, and starts empty from an unreadable cart', async () => {
    await restore([{ type: 'merchandise', id: 1, name: 'Book', totalPrice: 2500, count: 1 }, CASES[0]?.saved]);
    expect(useCartStore.getState().lines.map((line) => line.id)).toEqual([10021]);
    await restore([{ type: 'ticket', id: 5, name: 'Broken', totalPrice: 100, datetime: '2026-11-22T11:00:00+01:00', ticket: { eventName: 'X' } }, CASES[2]?.saved]);
    expect(useCartStore.getState().lines.map((line) => line.id)).toEqual([2001]);
    await restore(['nonsense', null]);
    expect(useCartStore.getState().lines).toEqual([]);
  });
});
