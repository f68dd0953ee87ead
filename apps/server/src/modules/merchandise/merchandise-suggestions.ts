import type { Suggestion } from '@foyer/contract';
import { lineId, type LineSuggestions } from '../commerce/public.js';
import type { MerchandiseService } from './merchandise.service.js';

/** Suggestion rules name a product: only one in stock is suggested. */
export const merchandiseSuggestions = (merchandise: MerchandiseService): LineSuggestions => ({
  type: 'merchandise',
  ref: async (_shopId, item) => {
    const id = lineId(item, 'id');
    return id === null ? null : { type: 'merchandise', id };
  },
  available: async (shopId, lang, ids) => {
    const found = new Map<number, Suggestion>();
    for (const product of (await merchandise.select(shopId, lang)).products) {
      if (ids.has(product.id) && product.stock > 0) found.set(product.id, { kind: 'product', product });
    }
    return found;
  },
});
