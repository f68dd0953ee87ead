import { z } from 'zod';
import { envelope } from '../common/envelope.js';
import { MAX_ID } from '../common/shop-query.js';
import { oneLineText } from '../common/text-fields.js';

/**
 * The door (docs/office.md "The door"): devices paired by the office, scans decided by the server or,
 * offline, by the phone with the same rule (`decideAdmission` in @foyer/domain), and what the door sees.
 */

/** The door window's defaults live with the rule (30 minutes before a slot's start, 60 after). */
export { DOOR_CLOSES_MINUTES_AFTER_DEFAULT, DOOR_OPENS_MINUTES_BEFORE_DEFAULT } from '@foyer/domain';
/** The longest window either side may be set to: a day. */
export const DOOR_WINDOW_MAX_MINUTES = 1440;
export const doorWindowMinutesSchema = z.number().int().min(0).max(DOOR_WINDOW_MAX_MINUTES);

/** How long a pairing code may be used: 15 minutes. */
export const DOOR_PAIRING_MINUTES = 15;
/** Crockford base32: no I, L, O or U, so a code read aloud or typed is never ambiguous. */
export const DOOR_PAIRING_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** A pairing code as shown (`ABCDE-FGHJK`) or typed: any case, dashes and spaces ignored by the server. */
export const doorPairingCodeSchema = z
  .string()
  .trim()
  .min(10)
  .max(24)
  .regex(/^[0-9A-Za-z -]+$/);

/** Most scans one upload may carry: a phone offline for a while sends its queue in batches of this size. */
export const DOOR_SCANS_MAX = 500;

// ---------------------------------------------------------------------------------------------------
// Staff calls (office session and CSRF).

export const doorPairingSchema = z.object({ code: z.string(), expiresAt: z.string() });
export type DoorPairing = z.infer<typeof doorPairingSchema>;

export const doorDeviceSchema = z.object({
  id: z.number().int(),
  /** The door it stands at, e.g. "Main entrance". */
  name: z.string(),
  pairedAt: z.string().nullable(),
  lastSeenAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  pinSet: z.boolean(),
  /**
   * A pairing waiting to be used; null once paired, expired or revoked. Its code is kept only as a hash,
   * so a list answers it as null: the code is shown once, when it is made.
   */
  pairing: z.object({ code: z.string().nullable(), expiresAt: z.string() }).nullable(),
});
export type DoorDevice = z.infer<typeof doorDeviceSchema>;

/** `GET /office/api/door/devices` (owner). */
export const doorDevicesResponseSchema = envelope(z.object({ devices: z.array(doorDeviceSchema) }));
export type DoorDevicesResponse = z.infer<typeof doorDevicesResponseSchema>;

/** `POST /office/api/door/devices` (owner). */
export const doorDeviceCreateBodySchema = z.object({ name: oneLineText(80).min(1) });
export type DoorDeviceCreateBody = z.input<typeof doorDeviceCreateBodySchema>;

/**
 * Answer of creating a device and of `POST /office/api/door/devices/:id/pairing` (owner): a fresh code,
 * and as a QR code (SVG) the address `<origin>/office/door/pair#<code>` that a phone's camera opens.
 */
export const doorDevicePairingResponseSchema = envelope(z.object({ device: doorDeviceSchema, pairing: doorPairingSchema, pairingUrl: z.string(), qrSvg: z.string() }));
export type DoorDevicePairingResponse = z.infer<typeof doorDevicePairingResponseSchema>;

export const doorDeviceParamsSchema = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });

/** `POST /office/api/door/devices/:id/revoke` (owner) and `PUT .../pin`: the device as it is now. */
export const doorDeviceResponseSchema = envelope(z.object({ device: doorDeviceSchema }));
export type DoorDeviceResponse = z.infer<typeof doorDeviceResponseSchema>;

/** `PUT /office/api/door/devices/:id/pin` (owner): 4 to 8 digits, or null to unlock the device. */
export const doorDevicePinBodySchema = z.object({ pin: z.string().regex(/^\d{4,8}$/).nullable() });
export type DoorDevicePinBody = z.input<typeof doorDevicePinBodySchema>;

/** A museum date the door's lists are asked for. */
const doorDate = z.iso.date().refine((date) => date >= '2000-01-01' && date <= '2099-12-31');

/** `GET /office/api/door/conflicts?date=` (owner, box office, door); today when no date is given. */
export const doorConflictsQuerySchema = z.object({ date: doorDate.optional() });

