import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useCartStore } from '../../lib/storage/cart-store';
import { apiStandIn, dataLayer } from '../../test/api-stand-in';
import { adultsLine, familyLine } from '../../test/cart-lines';
import { mugLine } from '../../test/goods-lines';
import { renderInShop } from '../../test/render';
import { BasketScreen } from './basket-screen';

const show = () => renderInShop(<BasketScreen actions={<button type="button">Onwards</button>} />, { path: '/en/checkout', namespaces: ['checkout'] });

describe('basket screen', () => {
  beforeEach(() => useCartStore.setState({ lines: [adultsLine, familyLine], cartId: null }));
  afterEach(() => delete (window as unknown as { dataLayer?: unknown }).dataLayer);

  it('lists lines with date, ticket types, subtickets, line totals, total and VAT', async () => {
    await show();
    const items = screen.getAllByRole('listitem').filter((li) => li.classList.contains('basket-line'));
    expect(items).toHaveLength(2);
    // Two adults and one family ticket: the lead counts tickets, as the header's badge does.
    expect(screen.getByText('3 items in your basket')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText('22/11/2026 11:00')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText('2 × Adults at CHF 22.00 each')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('3 × Children, included')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('CHF 52.00')).toBeTruthy();
    expect(screen.getByText('CHF 96.00')).toBeTruthy();
    expect(screen.getByText('Including VAT').nextElementSibling?.textContent?.replace(/\s/g, ' ')).toBe('CHF 7.20');
    expect(screen.getByRole('button', { name: 'Onwards' })).toBeTruthy();
  });

  it('removes a line by index and reports it to analytics', async () => {
    const layer = dataLayer();
    await show();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Light over the Lake – Family ticket' }));
    expect(useCartStore.getState().lines).toEqual([adultsLine]);
    expect(layer).toContainEqual(
      expect.objectContaining({
        event: 'remove_from_cart',
        ecommerce: expect.objectContaining({ currency: 'CHF', value: 52, tax: 3.9, items: [expect.objectContaining({ item_category: 'Ticket', price: 52, quantity: 1 })] }),
      }),
    );
  });

  it('empties the basket after asking once more, and then links to the sections', async () => {
    await show();
    await userEvent.click(screen.getByRole('button', { name: 'Empty basket' }));
    await userEvent.click(screen.getByRole('button', { name: 'No, keep it' }));
    expect(useCartStore.getState().lines).toHaveLength(2);
    expect(document.activeElement?.textContent).toBe('Empty basket');
    await userEvent.click(screen.getByRole('button', { name: 'Empty basket' }));
    expect(document.activeElement?.textContent).toBe('Yes, empty it');
    await userEvent.click(screen.getByRole('button', { name: 'Yes, empty it' }));
    expect(useCartStore.getState()).toMatchObject({ lines: [], cartId: null });
    expect(screen.getByRole('heading', { name: 'Your basket is empty' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tickets' }).getAttribute('href')).toBe('/en/tickets');
    expect(screen.getByRole('link', { name: 'Vouchers' }).getAttribute('href')).toBe('/en/vouchers');
  });

  it('shows a line’s picture beside it as decoration (the heading names it); a line without one has none', async () => {
    useCartStore.setState({ lines: [{ ...mugLine, display: { ...mugLine.display, image: 'products/mug.svg' } }, adultsLine] });
    await show();
    const [mug, adults] = screen.getAllByRole('listitem').filter((item) => item.classList.contains('basket-line'));
    const picture = (mug as HTMLElement).querySelector('img');
    expect([picture?.getAttribute('src'), picture?.getAttribute('alt')]).toEqual(['/static/products/mug.svg', '']);
    expect((adults as HTMLElement).querySelector('img')).toBeNull();
  });
});

describe('a basket kept while the museum changed a price', () => {
  beforeEach(() => useCartStore.setState({ lines: [adultsLine, familyLine], cartId: null }));

  it('shows each line at the price checkout will charge, and says which prices changed and from what', async () => {
    const { calls } = apiStandIn({
      'checkout/prices': { status: 200, body: { data: { lines: [{ totalPrice: 5000, parts: [{ count: 2, unitPrice: 2500, vatBp: 810 }] }, { totalPrice: 5200, parts: [{ count: 1, unitPrice: 5200, vatBp: 810 }] }] } } },
    });
    await show();
    const notice = await screen.findByRole('heading', { name: 'Prices have changed' });
    expect(notice.parentElement?.textContent?.replace(/\s/g, ' ')).toContain('Light over the Lake – Adults: now CHF 50.00 instead of CHF 44.00');
    expect(notice.parentElement?.textContent).not.toContain('Family ticket');
    expect(calls.find((call) => call.path === 'checkout/prices')?.body).toEqual({ cart: { items: [adultsLine.item, familyLine.item] } });
    expect(screen.getByText('2 × Adults at CHF 25.00 each')).toBeTruthy();
    expect(screen.getByText('CHF 102.00')).toBeTruthy();
    expect(useCartStore.getState().lines[0]?.item).toMatchObject({ totalPrice: 5000 });
    expect(useCartStore.getState().lines[1]).toBe(familyLine);
  });

  it('changes nothing when the prices are the same or cannot be had', async () => {
    apiStandIn({ 'checkout/prices': { status: 200, body: { data: { lines: [{ totalPrice: 4400, parts: [{ count: 2, unitPrice: 2200, vatBp: 810 }] }, null] } } } });
    await show();
    await screen.findByText('CHF 96.00');
    expect(screen.queryByRole('heading', { name: 'Prices have changed' })).toBeNull();
    expect(useCartStore.getState().lines).toEqual([adultsLine, familyLine]);
  });
});
