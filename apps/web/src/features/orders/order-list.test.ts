import { describe, expect, it } from 'vitest';
import { splitOrders } from './order-list';
import { customerOrder } from './test-fixtures';

const NOW = new Date('2026-03-10T12:00:00Z');

describe('splitOrders', () => {
  it.each([
    ['a visit later today is upcoming', '2026-03-10T15:00:00Z', 'upcoming'],
    ['a visit that has begun is past', '2026-03-10T11:59:00Z', 'past'],
    ['an order without a visit (goods, passes, vouchers) is past', null, 'past'],
  ] as const)('%s', (_, firstDatetime, group) => {
    const result = splitOrders([customerOrder({ first_datetime: firstDatetime })], NOW);
    expect(result[group]).toHaveLength(1);
  });

  it('sorts upcoming by visit, soonest first, and the rest by order date, newest first', () => {
    const orders = [
      customerOrder({ id: 'a', first_datetime: '2026-04-01T10:00:00Z', created_at: '2026-03-01T10:00:00Z' }),
      customerOrder({ id: 'b', first_datetime: '2026-03-12T10:00:00Z', created_at: '2026-02-01T10:00:00Z' }),
      customerOrder({ id: 'c', first_datetime: null, created_at: '2026-01-01T10:00:00Z' }),
      customerOrder({ id: 'd', first_datetime: '2026-03-01T10:00:00Z', created_at: '2026-02-20T10:00:00Z' }),
    ];
    const { upcoming, past } = splitOrders(orders, NOW);
    expect(upcoming.map((order) => order.id)).toEqual(['b', 'a']);
    expect(past.map((order) => order.id)).toEqual(['d', 'c']);
  });
});