export const doorUseSchema = z.object({ at: z.string(), door: z.string() });

export const doorConflictSchema = z.object({
  code: z.string(),
  /** "Adult", or the pass's name. */
  what: z.string(),
  eventName: z.string().nullable(),
  first: doorUseSchema,
  second: doorUseSchema,
});
export type DoorConflict = z.infer<typeof doorConflictSchema>;
export const doorConflictsResponseSchema = envelope(z.object({ date: z.string(), conflicts: z.array(doorConflictSchema) }));
export type DoorConflictsResponse = z.infer<typeof doorConflictsResponseSchema>;

/**
 * `GET /office/api/door/traffic?from=&to=` (owner, accountant): entries and exits per 15 minutes and
 * door; the same rows as the reports screen's "door-traffic" report (`/office/api/reports/door-traffic`).
 */
export const doorTrafficQuerySchema = z
  .object({ from: doorDate, to: doorDate })
  .refine((query) => query.from <= query.to, { path: ['to'] });

export const doorTrafficRowSchema = z.object({
  /** The quarter hour's start with the museum's offset. */
  quarter: z.string(),
  door: z.string(),
  entries: z.number().int(),
  exits: z.number().int(),
});
export type DoorTrafficRow = z.infer<typeof doorTrafficRowSchema>;
export const doorTrafficResponseSchema = envelope(z.object({ timeZone: z.string(), rows: z.array(doorTrafficRowSchema) }));
export type DoorTrafficResponse = z.infer<typeof doorTrafficResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// Device calls (`authorization: Bearer <device token>`).

/** `POST /office/api/door/pair` (no token; rate limited). */
export const doorPairBodySchema = z.object({ code: doorPairingCodeSchema });
export type DoorPairBody = z.input<typeof doorPairBodySchema>;

export const doorDeviceIdentitySchema = z.object({ id: z.number().int(), name: z.string() });
export const doorPairResponseSchema = envelope(z.object({ token: z.string(), device: doorDeviceIdentitySchema }));
export type DoorPairResponse = z.infer<typeof doorPairResponseSchema>;

/** How the phone checks its PIN offline: PBKDF2-SHA256 of the PIN with `salt` (base64), `iterations` rounds, 32 bytes (base64). */
export const doorPinCheckSchema = z.object({ salt: z.string(), hash: z.string(), iterations: z.number().int() });
export type DoorPinCheck = z.infer<typeof doorPinCheckSchema>;

/** `GET /office/api/door/config`. */
export const doorConfigResponseSchema = envelope(
  z.object({
    device: doorDeviceIdentitySchema,
    pin: doorPinCheckSchema.nullable(),
    museum: z.object({ name: z.string(), timeZone: z.string() }),
  }),
);
export type DoorConfigResponse = z.infer<typeof doorConfigResponseSchema>;

export const DOOR_DIRECTIONS = ['in', 'out'] as const;
export type DoorDirection = (typeof DOOR_DIRECTIONS)[number];

/** A scanned code: what a ticket's or pass card's QR code and barcode carry. */
export const doorCodeSchema = z.string().trim().min(1).max(64);

export const doorScanSchema = z.object({
  nonce: z.uuid(),
  code: doorCodeSchema,
  direction: z.enum(DOOR_DIRECTIONS),
  /** When the phone read it; the server judges the window by this time, bounded to a day around its own clock. */
  scannedAt: z.iso.datetime({ offset: true }),
  /** Decided on the phone. */
  offline: z.boolean(),
  /**
   * For an offline scan: whether the phone let the visitor in (absent: it did). Only a scan the phone
   * admitted can be a conflict; one it turned away as used is just used.
   */
  admitted: z.boolean().optional(),
});
export type DoorScan = z.infer<typeof doorScanSchema>;

/** `POST /office/api/door/scans`. */
export const doorScansBodySchema = z.object({ scans: z.array(doorScanSchema).min(1).max(DOOR_SCANS_MAX) });
export type DoorScansBody = z.input<typeof doorScansBodySchema>;

export const DOOR_OUTCOMES = ['admitted', 'exited', 'used', 'wrong-time', 'void', 'unknown', 'conflict'] as const;
export type DoorOutcome = (typeof DOOR_OUTCOMES)[number];
export const DOOR_VOID_REASONS = ['refunded', 'cancelled'] as const;
export type DoorVoidReason = (typeof DOOR_VOID_REASONS)[number];

