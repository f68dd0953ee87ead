import { act, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCartStore } from '../storage/cart-store';
import { withCount } from '../storage/line-count';
import { useSessionStore } from '../storage/session-store';
import { apiStandIn, type Call } from '../../test/api-stand-in';
import { adultsLine } from '../../test/cart-lines';
import { mugLine } from '../../test/goods-lines';
import { renderInShop } from '../../test/render';
import { withQueries } from '../../test/with-queries';
import { queryClient } from '../query-client';
import { askShippingEarly, takeEarlyShipping } from './early-shipping';
import { useShipping, type ShippingState } from './use-shipping';

const Probe = ({ formCountry }: { formCountry?: string | null }) => {
  const state: ShippingState = useShipping(formCountry);
  return <output>{JSON.stringify({ ...state, error: undefined })}</output>;
};
const state = () => JSON.parse(screen.getByRole('status').textContent ?? '{}') as Record<string, unknown>;
const costs = (call: Call) => {
  const body = call.body as { cart: { count: number }[]; country: string };
  if (body.country === 'US') return { status: 422, body: { code: 'NO_SHIPPING_COSTS', message: 'no rate' } };
  return { status: 200, body: { data: { cost: 500 + 200 * body.cart.reduce((n, l) => n + l.count, 0), country: body.country } } };
};
const show = (formCountry?: string | null) => renderInShop(withQueries(<Probe formCountry={formCountry} />));

describe('shipping of the basket', () => {
  beforeEach(() => {
    useCartStore.setState({ lines: [adultsLine, mugLine] });
    useSessionStore.setState({ token: null, customer: { fname: 'Ada', lname: 'L', country: 'CH', isGuest: true }, shippingAddress: null });
  });

  it('asks nothing without goods', async () => {
    useCartStore.setState({ lines: [adultsLine] });
    const { calls } = apiStandIn({ 'shipping/costs': costs });
    await show();
    expect(state()).toEqual({ status: 'none' });
    expect(calls).toEqual([]);
  });

  it('asks nothing while no country is known', async () => {
    useSessionStore.setState({ customer: null });
    const { calls } = apiStandIn({ 'shipping/costs': costs });
    await show();
    expect(state()).toEqual({ status: 'unknown' });
    expect(calls).toEqual([]);
  });

  it('prices the goods for the saved customer’s country, and again whenever the goods change', async () => {
    const { calls } = apiStandIn({ 'shipping/costs': costs });
    await show();
    await vi.waitFor(() => expect(state()).toEqual({ status: 'ready', country: 'CH', cost: 900 }));
    expect(calls[0]).toMatchObject({ method: 'POST', path: 'shipping/costs', body: { cart: [{ type: 'merchandise', id: 501, count: 2 }], country: 'CH' } });
    act(() => useCartStore.getState().replaceAt(1, withCount(mugLine, 3)));
    expect(state()).toMatchObject({ status: 'loading', previous: 900 });
    await vi.waitFor(() => expect(state()).toEqual({ status: 'ready', country: 'CH', cost: 1100 }));
    act(() => void useCartStore.getState().removeAt(0));
    expect(state()).toEqual({ status: 'ready', country: 'CH', cost: 1100 });
    expect(calls).toHaveLength(2);
  });

  it('takes the separate address’s country, and the form’s before it; sends the token as _', async () => {
    useSessionStore.setState({ shippingAddress: { name: 'Grace', street: 'Ring 1', zip: '1010', city: 'Wien', country: 'AT' } });
    const { calls } = apiStandIn({ 'shipping/costs': costs }, () => 'tok');
    const { unmount } = await show();
    await vi.waitFor(() => expect(state()).toMatchObject({ status: 'ready', country: 'AT' }));
    unmount();
    await show('DE');
    await vi.waitFor(() => expect(state()).toMatchObject({ status: 'ready', country: 'DE' }));
    expect(calls.map((c) => (c.body as { country: string }).country)).toEqual(['AT', 'DE']);
    expect(calls[0]?.query.get('_')).toBe('tok');
  });

  it('a logged-in customer’s goods go to the account’s delivery address, not to a guest’s address kept in the tab (SPEC §4)', async () => {
    useSessionStore.setState({
      token: 'tok',
      customer: { fname: 'Ada', lname: 'L', country: 'CH', isGuest: false },
      shippingAddress: { name: 'Grace', street: 'Ring 1', zip: '1010', city: 'Wien', country: 'AT' },
    });
    const details = { email: 'a@b.ch', salutation: null, fname: 'Ada', lname: 'L', company: null, phone: null, street: 'S 1', zip: '8000', city: 'Z', country: 'CH', send_invoice: false, isGuest: false };
    const { calls } = apiStandIn({
      'shipping/costs': costs,
      customer: { status: 200, body: { data: { customer: { ...details, shipping: { name: 'Ada', street: 'Str 1', zip: '10117', city: 'Berlin', country: 'DE' } } } } },
    }, () => 'tok');
    await show();
    await vi.waitFor(() => expect(state()).toMatchObject({ status: 'ready', country: 'DE' }));
    expect(calls.filter((c) => c.path === 'shipping/costs').map((c) => (c.body as { country: string }).country)).not.toContain('AT');
  });

  it('keeps the code of a refusal, with no cost', async () => {
    apiStandIn({ 'shipping/costs': costs });
    await show('US');
    await vi.waitFor(() => expect(state()).toEqual({ status: 'error', country: 'US', code: 'NO_SHIPPING_COSTS' }));
  });
});

