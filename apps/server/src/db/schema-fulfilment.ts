import type { Generated } from 'kysely';

/** Table types of migration 0034 (fulfilment and staff mails). */

/** A booked order with goods or pass cards to post; `shipped_at` is set once, when staff mark it shipped. */
export interface OrderShipmentsTable {
  order_id: number;
  shop_id: number;
  /** When the booking put it on the list. */
  created_at: string;
  shipped_at: string | null;
  /** Who marked it shipped. */
  staff_id: string | null;
  /** A carrier of the carriers' table (`swiss-post`, `dhl`…), `other` for a link typed by staff, or null. */
  carrier: string | null;
  tracking_number: string | null;
  /** The link the customer's mail carries, built from the carrier's template or typed. */
  tracking_url: string | null;
}

/** A staff mail that went out, once per shop, kind and key (an order number, a museum date). */
export interface StaffNoticesTable {
  shop_id: number;
  kind: string;
  ref: string;
  sent_at: string;
}

/** An address that receives the staff mails of a role, in its language. */
export interface StaffMailAddressesTable {
  id: Generated<number>;
  shop_id: number;
  role: string;
  email: string;
  lang: string;
}
