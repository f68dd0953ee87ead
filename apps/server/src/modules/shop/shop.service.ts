import type { Lang, ShopConfig, ShopInfo, StaticContent } from '@foyer/contract';
import type { Db } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { staticImageSize } from './image-size.js';
import { findShopContent, type CatalogContent } from './shop.repository.js';
import { buildShopConfig, buildShopInfo, buildStaticContent } from './shop-content.js';
import type { ShopContext, ShopResolver } from '../../kernel/shop-context.js';

/** Assembles shopinfo, static content and config per shop and requested language. */
export class ShopService {
  constructor(
    private readonly db: Db,
    private readonly shops: ShopResolver,
    /** HOLD_MINUTES: how long checkout holds the places, which the payment step tells the visitor. */
    private readonly holdMinutes: number,
    /** STATIC_DIR: where the theme's logo lies, whose size the config tells the header. */
    private readonly staticDir: string,
  ) {}

  async shopInfo(shopId: number, lang: Lang): Promise<ShopInfo> {
    const ctx = await this.shops.resolve(shopId, lang);
    return buildShopInfo(await this.#content(ctx), ctx);
  }

  async staticContent(shopId: number, lang: Lang): Promise<StaticContent> {
    const ctx = await this.shops.resolve(shopId, lang);
    return buildStaticContent(await this.#content(ctx), ctx);
  }

  /** In a language the shop does not offer, the config of its first language: it tells a starting client which languages to use. */
  async config(shopId: number, lang: Lang): Promise<ShopConfig> {
    const ctx = await this.shops.resolveOrFirst(shopId, lang);
    const { logo } = ctx.settings.theme;
    return buildShopConfig(ctx.settings, await this.#content(ctx), ctx, this.holdMinutes, logo === null ? null : await staticImageSize(this.staticDir, logo));
  }

  /** The languages the default shop offers, its first one being its default. */
  async languages(): Promise<readonly Lang[]> {
    return (await this.shops.resolveOrFirst(undefined, 'en')).settings.languages;
  }

  async #content(ctx: ShopContext): Promise<CatalogContent> {
    const content = await findShopContent(this.db, ctx.id);
    if (content === undefined) throw new DomainError('UNKNOWN_SHOP');
    return content;
  }
}
