import { staticPageIdSchema, type Lang, type StaticPage } from '@foyer/contract';
import type { Db } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { localize } from '../../kernel/localize.js';
import type { ShopResolver } from '../../kernel/shop-context.js';
import { findStaticPage } from './pages.repository.js';

/** Static pages of the default shop, in the request language with fallback to the shop's first language. */
export class PagesService {
  constructor(
    private readonly db: Db,
    private readonly shops: ShopResolver,
  ) {}

  async page(lang: Lang, rawId: string): Promise<StaticPage> {
    const ctx = await this.shops.resolve(undefined, lang);
    const id = staticPageIdSchema.safeParse(rawId);
    if (!id.success) throw new DomainError('PAGE_NOT_FOUND');
    const page = await findStaticPage(this.db, ctx.id, id.data);
    if (page === undefined) throw new DomainError('PAGE_NOT_FOUND');
    return {
      id: id.data,
      title: localize(page.title, ctx),
      blocks: page.blocks[lang] ?? page.blocks[ctx.fallback] ?? [],
      updated_at: page.updated_at,
    };
  }
}
