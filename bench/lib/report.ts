import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { resultsDir } from './paths.ts';

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

const markdown = (date: string, rows: Row[], notes: string[]): string => {
  const lines = [
    `# Foyer bench, ${date}`,
    '',
    'Measured by `npm run bench` on this machine; budgets from DESIGN.md "Quality bars".',
    '',
    '| group | metric | value | budget | status |',
    '|---|---|---|---|---|',
    ...rows.map((row) => `| ${row.group} | ${row.metric} | ${row.value} | ${row.budget} | ${status(row)} |`),
  ];
  if (notes.length > 0) lines.push('', '## Notes', '', ...notes.map((note) => `- ${note}`));
  return `${lines.join('\n')}\n`;
};

/** bench/results/<date>-bench.json (full data) and bench/results/latest.md (the table). */
export const writeResults = (rows: Row[], notes: string[], data: Record<string, unknown>): { json: string; md: string } => {
  mkdirSync(resultsDir, { recursive: true });
  const now = new Date();
  const date = now.toISOString().slice(0, 10);
  const json = join(resultsDir, `${date}-bench.json`);
  const md = join(resultsDir, 'latest.md');
  writeFileSync(json, `${JSON.stringify({ measuredAt: now.toISOString(), node: process.version, rows, notes, ...data }, null, 2)}\n`);
  writeFileSync(md, markdown(now.toISOString().replace('T', ' ').slice(0, 16) + ' UTC', rows, notes));
  return { json, md };
};
