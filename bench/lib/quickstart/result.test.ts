import { describe, expect, it } from 'vitest';
import { formatDuration, quickstartNote, quickstartRows, type QuickstartResult } from './result.ts';

const passed = (seconds: number) => ({ ok: true, seconds, detail: '' });

const run = (changes: Partial<QuickstartResult> = {}): QuickstartResult => ({
  measuredAt: '2026-11-26T13:40:12.345Z',
  node: 'v20.20.2',
  npm: '11.19.1',
  commit: '663cbf11e2a0d9d9bbdef6c203c2f8845f24b8ca',
  install: passed(95.4),
  engineWarnings: [],
  firstStart: passed(48.2),
  secondStart: passed(1.6),
  testsRequested: true,
  test: { ...passed(1234), summary: { passed: 812, failed: 0 } },
  ...changes,
});

const byMetric = (result: QuickstartResult) => Object.fromEntries(quickstartRows(result).map((row) => [row.metric, row]));

describe('formatDuration', () => {
  it.each([
    [1.63, '1.6 s'],
    [59.94, '59.9 s'],
    [59.96, '1 min 0 s'],
    [143.6, '2 min 24 s'],
  ])('%s s reads %s', (seconds, expected) => {
    expect(formatDuration(seconds)).toBe(expected);
  });
});

describe('quickstartRows', () => {
  it('shows every step of a good run beside its budget, under a group that says when it was measured', () => {
    const rows = quickstartRows(run());
    expect(new Set(rows.map((row) => row.group))).toEqual(new Set(['quick start (fresh clone, 2026-11-26 13:40 UTC)']));
    expect(rows.map(({ metric, value, budget, ok }) => [metric, value, budget, ok])).toEqual([
      ['`npm install` (empty npm cache)', '1 min 35 s', '', null],
      ['first `npm start` until "Foyer is ready at" (builds web and server)', '48.2 s', '', null],
      ['`npm install && npm start`, clone to shop', '2 min 24 s', '', null],
      ['second `npm start`, nothing changed', '1.6 s', '≤ 10 s', true],
      ['engine warnings from `npm install`', 'none', 'none', true],
      ['`npm test`', 'passed in 20 min 34 s (812 passed, 0 failed)', 'passes', true],
    ]);
  });

  it('misses the budget when the second start takes longer than 10 s', () => {
    expect(byMetric(run({ secondStart: passed(10.01) }))['second `npm start`, nothing changed']?.ok).toBe(false);
    expect(byMetric(run({ secondStart: passed(10) }))['second `npm start`, nothing changed']?.ok).toBe(true);
  });

  it('lists the engine warnings and misses', () => {
    const row = byMetric(run({ engineWarnings: [{ package: 'lighthouse@12.8.2', required: "{ node: '>=22.19' }" }] }))['engine warnings from `npm install`'];
    expect(row).toMatchObject({ value: "1: lighthouse@12.8.2 needs { node: '>=22.19' }", ok: false });
  });

  it('marks the failed step as a miss and the steps after it as not reached', () => {
    const rows = byMetric(run({ firstStart: { ok: false, seconds: 31.2, detail: 'npm start exited (1) before it was ready' }, secondStart: null, test: null }));
    expect(rows['first `npm start` until "Foyer is ready at" (builds web and server)']).toMatchObject({
      value: 'failed after 31.2 s: npm start exited (1) before it was ready',
      ok: false,
    });
    expect(rows['`npm install && npm start`, clone to shop']).toMatchObject({ value: 'n/a', ok: null });
    expect(rows['second `npm start`, nothing changed']).toMatchObject({ value: 'not reached', ok: null });
    expect(rows['`npm test`']).toMatchObject({ value: 'not reached', ok: null });
  });

  it('says when npm test was left out on purpose, and when it failed', () => {
    expect(byMetric(run({ testsRequested: false, test: null }))['`npm test`']).toMatchObject({ value: 'not run (--no-tests)', ok: null });
    const failed = run({ test: { ok: false, seconds: 600, detail: 'exit 1, 2 passed, 1 failed', summary: { passed: 2, failed: 1 } } });
    expect(byMetric(failed)['`npm test`']).toMatchObject({ value: 'failed after 10 min 0 s (2 passed, 1 failed): exit 1, 2 passed, 1 failed', ok: false });
  });
});

describe('quickstartNote', () => {
  it('names the commit and the tools measured', () => {
    expect(quickstartNote(run())).toBe(
      'Quick start measured by `npm run bench:quickstart` on 2026-11-26 13:40 UTC: a fresh clone of commit 663cbf11e2a0, Node v20.20.2, npm 11.19.1, an empty npm cache.',
    );
  });
});