describe('shipping asked early, while the checkout loads', () => {
  beforeEach(() => {
    useCartStore.setState({ lines: [adultsLine, mugLine] });
    useSessionStore.setState({ token: null, customer: { fname: 'Ada', lname: 'L', country: 'CH', isGuest: true }, shippingAddress: null });
    // Nothing left over from another test.
    takeEarlyShipping([], '');
  });
  afterEach(() => queryClient.clear());

  it('draws the cost with the screen when the early answer is in, without asking again', async () => {
    const { calls } = apiStandIn({ 'shipping/costs': costs });
    askShippingEarly();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The app's own cache, whose answers stay fresh for a while: a test cache would ask again at once.
    await renderInShop(
      <QueryClientProvider client={queryClient}>
        <Probe />
      </QueryClientProvider>,
    );
    expect(state()).toEqual({ status: 'ready', country: 'CH', cost: 900 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(1);
  });

  it('waits for the early question still on its way instead of asking a second time', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const { calls } = apiStandIn({
      'shipping/costs': async (call) => {
        await answered;
        return costs(call);
      },
    });
    askShippingEarly();
    await show();
    expect(state()).toMatchObject({ status: 'loading', country: 'CH' });
    answer();
    await vi.waitFor(() => expect(state()).toEqual({ status: 'ready', country: 'CH', cost: 900 }));
    expect(calls).toHaveLength(1);
  });

  it('asks again when the basket or the country changed since', async () => {
    const { calls } = apiStandIn({ 'shipping/costs': costs });
    askShippingEarly();
    act(() => useCartStore.getState().replaceAt(1, withCount(mugLine, 3)));
    await show();
    await vi.waitFor(() => expect(state()).toEqual({ status: 'ready', country: 'CH', cost: 1100 }));
    expect(calls.map((call) => (call.body as { cart: { count: number }[] }).cart[0]?.count)).toEqual([2, 3]);
  });

  it('asks nothing early for a logged-in customer (the account names the country), nor without goods or a country', async () => {
    const { calls } = apiStandIn({ 'shipping/costs': costs });
    useSessionStore.setState({ token: 'tok', customer: { fname: 'Ada', lname: 'L', country: 'CH', isGuest: false } });
    askShippingEarly();
    useSessionStore.setState({ token: null, customer: null });
    askShippingEarly();
    useSessionStore.setState({ customer: { fname: 'Ada', lname: 'L', country: 'CH', isGuest: true } });
    useCartStore.setState({ lines: [adultsLine] });
    askShippingEarly();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([]);
  });
});
