import { z } from 'zod';

/**
 * Codes the server sends; clients translate them (error-messages/<lang>.json holds the texts).
 */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNKNOWN_LANGUAGE',
  'UNKNOWN_SHOP',
  'NOT_FOUND',
  'PAGE_NOT_FOUND',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'TOO_MANY_REQUESTS',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
  // The HTTP layer's own refusals, before any route runs.
  'METHOD_NOT_ALLOWED',
  'REQUEST_TIMEOUT',
  'PAYLOAD_TOO_LARGE',
  'URI_TOO_LONG',
  'UNSUPPORTED_MEDIA_TYPE',
  'HEADERS_TOO_LARGE',
  // Checkout (SPEC §8): holds, prices, payment and booking.
  'CART_GONE',
  'CART_EMPTY',
  'UNKNOWN_ITEM',
  'PRICE_CHANGED',
  'SOLD_OUT',
  'OVERBOOKED',
  'PAYMENT_TYPE_UNKNOWN',
  'PAYMENT_NOT_COMPLETED',
  'REFUND_REQUIRED',
  'ORDER_ALREADY_PAID',
  'GUEST_REGISTRATION_DISABLED',
  // Commerce core: limits on unpaid orders, and payments that settle later than the return.
  'ORDER_TOO_LARGE',
  'PAYMENT_PENDING',
  'PAYMENT_EXPIRED',
  'PAYMENT_PROVIDER_UNAVAILABLE',
  // Events and tickets; SOLD_OUT and OVERBOOKED above serve them too.
  'EVENT_NOT_FOUND',
  'INVALID_DATE',
  'DATE_RANGE_REVERSED',
  'DATE_RANGE_TOO_LONG',
  // A well-formed date outside the window every call accepts (a year back, the booking horizon ahead).
  'DATE_OUT_OF_RANGE',
  'EVENT_EXPIRED',
  'UNKNOWN_TICKET',
  'TIMESLOT_NOT_FOUND',
  'FAMILY_INCOMPLETE',
  'QUANTITY_LIMIT',
  // Guided tours; SOLD_OUT, OVERBOOKED, TIMESLOT_NOT_FOUND and EVENT_EXPIRED serve them too.
  'TOUR_NOT_FOUND',
  'TOUR_SELECTION_REQUIRED',
  'TOURS_OVERBOOKED',
  'TOO_MANY_PARTICIPANTS',
  'TICKETS_MUST_EQUAL_PARTICIPANTS',
  'UNDERBOOKED',
  'ANSWERS_REQUIRED',
  'ANSWER_INVALID',
  'DATE_AND_TIME_REQUIRED',
  // Merchandise and shipping: stock is claimed like places; goods need a shipping rate for the country.
  'PRODUCT_NOT_FOUND',
  'OUT_OF_STOCK',
  'NOT_ENOUGH_STOCK',
  'NO_SHIPPING_COSTS',
  // Voucher codes (SPEC §5, §8): the lookup and the tender at checkout.
  'VOUCHER_NOT_FOUND',
  'VOUCHER_NOW_IS_BEFORE_VALID_FROM',
  'VOUCHER_NOW_IS_AFTER_VALID_TO',
  'VOUCHER_NO_AMOUNT_LEFT',
  'VOUCHER_UNKNOWN_ERROR',
  // Annual passes and gift vouchers: one owner per pass; a variable amount within the voucher's bounds.
  'PASS_NOT_FOUND',
  'PASS_OWNERS_INCOMPLETE',
  'GIFT_VOUCHER_NOT_FOUND',
  'VOUCHER_AMOUNT_REQUIRED',
  'VOUCHER_AMOUNT_TOO_LOW',
  'VOUCHER_AMOUNT_TOO_HIGH',
  // Donations: the shop's offer, one of its fixed amounts or an amount of choice within its bounds, one per basket.
  'DONATION_NOT_OFFERED',
  'DONATION_AMOUNT_NOT_OFFERED',
  'DONATION_AMOUNT_TOO_LOW',
  'DONATION_AMOUNT_TOO_HIGH',
  'DONATION_ONE_PER_CART',
  // Accounts (SPEC §5, §8): login, registration, recovery and settings.
  'LOGIN_FAILED',
  'ACCOUNT_LOCKED',
  'REGISTRATION_DISABLED',
  'EMAIL_TAKEN',
  'PASSWORD_WRONG',
  'FIELDS_REQUIRED',
  'RESET_TOKEN_INVALID',
  // Orders opened by their link, and paying an existing order.
  'ORDER_NOT_AVAILABLE',
  'PAY_LATER_NOT_ALLOWED',
  // An express wallet payment without login: the wallet names the payer but gives no delivery address.
  'DELIVERY_ADDRESS_REQUIRED',
  // The back office (/office/api): staff sign-in with password and TOTP, sessions, roles and staff management.
  'OFFICE_CREDENTIALS_INVALID',
  'OFFICE_LOCKED',
  'OFFICE_CODE_INVALID',
  'OFFICE_SIGNED_OUT',
  'OFFICE_SESSION_EXPIRED',
  'OFFICE_CSRF_INVALID',
  'OFFICE_FORBIDDEN',
  'OFFICE_STALE',
  'OFFICE_LAST_OWNER',
  'OFFICE_EMAIL_TAKEN',
  'OFFICE_STAFF_NOT_FOUND',
  'OFFICE_EVENT_NOT_FOUND',
  'OFFICE_TOUR_NOT_FOUND',
  'OFFICE_PRODUCT_NOT_FOUND',
  'OFFICE_CATEGORY_NOT_FOUND',
  'OFFICE_PAGE_NOT_FOUND',
  'OFFICE_ORDER_NOT_FOUND',
  // Moving visitors to another time: an unknown slot, a time that is not another one of the same event still to come, too few free places, an order with no places there.
  'OFFICE_SLOT_NOT_FOUND',
  'OFFICE_SLOT_NOT_A_CHOICE',
  'OFFICE_SLOT_TOO_SMALL',
  'OFFICE_ORDER_NOT_IN_SLOT',
  // Refunds and cancellations at the orders desk, and the second factor a large refund asks for again.
  'OFFICE_REFUND_NOT_POSSIBLE',
  'OFFICE_REFUND_TOO_LARGE',
  'OFFICE_REFUND_LINES_INVALID',
  'OFFICE_REFUND_BUSY',
  'OFFICE_REFUND_REFUSED',
  'OFFICE_CANCEL_NOT_POSSIBLE',
  'OFFICE_SECOND_FACTOR_REQUIRED',
  'OFFICE_SECOND_FACTOR_INVALID',
  'OFFICE_PASS_NOT_FOUND',
  'OFFICE_GIFT_VOUCHER_NOT_FOUND',
  'OFFICE_PAYMENT_TYPE_NOT_FOUND',
  'OFFICE_PAYMENT_TYPE_TAKEN',
  'OFFICE_SLOTS_HAVE_BUYERS',
  'OFFICE_CATEGORY_IN_USE',
  // Tour categories and gift-voucher groups: unknown ones, and a delete while a tour or voucher is filed under one.
  'OFFICE_TOUR_CATEGORY_NOT_FOUND',
  'OFFICE_VOUCHER_GROUP_NOT_FOUND',
  'OFFICE_GROUP_IN_USE',
  // The desk: voucher codes looked up and debited; a customer's page, their confirmation sent again, their data erased.
  'OFFICE_VOUCHER_CODE_NOT_FOUND',
  'OFFICE_VOUCHER_BALANCE_TOO_LOW',
  'OFFICE_CUSTOMER_NOT_FOUND',
  'OFFICE_CUSTOMER_ERASED',
  'OFFICE_CUSTOMER_NO_EMAIL',
  'OFFICE_ORDER_NOT_BOOKED',
  'OFFICE_SET_UP_INVALID',
  // Pictures uploaded in the office: too many bytes or pixels, or not a JPEG, PNG or WebP that decodes.
  'OFFICE_IMAGE_TOO_LARGE',
  'OFFICE_IMAGE_UNSUPPORTED',
  // The shop's logo: no SVG, JPEG, PNG or WebP that can be drawn; an SVG naming files outside itself, or too large or complex to draw.
  'OFFICE_LOGO_UNSUPPORTED',
  'OFFICE_SVG_EXTERNAL_REFERENCE',
  'OFFICE_SVG_TOO_LARGE',
  // Fulfilment: an order marked shipped twice or with nothing to ship; a stock correction below what is sold and held.
  'OFFICE_ALREADY_SHIPPED',
  'OFFICE_NOTHING_TO_SHIP',
  'OFFICE_STOCK_BELOW_SOLD',
  // The door: an unknown device in the office; a device's token that is unknown (or replaced by a new pairing) or revoked; a wrong or expired pairing code; a scan time far from the server's clock.
  'OFFICE_DOOR_DEVICE_NOT_FOUND',
  'DOOR_DEVICE_UNKNOWN',
  'DOOR_DEVICE_REVOKED',
  'DOOR_PAIRING_UNKNOWN',
  'DOOR_SCAN_TIME_INVALID',
] as const;
export const errorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * Options for a schema refinement whose failure means a rule of the shop, not a malformed field: the
 * server answers with `code` and its translated message (e.g. a pass owner without a name).
 */
export const refusedAs = (code: ErrorCode, path: PropertyKey[]) => ({ path, params: { errorCode: code } });

/** The error code every issue carries through `refusedAs`, or undefined when any issue is a plain malformed field. */
export const refusalCode = (issues: readonly { code: string; params?: Record<string, unknown> | undefined }[]): ErrorCode | undefined => {
  const codes = new Set(issues.map((issue) => (issue.code === 'custom' ? errorCodeSchema.safeParse(issue.params?.errorCode).data : undefined)));
  const [code] = codes;
  return codes.size === 1 ? code : undefined;
};
