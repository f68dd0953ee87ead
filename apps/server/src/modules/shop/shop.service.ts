import type { Lang, ShopConfig, ShopInfo, StaticContent } from '@foyer/contract';
import type { Db } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { jsonAnswer, type AnswerText } from '../../http/answer-text.js';
import { ReadCache } from '../../http/read-cache.js';
import { staticImageSize } from './image-size.js';
import { findShopContent } from './shop.repository.js';
import { buildShopConfig, buildShopInfo, buildStaticContent } from './shop-content.js';
import type { ShopContext, ShopResolver } from './shop-context.js';

type Kind = 'info' | 'static' | 'config';

/** Assembles shopinfo, static content and config per shop and requested language, serialized once per cache period. */
export class ShopService {
  /** By the shop and language a call asked for, so a repeated call finds its answer in one lookup. */
  readonly #json: ReadCache<AnswerText>;

  constructor(
    private readonly db: Db,
    private readonly shops: ShopResolver,
    /** HOLD_MINUTES: how long checkout holds the places, which the payment step tells the visitor. */
    private readonly holdMinutes: number,
    /** STATIC_DIR: where the theme's logo lies, whose size the config tells the header. */
    private readonly staticDir: string,
  ) {
    this.#json = new ReadCache(db);
  }

  shopInfoJson(shopId: number, lang: Lang): Promise<AnswerText> {
    return this.#answer('info', shopId, lang, () => this.shops.resolve(shopId, lang));
  }

  staticContentJson(shopId: number, lang: Lang): Promise<AnswerText> {
    return this.#answer('static', shopId, lang, () => this.shops.resolve(shopId, lang));
  }

  /** In a language the shop does not offer, the config of its first language: it tells a starting client which languages to use. */
  configJson(shopId: number, lang: Lang): Promise<AnswerText> {
    return this.#answer('config', shopId, lang, () => this.shops.resolveOrFirst(shopId, lang));
  }

  /** The languages the default shop offers, its first one being its default. */
  async languages(): Promise<readonly Lang[]> {
    return (await this.shops.resolveOrFirst(undefined, 'en')).settings.languages;
  }

  /** Config and shop info start every visit: a call asked before answers from one cache lookup, without resolving the shop again. */
  #answer(kind: Kind, shopId: number, lang: Lang, resolve: () => Promise<ShopContext>): Promise<AnswerText> {
    return this.#json.get(`${kind}:${shopId}:${lang}`, async () => jsonAnswer(await this.#build(kind, await resolve())));
  }

  async #build(kind: Kind, ctx: ShopContext): Promise<ShopInfo | StaticContent | ShopConfig> {
    const content = await findShopContent(this.db, ctx.id);
    if (content === undefined) throw new DomainError('UNKNOWN_SHOP');
    if (kind === 'info') return buildShopInfo(content, ctx);
    if (kind === 'static') return buildStaticContent(content, ctx);
    const { logo } = ctx.settings.theme;
    return buildShopConfig(ctx.settings, content, ctx, this.holdMinutes, logo === null ? null : await staticImageSize(this.staticDir, logo));
  }
}
