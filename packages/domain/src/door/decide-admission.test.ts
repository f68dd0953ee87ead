import { describe, expect, it } from 'vitest';
import { decideAdmission, isPassEntriesPerDay, type DoorPassFacts, type DoorScanInput, type DoorTicketFacts } from './decide-admission.js';

const ZONE = 'Europe/Zurich';
const slot = { startsAt: '2027-05-01T08:00:00.000Z', endsAt: '2027-05-01T10:00:00.000Z', opensAt: '2027-05-01T07:30:00.000Z', closesAt: '2027-05-01T09:00:00.000Z' };
const elsewhere = { at: '2027-05-01T07:45:00.000Z', door: 'Main entrance', by: '1' };
const ticket = (changes: Partial<DoorTicketFacts> = {}): DoorTicketFacts => ({ kind: 'ticket', what: 'Adult', eventName: 'Night at the museum', slot, state: 'valid', firstUse: null, ...changes });
const pass = (changes: Partial<DoorPassFacts> = {}): DoorPassFacts => ({
  kind: 'pass',
  what: 'Annual pass',
  owner: 'Ada Muster',
  validFrom: '2027-01-15',
  validTo: '2028-01-14',
  voidReason: null,
  entriesPerDay: 1,
  entriesToday: 0,
  firstUseToday: null,
  entryDevicesToday: [],
  ...changes,
});
/** Today's entries of a pass, made by these devices in this order. */
const enteredBy = (...devices: string[]): Pick<DoorPassFacts, 'entriesToday' | 'firstUseToday' | 'entryDevicesToday'> => {
  const [first] = devices;
  return { entriesToday: devices.length, firstUseToday: first === undefined ? null : { ...elsewhere, by: first }, entryDevicesToday: devices };
};
const scanIn: DoorScanInput = { direction: 'in', device: '2', admittedOffline: false };
const scanOut: DoorScanInput = { direction: 'out', device: '2', admittedOffline: false };
const offlineAdmitted: DoorScanInput = { direction: 'in', device: '2', admittedOffline: true };
const at = (instant: string) => new Date(instant);

describe('decideAdmission: tickets', () => {
  it.each([
    { name: 'inside the window: admitted', facts: ticket(), scan: scanIn, now: '2027-05-01T08:10:00.000Z', outcome: 'admitted' },
    { name: 'as the door opens: admitted', facts: ticket(), scan: scanIn, now: '2027-05-01T07:30:00.000Z', outcome: 'admitted' },
    { name: 'as the door closes: admitted', facts: ticket(), scan: scanIn, now: '2027-05-01T09:00:00.000Z', outcome: 'admitted' },
    { name: 'used: used, with its first use', facts: ticket({ state: 'used', firstUse: elsewhere }), scan: scanIn, now: '2027-05-01T08:10:00.000Z', outcome: 'used' },
    { name: 'used, scanned again outside the window: still used', facts: ticket({ state: 'used', firstUse: elsewhere }), scan: scanIn, now: '2027-05-01T12:00:00.000Z', outcome: 'used' },
    { name: 'admitted offline here, already admitted at another device: a conflict', facts: ticket({ state: 'used', firstUse: elsewhere }), scan: offlineAdmitted, now: '2027-05-01T08:10:00.000Z', outcome: 'conflict' },
    { name: 'admitted offline, used by the same device: used', facts: ticket({ state: 'used', firstUse: { ...elsewhere, by: '2' } }), scan: offlineAdmitted, now: '2027-05-01T08:10:00.000Z', outcome: 'used' },
    { name: 'refunded: void', facts: ticket({ state: 'refunded' }), scan: scanIn, now: '2027-05-01T08:10:00.000Z', outcome: 'void' },
    { name: 'cancelled: void', facts: ticket({ state: 'cancelled' }), scan: scanIn, now: '2027-05-01T08:10:00.000Z', outcome: 'void' },
    { name: 'an exit after admission: exited', facts: ticket({ state: 'used', firstUse: elsewhere }), scan: scanOut, now: '2027-05-01T09:30:00.000Z', outcome: 'exited' },
    { name: 'an exit of a ticket never admitted: unknown', facts: ticket(), scan: scanOut, now: '2027-05-01T09:30:00.000Z', outcome: 'unknown' },
    { name: 'an exit of a refunded ticket: void', facts: ticket({ state: 'refunded' }), scan: scanOut, now: '2027-05-01T09:30:00.000Z', outcome: 'void' },
  ])('$name', ({ facts, scan, now, outcome }) => {
    expect(decideAdmission(facts, scan, at(now), ZONE).outcome).toBe(outcome);
  });

  it.each([
    { name: 'early', now: '2027-05-01T07:29:59.000Z', early: true },
    { name: 'late', now: '2027-05-01T09:00:01.000Z', early: false },
    { name: 'another day', now: '2027-05-02T08:10:00.000Z', early: false },
  ])('$name: the wrong time, with the window it admits in', ({ now, early }) => {
    expect(decideAdmission(ticket(), scanIn, at(now), ZONE)).toEqual({
      outcome: 'wrong-time',
      kind: 'ticket',
      what: 'Adult',
      eventName: 'Night at the museum',
      slot: { startsAt: slot.startsAt, endsAt: slot.endsAt },
      pass: null,
      firstUse: null,
      window: { opensAt: slot.opensAt, closesAt: slot.closesAt, early },
      voidReason: null,
    });
  });

  it('says what, which slot and when it was first used, and why it is void', () => {
    expect(decideAdmission(ticket({ state: 'used', firstUse: elsewhere }), scanIn, at('2027-05-01T08:10:00.000Z'), ZONE)).toMatchObject({
      kind: 'ticket',
      what: 'Adult',
      slot: { startsAt: slot.startsAt, endsAt: slot.endsAt },
      firstUse: elsewhere,
    });
    expect(decideAdmission(ticket({ state: 'cancelled' }), scanIn, at('2027-05-01T08:10:00.000Z'), ZONE).voidReason).toBe('cancelled');
  });
});

