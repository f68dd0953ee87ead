import { lineKindOf } from '../../features/line-kinds';
import type { CartLine } from './cart-line';
import type { SavedCart } from './cart-store';
import type { V0Line } from './cart-v0';

type Stored = { lines?: unknown; requestInvoice?: boolean; cartId?: string | null };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * A version-0 line read by its own kind. A line that cannot be read (hand-edited, half-written) or of a
 * kind that could never be ordered in that version is left out rather than guessed at; the rest of the
 * basket survives.
 */
const v0Line = async (line: unknown): Promise<CartLine | null> => {
  if (!isObject(line) || typeof line.type !== 'string') return null;
  try {
    const read = await lineKindOf(line.type)?.readV0?.();
    return read?.(line as unknown as V0Line) ?? null;
  } catch {
    return null;
  }
};

const v0Lines = async (lines: unknown): Promise<CartLine[]> => {
  const migrated = await Promise.all((Array.isArray(lines) ? lines : []).map(v0Line));
  return migrated.filter((line) => line !== null);
};

/** Brings a cart saved by an earlier version of the shop to today's shape. */
export const migrateCart = async (saved: unknown, version: number): Promise<SavedCart> => {
  const state: Stored = isObject(saved) ? saved : {};
  const lines = version === 0 ? await v0Lines(state.lines) : [];
  return { lines, requestInvoice: state.requestInvoice ?? true, cartId: state.cartId ?? null, shippingCosts: null };
};
