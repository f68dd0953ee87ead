import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adultsLine } from '../../test/cart-lines';

/** When the payment step's code is asked for. */
const stepCodeAsked = vi.fn();
vi.mock('../../features/checkout/payment-step', async (original) => {
  stepCodeAsked();
  return original();
});

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
  useCartStore.setState({ lines: [adultsLine], cartId: null });
  useSessionStore.setState({ token: 'tok', customer: { fname: 'Ada', lname: 'L', isGuest: true }, shippingAddress: null });
  apiStandIn({});
  return (path: string) => renderInShop(<CheckoutPage />, { path, namespaces: ['checkout', 'errors'] });
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

describe('the payment step as the first screen of a visit', () => {
  beforeEach(() => {
    stepCodeAsked.mockClear();
    frames = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) => frames.push(frame));
  });
  afterEach(() => vi.restoreAllMocks());

  it("paints the checkout's frame first and asks for the step's code only after that paint", async () => {
    const show = await load();
    await show('/en/checkout?step=payment');
    await whileUnpainted();
    expect(screen.getByRole('navigation', { name: 'Checkout progress' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: 'Payment' })).toBeNull();
    expect(stepCodeAsked).not.toHaveBeenCalled();
    await afterPaint();
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment' })).toBeTruthy();
    expect(stepCodeAsked).toHaveBeenCalledTimes(1);
  });
});
