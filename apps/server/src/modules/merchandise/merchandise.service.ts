import type { Lang, MerchandiseAttrResponse, MerchandiseSelectResponse, ProductDetail, ProductGroup, ProductSummary } from '@foyer/contract';
import { lineQuantityCap } from '@foyer/domain';
import type { Db } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import type { LangContext } from '../../kernel/localize.js';
import type { ShopResolver } from '../../kernel/shop-context.js';
import { findListedProduct, findStock, kindFilter, listProductGroups, listProducts, listStock } from './merchandise.repository.js';
import { freeStock, toProductDetail, toProductGroup } from './product-dto.js';

type Data<T extends { data: unknown }> = T['data'];

/** A shop's products of one kind in one language, as the catalog describes them; stock is filled in per request. */
interface LocalizedProducts {
  details: ProductDetail[];
  groups: ProductGroup[];
}

/** SPEC §7 merchandise calls: the list, one article, and the categories, in the request language, with the stock of now. */
export class MerchandiseService {
  constructor(
    private readonly db: Db,
    private readonly shops: ShopResolver,
  ) {}

  async select(shopId: number | undefined, lang: Lang, productKind?: string): Promise<Data<MerchandiseSelectResponse>> {
    const { details } = await this.#withStock(shopId, lang, productKind);
    return { products: details.map(({ description: _description, images: _images, ...summary }): ProductSummary => summary) };
  }

  /** Any listed product by id, whatever its kind (passes are read here too). */
  async article(shopId: number | undefined, lang: Lang, id: number): Promise<ProductDetail> {
    const ctx = await this.shops.resolve(shopId, lang);
    const row = await findListedProduct(this.db, ctx.id, id);
    if (row === undefined) throw new DomainError('PRODUCT_NOT_FOUND');
    const groups = await this.#groups(ctx);
    const counters = await findStock(this.db, ctx.id, id);
    return withFree(toProductDetail(row, new Map(groups.map((group) => [group.id, group])), ctx), counters === undefined ? 0 : freeStock(counters));
  }

  /** Only categories that hold a listed product of the asked kind, so the filter never offers an empty choice. */
  async attr(shopId: number | undefined, lang: Lang, productKind?: string): Promise<Data<MerchandiseAttrResponse>> {
    const ctx = await this.shops.resolve(shopId, lang);
    const { details, groups } = await this.#localized(ctx, { kind: productKind });
    const used = new Set(details.flatMap((product) => product.custom_groups.map((group) => group.id)));
    return { category: groups.filter((group) => used.has(group.id)) };
  }

  async #withStock(shopId: number | undefined, lang: Lang, productKind: string | undefined): Promise<LocalizedProducts> {
    const ctx = await this.shops.resolve(shopId, lang);
    const [localized, counters] = await Promise.all([this.#localized(ctx, { kind: productKind }), listStock(this.db, ctx.id)]);
    const free = new Map(counters.map((row) => [row.id, freeStock(row)]));
    return { ...localized, details: localized.details.map((product) => withFree(product, free.get(product.id) ?? 0)) };
  }

  async #localized(ctx: LangContext & { id: number }, { kind }: { kind: string | undefined }): Promise<LocalizedProducts> {
    const groups = await this.#groups(ctx);
    const byId = new Map(groups.map((group) => [group.id, group]));
    const rows = await listProducts(this.db, ctx.id, kindFilter(kind));
    return { groups, details: rows.map((row) => toProductDetail(row, byId, ctx)) };
  }

  async #groups(ctx: LangContext & { id: number }): Promise<ProductGroup[]> {
    return (await listProductGroups(this.db, ctx.id)).map((row) => toProductGroup(row, ctx));
  }
}

const withFree = (product: ProductDetail, stock: number): ProductDetail => ({ ...product, stock, max_quantity: lineQuantityCap(stock) });
