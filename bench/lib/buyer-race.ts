import type { ShopClient } from './shop-client.ts';

/** DESIGN.md quality bar: N buyers racing for M < N places sell exactly M. */
export interface BuyerRaceResult {
  buyers: number;
  /** Servers the buyers were spread over, in turn. */
  instances: number;
  holdsGranted: number;
  holdsRefused: number;
  /** Status and error code of the refused holds, e.g. {"422 OVERBOOKED": 40}. */
  refusals: Record<string, number>;
  /** Orders the API confirmed as booked after paying. */
  ordersBooked: number;
  /** The same, by server: each must take part for a multi-instance race to mean anything. */
  bookedPerInstance: number[];
  /** Holds granted whose payment or booking then failed; must be 0. */
  heldNotBooked: number;
  /** From the start signal until the last buyer finished. */
  raceMs: number;
}

/**
 * Buyer i shops on `shops[i % shops.length]`. All buyers first open a guest session, then, at one
 * start signal, each runs the rest of a whole purchase (initPayment, payment page, execPayment) at
 * once, like visitors waiting for a sale to open: the contention lands on the places, not on logins.
 */
export const raceBuyers = async (shops: readonly ShopClient[], buyers: number, ticketId: number, datetime: string): Promise<BuyerRaceResult> => {
  const shopOf = (buyer: number): ShopClient => {
    const shop = shops[buyer % shops.length];
    if (!shop) throw new Error('raceBuyers needs at least one shop');
    return shop;
  };
  const sessions = await Promise.all(Array.from({ length: buyers }, async (_, buyer) => ({ shop: shopOf(buyer), token: await shopOf(buyer).guest() })));
  const started = performance.now();
  const purchases = await Promise.all(sessions.map(({ shop, token }) => shop.buy(token, ticketId, datetime)));
  const raceMs = Math.round(performance.now() - started);
  const refusals: Record<string, number> = {};
  for (const { refusal } of purchases) if (refusal !== null) refusals[refusal] = (refusals[refusal] ?? 0) + 1;
  const held = purchases.filter((purchase) => purchase.held);
  const ordersBooked = held.filter((purchase) => purchase.booked).length;
  const bookedPerInstance = shops.map((_, instance) => purchases.filter((purchase, buyer) => purchase.booked && buyer % shops.length === instance).length);
  return {
    buyers,
    instances: shops.length,
    holdsGranted: held.length,
    holdsRefused: buyers - held.length,
    refusals,
    ordersBooked,
    bookedPerInstance,
    heldNotBooked: held.length - ordersBooked,
    raceMs,
  };
};

/** "3 × 422 SOLD_OUT, 47 × 422 OVERBOOKED" for a table cell. */
export const describeRefusals = (refusals: Record<string, number>): string =>
  Object.entries(refusals)
    .map(([code, count]) => `${count} × ${code}`)
    .join(', ');
