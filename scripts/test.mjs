#!/usr/bin/env node
/**
 * `npm test`: the whole suite in one command (DESIGN.md, Testing).
 * Order: find Chromium -> lint -> typecheck -> vitest (all projects) -> build the web and the server -> Playwright journeys.
 * Fails fast; ends with one plain line "N passed, N failed" summing vitest and Playwright.
 * Only node: built-ins, so it runs before anything else is known to work.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const reportDir = mkdtempSync(join(tmpdir(), 'foyer-test-'));
const vitestJson = join(reportDir, 'vitest.json');
const playwrightJson = join(reportDir, 'playwright.json');

/** @type {{ name: string, ok: boolean, detail: string, seconds: number }[]} */
const steps = [];
const totals = { passed: 0, failed: 0 };

const isExecutable = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

const run = (command, args, env = {}) => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.error) console.error(`[test] could not start ${command}: ${result.error.message}`);
  return result.status ?? 1;
};

const readJson = (path) => {
  if (!existsSync(path)) return null;
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
};

const finish = (code) => {
  console.log('\n[test] summary');
  for (const step of steps) {
    console.log(`  ${step.ok ? 'ok  ' : 'FAIL'} ${step.name.padEnd(12)} ${step.seconds.toFixed(1).padStart(6)} s  ${step.detail}`);
  }
  rmSync(reportDir, { recursive: true, force: true });
  console.log(`${totals.passed} passed, ${totals.failed} failed`);
  process.exit(code);
};

const step = (name, body) => {
  const started = Date.now();
  const { ok, detail } = body();
  steps.push({ name, ok, detail, seconds: (Date.now() - started) / 1000 });
  if (!ok) finish(1);
};

/** Debian's chromium; Playwright never downloads its own browser here. */
const findChromium = () => {
  const wanted = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (isExecutable(wanted)) return { ok: true, path: wanted };
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!process.env.CHROMIUM_PATH && isRoot) {
    console.log('[test] chromium missing: installing Debian chromium with apt-get');
    const env = { DEBIAN_FRONTEND: 'noninteractive' };
    const updated = run('apt-get', ['update'], env) === 0;
    if (updated) run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], env);
    if (isExecutable(wanted)) return { ok: true, path: wanted };
  }
  const hint = isRoot
    ? 'apt-get install -y chromium did not provide it'
    : 'install it (as root: apt-get install -y chromium) or set CHROMIUM_PATH';
  return { ok: false, path: wanted, hint };
};

step('chromium', () => {
  const found = findChromium();
  if (!found.ok) return { ok: false, detail: `no Chromium at ${found.path}: ${found.hint}` };
  process.env.CHROMIUM_PATH = found.path;
  return { ok: true, detail: found.path };
});

// Lint and types first: cheap, and the issues require both clean.
step('lint', () => {
  const status = run('npm', ['run', 'lint']);
  return { ok: status === 0, detail: status === 0 ? 'eslint and server zones clean' : `exit ${status}` };
});

step('typecheck', () => {
  const status = run('npm', ['run', 'typecheck']);
  return { ok: status === 0, detail: status === 0 ? 'tsc clean in every workspace' : `exit ${status}` };
});

step('vitest', () => {
  const status = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);
  const report = readJson(vitestJson);
  if (!report) return { ok: false, detail: `exit ${status}, no JSON report (vitest crashed or found no tests)` };
  const passed = report.numPassedTests ?? 0;
  const failed = report.numFailedTests ?? 0;
  totals.passed += passed;
  totals.failed += failed;
  const ok = status === 0 && failed === 0;
  return { ok, detail: `${passed} passed, ${failed} failed${ok ? '' : ` (exit ${status})`}` };
});

step('build', () => {
  const status = run('npm', ['run', 'build']);
  return { ok: status === 0, detail: status === 0 ? 'apps/web/dist, apps/office/dist, apps/server/dist' : `exit ${status}` };
});

step('playwright', () => {
  const status = run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
  });
  const report = readJson(playwrightJson);
  if (!report?.stats) return { ok: false, detail: `exit ${status}, no JSON report` };
  // A test that passed on retry counts as passed; Playwright already fails the run on flakiness only when asked to.
  const passed = (report.stats.expected ?? 0) + (report.stats.flaky ?? 0);
  const failed = report.stats.unexpected ?? 0;
  totals.passed += passed;
  totals.failed += failed;
  const errors = (report.errors ?? []).length;
  const ok = status === 0 && failed === 0 && errors === 0;
  const extra = [report.stats.flaky ? `${report.stats.flaky} flaky` : '', errors ? `${errors} global errors` : '']
    .filter(Boolean)
    .join(', ');
  return { ok, detail: `${passed} passed, ${failed} failed${extra ? `, ${extra}` : ''}${ok ? '' : ` (exit ${status})`}` };
});

finish(0);
