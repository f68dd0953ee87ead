import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { constants, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumPath, repoRoot } from './lib/paths.ts';
import { killAllGroups } from './lib/processes.ts';
import { measureQuickstart } from './lib/quickstart/measure.ts';
import { quickstartRows } from './lib/quickstart/result.ts';
import { printTable, writeLatest, writeQuickstart } from './lib/report.ts';

/**
 * `npm run bench:quickstart`: the README's two commands timed on a fresh clone of the committed HEAD,
 * written to bench/results/<date>-quickstart.json and into latest.md beside the newest main bench run.
 * `--no-tests` leaves out `npm test`; `--report-only` measures nothing and only re-renders latest.md.
 */
const FLAGS = new Set(['--with-tests', '--no-tests', '--report-only']);
const flags = process.argv.slice(2);
const unknown = flags.filter((flag) => !FLAGS.has(flag));
if (unknown.length > 0) throw new Error(`unknown flag ${unknown.join(' ')}; known: ${[...FLAGS].join(' ')}`);

/** npm start's port comes from 4800-4849; the journeys of `npm test` take 4850-4856. */
const START_PORTS = { from: 4800, to: 4849 };
const E2E_PORT_BASE = 4850;

if (flags.includes('--report-only')) {
  console.log(`Rendered ${writeLatest()}`);
  process.exit(0);
}

/** Each command's whole output, kept after the run (bench/.scratch is not committed). */
const logDir = join(repoRoot, 'bench/.scratch/quickstart');
rmSync(logDir, { recursive: true, force: true });
mkdirSync(logDir, { recursive: true });
const scratch = mkdtempSync(join(tmpdir(), 'foyer-quickstart-'));
/** Retries while processes just killed may still be writing into the clone (npm install mid-extract). */
const removeScratch = () => {
  try {
    rmSync(scratch, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  } catch (error) {
    console.error(`[quickstart] could not remove ${scratch}: ${error instanceof Error ? error.message : String(error)}`);
  }
};
// Ctrl-C or a crash ends the bench through process.exit: stop the clone's processes before removing their folder.
process.once('exit', () => {
  killAllGroups();
  removeScratch();
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, () => process.exit(128 + constants.signals[signal]));

try {
  const result = await measureQuickstart({
    repoRoot,
    scratch,
    logDir,
    ports: START_PORTS,
    tests: flags.includes('--no-tests') ? null : { chromiumPath: chromiumPath(), e2ePortBase: E2E_PORT_BASE },
    log: (line) => console.log(`[quickstart] ${line}`),
  });
  console.log('');
  printTable(quickstartRows(result));
  const json = writeQuickstart(result);
  const md = writeLatest();
  const misses = quickstartRows(result).filter((row) => row.ok === false).length;
  console.log(`\n${misses} budget misses. Results: ${json}, ${md}; each command's output in ${logDir}`);
} finally {
  removeScratch();
}
