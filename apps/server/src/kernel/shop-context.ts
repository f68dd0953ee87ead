import type { Lang } from '@foyer/contract';
import { formatLocale } from '@foyer/domain';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { DomainError } from '../errors/domain-error.js';
import { catalogRows } from './catalog-rows.js';
import type { LangContext } from './localize.js';
import { findDefaultShopId, findShopSettings, type CatalogShop } from './shop-settings.js';

export const DEFAULT_TIME_ZONE = 'Europe/Zurich';

/** The catalog's shop settings with the environment's overrides applied. */
export type ShopSettings = CatalogShop & { time_zone: string };

export interface ShopContext extends LangContext {
  id: number;
  settings: ShopSettings;
}

/** DESIGN.md "Formats": documents, mails and the payment page write money, dates and times in the language plus the museum's country (de-CH). */
export const shopLocale = (shop: Pick<ShopContext, 'lang' | 'settings'>): string => formatLocale(shop.lang, shop.settings.meta.country);

const currencySymbol = (currency: string): string =>
  new Intl.NumberFormat('en', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' })
    .formatToParts(0)
    .find((part) => part.type === 'currency')?.value ?? currency;

export const applyOverrides = (shop: CatalogShop, overrides: Config['overrides']): ShopSettings => {
  const currency = overrides.currency ?? shop.currency;
  return {
    ...shop,
    support_email: overrides.supportEmail ?? shop.support_email,
    currency,
    currency_symbol: currency === shop.currency ? shop.currency_symbol : currencySymbol(currency),
    time_zone: overrides.timeZone ?? DEFAULT_TIME_ZONE,
  };
};

const shopKey = (shopId: number | undefined): string => `shop:${shopId ?? 'default'}`;

/** The shop in `lang`, undefined when it does not offer that language. */
const inLanguage = (shop: { id: number; settings: ShopSettings }, lang: Lang): ShopContext | undefined =>
  shop.settings.languages.includes(lang) ? { id: shop.id, settings: shop.settings, lang, fallback: shop.settings.languages[0] ?? lang } : undefined;

/** Finds the shop a call names (or the default shop) and checks that it offers the request language. */
export class ShopResolver {
  /**
   * The shops found, with this resolver's overrides applied: catalog rows that every write and every
   * answer computed afresh starts from, and that give every page its embedding policy without waiting.
   */
  readonly #shops = catalogRows<{ id: number; settings: ShopSettings }>();

  constructor(
    private readonly db: Db,
    private readonly overrides: Config['overrides'],
  ) {}

  async resolve(shopId: number | undefined, lang: Lang): Promise<ShopContext> {
    const context = inLanguage(await this.#shop(shopId), lang);
    if (context === undefined) throw new DomainError('UNKNOWN_LANGUAGE');
    return context;
  }

  /**
   * The shop in `lang` when it offers it, else in its first language (DESIGN.md: a valid language the
   * shop does not offer leads to the shop's first). Only for answers that tell a client which languages to use.
   */
  async resolveOrFirst(shopId: number | undefined, lang: Lang): Promise<ShopContext> {
    const shop = await this.#shop(shopId);
    const first = shop.settings.languages[0] ?? lang;
    return this.resolve(shopId, shop.settings.languages.includes(lang) ? lang : first);
  }

  /** The default shop's settings when a recent `resolve` of it left them at hand, without waiting; else undefined. */
  defaultSettingsAtHand(): ShopSettings | undefined {
    return this.#shops.atHand(this.db, shopKey(undefined))?.settings;
  }

  #shop(shopId: number | undefined): Promise<{ id: number; settings: ShopSettings }> {
    return this.#shops.read(this.db, shopKey(shopId), async () => {
      const id = shopId ?? (await findDefaultShopId(this.db));
      const settings = id === undefined ? undefined : await findShopSettings(this.db, id);
      if (id === undefined || settings === undefined) throw new DomainError('UNKNOWN_SHOP');
      return { id, settings: applyOverrides(settings, this.overrides) };
    });
  }
}
