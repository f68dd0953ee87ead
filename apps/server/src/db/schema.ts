import type { Generated } from 'kysely';
import type {
  CustomersTable,
  ClaimsTable,
  IssuedTicketsTable,
  RefundsTable,
  OrderLinesTable,
  OrdersTable,
  OutboxTable,
  PaymentsTable,
  SessionsTable,
} from './schema-orders.js';
import type { LoginAttemptsTable, PasswordResetsTable, RateLimitsTable } from './schema-accounts.js';
import type { GiftVoucherGroupsTable, GiftVouchersTable, IssuedPassesTable, ProductGroupsTable, ProductsTable, ShopCommerceTable, VoucherCodesTable, VoucherDeskDebitsTable } from './schema-merchandise.js';
import type { OrderShipmentsTable, StaffMailAddressesTable, StaffNoticesTable } from './schema-fulfilment.js';
import type { SlotCancellationOrdersTable, SlotCancellationsTable } from './schema-slot-cancellations.js';
import type { DoorDevicesTable, DoorScansTable } from './schema-door.js';

/** Table types for Kysely. Localized texts and structured settings are JSON in text columns, portable to both dialects. */
export interface ShopsTable {
  id: number;
  /** The catalog's `shop` object (JSON). */
  settings: string;
  /** Counts every write of the settings; an office edit names the version it read (migration 0025). */
  version: Generated<number>;
}

export interface ShopContentTable {
  shop_id: number;
  /** banners, social_media, cookie_warning, partner_logos, sponsor_groups, custom_terms_links (JSON). */
  content: string;
}

export interface StaticPagesTable {
  shop_id: number;
  page_id: string;
  /** `{lang: text}` */
  title: string;
  /** `{lang: blocks[]}` */
  blocks: string;
  updated_at: string;
  /** Counts every write of the page; an office edit names the version it read (migration 0025). */
  version: Generated<number>;
}

export interface PaymentTypesTable {
  shop_id: number;
  payart_id: number;
  /** `{lang: text}` */
  name: string;
  image: string | null;
  sequence_no: number;
  wallet: string | null;
  direct_debit: number;
  /** Migration 0010: a pay-later type reserves the order for this many days (null: pays at once). */
  pay_later_days: number | null;
  /** Migration 0026: 0 once the owner stops offering it; kept with its texts, offered again by an edit or an import naming it. */
  offered: Generated<number>;
  /** Migration 0026: counted up by every office edit and every import that changes the type. */
  version: Generated<number>;
}

export interface CustomerSettingsTable {
  shop_id: number;
  countries: string;
  salutations: string;
  required_fields: string;
  visible_fields: string;
}

/** An event (or a guided tour's shared row). `schedule_rule` is the catalog's timeslot rule (JSON), kept to top up slots on start. */
export interface EventsTable {
  id: number;
  shop_id: number;
  /** `{lang: text}` */
  name: string;
  description: string;
  venue: string;
  /** `[{id, name: {lang: text}}]` */
  custom_groups: string;
  sequence_no: number;
  /** UTC ISO instants: the first slot's start (or the catalog's value) and the last slot's end. */
  sorting_datetime: string | null;
  ends_at: string | null;
  image: string | null;
  schedule_rule: string;
  /** 0 once the catalog file no longer names the event: kept for its orders, never offered. */
  listed: Generated<number>;
  /** 'event', or 'tour' for the shared row of a guided tour (migration 0004-tours, modules/tours). */
  kind: Generated<string>;
  /** Counts every write of the row; an office edit names the version it read (migration 0020). */
  version: Generated<number>;
  /** The door's window around each slot's start (migration 0035); null: 30 minutes before, 60 after. */
  door_opens_minutes_before: number | null;
  door_closes_minutes_after: number | null;
}

/** An order whose booked time an office edit closed or shrank, until the box office settles it (migration 0023). */
export interface SlotChangesTable {
  id: Generated<number>;
  shop_id: number;
  event_id: number;
  timeslot_id: number;
  order_id: number;
  /** `closed`: the schedule no longer has the time; `shrunk`: it has fewer places than were sold. */
  change: 'closed' | 'shrunk';
  starts_at: string;
  /** The order's places in that time. */
  places: number;
  staff_id: string | null;
  created_at: string;
  resolved_at: string | null;
}

