import type { Generated } from 'kysely';

/** Table types of migration 0036 (cancelled times and what each buyer chose). */

export type SlotCancellationMode = 'choice' | 'voucher';
export type SlotCancellationChoice = 'waiting' | 'rebooked' | 'refund' | 'voucher';

/** A timeslot taken off sale and its buyers told: what they get and until when they may choose. */
export interface SlotCancellationsTable {
  id: Generated<number>;
  shop_id: number;
  timeslot_id: number;
  mode: SlotCancellationMode;
  /** How long the voucher codes of `voucher` stay valid; null for `choice`. */
  validity_months: number | null;
  /** UTC ISO instant: a buyer who has not chosen by then is refunded by the background round. */
  deadline: string;
  staff_id: string | null;
  created_at: string;
}

/** An order of a cancelled time, told once: its link's token (hashed) and what was chosen. */
export interface SlotCancellationOrdersTable {
  id: Generated<number>;
  cancellation_id: number;
  order_id: number;
  /** SHA-256 (hex) of the token in the buyer's link. */
  token_hash: string;
  /** The places the order held at the cancelled time when it was told. */
  places: number;
  choice: SlotCancellationChoice;
  chosen_at: string | null;
  /** `buyer`, `deadline` (refunded by the background round) or `office`. */
  chosen_by: string | null;
  to_timeslot_id: number | null;
  /** The refund given, once it was reserved. */
  refund_id: number | null;
  voucher_code: string | null;
  /** What the refund or the voucher code is worth. */
  amount_cents: number | null;
  /** When what was chosen was given: the refund reserved, the places moved, the code issued. */
  settled_at: string | null;
  created_at: string;
}
