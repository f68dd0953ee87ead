import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { resultsDir } from './paths.ts';
import { quickstartNote, quickstartRows, type QuickstartResult } from './quickstart/result.ts';

export interface Row {
  group: string;
  metric: string;
  value: string;
  budget: string;
  /** null when there is no budget or the value could not be measured. */
  ok: boolean | null;
}

const status = (row: Row): string => (row.ok === null ? '' : row.ok ? 'ok' : 'MISS');

export const printTable = (rows: Row[]): void => {
  const header: Row = { group: 'group', metric: 'metric', value: 'value', budget: 'budget', ok: null };
  const all = [header, ...rows];
  const width = (pick: (row: Row) => string) => Math.max(...all.map((row) => pick(row).length));
  const widths = [width((r) => r.group), width((r) => r.metric), width((r) => r.value), width((r) => r.budget)];
  for (const row of all) {
    const cells = [row.group, row.metric, row.value, row.budget].map((cell, i) => cell.padEnd(widths[i] ?? 0));
    console.log(`${cells.join('  ')}  ${row === header ? 'status' : status(row)}`);
  }
};

/** A table cell: a `|` inside a value (an engines range such as `^20.19 || >=22`) would end the cell. */
const cell = (text: string): string => text.replace(/\|/g, '\\|');

/** What latest.md is rendered from: one main bench run (its json) and, when there is one, the newest quick start. */
export interface BenchRun {
  measuredAt: string;
  rows: Row[];
  notes: string[];
}

/** latest.md: the main bench's rows, then the quick start's, each figure beside its budget. */
export const latestMarkdown = (bench: BenchRun, quickstart: QuickstartResult | null): string => {
  const rows = quickstart ? [...bench.rows, ...quickstartRows(quickstart)] : bench.rows;
  const notes = quickstart ? [...bench.notes, quickstartNote(quickstart)] : bench.notes;
  const lines = [
    `# Foyer bench, ${bench.measuredAt.replace('T', ' ').slice(0, 16)} UTC`,
    '',
    'Measured by `npm run bench` on this machine; the quick start rows by `npm run bench:quickstart` on a fresh clone (the date in their group). Budgets from DESIGN.md "Quality bars" and the README.',
    '',
    '| group | metric | value | budget | status |',
    '|---|---|---|---|---|',
    ...rows.map((row) => `| ${[row.group, row.metric, row.value, row.budget, status(row)].map(cell).join(' | ')} |`),
  ];
  if (notes.length > 0) lines.push('', '## Notes', '', ...notes.map((note) => `- ${note}`));
  return `${lines.join('\n')}\n`;
};

/** The newest bench/results/<date>-<kind>.json, or null; ISO dates sort by name. */
const newestResult = <T>(kind: 'bench' | 'quickstart'): T | null => {
  if (!existsSync(resultsDir)) return null;
  const newest = readdirSync(resultsDir)
    .filter((name) => name.endsWith(`-${kind}.json`))
    .sort()
    .at(-1);
  return newest ? (JSON.parse(readFileSync(join(resultsDir, newest), 'utf8')) as T) : null;
};

/** Renders bench/results/latest.md from a bench run (by default the newest bench json) and the newest quick-start json. */
export const writeLatest = (bench: BenchRun | null = newestResult<BenchRun>('bench')): string => {
  if (bench === null) throw new Error(`no *-bench.json in ${resultsDir}: run \`npm run bench\` first`);
  const md = join(resultsDir, 'latest.md');
  writeFileSync(md, latestMarkdown(bench, newestResult<QuickstartResult>('quickstart')));
  return md;
};

const resultFile = (measuredAt: string, kind: 'bench' | 'quickstart'): string => join(resultsDir, `${measuredAt.slice(0, 10)}-${kind}.json`);

/** bench/results/<date>-bench.json (full data), then bench/results/latest.md (the table, with the newest quick start). */
export const writeResults = (rows: Row[], notes: string[], data: Record<string, unknown>): { json: string; md: string } => {
  mkdirSync(resultsDir, { recursive: true });
  const measuredAt = new Date().toISOString();
  const json = resultFile(measuredAt, 'bench');
  writeFileSync(json, `${JSON.stringify({ measuredAt, node: process.version, rows, notes, ...data }, null, 2)}\n`);
  return { json, md: writeLatest({ measuredAt, rows, notes }) };
};

/** bench/results/<date>-quickstart.json. */
export const writeQuickstart = (result: QuickstartResult): string => {
  mkdirSync(resultsDir, { recursive: true });
  const json = resultFile(result.measuredAt, 'quickstart');
  writeFileSync(json, `${JSON.stringify(result, null, 2)}\n`);
  return json;
};
