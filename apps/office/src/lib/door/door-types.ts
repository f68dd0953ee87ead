/**
 * The door's device API shapes (DOOR-DESIGN.md "Contract"), as the phone reads them. Types only: the
 * scanner's bundle carries no schema code.
 */
export type DoorOutcome = 'admitted' | 'exited' | 'used' | 'wrong-time' | 'void' | 'unknown' | 'conflict';
export type DoorDirection = 'in' | 'out';

export interface DoorVerdict {
  outcome: DoorOutcome;
  kind: 'ticket' | 'pass' | null;
  what: string | null;
  eventName: string | null;
  slot: { startsAt: string; endsAt: string } | null;
  pass: { owner: string; validFrom: string; validTo: string } | null;
  firstUse: { at: string; door: string | null; by: string | null } | null;
  window: { opensAt: string; closesAt: string; early: boolean } | null;
  voidReason: 'refunded' | 'cancelled' | null;
}

export interface DoorScan {
  nonce: string;
  code: string;
  direction: DoorDirection;
  scannedAt: string;
  offline: boolean;
}

export interface DoorDevice {
  id: number;
  name: string;
}

export interface DoorConfig {
  device: DoorDevice;
  pin: { salt: string; hash: string; iterations: number } | null;
  museum: { name: string; timeZone: string };
}

/** A ticket row of the download: code, slot index, name index, state (0 valid, 1 used, 2 refunded, 3 cancelled), first use. */
export type DownloadTicket = [code: string, slot: number, name: number, state: 0 | 1 | 2 | 3, usedAt: string | null];
/** A pass row of the download: code, the pass's name, owner, validity and the entries already made today. */
export type DownloadPass = [code: string, name: string, owner: string, validFrom: string, validTo: string, entriesToday: number];

export interface DownloadSlot {
  id: number;
  event: number;
  startsAt: string;
  endsAt: string;
  opensAt: string;
  closesAt: string;
}

export interface DoorDownload {
  cursor: string;
  day: string;
  full: boolean;
  events: { id: number; name: string }[];
  slots: DownloadSlot[];
  names: string[];
  tickets: DownloadTicket[];
  passes: DownloadPass[];
  gone: string[];
}

export interface DoorCounts {
  slots: { id: number; eventName: string; startsAt: string; endsAt: string; expected: number; in: number; toCome: number }[];
  inside: number;
  doors: { name: string; in: number; out: number }[];
}
