import type { DoorConfigResponse, DoorPairResponse, DoorVerdict } from '@foyer/contract';
import type { DoorUse } from '@foyer/domain';

/**
 * The door's device API shapes from packages/contract/src/office/door.schema.ts, as types only: the
 * scanner's bundle carries no schema code.
 */
export type { DoorCounts, DoorDirection, DoorDownload, DoorOutcome, DoorScan, DoorVerdict } from '@foyer/contract';
export type DoorConfig = DoorConfigResponse['data'];
export type DoorPairing = DoorPairResponse['data'];
export type DoorScanAnswer = { nonce: string; verdict: DoorVerdict };

/** A ticket of the day's download, resolved from its indexes so a later delta's indexes cannot shift it. */
export interface LocalTicket {
  code: string;
  what: string;
  eventName: string;
  slot: { startsAt: string; endsAt: string; opensAt: string; closesAt: string };
  state: 0 | 1 | 2 | 3;
  /** The admission: from the download (when only its time is known) or made on this phone. */
  firstUse: DoorUse | null;
}

/** A pass card of the day's download, resolved likewise. */
export interface LocalPass {
  code: string;
  what: string;
  owner: string;
  validFrom: string;
  validTo: string;
  /** How many times a day the card admits; null: as often as it is shown. */
  entriesPerDay: number | null;
  entriesToday: number;
  firstUseToday: DoorUse | null;
}

