import type { DoorDirection, DoorVerdict } from '../../lib/door/door-types';
import type { MessageKey, Params } from '../../lib/i18n/translator';

/** The verdict's colour: green lets in (or out), red stops a second use, amber sends to the right time, grey for the rest. */
export type VerdictTone = 'go' | 'stop' | 'wait' | 'none';

export const verdictTone = (verdict: DoorVerdict): VerdictTone => {
  switch (verdict.outcome) {
    case 'admitted':
    case 'exited':
      return 'go';
    case 'used':
    case 'conflict':
      return 'stop';
    case 'wrong-time':
      return 'wait';
    default:
      return 'none';
  }
};

/** The few big words on the verdict screen. */
export const verdictHeadline = (verdict: DoorVerdict, direction: DoorDirection): MessageKey => {
  switch (verdict.outcome) {
    case 'admitted':
      return 'door.verdict.admitted';
    case 'exited':
      return 'door.verdict.exited';
    case 'used':
      return 'door.verdict.used';
    case 'conflict':
      return 'door.verdict.conflict';
    case 'wrong-time':
      return verdict.window?.early === true ? 'door.verdict.early' : 'door.verdict.late';
    case 'void':
      return verdict.voidReason === 'cancelled' ? 'door.verdict.cancelled' : 'door.verdict.refunded';
    default:
      // A known ticket scanned out that never came in: the door person needs to hear it was not admitted.
      return direction === 'out' && verdict.kind !== null ? 'door.verdict.notInside' : 'door.verdict.unknown';
  }
};

export interface TimeFormat {
  time: (iso: string) => string;
  date: (iso: string) => string;
  when: (iso: string) => string;
}

type Line = [MessageKey, Params?];

/** The lines under the headline: what it is for, its slot or pass, and for a refusal what the door person needs to say. */
export const verdictLines = (verdict: DoorVerdict, format: TimeFormat, unknownDoor: string): Line[] => {
  const lines: Line[] = [];
  if (verdict.what !== null) lines.push([verdict.kind === 'pass' ? 'door.verdict.pass' : 'door.verdict.ticket', { what: verdict.what }]);
  if (verdict.eventName !== null) lines.push(['door.verdict.event', { event: verdict.eventName }]);
  if (verdict.slot !== null) lines.push(['door.verdict.slot', { date: format.date(verdict.slot.startsAt), from: format.time(verdict.slot.startsAt), to: format.time(verdict.slot.endsAt) }]);
  if (verdict.pass !== null) {
    lines.push(['door.verdict.passOwner', { owner: verdict.pass.owner }]);
    lines.push(['door.verdict.passValid', { from: format.date(verdict.pass.validFrom), to: format.date(verdict.pass.validTo) }]);
    // A holder turned away hears why: the card's entries for the day are used up.
    if (verdict.outcome === 'used' && verdict.pass.entriesPerDay !== null) lines.push(['door.verdict.passEntries', { count: verdict.pass.entriesPerDay }]);
  }
  // The door is the device's name; a first use the phone only knows from its download has none.
  if (verdict.firstUse !== null) lines.push(['door.verdict.firstUse', { when: format.when(verdict.firstUse.at), door: verdict.firstUse.door === '' ? unknownDoor : verdict.firstUse.door }]);
  if (verdict.window !== null) lines.push(['door.verdict.window', { from: format.when(verdict.window.opensAt), to: format.when(verdict.window.closesAt) }]);
  return lines;
};
