import { MAX_ID, MAX_SUGGESTIONS, type Lang, type Suggestion, type SuggestResponse } from '@foyer/contract';
import { suggestionCandidates, type ItemRef, type SuggestionRule } from '@foyer/domain';
import { z } from 'zod';
import { suggestionRuleSchema } from '../../catalog/catalog-commerce.schema.js';
import type { Db } from '../../db/database.js';
import { findShopTicket, findTickets } from '../events/events.repository.js';
import type { EventsService } from '../events/events.service.js';
import type { MerchandiseService } from '../merchandise/merchandise.service.js';
import type { ShopResolver } from '../shop/shop-context.js';
import type { ToursService } from '../tours/tours.service.js';

type Data<T extends { data: unknown }> = T['data'];

const rulesSchema = z.array(suggestionRuleSchema);
/** A line's id as the database can hold it: a larger number names nothing, so the line is skipped like any unreadable one. */
const positiveId = z.coerce.number().int().positive().max(MAX_ID);

/** The first paragraph of a description: enough for a card. */
const firstParagraph = (text: string): string => text.split(/\n\s*\n/)[0]?.trim() ?? '';

/**
 * SPEC §7 `checkout/suggest` (DESIGN.md "Upselling"): the catalog's rules for what the cart holds,
 * then only what can be bought now, at most three. Lines it cannot read are skipped, never an error:
 * a suggestion must not stand in the way of a basket.
 */
export class SuggestionsService {
  constructor(
    private readonly db: Db,
    private readonly shops: ShopResolver,
    private readonly catalog: { merchandise: MerchandiseService; tours: ToursService; events: EventsService },
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

  /** What a cart line is, as rules name it: the product, the tour, or the event a ticket belongs to. */
  async #refOf(shopId: number, item: Record<string, unknown>): Promise<ItemRef | null> {
    const id = positiveId.safeParse(item.type === 'guidedTour' ? item.tourId : item.id);
    if (!id.success) return null;
    if (item.type === 'merchandise') return { type: 'merchandise', id: id.data };
    if (item.type === 'guidedTour') return { type: 'guidedTour', id: id.data };
    if (item.type === 'ticket' || item.type === 'dayTicket') {
      const ticket = await findShopTicket(this.db, shopId, id.data);
      return ticket === undefined ? null : { type: 'ticket', id: ticket.event_id };
    }
    return null;
  }

  /** Candidates that can be bought now, by `type:id`, read from the same lists the shop shows. */
  async #available(shopId: number, lang: Lang, candidates: readonly ItemRef[]): Promise<Map<string, Suggestion>> {
    const wanted = (type: ItemRef['type']) => new Set(candidates.filter((ref) => ref.type === type).map((ref) => ref.id));
    const found = new Map<string, Suggestion>();
    const products = wanted('merchandise');
    if (products.size > 0) {
      for (const product of (await this.catalog.merchandise.select(shopId, lang)).products) {
        if (products.has(product.id) && product.stock > 0) found.set(`merchandise:${product.id}`, { kind: 'product', product });
      }
    }
    const tours = wanted('guidedTour');
    if (tours.size > 0) {
      for (const tour of (await this.catalog.tours.select(shopId, lang)).tours) {
        if (!tours.has(tour.id)) continue;
        // The list's "from" price: what one paying visitor pays at least (tourPriceFrom).
        found.set(`guidedTour:${tour.id}`, { kind: 'visit', type: 'guidedTour', id: tour.id, name: tour.name, teaser: firstParagraph(tour.description), image: tour.image, price_from: tour.price_from });
      }
    }
    const events = wanted('ticket');
    if (events.size > 0) {
      for (const event of await this.catalog.events.select(shopId, lang)) {
        if (!events.has(event.id)) continue;
        const prices = (await findTickets(this.db, event.id)).map((ticket) => ticket.price).filter((price) => price > 0);
        found.set(`ticket:${event.id}`, {
          kind: 'visit',
          type: 'ticket',
          id: event.id,
          name: event.name,
          teaser: firstParagraph(event.description),
          image: event.image,
          price_from: prices.length === 0 ? null : Math.min(...prices),
        });
      }
    }
    return found;
  }
}
