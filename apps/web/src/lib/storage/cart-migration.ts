import type { CartLine } from './cart-line';
import type { SavedCart } from './cart-store';
import { fromV0Line, type V0Line } from './cart-v0';

type Stored = { lines?: unknown; requestInvoice?: boolean; cartId?: string | null };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A line that cannot be read (hand-edited, half-written) is left out; the rest of the basket survives. */
const v0Line = (line: unknown): CartLine | null => {
  if (!isObject(line)) return null;
  try {
    return fromV0Line(line as unknown as V0Line);
  } catch {
    return null;
  }
};

const v0Lines = (lines: unknown): CartLine[] =>
  (Array.isArray(lines) ? lines : []).flatMap((line: unknown) => {
    const migrated = v0Line(line);
    return migrated ? [migrated] : [];
  });

/** Brings a cart saved by an earlier version of the shop to today's shape. */
export const migrateCart = (saved: unknown, version: number): SavedCart => {
  const state: Stored = isObject(saved) ? saved : {};
  const lines = version === 0 ? v0Lines(state.lines) : [];
  return { lines, requestInvoice: state.requestInvoice ?? true, cartId: state.cartId ?? null, shippingCosts: null };
};
