import type { LinePart } from './cart-line';

/*
 * The saved-cart format before line kinds (state version 0): a bag with optional `ticket` or `tour`
 * detail. Frozen here so that a visitor who had a basket across the deploy keeps it; each kind that
 * was sold then reads its own lines (`LineKind.readV0`).
 */
export interface V0Part {
  id: number;
  name: string;
  count: number;
  price: number;
}

export interface V0Ticket {
  eventName: string;
  price: number;
  vat_value: number;
  subtickets: V0Part[];
}

export interface V0Tour {
  tourId: number;
  participants: number;
  vatCents: number;
  prices: V0Part[];
  tickets: (V0Part & { subtickets: V0Part[] })[];
  answers: { qId: number; type?: 'radio' | 'select' | 'checkbox' | 'text' | 'textarea' | 'number'; value: number | string | number[]; question: string; answer: string }[];
}

export interface V0Line {
  type: string;
  id: number;
  name: string;
  totalPrice: number;
  count?: number;
  datetime?: string;
  ticket?: V0Ticket;
  tour?: V0Tour;
}

/** A part of a version-0 line as the basket lists it: free parts read "included". */
export const includedPart = (part: V0Part, sub: boolean): LinePart => ({ count: part.count, name: part.name, unitPrice: part.price > 0 ? part.price : null, ...(sub ? { sub } : {}) });

/** What one unit of a version-0 line cost, for analytics. */
export const v0UnitPrice = (line: V0Line, quantity: number): number => (quantity > 0 ? line.totalPrice / quantity : line.totalPrice);
