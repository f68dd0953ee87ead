import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useCartStore } from '../../lib/storage/cart-store';
import { dataLayer } from '../../test/api-stand-in';
import { accessLine, adultsLine, familyLine } from '../../test/cart-lines';
import { mugLine } from '../../test/goods-lines';
import { renderInShop } from '../../test/render';
import { BasketScreen } from './basket-screen';

const show = (lang: 'en' | 'de' = 'en') => renderInShop(<BasketScreen />, { lang, path: `/${lang}/checkout`, namespaces: ['checkout', 'errors'] });
const mug = () => screen.getAllByRole('listitem').find((li) => li.classList.contains('basket-line') && li.textContent?.includes('Museum mug')) as HTMLElement;

describe('changing a count in the basket', () => {
  beforeEach(() => useCartStore.setState({ lines: [adultsLine, mugLine], cartId: null }));
  afterEach(() => delete (window as unknown as { dataLayer?: unknown }).dataLayer);

  it('offers a stepper only for lines priced per unit', async () => {
    await show();
    expect(screen.getAllByRole('spinbutton')).toHaveLength(1);
    expect(screen.getByRole('spinbutton', { name: 'Quantity Museum mug' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'One more: Light over the Lake – Adults' })).toBeNull();
  });

  it('one more raises the line, its total, the basket total and the VAT, saves it and reports the unit added', async () => {
    const layer = dataLayer();
    await show();
    await userEvent.click(screen.getByRole('button', { name: 'One more: Museum mug' }));
    expect((screen.getByRole('spinbutton', { name: 'Quantity Museum mug' }) as HTMLInputElement).value).toBe('3');
    expect(within(mug()).getByText('3 × CHF 18.00')).toBeTruthy();
    expect(within(mug()).getByText('CHF 54.00')).toBeTruthy();
    expect(screen.getByText('Total').nextElementSibling?.textContent?.replace(/\s/g, ' ')).toBe('CHF 98.00');
    expect(screen.getByText('Including VAT').nextElementSibling?.textContent?.replace(/\s/g, ' ')).toBe('CHF 7.35');
    expect(useCartStore.getState().lines[1]?.item).toEqual({ type: 'merchandise', id: 501, count: 3, totalPrice: 5400 });
    expect(layer).toContainEqual({
      event: 'add_to_cart',
      ecommerce: { currency: 'CHF', value: 18, tax: 1.35, items: [{ item_id: '501', item_name: 'Museum mug', item_category: 'Merchandise', price: 18, quantity: 1 }] },
    });
  });

  it('one fewer reports the unit removed, and stops at 1 (removing has its own button)', async () => {
    const layer = dataLayer();
    await show();
    await userEvent.click(screen.getByRole('button', { name: 'One fewer: Museum mug' }));
    await userEvent.click(screen.getByRole('button', { name: 'One fewer: Museum mug' }));
    expect(useCartStore.getState().lines[1]?.quantity?.count).toBe(1);
    expect(screen.getByRole('button', { name: 'One fewer: Museum mug' }).getAttribute('aria-disabled')).toBe('true');
    expect(layer.filter((e) => (e as { event?: string }).event === 'remove_from_cart')).toHaveLength(1);
    expect(within(mug()).getByText('CHF 18.00')).toBeTruthy();
  });

  it('takes a typed count up to the line’s maximum and says why it stops there', async () => {
    await show();
    const input = screen.getByRole('spinbutton', { name: 'Quantity Museum mug' });
    // Focus selects the count, so typing replaces it; an emptied field changes nothing.
    await userEvent.clear(input);
    expect(useCartStore.getState().lines[1]?.quantity?.count).toBe(2);
    await userEvent.type(input, '4', { initialSelectionStart: 0, initialSelectionEnd: 1 });
    expect(useCartStore.getState().lines[1]?.totalPrice).toBe(7200);
    expect(screen.queryByText('At most 5 of this item per order.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'One more: Museum mug' }));
    await userEvent.click(screen.getByRole('button', { name: 'One more: Museum mug' }));
    expect(useCartStore.getState().lines[1]?.quantity?.count).toBe(5);
    const hint = screen.getByText('At most 5 of this item per order.');
    expect(input.getAttribute('aria-describedby')).toBe(hint.id);
    await userEvent.click(screen.getByRole('button', { name: 'One fewer: Museum mug' }));
    expect(screen.queryByText('At most 5 of this item per order.')).toBeNull();
  });

  it('the order summary beside the payment form shows the count without a stepper', async () => {
    const { OrderSummary } = await import('./order-summary');
    await renderInShop(<OrderSummary />, { path: '/en/checkout?step=payment', namespaces: ['checkout', 'errors'] });
    expect(screen.queryByRole('spinbutton')).toBeNull();
    expect(screen.getByText('2 × CHF 18.00')).toBeTruthy();
  });
});

describe('changing the number of tickets in the basket', () => {
  const access = () => screen.getAllByRole('listitem').find((li) => li.classList.contains('basket-line') && li.textContent?.includes('Visitor with disability')) as HTMLElement;
  beforeEach(() => useCartStore.setState({ lines: [accessLine, familyLine], cartId: null }));
  afterEach(() => delete (window as unknown as { dataLayer?: unknown }).dataLayer);

  it('offers a stepper on a ticket line, not on a family ticket (one package)', async () => {
    await show();
    expect(screen.getAllByRole('spinbutton')).toHaveLength(1);
    expect(screen.getByRole('spinbutton', { name: 'Quantity Light over the Lake – Visitor with disability' })).toBeTruthy();
  });

  it('one more ticket brings its carer along, keeps the audio guide, and updates line, total and the wire item', async () => {
    const layer = dataLayer();
    await show();
    await userEvent.click(screen.getByRole('button', { name: 'One more: Light over the Lake – Visitor with disability' }));
    expect(within(access()).getByText('3 × Visitor with disability at CHF 12.00 each')).toBeTruthy();
    expect(within(access()).getByText('3 × Carer, included')).toBeTruthy();
    expect(within(access()).getByText('1 × Audio guide at CHF 4.00')).toBeTruthy();
    expect(within(access()).getByText('CHF 40.00')).toBeTruthy();
    expect(screen.getByText('Total').nextElementSibling?.textContent?.replace(/\s/g, ' ')).toBe('CHF 92.00');
    expect(useCartStore.getState().lines[0]?.item).toMatchObject({ count: 3, subtickets: [{ id: 100231, count: 3 }, { id: 100232, count: 1 }], totalPrice: 4000 });
    expect(layer).toContainEqual(expect.objectContaining({ event: 'add_to_cart', ecommerce: expect.objectContaining({ value: 12, items: [expect.objectContaining({ quantity: 1, price: 12 })] }) }));
  });

  it('stops at the places that were free for this time and says so in the visitor’s language', async () => {
    await show('de');
    const input = screen.getByRole('spinbutton', { name: 'Anzahl Light over the Lake – Visitor with disability' });
    await userEvent.type(input, '9', { initialSelectionStart: 0, initialSelectionEnd: 1 });
    expect(useCartStore.getState().lines[0]?.quantity?.count).toBe(6);
    const hint = screen.getByText('Für diese Zeit sind höchstens 6 Tickets dieser Art möglich.');
    expect(input.getAttribute('aria-describedby')).toBe(hint.id);
  });
});
