import type { MigrationList } from '../migration-list.js';
import * as shopBase from './0001-shop-base.js';
import * as events from './0002-events.js';
import * as orders from './0003-orders.js';
import * as commerceCore from './0005-commerce-core.js';
import * as merchandise from './0006-merchandise.js';
import * as voucherCodes from './0007-voucher-codes.js';
import * as passesAndGiftVouchers from './0008-passes-and-gift-vouchers.js';
import * as accounts from './0009-accounts.js';
import * as orderReview from './0010-order-review.js';
import * as bookingRetries from './0011-booking-retries.js';
import * as loginAttempts from './0012-login-attempts.js';
import * as orderReferrerAndReference from './0013-order-referrer-and-reference.js';
import * as orderMailsWrittenWhenSent from './0014-order-mails-written-when-sent.js';
import * as timeslotOpenIndex from './0015-timeslot-open-index.js';
import * as eventListEntries from './0016-event-list-entries.js';
import * as eventListEntryInstants from './0018-event-list-entry-instants.js';
import * as eventVersions from './0020-event-versions.js';
import * as slotChanges from './0023-slot-changes.js';
import * as merchandiseVersions from './0024-merchandise-versions.js';
import * as shopAndPageVersions from './0025-shop-and-page-versions.js';
import * as commerceVersions from './0026-commerce-versions.js';
import * as categorySlugs from './0027-category-slugs.js';
import * as catalogGroupVersions from './0029-catalog-group-versions.js';
import * as orderSearch from './0030-order-search.js';
import * as refunds from './0031-refunds.js';
import * as desk from './0032-desk.js';
import * as reportIndexes from './0033-report-indexes.js';
import * as orderFulfilment from './0034-order-fulfilment.js';
import * as door from './0035-door.js';
import * as slotCancellations from './0036-slot-cancellations.js';
import * as refundReportIndexes from './0037-refund-report-indexes.js';
import * as passEntriesPerDay from './0038-pass-entries-per-day.js';
import * as eventListFirstSlots from './0039-event-list-first-slots.js';

/**
 * The core's migrations, listed by hand: a file that is not named here never runs. They make the
 * shop's own tables and those several kinds share; a kind's own tables come with the kind
 * (modules/<kind>/<kind>.migration.ts), and kinds.ts composes the two into the list that runs.
 */
export const CORE_MIGRATIONS: MigrationList = {
  '0001-shop-base': shopBase,
  '0002-events': events,
  '0003-orders': orders,
  '0005-commerce-core': commerceCore,
  '0006-merchandise': merchandise,
  '0007-voucher-codes': voucherCodes,
  '0008-passes-and-gift-vouchers': passesAndGiftVouchers,
  '0009-accounts': accounts,
  '0010-order-review': orderReview,
  '0011-booking-retries': bookingRetries,
  '0012-login-attempts': loginAttempts,
  '0013-order-referrer-and-reference': orderReferrerAndReference,
  '0014-order-mails-written-when-sent': orderMailsWrittenWhenSent,
  '0015-timeslot-open-index': timeslotOpenIndex,
  '0016-event-list-entries': eventListEntries,
  '0018-event-list-entry-instants': eventListEntryInstants,
  '0020-event-versions': eventVersions,
  '0023-slot-changes': slotChanges,
  '0024-merchandise-versions': merchandiseVersions,
  '0025-shop-and-page-versions': shopAndPageVersions,
  '0026-commerce-versions': commerceVersions,
  '0027-category-slugs': categorySlugs,
  '0029-catalog-group-versions': catalogGroupVersions,
  '0030-order-search': orderSearch,
  '0031-refunds': refunds,
  '0032-desk': desk,
  '0033-report-indexes': reportIndexes,
  '0034-order-fulfilment': orderFulfilment,
  '0035-door': door,
  '0036-slot-cancellations': slotCancellations,
  '0037-refund-report-indexes': refundReportIndexes,
  '0038-pass-entries-per-day': passEntriesPerDay,
  '0039-event-list-first-slots': eventListFirstSlots,
};
