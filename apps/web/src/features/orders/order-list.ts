import type { CustomerOrder } from '@foyer/contract';

const time = (iso: string | null): number => (iso === null ? Number.NaN : Date.parse(iso));

/**
 * The customer's orders as "My orders" lists them: visits still ahead first, soonest first; then
 * everything else (past visits, goods, passes, vouchers), newest order first.
 */
export const splitOrders = (orders: readonly CustomerOrder[], now: Date): { upcoming: CustomerOrder[]; past: CustomerOrder[] } => {
  const isUpcoming = (order: CustomerOrder) => time(order.first_datetime) > now.getTime();
  return {
    upcoming: orders.filter(isUpcoming).sort((a, b) => time(a.first_datetime) - time(b.first_datetime)),
    past: orders.filter((order) => !isUpcoming(order)).sort((a, b) => time(b.created_at) - time(a.created_at)),
  };
};
