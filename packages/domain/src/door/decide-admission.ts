/**
 * The door's one rule (docs/office.md "The door"): what a scanned code's facts say at a given time.
 * The server decides every online scan with it, and a phone without network decides with the same
 * function from its download, so both always agree on the same facts.
 */
import { doorDay, passValidityWindow } from './door-window.js';

export type DoorOutcomeName = 'admitted' | 'exited' | 'used' | 'wrong-time' | 'void' | 'unknown' | 'conflict';
export type DoorVoidReasonName = 'refunded' | 'cancelled';
export type DoorTicketStateName = 'valid' | 'used' | 'refunded' | 'cancelled';

/** An admission that already counted: when, at which door (the device's name), by which device (its id). */
export interface DoorUse {
  at: string;
  door: string;
  by: string;
}

export interface DoorTicketFacts {
  kind: 'ticket';
  /** "Adult". */
  what: string;
  eventName: string;
  slot: { startsAt: string; endsAt: string; opensAt: string; closesAt: string };
  state: DoorTicketStateName;
  /** The admission, when the state is used. */
  firstUse: DoorUse | null;
}

export interface DoorPassFacts {
  kind: 'pass';
  /** The pass's name. */
  what: string;
  owner: string;
  /** Museum dates, both included. */
  validFrom: string;
  validTo: string;
  voidReason: DoorVoidReasonName | null;
  /** How many times a day the card admits its holder; null: as often as it is shown. */
  entriesPerDay: number | null;
  /** The entries the pass already made on the scan's museum day, the first of them when there is one. */
  entriesToday: number;
  firstUseToday: DoorUse | null;
  /**
   * The devices (ids) that made those entries, one per entry, as far as known: the server knows them all;
   * a phone deciding alone only counts, and never judges a conflict.
   */
  entryDevicesToday: readonly string[];
}

/** What is known about a scanned code; null for a code no ticket or pass carries. */
export type DoorFacts = DoorTicketFacts | DoorPassFacts | null;

export interface DoorScanInput {
  direction: 'in' | 'out';
  /** The scanning device's id, as `DoorUse.by` names devices. */
  device: string;
  /**
   * Decided on the phone, offline: true when the phone let the visitor in. The server then meets a
   * ticket another device had admitted as a conflict to report, not a visitor to turn away.
   */
  admittedOffline: boolean;
}

export interface DoorDecision {
  outcome: DoorOutcomeName;
  kind: 'ticket' | 'pass' | null;
  what: string | null;
  eventName: string | null;
  slot: { startsAt: string; endsAt: string } | null;
  pass: { owner: string; validFrom: string; validTo: string; entriesPerDay: number | null } | null;
  firstUse: DoorUse | null;
  window: { opensAt: string; closesAt: string; early: boolean } | null;
  voidReason: DoorVoidReasonName | null;
}

/** A pass type admits its cards once per museum day unless the museum sets another number ... */
export const PASS_ENTRIES_PER_DAY_DEFAULT = 1;
/** ... of at most this many, or no limit at all. */
export const PASS_ENTRIES_PER_DAY_MAX = 20;

/** Whether a pass type's entries a day are a setting the museum may choose: a whole number of 1 to 20, or null for no limit. */
export const isPassEntriesPerDay = (value: number | null): boolean => value === null || (Number.isInteger(value) && value >= 1 && value <= PASS_ENTRIES_PER_DAY_MAX);

const UNKNOWN: DoorDecision = {
  outcome: 'unknown',
  kind: null,
  what: null,
  eventName: null,
  slot: null,
  pass: null,
  firstUse: null,
  window: null,
  voidReason: null,
};

/** A second admission after an offline one on another device is a conflict; on the same device the phone knew it was used. */
const usedOrConflict = (firstUse: DoorUse | null, scan: DoorScanInput): DoorOutcomeName =>
  scan.admittedOffline && firstUse !== null && firstUse.by !== scan.device ? 'conflict' : 'used';

const decideTicket = (facts: DoorTicketFacts, scan: DoorScanInput, now: Date): DoorDecision => {
  const base: DoorDecision = {
    ...UNKNOWN,
    kind: 'ticket',
    what: facts.what,
    eventName: facts.eventName,
    slot: { startsAt: facts.slot.startsAt, endsAt: facts.slot.endsAt },
  };
  if (facts.state === 'refunded' || facts.state === 'cancelled') return { ...base, outcome: 'void', voidReason: facts.state };
  if (scan.direction === 'out') return facts.state === 'used' ? { ...base, outcome: 'exited' } : { ...base, outcome: 'unknown' };
  if (facts.state === 'used') return { ...base, outcome: usedOrConflict(facts.firstUse, scan), firstUse: facts.firstUse };
  const at = now.getTime();
  const opens = Date.parse(facts.slot.opensAt);
  const closes = Date.parse(facts.slot.closesAt);
  if (at < opens || at > closes) {
    return { ...base, outcome: 'wrong-time', window: { opensAt: facts.slot.opensAt, closesAt: facts.slot.closesAt, early: at < opens } };
  }
  return { ...base, outcome: 'admitted' };
};

const decidePass = (facts: DoorPassFacts, scan: DoorScanInput, now: Date, timeZone: string): DoorDecision => {
  const base: DoorDecision = {
    ...UNKNOWN,
    kind: 'pass',
    what: facts.what,
    pass: { owner: facts.owner, validFrom: facts.validFrom, validTo: facts.validTo, entriesPerDay: facts.entriesPerDay },
  };
  if (facts.voidReason !== null) return { ...base, outcome: 'void', voidReason: facts.voidReason };
  if (scan.direction === 'out') return facts.entriesToday > 0 ? { ...base, outcome: 'exited' } : { ...base, outcome: 'unknown' };
  const today = doorDay(now, timeZone);
  if (today < facts.validFrom || today > facts.validTo) {
    const validity = passValidityWindow(facts.validFrom, facts.validTo, timeZone);
    return { ...base, outcome: 'wrong-time', window: { ...validity, early: today < facts.validFrom } };
  }
  const entryLeft = facts.entriesPerDay === null || facts.entriesToday < facts.entriesPerDay;
  if (entryLeft) return { ...base, outcome: 'admitted' };
  // Admitted offline beyond the day's entries: a conflict when another device made any of them; made all here, the phone knew.
  const elsewhere = scan.admittedOffline && facts.entryDevicesToday.some((device) => device !== scan.device);
  return { ...base, outcome: elsewhere ? 'conflict' : 'used', firstUse: facts.firstUseToday };
};

/**
 * The verdict for one scan at `now` (the moment the code was read) in the museum's time zone: a valid
 * ticket inside its slot's door window is admitted, before or after it the wrong time; a used ticket
 * shows its first use; refunded or cancelled ones are void; a pass valid today with an entry left (fewer
 * entries today than its card allows, or no limit) is admitted. Exits count only for someone admitted.
 */
export const decideAdmission = (facts: DoorFacts, scan: DoorScanInput, now: Date, timeZone: string): DoorDecision => {
  if (facts === null) return UNKNOWN;
  return facts.kind === 'ticket' ? decideTicket(facts, scan, now) : decidePass(facts, scan, now, timeZone);
};
