import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiStandIn } from '../../test/api-stand-in';
import { renderInShop } from '../../test/render';
import { withQueries } from '../../test/with-queries';
import { MyOrders } from './my-orders';
import { customerOrder } from './test-fixtures';

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const show = () => renderInShop(withQueries(<MyOrders />), { path: '/en/settings', namespaces: ['orders'] });

describe('My orders', () => {
  it('lists upcoming visits first, soonest first, then past and other orders, newest first', async () => {
    const { calls } = apiStandIn({
      'customer/orders': {
        status: 200,
        body: {
          data: {
            orders: [
              customerOrder({ id: 'past-visit', number: 11, created_at: inDays(-40), first_datetime: inDays(-30) }),
              customerOrder({ id: 'later', number: 12, created_at: inDays(-5), first_datetime: inDays(20) }),
              customerOrder({ id: 'goods', number: 13, created_at: inDays(-2), first_datetime: null, names: ['Museum mug'] }),
              customerOrder({ id: 'soon', number: 14, created_at: inDays(-1), first_datetime: inDays(3), names: ['Special exhibition', 'Highlights tour'] }),
            ],
          },
        },
      },
    });
    await show();
    const upcoming = await screen.findByRole('region', { name: 'Upcoming visits' });
    const past = screen.getByRole('region', { name: 'Past and other orders' });
    const numbers = (region: HTMLElement) => within(region).getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent);
    expect(numbers(upcoming)).toEqual(['Order 14', 'Order 12']);
    expect(numbers(past)).toEqual(['Order 13', 'Order 11']);
    expect(within(upcoming).getByText('Special exhibition, Highlights tour')).toBeTruthy();
    expect(calls.map((call) => call.path)).toEqual(['customer/orders']);
  });

  it('shows each order’s number, date, amount, status, what is due and the ways into it', async () => {
    apiStandIn({
      'customer/orders': {
        status: 200,
        body: {
          data: {
            orders: [
              customerOrder({ id: 'reserved-token', number: 21, created_at: '2026-03-02T09:15:00Z', status: 'awaiting_payment', total_cents: 16400, due_cents: 11400 }),
              customerOrder({ id: 'booked-token', number: 22, created_at: '2026-02-01T09:15:00Z', documents_url: '/api/en/order/22/tickets.pdf?key=k' }),
            ],
          },
        },
      },
    });
    await show();
    const reserved = (await screen.findByRole('heading', { level: 4, name: 'Order 21' })).closest('article') as HTMLElement;
    const fact = (card: HTMLElement, term: string) => within(card).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent?.replace(/\u00a0/g, ' ');
    expect(fact(reserved, 'Ordered on')).toBe('02/03/2026');
    expect(fact(reserved, 'Total')).toBe('CHF 164.00');
    expect(fact(reserved, 'Status')).toBe('Awaiting payment');
    expect(fact(reserved, 'Amount due')).toBe('CHF 114.00');
    expect(within(reserved).getByRole('link', { name: 'View and pay Order 21' }).getAttribute('href')).toBe('/en/order-review/reserved-token');
    expect(within(reserved).queryByRole('link', { name: /Documents/ })).toBeNull();

    const booked = screen.getByRole('heading', { level: 4, name: 'Order 22' }).closest('article') as HTMLElement;
    expect(within(booked).queryByText('Amount due')).toBeNull();
    expect(within(booked).getByRole('link', { name: 'View order Order 22' }).getAttribute('href')).toBe('/en/order-review/booked-token');
    expect(within(booked).getByRole('link', { name: 'Documents (PDF) Order 22' }).getAttribute('href')).toBe('/api/en/order/22/tickets.pdf?key=k');
  });

  it('says so when there are no orders yet, with a way into the shop', async () => {
    apiStandIn({ 'customer/orders': { status: 200, body: { data: { orders: [] } } } });
    await show();
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Discover the shop' }).getAttribute('href')).toBe('/en');
    expect(screen.queryByRole('region', { name: 'Upcoming visits' })).toBeNull();
  });
});
