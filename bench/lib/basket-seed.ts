import { percentToBasisPoints, vatPortionBp } from '@foyer/domain';

/** What the demo's merchandise/select answers per product, as far as a basket line needs it (docs/api.md). */
export interface ListedProduct {
  id: number;
  name: string;
  price: number;
  vat_value: number;
  max_quantity: number;
}

/** The web's session-storage keys (apps/web/src/lib/storage): the basket and the session. */
const CART_KEY = 'foyer-cart';
const SESSION_KEY = 'foyer-session';
/** CART_STATE_VERSION of the web's cart store; a saved cart of another version would be migrated first. */
const CART_VERSION = 1;

/**
 * A goods line as the web's toMerchandiseCartLine builds it (apps/web/src/features/merchandise), so the
 * basket and checkout pages render real lines.
 */
export const merchandiseLine = (product: ListedProduct, count: number) => {
  const totalPrice = product.price * count;
  const vatBp = percentToBasisPoints(product.vat_value);
  const vatCents = vatPortionBp(totalPrice, vatBp);
  return {
    type: 'merchandise',
    id: product.id,
    name: product.name,
    totalPrice,
    vatCents,
    item: { type: 'merchandise', id: product.id, count, totalPrice },
    display: { heading: product.name, label: product.name, parts: [{ count, name: product.name, unitPrice: product.price }] },
    analytics: { id: product.id, name: product.name, category: 'Merchandise', unitPriceCents: product.price, quantity: count, taxCents: vatCents },
    quantity: { count, max: product.max_quantity, unitPrice: product.price, vatBp },
  };
};

/** Session storage holding a basket of the first `lines` products, two of each; with `guest`, a registered guest who may go on to pay. */
export const basketStorage = (products: readonly ListedProduct[], options: { lines: number; guest: boolean }): Record<string, string> => {
  const chosen = products.slice(0, options.lines);
  if (chosen.length < options.lines) throw new Error(`the shop lists ${products.length} products, the basket needs ${options.lines}`);
  const cart = { state: { lines: chosen.map((product) => merchandiseLine(product, 2)), requestInvoice: true, cartId: null, shippingCosts: null }, version: CART_VERSION };
  const storage: Record<string, string> = { [CART_KEY]: JSON.stringify(cart) };
  if (options.guest) {
    const customer = { fname: 'Ada', lname: 'Bench', email: 'ada.bench@example.org', country: 'CH', isGuest: true };
    storage[SESSION_KEY] = JSON.stringify({ state: { lang: 'en', token: null, customer }, version: 0 });
  }
  return storage;
};

/** The demo shop's goods, as the merchandise list reads them. */
export const listedProducts = async (origin: string, shop: number): Promise<ListedProduct[]> => {
  const response = await fetch(`${origin}/api/en/merchandise/select?shop=${shop}`);
  if (!response.ok) throw new Error(`merchandise/select answered ${response.status}`);
  const body = (await response.json()) as { data?: { products?: ListedProduct[] } };
  return body.data?.products ?? [];
};
