import { decideAdmission, type DoorFacts } from '@foyer/domain';
import type { DoorScan, DoorVerdict, LocalPass, LocalTicket } from './door-types';
import type { DownloadState } from './download-state';

const TICKET_STATES = ['valid', 'used', 'refunded', 'cancelled'] as const;

/** What the download knows of a code, in the shared rule's terms. */
export const localFacts = (download: DownloadState, code: string): DoorFacts => {
  const ticket = download.tickets.get(code);
  if (ticket !== undefined) {
    return { kind: 'ticket', what: ticket.what, eventName: ticket.eventName, slot: ticket.slot, state: TICKET_STATES[ticket.state], firstUse: ticket.firstUse };
  }
  const pass = download.passes.get(code);
  if (pass === undefined) return null;
  return {
    kind: 'pass',
    what: pass.what,
    owner: pass.owner,
    validFrom: pass.validFrom,
    validTo: pass.validTo,
    voidReason: null,
    entriesPerDay: pass.entriesPerDay,
    entriesToday: pass.entriesToday,
    firstUseToday: pass.firstUseToday,
    // The download counts the day's entries without their devices: the phone decides alone and leaves conflicts to the server.
    entryDevicesToday: [],
  };
};

export interface ThisDevice {
  id: number;
  name: string;
}

/** The phone's own verdict for a scan, offline, with the rule the server uses (`decideAdmission`). */
export type LocalDecider = (download: DownloadState, scan: DoorScan, device: ThisDevice, timeZone: string) => DoorVerdict;

export const decideLocally: LocalDecider = (download, scan, device, timeZone) =>
  decideAdmission(localFacts(download, scan.code), { direction: scan.direction, device: String(device.id), admittedOffline: false }, new Date(scan.scannedAt), timeZone);

/** The rows an admission changes on the phone: the ticket used from now, or one more of the pass's entries today. */
export const admittedRows = (download: DownloadState, scan: DoorScan, device: ThisDevice): { ticket?: LocalTicket; pass?: LocalPass } => {
  const use = { at: scan.scannedAt, door: device.name, by: String(device.id) };
  const ticket = download.tickets.get(scan.code);
  if (ticket !== undefined) return { ticket: { ...ticket, state: 1, firstUse: use } };
  const pass = download.passes.get(scan.code);
  if (pass !== undefined) return { pass: { ...pass, entriesToday: pass.entriesToday + 1, firstUseToday: pass.firstUseToday ?? use } };
  return {};
};
