import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCartStore } from '../../lib/storage/cart-store';
import { useSessionStore } from '../../lib/storage/session-store';
import { apiStandIn, dataLayer } from '../../test/api-stand-in';
import { adultsLine, familyLine } from '../../test/cart-lines';
import { mugLine } from '../../test/goods-lines';
import { renderInShop } from '../../test/render';
import { centsOf, statementRows } from '../../test/statement-rows';
import { useBookingStore } from './booking-store';
import { CheckoutSuccessScreen } from './checkout-success-screen';
import { PaymentAcceptedScreen } from './payment-accepted-screen';
import { PaymentCanceledScreen } from './payment-canceled-screen';

const booked = { status: 200, body: { data: { booking_id: 4711, has_tickets: true, tickets_url: '/api/en/order/4711/tickets.pdf?key=k', tickets_only: true } } };
const options = (path: string) => ({ path, namespaces: ['checkout' as const, 'errors' as const] });

beforeEach(() => {
  useCartStore.setState({ lines: [adultsLine, familyLine], cartId: null });
  useBookingStore.setState({ booking: null });
  useSessionStore.setState({ token: 'tok', customer: { fname: 'Ada', lname: 'L', email: 'ada@example.com', isGuest: true } });
});
afterEach(() => delete (window as unknown as { dataLayer?: unknown }).dataLayer);

