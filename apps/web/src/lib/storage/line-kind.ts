import type { ComponentType } from 'react';
import type { CartLine } from './cart-line';
import type { V0Line } from './cart-v0';

/** Turns a line of a cart saved before line kinds into today's line; null for a line it cannot read as one of its kind. */
export type V0Reader = (line: V0Line) => CartLine | null;

/**
 * What the generic code (shipping, the saved cart, the basket's suggestions) needs to know about a kind
 * of line beyond the line itself. Each kind's feature describes itself (`features/<kind>/<kind>-line-kind.ts`)
 * and `features/line-kinds.ts` lists them; nothing outside a kind's feature asks which kind a line is.
 */
export interface LineKind {
  /** SPEC §4/§5: goods sent by post. A basket holding such lines has shipping, asked with their type, id and count. */
  shipped?: true;
  /** The section whose page offers the kind's dates (`/{lang}/{section}/{id}`), where a suggested visit of it leads. */
  visitSection?: string;
  /** Reads the kind's lines of a cart saved before line kinds; loaded only when such a cart turns up. */
  readV0?: () => Promise<V0Reader>;
  /**
   * The kind's own panel under the basket's way onwards (a donation's offer), shown whatever the
   * basket holds; it loads its code and texts itself, after the basket has been painted.
   */
  basketPanel?: ComponentType;
}
