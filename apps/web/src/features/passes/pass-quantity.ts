import type { ProductSummary } from '@foyer/contract';
import { normalizeCount } from '@foyer/domain';

/** Why a wish was cut: what is left of the pass, or the most one line may hold. */
export interface PassCountLimit {
  reason: 'stock' | 'perOrder';
  max: number;
}

export interface PassCountChoice {
  count: number;
  /** Set when the visitor asked for more than one line may hold. */
  limit: PassCountLimit | null;
}

/**
 * SPEC §5 quantity of a pass: whole passes, never more than `max_quantity` (stock and the per-line
 * maximum). Each add is a line of its own, so nothing in the basket counts against it.
 */
export const choosePassCount = (requested: unknown, pass: Pick<ProductSummary, 'stock' | 'max_quantity'>): PassCountChoice => {
  const wish = normalizeCount(requested);
  const max = Math.max(0, pass.max_quantity);
  if (wish <= max) return { count: wish, limit: null };
  // Nothing to buy at all: the page's notice already says so.
  if (max === 0) return { count: 0, limit: null };
  return { count: max, limit: { reason: pass.max_quantity < pass.stock ? 'perOrder' : 'stock', max } };
};
