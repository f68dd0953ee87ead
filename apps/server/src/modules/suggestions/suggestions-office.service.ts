import { FIELD_MESSAGES, type Lang, type OfficeSuggestedType, type OfficeSuggestionChoice, type OfficeSuggestionRule, type OfficeSuggestionsRecord, type SessionStaff } from '@foyer/contract';
import { z } from 'zod';
import { suggestionRuleSchema, type CatalogSuggestionRule } from '../../catalog/catalog-commerce.schema.js';
import { writeSuggestionRules } from '../../catalog/shared-catalog.js';
import type { Db, Executor } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { bumpCatalogGeneration } from '../../kernel/catalog-generation.js';
import type { ShopResolver } from '../../kernel/shop-context.js';
import { appendAudit, StaleRecordError } from '../staff/public.js';

/** The ids of what the shop offers now, per type, as the catalog's parts declare them (kinds.ts `suggestibleIds`). */
export type SuggestibleIds = (db: Executor, shopId: number) => Promise<Record<OfficeSuggestedType, Set<number>>>;

const rulesSchema = z.array(suggestionRuleSchema);

const officeRuleOf = (rule: CatalogSuggestionRule): OfficeSuggestionRule => ({ when: { type: rule.when.type, id: rule.when.id ?? null }, suggest: rule.suggest });
const catalogRuleOf = (rule: OfficeSuggestionRule): CatalogSuggestionRule => ({ when: rule.when.id === null ? { type: rule.when.type } : { type: rule.when.type, id: rule.when.id }, suggest: rule.suggest });

/**
 * The office's suggestion rules (docs/office.md): read and written whole, in their order, against the
 * version read, through the catalog's own writer. A rule may name only what the shop offers now, as
 * an import of a file checks it.
 */
export class SuggestionsOfficeService {
  constructor(
    private readonly db: Db,
    private readonly shops: ShopResolver,
    private readonly suggestible: SuggestibleIds,
  ) {}

  async get(): Promise<OfficeSuggestionsRecord> {
    return this.#record(this.db, await this.#shopId());
  }

  async update(rules: OfficeSuggestionRule[], version: number, staff: SessionStaff, lang: Lang, now: Date): Promise<OfficeSuggestionsRecord> {
    const shopId = await this.#shopId();
    try {
      return await this.db.transaction().execute(async (trx) => {
        const before = await this.#record(trx, shopId);
        const claimed = await trx
          .updateTable('shop_commerce')
          .set((eb) => ({ suggestions_version: eb(eb.ref('suggestions_version'), '+', 1) }))
          .where('shop_id', '=', shopId)
          .where('suggestions_version', '=', version)
          .executeTakeFirst();
        if (claimed.numUpdatedRows !== 1n) throw new StaleRecordError(before);
        await this.#refuseWhatIsNotOffered(trx, shopId, rules, lang);
        await writeSuggestionRules(trx, shopId, rules.map(catalogRuleOf));
        const record = await this.#record(trx, shopId);
        await appendAudit(trx, { staffId: staff.id, action: 'suggestions.update', target: 'suggestions', before: before.rules, after: record.rules }, now);
        return record;
      });
    } finally {
      bumpCatalogGeneration(this.db);
    }
  }

  /** 422 at each item a rule names that the shop does not offer, in the member's language. */
  async #refuseWhatIsNotOffered(db: Executor, shopId: number, rules: OfficeSuggestionRule[], lang: Lang): Promise<void> {
    const known = await this.suggestible(db, shopId);
    const errors: Record<string, string[]> = {};
    const refuse = (field: string) => (errors[field] = [FIELD_MESSAGES[lang].not_offered]);
    rules.forEach((rule, r) => {
      if (rule.when.type !== 'any' && rule.when.id !== null && !known[rule.when.type].has(rule.when.id)) refuse(`rules.${r}.when.id`);
      rule.suggest.forEach((ref, s) => {
        if (!known[ref.type].has(ref.id)) refuse(`rules.${r}.suggest.${s}.id`);
      });
    });
    if (Object.keys(errors).length > 0) throw new DomainError('VALIDATION_FAILED', { errors });
  }

  async #record(db: Executor, shopId: number): Promise<OfficeSuggestionsRecord> {
    const row = await db.selectFrom('shop_commerce').select(['suggestions', 'suggestions_version']).where('shop_id', '=', shopId).executeTakeFirst();
    if (row === undefined) throw new DomainError('NOT_FOUND');
    return { version: row.suggestions_version, rules: rulesSchema.parse(JSON.parse(row.suggestions)).map(officeRuleOf), choices: await this.#choices(db, shopId) };
  }

  /** What a rule may name, with names: products, tours and events (by the events table they share) that the shop offers now. */
  async #choices(db: Executor, shopId: number): Promise<OfficeSuggestionsRecord['choices']> {
    const known = await this.suggestible(db, shopId);
    const named = async (table: 'events' | 'products', ids: Set<number>): Promise<OfficeSuggestionChoice[]> =>
      ids.size === 0 ? [] : (await db.selectFrom(table).select(['id', 'name']).where('id', 'in', [...ids]).orderBy('id').execute()).map((row) => ({ id: row.id, name: JSON.parse(row.name) }));
    return { merchandise: await named('products', known.merchandise), guidedTour: await named('events', known.guidedTour), ticket: await named('events', known.ticket) };
  }

  /** The office works on the shop this server runs (the first; a server runs one museum's shop). */
  async #shopId(): Promise<number> {
    return (await this.shops.resolveOrFirst(undefined, 'en')).id;
  }
}
