import { describe, expect, it } from 'vitest';
import { serverVerdict } from '../../lib/door/test-support/door-server-stand-in';
import { verdictHeadline, verdictLines, verdictTone } from './verdict-text';

const format = { time: (iso: string) => `t(${iso})`, date: (iso: string) => `d(${iso})`, when: (iso: string) => `w(${iso})` };

describe('the verdict screen', () => {
  it.each([
    ['admitted', {}, 'in', 'go', 'door.verdict.admitted'],
    ['exited', {}, 'out', 'go', 'door.verdict.exited'],
    ['used', {}, 'in', 'stop', 'door.verdict.used'],
    ['conflict', {}, 'in', 'stop', 'door.verdict.conflict'],
    ['wrong-time', { window: { opensAt: 'a', closesAt: 'b', early: true } }, 'in', 'wait', 'door.verdict.early'],
    ['wrong-time', { window: { opensAt: 'a', closesAt: 'b', early: false } }, 'in', 'wait', 'door.verdict.late'],
    ['void', { voidReason: 'refunded' }, 'in', 'none', 'door.verdict.refunded'],
    ['void', { voidReason: 'cancelled' }, 'in', 'none', 'door.verdict.cancelled'],
    ['unknown', { kind: null }, 'in', 'none', 'door.verdict.unknown'],
    ['unknown', {}, 'out', 'none', 'door.verdict.notInside'],
  ] as const)('%s (%j, %s) is %s: %s', (outcome, changes, direction, tone, headline) => {
    const verdict = serverVerdict(outcome, changes);
    expect(verdictTone(verdict)).toBe(tone);
    expect(verdictHeadline(verdict, direction)).toBe(headline);
  });

  it('names a pass by its holder and validity, a first use by its time and door, and the right time for a wrong one', () => {
    const pass = serverVerdict('used', {
      kind: 'pass',
      what: 'Annual pass',
      eventName: null,
      slot: null,
      pass: { owner: 'Ada', validFrom: '2027-01-01', validTo: '2027-12-31', entriesPerDay: 2 },
      firstUse: { at: 'x', door: '', by: '3' },
      window: { opensAt: 'o', closesAt: 'c', early: true },
    });
    expect(verdictLines(pass, format, 'another door')).toEqual([
      ['door.verdict.pass', { what: 'Annual pass' }],
      ['door.verdict.passOwner', { owner: 'Ada' }],
      ['door.verdict.passValid', { from: 'd(2027-01-01)', to: 'd(2027-12-31)' }],
      ['door.verdict.passEntries', { count: 2 }],
      ['door.verdict.firstUse', { when: 'w(x)', door: 'another door' }],
      ['door.verdict.window', { from: 'w(o)', to: 'w(c)' }],
    ]);
  });

  it('says how many entries a day a pass allows only when it turns the holder away for them', () => {
    const passVerdict = (outcome: 'admitted' | 'used', entriesPerDay: number | null) =>
      serverVerdict(outcome, { kind: 'pass', what: 'Annual pass', eventName: null, slot: null, pass: { owner: 'Ada', validFrom: '2027-01-01', validTo: '2027-12-31', entriesPerDay } });
    const entriesLine = (verdict: ReturnType<typeof passVerdict>) => verdictLines(verdict, format, 'another door').find(([key]) => key === 'door.verdict.passEntries');
    expect(entriesLine(passVerdict('used', 1))).toEqual(['door.verdict.passEntries', { count: 1 }]);
    expect(entriesLine(passVerdict('admitted', 2))).toBeUndefined();
    expect(entriesLine(passVerdict('used', null))).toBeUndefined();
  });
});