describe('decideAdmission: pass cards (one entry per museum day unless the pass type says otherwise)', () => {
  it.each([
    { name: 'valid today, no entry yet: admitted', facts: pass(), scan: scanIn, now: '2027-05-01T08:10:00.000Z', outcome: 'admitted' },
    { name: 'on its first valid day: admitted', facts: pass(), scan: scanIn, now: '2027-01-14T23:30:00.000Z', outcome: 'admitted' },
    { name: 'on its last valid day, late in the museum’s evening: admitted', facts: pass(), scan: scanIn, now: '2028-01-14T22:30:00.000Z', outcome: 'admitted' },
    { name: 'already entered today: used', facts: pass({ ...enteredBy('1') }), scan: scanIn, now: '2027-05-01T08:10:00.000Z', outcome: 'used' },
    { name: 'entered today at another device, admitted offline here: a conflict', facts: pass({ ...enteredBy('1') }), scan: offlineAdmitted, now: '2027-05-01T08:10:00.000Z', outcome: 'conflict' },
    { name: 'refunded: void', facts: pass({ voidReason: 'refunded' }), scan: scanIn, now: '2027-05-01T08:10:00.000Z', outcome: 'void' },
    { name: 'an exit after today’s entry: exited', facts: pass({ ...enteredBy('1') }), scan: scanOut, now: '2027-05-01T12:00:00.000Z', outcome: 'exited' },
    { name: 'an exit without an entry today: unknown', facts: pass(), scan: scanOut, now: '2027-05-01T12:00:00.000Z', outcome: 'unknown' },
  ])('$name', ({ facts, scan, now, outcome }) => {
    expect(decideAdmission(facts, scan, at(now), ZONE).outcome).toBe(outcome);
  });

  it.each([
    { allows: 1, entriesToday: 0, outcome: 'admitted' },
    { allows: 1, entriesToday: 1, outcome: 'used' },
    { allows: 2, entriesToday: 1, outcome: 'admitted' },
    { allows: 2, entriesToday: 2, outcome: 'used' },
    { allows: 20, entriesToday: 19, outcome: 'admitted' },
    { allows: 20, entriesToday: 20, outcome: 'used' },
    { allows: null, entriesToday: 0, outcome: 'admitted' },
    { allows: null, entriesToday: 57, outcome: 'admitted' },
  ])('allowing $allows a day, with $entriesToday entries today: $outcome', ({ allows, entriesToday, outcome }) => {
    const facts = pass({ entriesPerDay: allows, ...enteredBy(...Array.from({ length: entriesToday }, () => '1')) });
    expect(decideAdmission(facts, scanIn, at('2027-05-01T08:10:00.000Z'), ZONE).outcome).toBe(outcome);
  });

  it.each([
    { name: 'two a day, both made, admitted offline at another device: a conflict', facts: pass({ entriesPerDay: 2, ...enteredBy('1', '1') }), scan: offlineAdmitted, outcome: 'conflict' },
    { name: 'two a day, both made on this device, admitted offline here: used (the phone knew them)', facts: pass({ entriesPerDay: 2, ...enteredBy('2', '2') }), scan: offlineAdmitted, outcome: 'used' },
    { name: 'two a day, the second made at another device, admitted offline here: a conflict', facts: pass({ entriesPerDay: 2, ...enteredBy('2', '1') }), scan: offlineAdmitted, outcome: 'conflict' },
    { name: 'three a day, the middle one made elsewhere, admitted offline here: a conflict', facts: pass({ entriesPerDay: 3, ...enteredBy('2', '1', '2') }), scan: offlineAdmitted, outcome: 'conflict' },
    { name: 'two a day, both made elsewhere, turned away offline here: used', facts: pass({ entriesPerDay: 2, ...enteredBy('1', '1') }), scan: scanIn, outcome: 'used' },
    { name: 'two a day, one made, admitted offline: admitted', facts: pass({ entriesPerDay: 2, ...enteredBy('1') }), scan: offlineAdmitted, outcome: 'admitted' },
    { name: 'no limit, but out of its validity: the wrong time', facts: pass({ entriesPerDay: null, validTo: '2027-04-30' }), scan: scanIn, outcome: 'wrong-time' },
    { name: 'no limit, but refunded: void', facts: pass({ entriesPerDay: null, voidReason: 'refunded' }), scan: scanIn, outcome: 'void' },
    { name: 'two a day, an exit after one entry: exited', facts: pass({ entriesPerDay: 2, ...enteredBy('1') }), scan: scanOut, outcome: 'exited' },
    { name: 'two a day, an exit after both entries: exited', facts: pass({ entriesPerDay: 2, ...enteredBy('1', '1') }), scan: scanOut, outcome: 'exited' },
    { name: 'no limit, an exit without an entry today: unknown', facts: pass({ entriesPerDay: null }), scan: scanOut, outcome: 'unknown' },
  ])('$name', ({ facts, scan, outcome }) => {
    expect(decideAdmission(facts, scan, at('2027-05-01T08:10:00.000Z'), ZONE).outcome).toBe(outcome);
  });

  it('refuses a pass whose entries are used up with the day’s first entry and the number it allows', () => {
    expect(decideAdmission(pass({ entriesPerDay: 2, ...enteredBy('1', '1') }), scanIn, at('2027-05-01T12:00:00.000Z'), ZONE)).toMatchObject({
      outcome: 'used',
      pass: { owner: 'Ada Muster', entriesPerDay: 2 },
      firstUse: elsewhere,
    });
  });

  it.each([
    { name: 'before it is valid', now: '2027-01-14T22:59:00.000Z', early: true },
    { name: 'after it ran out', now: '2028-01-14T23:00:00.000Z', early: false },
  ])('$name: the wrong time, with its validity', ({ now, early }) => {
    expect(decideAdmission(pass(), scanIn, at(now), ZONE)).toMatchObject({
      outcome: 'wrong-time',
      kind: 'pass',
      pass: { owner: 'Ada Muster', validFrom: '2027-01-15', validTo: '2028-01-14' },
      window: { opensAt: '2027-01-14T23:00:00.000Z', closesAt: '2028-01-14T23:00:00.000Z', early },
    });
  });
});

describe('decideAdmission: unknown codes', () => {
  it.each([scanIn, scanOut, offlineAdmitted])('a code nobody issued is unknown (%o)', (scan) => {
    expect(decideAdmission(null, scan, at('2027-05-01T08:10:00.000Z'), ZONE)).toMatchObject({ outcome: 'unknown', kind: null, what: null });
  });
});

describe('isPassEntriesPerDay', () => {
  it.each([
    [1, true],
    [20, true],
    [null, true],
    [0, false],
    [21, false],
    [1.5, false],
    [-1, false],
  ])('%s: %s', (value, allowed) => {
    expect(isPassEntriesPerDay(value)).toBe(allowed);
  });
});
