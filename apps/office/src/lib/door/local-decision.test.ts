import { describe, expect, it } from 'vitest';
import type { DoorDownload, DoorScan } from './door-types';
import { applyDownload, emptyDownload, type DownloadState } from './download-state';
import { admittedRows, decideLocally, localFacts } from './local-decision';
import { download, DURING } from './test-support/door-server-stand-in';

const ZONE = 'Europe/Zurich';
const DEVICE = { id: 2, name: 'Main entrance' };

/** A day's download holding one pass card (name 1 is "Annual pass"), valid on DURING's day. */
const withPass = (entriesToday: number, entriesPerDay: number | null): DownloadState => {
  const row: DoorDownload['passes'][number] = ['P1', 1, 'Ada Muster', '2027-01-15', '2028-01-14', entriesToday, entriesPerDay];
  return applyDownload(emptyDownload(), download([], { passes: [row] })).state;
};

/** Scans of the card on a phone deciding alone, each admission remembered as the engine remembers it. */
const scanAlone = (state: DownloadState, directions: readonly ('in' | 'out')[]): string[] =>
  directions.map((direction, n) => {
    const scan: DoorScan = { nonce: `nonce-${n}`, code: 'P1', direction, scannedAt: new Date(DURING.getTime() + n * 60_000).toISOString(), offline: true };
    const verdict = decideLocally(state, scan, DEVICE, ZONE);
    const { pass } = verdict.outcome === 'admitted' ? admittedRows(state, scan, DEVICE) : {};
    if (pass !== undefined) state.passes.set(pass.code, pass);
    return verdict.outcome;
  });

describe('a pass card decided on the phone alone', () => {
  it('knows from the download how many times a day the card admits', () => {
    expect(localFacts(withPass(1, 3), 'P1')).toMatchObject({ kind: 'pass', entriesPerDay: 3, entriesToday: 1 });
    expect(localFacts(withPass(0, null), 'P1')).toMatchObject({ kind: 'pass', entriesPerDay: null });
  });

  it.each([
    { allows: 1, before: 0, scans: ['in', 'in'], outcomes: ['admitted', 'used'] },
    { allows: 1, before: 1, scans: ['in', 'out'], outcomes: ['used', 'exited'] },
    { allows: 2, before: 0, scans: ['in', 'out', 'in', 'out', 'in'], outcomes: ['admitted', 'exited', 'admitted', 'exited', 'used'] },
    { allows: 2, before: 1, scans: ['in', 'in'], outcomes: ['admitted', 'used'] },
    { allows: 3, before: 3, scans: ['in'], outcomes: ['used'] },
    { allows: null, before: 0, scans: ['out', 'in', 'in', 'in', 'in', 'in'], outcomes: ['unknown', 'admitted', 'admitted', 'admitted', 'admitted', 'admitted'] },
    { allows: null, before: 40, scans: ['in'], outcomes: ['admitted'] },
  ] as const)('allowing $allows a day with $before entries downloaded: $scans give $outcomes', ({ allows, before, scans, outcomes }) => {
    expect(scanAlone(withPass(before, allows), scans)).toEqual(outcomes);
  });

  it('says on a refusal how many entries a day the card allows', () => {
    const state = withPass(2, 2);
    const verdict = decideLocally(state, { nonce: 'n', code: 'P1', direction: 'in', scannedAt: DURING.toISOString(), offline: true }, DEVICE, ZONE);
    expect(verdict).toMatchObject({ outcome: 'used', pass: { owner: 'Ada Muster', entriesPerDay: 2 } });
  });
});
