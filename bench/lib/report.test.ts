import { describe, expect, it } from 'vitest';
import type { QuickstartResult } from './quickstart/result.ts';
import { latestMarkdown, type BenchRun } from './report.ts';

const bench: BenchRun = {
  measuredAt: '2026-11-26T11:22:56.111Z',
  rows: [{ group: 'size', metric: 'first view (entry + static imports)', value: '104.0 KiB', budget: '≤ 105 KiB', ok: true }],
  notes: ['a note of the main bench'],
};

const quickstart: QuickstartResult = {
  measuredAt: '2026-11-27T09:05:00.000Z',
  node: 'v20.20.2',
  npm: '11.19.1',
  commit: '663cbf11e2a0d9d9bbdef6c203c2f8845f24b8ca',
  install: { ok: true, seconds: 95.4, detail: '' },
  engineWarnings: [{ package: 'vite@7.1.0', required: "{ node: '^20.19.0 || >=22.12.0' }" }],
  firstStart: { ok: true, seconds: 48.2, detail: '' },
  secondStart: { ok: true, seconds: 12.5, detail: '' },
  testsRequested: false,
  test: null,
};

const tableRows = (markdown: string) => markdown.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| group'));

describe('latestMarkdown', () => {
  it("is the main bench's table, dated by its run, when no quick start was measured", () => {
    const markdown = latestMarkdown(bench, null);
    expect(markdown.split('\n')[0]).toBe('# Foyer bench, 2026-11-26 11:22 UTC');
    expect(tableRows(markdown)).toEqual(['| size | first view (entry + static imports) | 104.0 KiB | ≤ 105 KiB | ok |']);
    expect(markdown).toContain('\n## Notes\n\n- a note of the main bench\n');
  });

  it('adds the quick start rows after the main ones, dated by their own run, with a note on what was cloned', () => {
    const markdown = latestMarkdown(bench, quickstart);
    expect(markdown.split('\n')[0]).toBe('# Foyer bench, 2026-11-26 11:22 UTC');
    const rows = tableRows(markdown);
    expect(rows).toHaveLength(7);
    expect(rows[4]).toBe('| quick start (fresh clone, 2026-11-27 09:05 UTC) | second `npm start`, nothing changed | 12.5 s | ≤ 10 s | MISS |');
    expect(markdown).toContain('- Quick start measured by `npm run bench:quickstart` on 2026-11-27 09:05 UTC: a fresh clone of commit 663cbf11e2a0');
  });

  it('keeps a value with a | in one cell', () => {
    const row = tableRows(latestMarkdown(bench, quickstart)).find((line) => line.includes('engine warnings'));
    expect(row).toBe(
      "| quick start (fresh clone, 2026-11-27 09:05 UTC) | engine warnings from `npm install` | 1: vite@7.1.0 needs { node: '^20.19.0 \\|\\| >=22.12.0' } | none | MISS |",
    );
  });
});