describe('success page', () => {
  it('books the returned cart, keeps the booking, reports the purchase and clears the cart', async () => {
    const layer = dataLayer();
    const { calls } = apiStandIn({ 'checkout/execPayment': booked });
    await renderInShop(<CheckoutSuccessScreen />, options('/en/checkout/success?cartId=c-1'));
    expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toBeTruthy();
    expect(screen.getByText('4711')).toBeTruthy();
    expect(screen.getByText(/sent the confirmation to ada@example.com/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download your tickets (PDF)' }).getAttribute('href')).toBe('/api/en/order/4711/tickets.pdf?key=k');
    expect(calls.filter((c) => c.path === 'checkout/execPayment').map((c) => c.body)).toContainEqual({ cartId: 'c-1' });
    expect(useCartStore.getState().lines).toEqual([]);
    expect(useBookingStore.getState().booking).toMatchObject({ cartId: 'c-1', bookingId: 4711, hasTickets: true });
    const purchases = layer.filter((e) => (e as { event?: string }).event === 'purchase');
    expect(purchases).toEqual([
      {
        event: 'purchase',
        ecommerce: expect.objectContaining({ transaction_id: '4711', currency: 'CHF', value: 96, tax: 7.2, shipping: 0, items: expect.arrayContaining([expect.objectContaining({ item_category: 'Ticket', price: 22, quantity: 2 })]) }),
      },
    ]);
  });

  it('recaps what was bought, the total and the address the confirmation went to, also after a reload', async () => {
    const recap = {
      lines: [
        { name: 'Adults', title: 'Light over the Lake', count: 2, datetime: '2026-11-21T10:00:00+01:00', total_cents: 4400 },
        { name: 'Exhibition catalogue', title: '', count: 1, datetime: null, total_cents: 3900 },
      ],
      subtotal_cents: 8300,
      shipping_cents: null,
      total_cents: 8300,
      voucher_codes: [],
      due_cents: 8300,
      currency: 'CHF',
      email: 'ada.lovelace@example.org',
    };
    apiStandIn({ 'checkout/execPayment': { status: 200, body: { data: { ...booked.body.data, recap } } } });
    const first = await renderInShop(<CheckoutSuccessScreen />, options('/en/checkout/success?cartId=c-9'));
    const order = within(await screen.findByRole('region', { name: 'Your order' }));
    // Money is formatted with a no-break space.
    const text = (element: HTMLElement | null | undefined) => element?.textContent?.replace(/\s/g, ' ');
    const lines = order.getAllByRole('listitem').map(text);
    expect(lines).toEqual(['Light over the Lake2 × Adults21/11/2026, 10:00CHF 44.00', '1 × Exhibition catalogueCHF 39.00']);
    expect(statementRows(order.getByText('Total').closest('section') as HTMLElement)).toEqual([{ label: 'Total', cents: 8300 }]);
    expect(screen.getByText(/sent the confirmation to ada.lovelace@example.org/)).toBeTruthy();
    first.unmount();

    await renderInShop(<CheckoutSuccessScreen />, options('/en/checkout/success?cartId=c-9'));
    expect(within(await screen.findByRole('region', { name: 'Your order' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('adds up line by line: goods, subtotal, shipping, total, each voucher code with its dashes, what was paid', async () => {
    const recap = {
      lines: [{ name: 'Poster', title: '', count: 3, datetime: null, total_cents: 12000 }],
      subtotal_cents: 12000,
      shipping_cents: 2400,
      total_cents: 14400,
      voucher_codes: [{ code: 'RKN3-NPAA-XUTY-RF77', amount_cents: 13100 }],
      due_cents: 1300,
      currency: 'CHF',
      email: 'ada.lovelace@example.org',
    };
    apiStandIn({ 'checkout/execPayment': { status: 200, body: { data: { ...booked.body.data, recap } } } });
    await renderInShop(<CheckoutSuccessScreen />, options('/en/checkout/success?cartId=c-7'));
    const order = await screen.findByRole('region', { name: 'Your order' });
    const rows = statementRows(order);
    expect(rows.map((row) => row.label)).toEqual(['Subtotal', 'Shipping', 'Total', 'Voucher RKN3-NPAA-XUTY-RF77', 'Paid']);
    const [subtotal, shipping, total, code, paid] = rows.map((row) => row.cents) as [number, number, number, number, number];
    const lines = within(order).getAllByRole('listitem').map((item) => centsOf(item.querySelector('.booking-recap-amount')?.textContent ?? ''));
    expect(subtotal).toBe(lines.reduce((sum, cents) => sum + cents, 0));
    expect(total).toBe(subtotal + shipping);
    expect(paid).toBe(total + code);
    expect(paid).toBe(1300);
  });

  it('reports the shipping of goods with the purchase', async () => {
    const layer = dataLayer();
    useCartStore.setState({ lines: [mugLine], shippingCosts: 900 });
    apiStandIn({ 'checkout/execPayment': booked });
    await renderInShop(<CheckoutSuccessScreen />, options('/en/checkout/success?cartId=c-8'));
    expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toBeTruthy();
    const purchase = layer.find((e) => (e as { event?: string }).event === 'purchase') as { ecommerce: Record<string, unknown> };
    expect(purchase.ecommerce).toMatchObject({ value: 36, tax: 2.7, shipping: 9, items: [expect.objectContaining({ item_category: 'Merchandise', price: 18, quantity: 2 })] });
    expect(useCartStore.getState()).toMatchObject({ lines: [], shippingCosts: null });
  });

  it('calls a PDF with pass cards or vouchers the documents', async () => {
    apiStandIn({ 'checkout/execPayment': { status: 200, body: { data: { ...booked.body.data, tickets_only: false } } } });
    await renderInShop(<CheckoutSuccessScreen />, options('/en/checkout/success?cartId=c-7'));
    expect((await screen.findByRole('link', { name: 'Download your documents (PDF)' })).getAttribute('href')).toBe('/api/en/order/4711/tickets.pdf?key=k');
  });

  it('offers the tickets for Apple Wallet and Google Wallet when the museum configured them, also after a reload', async () => {
    const wallet = { apple_url: '/api/en/order/4711/wallet/apple?key=k', google_url: '/api/en/order/4711/wallet/google?key=k' };
    apiStandIn({ 'checkout/execPayment': { status: 200, body: { data: { ...booked.body.data, wallet } } } });
    const { unmount } = await renderInShop(<CheckoutSuccessScreen />, options('/en/checkout/success?cartId=c-8'));
    const group = await screen.findByRole('group', { name: 'Save on your phone' });
    const apple = within(group).getByRole('link', { name: 'Add to Apple Wallet' });
    expect(apple.getAttribute('href')).toBe(wallet.apple_url);
    // Safari hands a pass to Wallet only when it is opened, not downloaded as a file.
    expect(apple.hasAttribute('download')).toBe(false);
    expect(within(group).getByRole('link', { name: 'Add to Google Wallet' }).getAttribute('href')).toBe(wallet.google_url);
    unmount();
    await renderInShop(<CheckoutSuccessScreen />, options('/en/checkout/success?cartId=c-8'));
    expect(screen.getByRole('link', { name: 'Add to Google Wallet' })).toBeTruthy();
  });

  it('shows no wallet button when the museum configured none, and only the wallet it configured', async () => {
    apiStandIn({ 'checkout/execPayment': booked });
    const { unmount } = await renderInShop(<CheckoutSuccessScreen />, options('/en/checkout/success?cartId=c-9'));
    await screen.findByRole('link', { name: 'Download your tickets (PDF)' });
    expect(screen.queryByRole('link', { name: /Wallet/ })).toBeNull();
    unmount();
    useBookingStore.setState({ booking: null });
    apiStandIn({ 'checkout/execPayment': { status: 200, body: { data: { ...booked.body.data, wallet: { apple_url: null, google_url: '/g' } } } } });
    await renderInShop(<CheckoutSuccessScreen />, options('/en/checkout/success?cartId=c-10'));
    expect(await screen.findByRole('link', { name: 'Add to Google Wallet' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Add to Apple Wallet' })).toBeNull();
  });

  it('shows the kept booking on a reload without booking again', async () => {
    useBookingStore.setState({ booking: { cartId: 'c-1', bookingId: 4711, hasTickets: false, ticketsUrl: null, ticketsOnly: true } });
    const { calls } = apiStandIn({});
    await renderInShop(<CheckoutSuccessScreen />, options('/en/checkout/success?cartId=c-1'));
    expect(screen.getByText('4711')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Download/ })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('410: cart not found, maybe already paid or timed out; the cart is kept', async () => {
    apiStandIn({ 'checkout/execPayment': { status: 410, body: { code: 'CART_GONE', message: 'gone' } } });
    await renderInShop(<CheckoutSuccessScreen />, options('/en/checkout/success?cartId=c-9'));
    expect(await screen.findByRole('heading', { name: 'Basket not found' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('It may already have been paid for, or its time may have run out. Please check your e-mail for a confirmation.');
    expect(useCartStore.getState().lines).toHaveLength(2);
  });

  it('422 PAYMENT_NOT_COMPLETED offers to pay again', async () => {
    apiStandIn({ 'checkout/execPayment': { status: 422, body: { code: 'PAYMENT_NOT_COMPLETED', message: 'x' } } });
    await renderInShop(<CheckoutSuccessScreen />, options('/en/checkout/success?cartId=c-2'));
    expect(await screen.findByText('The payment was not completed. Please try again.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try paying again' }).getAttribute('href')).toBe('/en/checkout?step=payment');
  });
});

describe('accepted page', () => {
  it('books the order with the order button, then goes to success', async () => {
    const { calls } = apiStandIn({ 'checkout/execPayment': booked });
    const { router } = await renderInShop(<PaymentAcceptedScreen />, options('/en/checkout/accepted?cartId=c-3'));
    expect(useCartStore.getState().cartId).toBe('c-3');
    await userEvent.click(screen.getByRole('button', { name: 'Complete order' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/en/checkout/success'));
    expect(calls[0]?.body).toEqual({ cartId: 'c-3' });
    expect(useBookingStore.getState().booking?.bookingId).toBe(4711);
  });
});

describe('canceled page', () => {
  it('empties the basket on request: releases the places and clears the cart id', async () => {
    const { calls } = apiStandIn({ 'checkout/cancel': { status: 410, body: { code: 'CART_GONE', message: 'gone' } } });
    await renderInShop(<PaymentCanceledScreen />, options('/en/checkout/canceled?cartId=c-4&status=canceled'));
    expect(screen.getByRole('link', { name: 'Back to the basket' }).getAttribute('href')).toBe('/en/checkout');
    await userEvent.click(screen.getByRole('button', { name: 'Empty the basket' }));
    expect(await screen.findByRole('heading', { name: 'Basket emptied' })).toBeTruthy();
    expect(calls[0]).toMatchObject({ method: 'POST', path: 'checkout/cancel' });
    expect(calls[0]?.query.get('cartId')).toBe('c-4');
    expect(calls[0]?.query.get('noRedirect')).toBe('1');
    expect(useCartStore.getState()).toMatchObject({ lines: [], cartId: null });
  });

  it('keeps the basket when the release fails for another reason', async () => {
    apiStandIn({ 'checkout/cancel': { status: 422, body: { code: 'ORDER_ALREADY_PAID', message: 'paid' } } });
    await renderInShop(<PaymentCanceledScreen />, options('/en/checkout/canceled?cartId=c-5'));
    await userEvent.click(screen.getByRole('button', { name: 'Empty the basket' }));
    expect(await screen.findByText('This order has already been paid.')).toBeTruthy();
    expect(useCartStore.getState().lines).toHaveLength(2);
  });
});
