import { describe, expect, it } from 'vitest';
import { CART_STORAGE_KEY, cartItemCount, useCartStore, type CartLine } from './cart-store';
import { adultsLine, familyLine, tourLine } from '../../test/cart-lines';
import { nextPostLoginRedirect } from './post-login-redirect';
import { isRegisteredCustomer, rememberPartner, useSessionStore } from './session-store';

const ticket: CartLine = { ...adultsLine, id: 1, name: 'Adult' };
/** Voucher codes are a later line kind; any line whose wire item carries a barcode stands in for one. */
const code = (barcode: string): CartLine => {
  const item = { ...adultsLine.item, barcode };
  return { ...adultsLine, id: 9, name: 'Gift', totalPrice: -500, item };
};
const barcodes = (lines: readonly CartLine[]) => lines.map((l) => ('barcode' in l.item ? l.item.barcode : undefined));

describe('cart store', () => {
  it('counts the places and items of every line for the basket badge, not the lines', () => {
    useCartStore.setState({ lines: [] });
    expect(cartItemCount(useCartStore.getState().lines)).toBe(0);
    useCartStore.getState().add(ticket);
    useCartStore.getState().add({ ...ticket, id: 2 });
    expect(cartItemCount(useCartStore.getState().lines)).toBe(4);
    useCartStore.getState().add(familyLine);
    useCartStore.getState().add(tourLine);
    expect(cartItemCount(useCartStore.getState().lines)).toBe(7);
    useCartStore.getState().add({ ...code('ABC'), analytics: { ...ticket.analytics, quantity: 0 } });
    expect(cartItemCount(useCartStore.getState().lines)).toBe(7);
  });

  it('does not add a voucher code whose barcode is already in the cart', () => {
    useCartStore.setState({ lines: [] });
    useCartStore.getState().add(code('ABC'));
    useCartStore.getState().add(code('ABC'));
    useCartStore.getState().add(code('XYZ'));
    expect(barcodes(useCartStore.getState().lines)).toEqual(['ABC', 'XYZ']);
  });

  it('saves the cart to session storage and clear deletes it', () => {
    useCartStore.setState({ lines: [], cartId: 'c-1' });
    useCartStore.getState().add(ticket);
    expect(sessionStorage.getItem(CART_STORAGE_KEY)).toContain('Adult');
    useCartStore.getState().clear();
    expect(useCartStore.getState()).toMatchObject({ lines: [], cartId: null });
    expect(sessionStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it('removes a line by index and returns it', () => {
    useCartStore.setState({ lines: [ticket, code('A')] });
    expect(useCartStore.getState().removeAt(0)).toEqual(ticket);
    expect(useCartStore.getState().lines).toEqual([code('A')]);
  });
});

describe('session store', () => {
  it("keeps cookie acceptance as the string 'true' in session storage", () => {
    useSessionStore.setState({ cookieAcceptance: null });
    useSessionStore.getState().acceptCookies();
    expect(JSON.parse(sessionStorage.getItem('foyer-session') ?? '{}').state.cookieAcceptance).toBe('true');
  });

  it.each([
    ['?partner=hotel-lake', 'hotel-lake'],
    ['?partner=%20tour-op%20&x=1', 'tour-op'],
    ['?other=1', null],
    ['?partner=', null],
  ])('stores the partner of %s', (search, expected) => {
    useSessionStore.setState({ partner: null });
    rememberPartner(search);
    expect(useSessionStore.getState().partner).toBe(expected);
  });

  it('logout clears customer and token', () => {
    useSessionStore.getState().login('tok', { fname: 'Ada', lname: 'L', isGuest: false });
    useSessionStore.getState().logout();
    expect(useSessionStore.getState()).toMatchObject({ token: null, customer: null });
  });

  it.each([
    [null, null, false],
    ['t', null, false],
    ['t', { fname: 'A', lname: 'B', isGuest: true }, false],
    ['t', { fname: 'A', lname: 'B', isGuest: false }, true],
  ] as const)('token %s with customer %j is a registered customer: %s', (token, customer, expected) => {
    expect(isRegisteredCustomer({ token, customer })).toBe(expected);
  });
});

describe('post-login redirect (navigation guard)', () => {
  it.each([
    ['/en/checkout', '/en/login', null, '/en/checkout'],
    ['/en/checkout', '/en/register?returnTo=x', null, '/en/checkout'],
    ['/de/checkout', '/de/register-guest', null, '/de/checkout'],
    ['/en/checkout', '/en/forgot-password', null, '/en/checkout'],
    ['/en/checkout', '/en/recover/abc', null, '/en/checkout'],
    ['/en/tickets', '/en/login', null, null],
    ['/en/login', '/en/forgot-password', '/en/checkout', '/en/checkout'],
    ['/en/login', '/en/tickets', '/en/checkout', null],
    ['/en/checkout', '/en', '/en/checkout', null],
    [null, '/en/login', '/en/checkout', '/en/checkout'],
  ])('from %s to %s (saved %s) gives %s', (from, to, current, expected) => {
    expect(nextPostLoginRedirect(from, to, current)).toBe(expected);
  });
});
