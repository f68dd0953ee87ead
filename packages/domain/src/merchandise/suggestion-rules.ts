/** What a suggestion rule can name: a product, a guided tour, or an event (its tickets). */
export type SuggestableType = 'merchandise' | 'guidedTour' | 'ticket';

export interface ItemRef {
  type: SuggestableType;
  id: number;
}

/** "With this, suggest that": `when.type` "any" matches every cart; without `id` it matches every item of the type. */
export interface SuggestionRule {
  when: { type: SuggestableType | 'any'; id?: number };
  suggest: readonly ItemRef[];
}

const sameRef = (a: ItemRef, b: ItemRef): boolean => a.type === b.type && a.id === b.id;

const matches = (rule: SuggestionRule, cart: readonly ItemRef[]): boolean =>
  rule.when.type === 'any' ? true : cart.some((ref) => ref.type === rule.when.type && (rule.when.id === undefined || ref.id === rule.when.id));

/**
 * DESIGN.md "Upselling": every suggestion of the rules the cart matches, in rule order, each once,
 * never one already in the cart. An empty cart gets nothing. The caller drops what is unavailable
 * and keeps the first few.
 */
export const suggestionCandidates = (rules: readonly SuggestionRule[], cart: readonly ItemRef[]): ItemRef[] => {
  if (cart.length === 0) return [];
  const picked: ItemRef[] = [];
  for (const rule of rules) {
    if (!matches(rule, cart)) continue;
    for (const ref of rule.suggest) {
      if (cart.some((inCart) => sameRef(inCart, ref)) || picked.some((seen) => sameRef(seen, ref))) continue;
      picked.push(ref);
    }
  }
  return picked;
};