export const doorSlotTimesSchema = z.object({ startsAt: z.string(), endsAt: z.string() });

export const doorVerdictSchema = z.object({
  outcome: z.enum(DOOR_OUTCOMES),
  kind: z.enum(['ticket', 'pass']).nullable(),
  /** "Adult", or the pass's name. */
  what: z.string().nullable(),
  eventName: z.string().nullable(),
  slot: doorSlotTimesSchema.nullable(),
  /** `entriesPerDay`: how many times a day the card admits (null: as often as it is shown). */
  pass: z.object({ owner: z.string(), validFrom: z.string(), validTo: z.string(), entriesPerDay: z.number().int().nullable() }).nullable(),
  /** For used and conflict: the admission that counted; `door` is the device's name, `by` its id (a door may have several phones). */
  firstUse: z.object({ at: z.string(), door: z.string(), by: z.string() }).nullable(),
  /** For wrong-time: when the door admits this ticket (or the pass's validity, as instants). */
  window: z.object({ opensAt: z.string(), closesAt: z.string(), early: z.boolean() }).nullable(),
  voidReason: z.enum(DOOR_VOID_REASONS).nullable(),
});
export type DoorVerdict = z.infer<typeof doorVerdictSchema>;

export const doorScansResponseSchema = envelope(z.object({ answers: z.array(z.object({ nonce: z.string(), verdict: doorVerdictSchema })) }));
export type DoorScansResponse = z.infer<typeof doorScansResponseSchema>;

/** `GET /office/api/door/download?since=<cursor>`: the cursor a previous download answered. */
export const doorDownloadQuerySchema = z.object({ since: z.string().regex(/^[0-9a-z_-]{1,64}$/i).optional() });

/** A downloaded ticket's state. */
export const DOOR_TICKET_STATES = { valid: 0, used: 1, refunded: 2, cancelled: 3 } as const;
export type DoorTicketState = (typeof DOOR_TICKET_STATES)[keyof typeof DOOR_TICKET_STATES];

/** `[code, slot (index into slots), name (index into names), state, usedAt | null]`. */
export const doorDownloadTicketSchema = z.tuple([z.string(), z.number().int(), z.number().int(), z.number().int().min(0).max(3), z.string().nullable()]);
/** `[code, name (index into names), owner, validFrom, validTo (museum dates), entriesToday, entriesPerDay (null: no limit)]`. */
export const doorDownloadPassSchema = z.tuple([z.string(), z.number().int(), z.string(), z.string(), z.string(), z.number().int(), z.number().int().nullable()]);

export const doorDownloadSchema = z.object({
  /** Give it back as `since` for what changed after this download. */
  cursor: z.string(),
  /** The museum date the download is for. */
  day: z.string(),
  /** True: replace everything held; false: apply on top (a code listed again replaces its entry). */
  full: z.boolean(),
  events: z.array(z.object({ id: z.string(), name: z.string() })),
  /** `event` is an index into events; times are UTC instants; `opensAt`/`closesAt` the door's window. */
  slots: z.array(z.object({ id: z.number().int(), event: z.number().int(), startsAt: z.string(), endsAt: z.string(), opensAt: z.string(), closesAt: z.string() })),
  /** Ticket and pass names, shared by index. */
  names: z.array(z.string()),
  tickets: z.array(doorDownloadTicketSchema),
  passes: z.array(doorDownloadPassSchema),
  /** Codes no longer valid for the day that the phone should forget (e.g. a ticket moved to another day). */
  gone: z.array(z.string()),
});
export type DoorDownload = z.infer<typeof doorDownloadSchema>;
export const doorDownloadResponseSchema = envelope(doorDownloadSchema);

/** `GET /office/api/door/counts` (device) and `GET /office/api/door/counts` for door staff: today's museum day. */
export const doorCountsSchema = z.object({
  slots: z.array(
    z.object({
      id: z.number().int(),
      eventName: z.string(),
      startsAt: z.string(),
      endsAt: z.string(),
      expected: z.number().int(),
      in: z.number().int(),
      toCome: z.number().int(),
    }),
  ),
  /** People inside now across all doors: entries minus exits today (never below 0). */
  inside: z.number().int(),
  doors: z.array(z.object({ name: z.string(), in: z.number().int(), out: z.number().int() })),
});
export type DoorCounts = z.infer<typeof doorCountsSchema>;
export const doorCountsResponseSchema = envelope(doorCountsSchema);