export interface EventTicketsTable {
  id: number;
  event_id: number;
  name: string;
  /** Gross price in cents, VAT included. */
  price: number;
  /** VAT rate in percent, e.g. 8.1. */
  vat_value: number;
  /** 1 timeslot, 3 day ticket, 5 performance (docs/pricing-and-capacity.md). */
  mode: number;
  sequence_no: number;
  group_id: number | null;
  group_name: string | null;
  family: number;
  print_separately: number;
  unique_barcode: number;
  scan_separately: number;
  book_with_cost: number;
  book_with_cost_warn: number;
}

export interface SubticketsTable {
  id: number;
  ticket_id: number;
  name: string;
  price: number;
  vat_value: number;
  min_quantity: number;
  max_quantity: number;
  sequence_no: number;
}

/**
 * Capacity rows: the single source of truth for availability. Changed only by the atomic
 * conditional updates of modules/capacity/capacity.repository.ts. Instants are UTC ISO strings.
 */
export interface TimeslotsTable {
  id: Generated<number>;
  event_id: number;
  starts_at: string;
  ends_at: string;
  capacity: number;
  sold: number;
  held: number;
}

/**
 * The event list's read model (migration 0016, catalog/event-list-entries.ts): one row per listed event
 * with tickets and shop language. `head` and `tail` are the JSON text of its list entry before and
 * after the instants, which a request adds in the museum's time zone.
 */
export interface EventListEntriesTable {
  shop_id: number;
  lang: string;
  event_id: number;
  sequence_no: number;
  /** UTC ISO instants, as on the event. */
  sorting_datetime: string | null;
  ends_at: string | null;
  /** The mode its tickets share: which slots are still bookable (a performance until it starts). */
  mode: number;
  /** The longest open slot of the event: how far back a slot still running may have started (migration 0018). */
  longest_slot_minutes: number;
  /** The entry's JSON text up to the sorting instant's value, inside its quotes (migration 0018). */
  head: string;
  /** The sorting instant in museum time; null: the first bookable slot's start stands in. */
  sorting_museum: string | null;
  /** The entry's JSON text after the sorting instant's value, from its closing quote. */
  tail: string;
  /** The first bookable slot's start as last found, null when there is none (migration 0039). */
  first_starts_at: Generated<string | null>;
  /** That start in museum time. */
  first_museum: Generated<string | null>;
  /** Until when that slot stays the first; null: not known, a request walks the slots. */
  first_until: Generated<string | null>;
  /** Moves on with every change of the event's slots (triggers on timeslots). */
  first_version: Generated<number>;
}

/**
 * The core's tables. A kind's own tables join this interface from its folder
 * (modules/<kind>/<kind>.tables.ts, by declaration merging), so db/ imports no module.
 */
export interface Database {
  shops: ShopsTable;
  shop_content: ShopContentTable;
  static_pages: StaticPagesTable;
  payment_types: PaymentTypesTable;
  customer_settings: CustomerSettingsTable;
  events: EventsTable;
  event_tickets: EventTicketsTable;
  subtickets: SubticketsTable;
  timeslots: TimeslotsTable;
  event_list_entries: EventListEntriesTable;
  slot_changes: SlotChangesTable;
  customers: CustomersTable;
  sessions: SessionsTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  claims: ClaimsTable;
  payments: PaymentsTable;
  issued_tickets: IssuedTicketsTable;
  refunds: RefundsTable;
  outbox: OutboxTable;
  product_groups: ProductGroupsTable;
  products: ProductsTable;
  shop_commerce: ShopCommerceTable;
  voucher_codes: VoucherCodesTable;
  voucher_desk_debits: VoucherDeskDebitsTable;
  issued_passes: IssuedPassesTable;
  gift_voucher_groups: GiftVoucherGroupsTable;
  gift_vouchers: GiftVouchersTable;
  password_resets: PasswordResetsTable;
  login_attempts: LoginAttemptsTable;
  rate_limits: RateLimitsTable;
  order_shipments: OrderShipmentsTable;
  staff_notices: StaffNoticesTable;
  door_devices: DoorDevicesTable;
  door_scans: DoorScansTable;
  staff_mail_addresses: StaffMailAddressesTable;
  slot_cancellations: SlotCancellationsTable;
  slot_cancellation_orders: SlotCancellationOrdersTable;
}
