import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useCartStore } from '../../lib/storage/cart-store';
import { useSessionStore } from '../../lib/storage/session-store';
import { apiStandIn, dataLayer } from '../../test/api-stand-in';
import { adultsLine } from '../../test/cart-lines';
import { renderInShop } from '../../test/render';
import { useBookingStore } from './booking-store';
import { CheckoutSuccessScreen } from './checkout-success-screen';
import { usePayingOrderStore } from './paying-order-store';

const ORDER = 'Qx7-abc_DEF123ghiJKL456mnoPQR789stuVWX012yz';
const options = (path: string) => ({ path, namespaces: ['checkout' as const, 'errors' as const] });
const result = (extra: Record<string, unknown> = {}) => ({
  status: 200,
  body: { data: { booking_id: 1042, has_tickets: true, tickets_url: '/api/en/order/1042/tickets.pdf?key=k', tickets_only: true, ...extra } },
});

beforeEach(() => {
  useCartStore.setState({ lines: [adultsLine], cartId: null });
  useBookingStore.setState({ booking: null });
  usePayingOrderStore.setState({ orderToken: null });
  useSessionStore.setState({ token: 'tok', customer: { fname: 'Ada', lname: 'L', email: 'ada@example.com', isGuest: false } });
});
afterEach(() => delete (window as unknown as { dataLayer?: unknown }).dataLayer);

describe('success page of a reserved order (pay later)', () => {
  it('says until when the order is reserved and that the link to pay came by e-mail', async () => {
    apiStandIn({ 'checkout/execPayment': result({ has_tickets: false, tickets_url: null, reserved_until: '2026-03-16T22:59:59Z' }) });
    await renderInShop(<CheckoutSuccessScreen />, options('/en/checkout/success?cartId=r-1'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you – your order is reserved' })).toBeTruthy();
    expect(screen.getByText('Your order is reserved until 16/03/2026. We have sent you a link to pay online.')).toBeTruthy();
    expect(screen.getByText('1042')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Download/ })).toBeNull();
    expect(useBookingStore.getState().booking?.reservedUntil).toBe('2026-03-16T22:59:59Z');
    expect(useCartStore.getState().lines).toEqual([]);
  });

  it('a paid order says nothing of a reservation', async () => {
    apiStandIn({ 'checkout/execPayment': result() });
    await renderInShop(<CheckoutSuccessScreen />, options('/en/checkout/success?cartId=c-1'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeTruthy();
    expect(screen.queryByText(/reserved until/)).toBeNull();
  });
});

describe('success page after paying an existing order', () => {
  it('books it, leads back to the order, and leaves the basket and the purchase report alone', async () => {
    const layer = dataLayer();
    usePayingOrderStore.setState({ orderToken: ORDER });
    const { calls } = apiStandIn({ 'checkout/execPayment': result() });
    await renderInShop(<CheckoutSuccessScreen />, options('/en/checkout/success?cartId=o-7'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeTruthy();
    expect(calls.map((call) => call.body)).toEqual([{ cartId: 'o-7' }]);
    expect(screen.getByRole('link', { name: 'View your order' }).getAttribute('href')).toBe(`/en/order-review/${ORDER}`);
    expect(screen.getByRole('link', { name: 'Download your tickets (PDF)' })).toBeTruthy();
    expect(useCartStore.getState()).toMatchObject({ lines: [adultsLine], cartId: null });
    expect(layer.filter((entry) => (entry as { event?: string }).event === 'purchase')).toEqual([]);
    expect(usePayingOrderStore.getState().orderToken).toBeNull();
  });

  it('books a reserved order paid now, although its reservation was kept under the same cart id', async () => {
    useBookingStore.setState({ booking: { cartId: 'r-1', bookingId: 1042, hasTickets: false, ticketsUrl: null, ticketsOnly: true, reservedUntil: '2026-03-16T22:59:59Z', orderToken: null } });
    usePayingOrderStore.setState({ orderToken: ORDER });
    const { calls } = apiStandIn({ 'checkout/execPayment': result() });
    await renderInShop(<CheckoutSuccessScreen />, options('/en/checkout/success?cartId=r-1'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeTruthy();
    expect(calls.map((call) => call.body)).toEqual([{ cartId: 'r-1' }]);
    expect(useBookingStore.getState().booking).toMatchObject({ reservedUntil: null, hasTickets: true });
  });

  it('offers to pay again on the order’s page when the payment was not completed', async () => {
    usePayingOrderStore.setState({ orderToken: ORDER });
    apiStandIn({ 'checkout/execPayment': { status: 422, body: { code: 'PAYMENT_NOT_COMPLETED', message: 'x' } } });
    await renderInShop(<CheckoutSuccessScreen />, options('/en/checkout/success?cartId=o-8'));
    expect((await screen.findByRole('link', { name: 'Try paying again' })).getAttribute('href')).toBe(`/en/order-review/${ORDER}`);
    expect(useCartStore.getState().lines).toEqual([adultsLine]);
  });
});
