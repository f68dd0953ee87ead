import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCartStore } from '../../lib/storage/cart-store';
import { useSessionStore } from '../../lib/storage/session-store';
import { apiStandIn } from '../../test/api-stand-in';
import { adultsLine } from '../../test/cart-lines';
import { renderInShop } from '../../test/render';
import { useBookingStore } from './booking-store';
import { CheckoutSuccessScreen } from './checkout-success-screen';
import { PaymentAcceptedScreen } from './payment-accepted-screen';
import { pendingClock } from './payment-pending';

const booked = { status: 200, body: { data: { booking_id: 4711, has_tickets: false, tickets_url: null } } };
const pending = { status: 422, body: { code: 'PAYMENT_PENDING', message: 'Your payment is still being confirmed.' } };
const options = (path: string) => ({ path, namespaces: ['checkout' as const, 'errors' as const] });
const CONFIRMING = 'We are waiting for the payment service to confirm your payment. This usually takes only a moment – please keep this page open.';

/** execPayment answers PAYMENT_PENDING `times` times, then books. */
const confirmedAfter = (times: number) => {
  let asked = 0;
  return apiStandIn({ 'checkout/execPayment': () => (++asked > times ? booked : pending) });
};
const execCalls = (calls: { path: string }[]) => calls.filter((c) => c.path === 'checkout/execPayment').length;

/** Pauses that end when the test says so; `waits` records each pause's length. */
const steppedClock = () => {
  const waits: number[] = [];
  let release: (() => void) | null = null;
  vi.spyOn(pendingClock, 'pause').mockImplementation((ms) => {
    waits.push(ms);
    return new Promise<void>((resolve) => {
      release = resolve;
    });
  });
  const tick = async () => {
    await vi.waitFor(() => expect(release).not.toBeNull());
    const go = release as unknown as () => void;
    release = null;
    go();
  };
  return { waits, tick };
};

beforeEach(() => {
  useCartStore.setState({ lines: [adultsLine], cartId: null });
  useBookingStore.setState({ booking: null });
  useSessionStore.setState({ token: 'tok', customer: { fname: 'Ada', lname: 'L', email: 'ada@example.com', isGuest: true } });
});
afterEach(() => vi.restoreAllMocks());

describe('a payment the provider has not confirmed yet', () => {
  it('success page: shows a calm status and asks again every 2 seconds until the order is booked', async () => {
    const clock = steppedClock();
    const { calls } = confirmedAfter(2);
    await renderInShop(<CheckoutSuccessScreen />, options('/en/checkout/success?cartId=c-1'));
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe(CONFIRMING));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(execCalls(calls)).toBe(1);
    await clock.tick();
    await vi.waitFor(() => expect(execCalls(calls)).toBe(2));
    expect(screen.getByRole('status').textContent).toBe(CONFIRMING);
    await clock.tick();
    expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toBeTruthy();
    expect(execCalls(calls)).toBe(3);
    expect(clock.waits).toEqual([2000, 2000]);
    expect(useCartStore.getState().lines).toEqual([]);
  });

  it('success page: after 60 seconds stops asking, says the confirmation will come by e-mail and keeps the basket', async () => {
    const waits: number[] = [];
    vi.spyOn(pendingClock, 'pause').mockImplementation(async (ms) => void waits.push(ms));
    const { calls } = confirmedAfter(Infinity);
    await renderInShop(<CheckoutSuccessScreen />, options('/en/checkout/success?cartId=c-1'));
    expect(await screen.findByRole('heading', { name: 'Your payment is still being confirmed' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'Confirmation is taking longer than usual. As soon as it arrives, we will send you the order confirmation by e-mail. Your basket is kept until then.',
    );
    expect(waits.reduce((sum, ms) => sum + ms, 0)).toBe(60_000);
    expect(execCalls(calls)).toBe(31);
    expect(useCartStore.getState().lines).toEqual([adultsLine]);
    expect(screen.getByRole('link', { name: 'Back to the basket' }).getAttribute('href')).toBe('/en/checkout');
  });

  it('stops asking when the visitor leaves the page', async () => {
    const clock = steppedClock();
    const { calls } = confirmedAfter(Infinity);
    const view = await renderInShop(<CheckoutSuccessScreen />, options('/en/checkout/success?cartId=c-1'));
    await vi.waitFor(() => expect(screen.getByRole('status')).toBeTruthy());
    view.unmount();
    await clock.tick();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(execCalls(calls)).toBe(1);
  });

  it('accepted page: the order button waits for the confirmation the same way, then goes to success', async () => {
    const clock = steppedClock();
    const { calls } = confirmedAfter(1);
    const { router } = await renderInShop(<PaymentAcceptedScreen />, options('/en/checkout/accepted?cartId=c-3'));
    await userEvent.click(screen.getByRole('button', { name: 'Complete order' }));
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe(CONFIRMING));
    await clock.tick();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/en/checkout/success'));
    expect(execCalls(calls)).toBe(2);
  });
});
