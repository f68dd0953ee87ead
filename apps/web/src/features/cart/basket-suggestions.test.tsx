import type { ProductSummary, Suggestion } from '@foyer/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCartStore, type CartLine } from '../../lib/storage/cart-store';
import { apiStandIn, dataLayer, type Call } from '../../test/api-stand-in';
import { adultsLine } from '../../test/cart-lines';
import { mugLine, product } from '../../test/goods-lines';
import { renderInShop } from '../../test/render';
import { withQueries } from '../../test/with-queries';
import { BasketScreen } from './basket-screen';
import { BasketSuggestions } from './basket-suggestions';

const poster = product();
const visit = (type: 'ticket' | 'guidedTour', id: number, name: string, price_from: number | null): Suggestion => ({
  kind: 'visit', type, id, name, teaser: `${name}, in short.`, image: null, price_from,
});
const SUGGESTIONS: Suggestion[] = [{ kind: 'product', product: poster }, visit('ticket', 7, 'Light over the Lake', 1200), visit('guidedTour', 12, 'Highlights of the Collection', 0)];

/** What the merchandise feature would build (the app hands its builder over). */
const toLine = vi.fn((p: Pick<ProductSummary, 'id' | 'name' | 'price'>, count: number): CartLine => ({
  ...mugLine, id: p.id, name: p.name, totalPrice: p.price * count,
  item: { type: 'merchandise', id: p.id, count, totalPrice: p.price * count },
  display: { heading: p.name, label: p.name, parts: [{ count, name: p.name, unitPrice: p.price }] },
  analytics: { ...mugLine.analytics, id: p.id, name: p.name, unitPriceCents: p.price, quantity: count, taxCents: 187 },
  quantity: { count, max: 40, unitPrice: p.price, vatBp: 810 },
}));

/** Like the server: never suggests what the cart already holds. */
/** The suggestion calls among the basket's (which also asks for today's prices). */
const asked = (calls: Call[]) => calls.filter((call) => call.path === 'checkout/suggest');

const suggest = (all: Suggestion[]) => (call: Call) => {
  const ids = (call.body as { cart: { items: { id?: number }[] } }).cart.items.map((item) => item.id);
  return { status: 200, body: { data: { suggestions: all.filter((s) => s.kind !== 'product' || !ids.includes(s.product.id)) } } };
};

const show = (builder: typeof toLine | null = toLine) =>
  renderInShop(withQueries(<BasketScreen suggestions={<BasketSuggestions toProductLine={builder ?? undefined} />} />), { path: '/en/checkout', namespaces: ['checkout', 'errors'] });

describe('complete your visit', () => {
  beforeEach(() => {
    useCartStore.setState({ lines: [adultsLine], cartId: null });
    toLine.mockClear();
  });
  afterEach(() => delete (window as unknown as { dataLayer?: unknown }).dataLayer);

  it('asks with the cart’s items and shows up to three cards: a product to add, visits to choose a date for', async () => {
    const { calls } = apiStandIn({ 'checkout/suggest': suggest([...SUGGESTIONS, visit('ticket', 8, 'Garden', 1000)]) });
    await show();
    const section = await screen.findByRole('region', { name: 'Complete your visit' });
    expect(asked(calls)[0]).toMatchObject({ method: 'POST', path: 'checkout/suggest', body: { cart: { ver: 1, items: [adultsLine.item] } } });
    const cards = within(within(section).getByRole('list')).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(within(cards[0] as HTMLElement).getByRole('link', { name: 'Exhibition poster' }).getAttribute('href')).toBe('/en/product/502');
    expect(within(cards[0] as HTMLElement).getByText('CHF 25.00')).toBeTruthy();
    expect(within(cards[0] as HTMLElement).getByRole('button', { name: 'Add to basket: Exhibition poster' })).toBeTruthy();
    expect(within(cards[1] as HTMLElement).getByRole('link', { name: 'Light over the Lake' }).getAttribute('href')).toBe('/en/tickets/7');
    expect(within(cards[1] as HTMLElement).getByText('From CHF 12.00')).toBeTruthy();
    expect(within(cards[2] as HTMLElement).getByRole('link', { name: 'Highlights of the Collection' }).getAttribute('href')).toBe('/en/guided-tours/12');
    expect(within(cards[2] as HTMLElement).getByText('Free')).toBeTruthy();
    expect(within(section).queryByRole('button', { name: /Light over the Lake/ })).toBeNull();
  });

  it('adds a product in one tap, says so where focus lands, reports it, and asks again for the new basket', async () => {
    const layer = dataLayer();
    const { calls } = apiStandIn({ 'checkout/suggest': suggest(SUGGESTIONS) });
    await show();
    await userEvent.click(await screen.findByRole('button', { name: 'Add to basket: Exhibition poster' }));
    expect(toLine).toHaveBeenCalledWith(poster, 1);
    expect(useCartStore.getState().lines.map((l) => l.item)).toEqual([adultsLine.item, { type: 'merchandise', id: 502, count: 1, totalPrice: 2500 }]);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Exhibition poster is now in your basket.');
    expect(document.activeElement).toBe(status);
    expect(layer).toContainEqual(expect.objectContaining({ event: 'add_to_cart', ecommerce: expect.objectContaining({ value: 25, items: [expect.objectContaining({ item_id: '502', quantity: 1 })] }) }));
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Add to basket: Exhibition poster' })).toBeNull());
    expect(asked(calls)).toHaveLength(2);
    expect((asked(calls)[1]?.body as { cart: { items: unknown[] } }).cart.items).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Exhibition poster' })).toBeTruthy();
  });

  it('asks again when a count changes', async () => {
    useCartStore.setState({ lines: [mugLine] });
    const { calls } = apiStandIn({ 'checkout/suggest': suggest(SUGGESTIONS) });
    await show();
    await screen.findByRole('region', { name: 'Complete your visit' });
    await userEvent.click(screen.getByRole('button', { name: 'One more: Museum mug' }));
    await vi.waitFor(() => expect(asked(calls)).toHaveLength(2));
    expect((asked(calls)[1]?.body as { cart: { items: { count: number }[] } }).cart.items[0]?.count).toBe(3);
  });

  it('without a builder a product card only leads to its page', async () => {
    apiStandIn({ 'checkout/suggest': suggest(SUGGESTIONS) });
    await show(null);
    await screen.findByRole('region', { name: 'Complete your visit' });
    expect(screen.queryByRole('button', { name: /Add to basket/ })).toBeNull();
  });

  it.each([
    ['there is nothing to suggest', { status: 200, body: { data: { suggestions: [] } } }],
    ['the call fails', { status: 422, body: { code: 'VALIDATION_FAILED', message: 'x' } }],
  ])('is hidden when %s', async (_, answer) => {
    const { calls } = apiStandIn({ 'checkout/suggest': answer });
    await show();
    await vi.waitFor(() => expect(asked(calls)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('heading', { name: 'Complete your visit' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Your basket' })).toBeTruthy();
  });
});
