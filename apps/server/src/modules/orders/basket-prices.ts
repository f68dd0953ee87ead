import { cartItemSchema, isCartItemType, type CurrentLinePrice, type Lang } from '@foyer/contract';
import type { Db } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import type { ShopResolver } from '../../kernel/shop-context.js';
import type { LineKinds } from '../commerce/public.js';
import { pricingContext } from './pricing-context.js';

/**
 * What each basket line costs now, priced by its kind exactly as placing the order prices it, so a
 * basket kept while the museum changed a price shows the new one before the visitor pays (placing
 * refuses the old total with PRICE_CHANGED). A line that cannot be priced answers null rather than
 * an error: placing the order names what is wrong with it.
 */
export class BasketPrices {
  constructor(
    private readonly db: Db,
    private readonly shops: ShopResolver,
    private readonly kinds: LineKinds,
  ) {}

  async current(shopId: number | undefined, lang: Lang, items: readonly Record<string, unknown>[]): Promise<CurrentLinePrice[]> {
    const shop = await this.shops.resolve(shopId, lang);
    const prices: CurrentLinePrice[] = [];
    for (const [index, item] of items.entries()) {
      const parsed = isCartItemType(item.type) ? cartItemSchema.safeParse(item) : undefined;
      if (parsed?.success !== true) {
        prices.push(null);
        continue;
      }
      // Without the total the basket showed, the kind prices the line instead of comparing it.
      const priced = await this.kinds.price({ ...parsed.data, totalPrice: undefined }, pricingContext(this.db, shop, lang, index + 1)).catch((error: unknown) => {
        if (error instanceof DomainError) return null;
        throw error;
      });
      prices.push(priced === null ? null : { totalPrice: priced.totalCents, parts: priced.parts.map((part) => ({ count: part.count, unitPrice: part.unitPriceCents, vatBp: part.vatBp })) });
    }
    return prices;
  }
}
