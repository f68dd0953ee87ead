import type { Lang } from '@foyer/contract';
import type { Executor } from '../../db/database.js';
import { shopLocale, type ShopContext } from '../../kernel/shop-context.js';
import type { PricingContext } from '../commerce/public.js';

/** What a kind prices the `lineNo`th line of a basket with: the shop's language, zone, currency and formats. */
export const pricingContext = (db: Executor, shop: ShopContext, lang: Lang, lineNo: number): PricingContext => ({
  db,
  shopId: shop.id,
  lang,
  fallbackLang: shop.fallback,
  timeZone: shop.settings.time_zone,
  currency: shop.settings.currency,
  locale: shopLocale(shop),
  lineNo,
});
