import type { Lang, ShopConfig, ShopInfo, StaticContent } from '@foyer/contract';
import type { Db } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { ReadCache } from '../../http/read-cache.js';
import { findShopContent } from './shop.repository.js';
import { buildShopConfig, buildShopInfo, buildStaticContent } from './shop-content.js';
import type { ShopContext, ShopResolver } from './shop-context.js';

type Kind = 'info' | 'static' | 'config';

/** Assembles shopinfo, static content and config per shop and language, serialized once per cache period. */
export class ShopService {
  readonly #json: ReadCache<string>;

  constructor(
    private readonly db: Db,
    private readonly shops: ShopResolver,
  ) {
    this.#json = new ReadCache(db);
  }

  shopInfoJson(shopId: number, lang: Lang): Promise<string> {
    return this.#serialized('info', shopId, lang);
  }

  staticContentJson(shopId: number, lang: Lang): Promise<string> {
    return this.#serialized('static', shopId, lang);
  }

  configJson(shopId: number, lang: Lang): Promise<string> {
    return this.#serialized('config', shopId, lang);
  }

  async #serialized(kind: Kind, shopId: number, lang: Lang): Promise<string> {
    const ctx = await this.shops.resolve(shopId, lang);
    return this.#json.get(`${kind}:${ctx.id}:${lang}`, async () => JSON.stringify({ data: await this.#build(kind, ctx) }));
  }

  async #build(kind: Kind, ctx: ShopContext): Promise<ShopInfo | StaticContent | ShopConfig> {
    const content = await findShopContent(this.db, ctx.id);
    if (content === undefined) throw new DomainError('UNKNOWN_SHOP');
    if (kind === 'info') return buildShopInfo(content, ctx);
    if (kind === 'static') return buildStaticContent(content, ctx);
    return buildShopConfig(ctx.settings, content, ctx);
  }
}
