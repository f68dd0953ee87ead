import type { StaffRoleName } from '../office/staff-rights.js';

/** The mails the shop sends its staff (docs/operations.md "Staff mails"). */
export const STAFF_NOTICE_KINDS = ['goods-to-ship', 'pass-cards-to-post', 'reservation-lapsing', 'payment-flagged', 'daily-summary'] as const;
export type StaffNoticeKind = (typeof STAFF_NOTICE_KINDS)[number];

/**
 * Who gets which mail: the box office packs, posts and chases reservations; a payment flagged for
 * refund needs someone who may refund (owner, box office); the day's summary is for the owner and
 * the accountant. Editors and door staff get none.
 */
export const STAFF_NOTICE_ROLES: Record<StaffNoticeKind, readonly StaffRoleName[]> = {
  'goods-to-ship': ['box-office'],
  'pass-cards-to-post': ['box-office'],
  'reservation-lapsing': ['box-office'],
  'payment-flagged': ['owner', 'box-office'],
  'daily-summary': ['owner', 'accountant'],
};

/** The roles the owner may give addresses to: those that receive anything. */
export const STAFF_MAIL_ROLES = (['owner', 'box-office', 'accountant'] as const satisfies readonly StaffRoleName[]);

/** The mails an address of `role` receives. */
export const staffNoticesOf = (role: StaffRoleName): StaffNoticeKind[] => STAFF_NOTICE_KINDS.filter((kind) => STAFF_NOTICE_ROLES[kind].includes(role));

/** A reservation (pay later) is about to lapse when it lapses within this many hours. */
export const RESERVATION_WARNING_HOURS = 24;
