import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adultsLine } from '../../test/cart-lines';
import { mugLine } from '../../test/goods-lines';

/** When the payment step's code is asked for. */
const stepCodeAsked = vi.fn();
vi.mock('../../features/checkout/payment-step', async (original) => {
  stepCodeAsked();
  return original();
});
/** When the donation panel's code is asked for. */
const panelCodeAsked = vi.fn();
vi.mock('../../features/donations/donation-panel', async (original) => {
  panelCodeAsked();
  return original();
});

const OFFER = { id: 9001, name: 'Support', text: 'Your gift keeps the collection.', amounts: [500, 1000], free: null, receipt: false };

/** Fresh modules per test: whether the app has painted its first screen is module state. */
const load = async () => {
  vi.resetModules();
  const [{ CheckoutPage }, { renderInShop }, { useCartStore }, { useSessionStore }, { apiStandIn }] = await Promise.all([
    import('./checkout-page'),
    import('../../test/render'),
    import('../../lib/storage/cart-store'),
    import('../../lib/storage/session-store'),
    import('../../test/api-stand-in'),
  ]);
  useCartStore.setState({ lines: [adultsLine, mugLine], cartId: null });
  useSessionStore.setState({ token: 'tok', customer: { fname: 'Ada', lname: 'L', country: 'CH', isGuest: true }, shippingAddress: null });
  const { calls } = apiStandIn({
    donation: { status: 200, body: { data: { offer: OFFER } } },
    'checkout/suggest': { status: 200, body: { data: { suggestions: [] } } },
    'shipping/costs': { status: 200, body: { data: { cost: 900, country: 'CH' } } },
  });
  const show = (path: string) => renderInShop(<CheckoutPage />, { path, namespaces: ['checkout', 'errors', 'donations'] });
  return Object.assign(show, { calls });
};

/** Frames wait for the test: until it runs them, the page has not been painted. */
let frames: FrameRequestCallback[];
const whileUnpainted = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));
/** The frame callbacks, then the tasks they queue: the first paint has happened by then. */
const afterPaint = () =>
  act(async () => {
    for (const frame of frames.splice(0)) frame(performance.now());
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

describe('the checkout as the first screen of a visit', () => {
  beforeEach(() => {
    stepCodeAsked.mockClear();
    panelCodeAsked.mockClear();
    frames = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) => frames.push(frame));
  });
  afterEach(() => vi.restoreAllMocks());

  it("paints the checkout's frame first and asks for the step's code and its shipping only after that paint", async () => {
    const show = await load();
    await show('/en/checkout?step=payment');
    await whileUnpainted();
    expect(screen.getByRole('navigation', { name: 'Checkout progress' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: 'Payment' })).toBeNull();
    expect(stepCodeAsked).not.toHaveBeenCalled();
    expect(show.calls.map((call) => call.path)).not.toContain('shipping/costs');
    await afterPaint();
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment' })).toBeTruthy();
    expect(stepCodeAsked).toHaveBeenCalledTimes(1);
    expect(show.calls.filter((call) => call.path === 'shipping/costs')).toHaveLength(1);
  });

  it("paints the basket first and asks for the donation panel, its offer and the suggestions only after that paint", async () => {
    const show = await load();
    await show('/en/checkout');
    await whileUnpainted();
    expect(screen.getByRole('heading', { level: 1, name: 'Your basket' })).toBeTruthy();
    expect(panelCodeAsked).not.toHaveBeenCalled();
    expect(show.calls.map((call) => call.path)).not.toContain('donation');
    expect(show.calls.map((call) => call.path)).not.toContain('checkout/suggest');
    await afterPaint();
    expect(await screen.findByRole('heading', { level: 2, name: 'Support the museum' })).toBeTruthy();
    expect(panelCodeAsked).toHaveBeenCalledTimes(1);
    expect(show.calls.map((call) => call.path)).toEqual(expect.arrayContaining(['donation', 'checkout/suggest']));
  });
});
