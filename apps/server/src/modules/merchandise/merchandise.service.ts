import type { Lang, MerchandiseAttrResponse, MerchandiseSelectResponse, ProductDetail, ProductGroup } from '@foyer/contract';
import type { Db } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import type { LangContext } from '../shop/localize.js';
import type { ShopResolver } from '../shop/shop-context.js';
import { findListedProduct, kindFilter, listProductGroups, listProducts } from './merchandise.repository.js';
import { toProductDetail, toProductGroup, toProductSummary } from './product-dto.js';

type Data<T extends { data: unknown }> = T['data'];

/** SPEC §7 merchandise calls: the list, one article, and the categories, in the request language. */
export class MerchandiseService {
  constructor(
    private readonly db: Db,
    private readonly shops: ShopResolver,
  ) {}

  async select(shopId: number | undefined, lang: Lang, productKind?: string): Promise<Data<MerchandiseSelectResponse>> {
    const ctx = await this.shops.resolve(shopId, lang);
    const groups = await this.#groups(ctx.id, ctx);
    const rows = await listProducts(this.db, ctx.id, kindFilter(productKind));
    return { products: rows.map((row) => toProductSummary(row, groups, ctx)) };
  }

  async article(shopId: number | undefined, lang: Lang, id: number): Promise<ProductDetail> {
    const ctx = await this.shops.resolve(shopId, lang);
    const row = await findListedProduct(this.db, ctx.id, id);
    if (row === undefined) throw new DomainError('PRODUCT_NOT_FOUND');
    return toProductDetail(row, await this.#groups(ctx.id, ctx), ctx);
  }

  /** Only categories that hold a listed product of the asked kind, so the filter never offers an empty choice. */
  async attr(shopId: number | undefined, lang: Lang, productKind?: string): Promise<Data<MerchandiseAttrResponse>> {
    const ctx = await this.shops.resolve(shopId, lang);
    const groups = await this.#groups(ctx.id, ctx);
    const products = (await this.select(ctx.id, lang, productKind)).products;
    const used = new Set(products.flatMap((product) => product.custom_groups.map((group) => group.id)));
    return { category: [...groups.values()].filter((group) => used.has(group.id)) };
  }

  async #groups(shopId: number, ctx: LangContext): Promise<Map<number, ProductGroup>> {
    const rows = await listProductGroups(this.db, shopId);
    return new Map(rows.map((row) => [row.id, toProductGroup(row, ctx)]));
  }
}
