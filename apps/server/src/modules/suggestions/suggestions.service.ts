import type { Lang, Suggestion, SuggestResponse } from '@foyer/contract';
import { MAX_SUGGESTIONS } from '@foyer/contract';
import { suggestionCandidates, type ItemRef, type SuggestionRule } from '@foyer/domain';
import { z } from 'zod';
import { suggestionRuleSchema } from '../../catalog/catalog-commerce.schema.js';
import type { Db } from '../../db/database.js';
import type { LineKinds } from '../commerce/public.js';
import type { ShopResolver } from '../../kernel/shop-context.js';

type Data<T extends { data: unknown }> = T['data'];

const rulesSchema = z.array(suggestionRuleSchema);

/**
 * SPEC §7 `checkout/suggest` (DESIGN.md "Upselling"): the catalog's rules for what the cart holds,
 * then only what can be bought now, at most three. Lines it cannot read are skipped, never an error:
 * a suggestion must not stand in the way of a basket.
 */
export class SuggestionsService {
  constructor(
    private readonly db: Db,
    private readonly shops: ShopResolver,
    private readonly kinds: LineKinds,
  ) {}

  async suggest(shopId: number | undefined, lang: Lang, items: readonly Record<string, unknown>[]): Promise<Data<SuggestResponse>> {
    const ctx = await this.shops.resolve(shopId, lang);
    const row = await this.db.selectFrom('shop_commerce').select('suggestions').where('shop_id', '=', ctx.id).executeTakeFirst();
    const rules: SuggestionRule[] = row === undefined ? [] : rulesSchema.parse(JSON.parse(row.suggestions));
    if (rules.length === 0) return { suggestions: [] };
    const cart = (await Promise.all(items.map((item) => this.#refOf(ctx.id, item)))).flatMap((ref) => (ref === null ? [] : [ref]));
    const candidates = suggestionCandidates(rules, cart);
    if (candidates.length === 0) return { suggestions: [] };
    const available = await this.#available(ctx.id, lang, candidates);
    return { suggestions: candidates.flatMap((ref) => available.get(`${ref.type}:${ref.id}`) ?? []).slice(0, MAX_SUGGESTIONS) };
  }

  /** What a cart line is, as rules name it (its kind says: the product, the tour, the event a ticket belongs to). */
  async #refOf(shopId: number, item: Record<string, unknown>): Promise<ItemRef | null> {
    return (await this.kinds.suggestionsOf(item.type)?.ref(shopId, item)) ?? null;
  }

  /** Candidates that can be bought now, by `type:id`, each kind reading its own from the lists the shop shows. */
  async #available(shopId: number, lang: Lang, candidates: readonly ItemRef[]): Promise<Map<string, Suggestion>> {
    const found = new Map<string, Suggestion>();
    for (const kind of this.kinds.suggestable()) {
      const wanted = new Set(candidates.filter((ref) => ref.type === kind.type).map((ref) => ref.id));
      if (wanted.size === 0) continue;
      for (const [id, suggestion] of await kind.available(shopId, lang, wanted)) found.set(`${kind.type}:${id}`, suggestion);
    }
    return found;
  }
}
