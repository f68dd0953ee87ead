import { join } from 'node:path';
import { capture, freePort, runToEnd, startUntilReady, type Finished } from './commands.ts';
import { freshEnv } from './fresh-env.ts';
import { engineWarnings, testSummary } from './output.ts';
import type { QuickstartResult, StepResult } from './result.ts';

export interface QuickstartOptions {
  /** The checkout whose committed HEAD is cloned. */
  repoRoot: string;
  /** An empty folder of the caller's, removed by the caller: the clone and its npm cache go here. */
  scratch: string;
  /** Where each command's whole output is kept (npm-install.log, npm-start-1.log…), to read after a failure or a slow step. */
  logDir: string;
  /** npm start's port is the first free one in this range. */
  ports: { from: number; to: number };
  /** Runs `npm test` in the clone with these settings; null leaves it out. */
  tests: { chromiumPath: string; e2ePortBase: number } | null;
  log: (line: string) => void;
}

const MINUTE_MS = 60_000;
const INSTALL_TIMEOUT_MS = 20 * MINUTE_MS;
const START_TIMEOUT_MS = 10 * MINUTE_MS;
const TEST_TIMEOUT_MS = 60 * MINUTE_MS;
const ANSWER_TIMEOUT_MS = 10_000;

const lastLines = (output: string, count: number): string => output.trim().split('\n').slice(-count).join('\n');
const lastLine = (output: string): string => lastLines(output, 1).slice(0, 120);

const finishedStep = (run: Finished): StepResult => {
  if (run.timedOut) return { ok: false, seconds: run.seconds, detail: 'timed out' };
  if (run.exitCode !== 0) return { ok: false, seconds: run.seconds, detail: `exit ${run.exitCode ?? 'by signal'}, ${lastLine(run.output)}` };
  return { ok: true, seconds: run.seconds, detail: '' };
};

const failure = (error: unknown): string => (error instanceof Error ? error.message : String(error)).slice(0, 160);

/** `npm start` until ready, a look at the address it printed, then a stop: the clock covers only the start. */
const startOnce = async (clone: string, env: NodeJS.ProcessEnv, logFile: string): Promise<StepResult> => {
  const start = process.hrtime.bigint();
  let started;
  try {
    started = await startUntilReady({ cwd: clone, env, timeoutMs: START_TIMEOUT_MS, logFile });
  } catch (error) {
    return { ok: false, seconds: Number(process.hrtime.bigint() - start) / 1e9, detail: failure(error) };
  }
  try {
    const response = await fetch(started.address, { signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS) });
    if (!response.ok) return { ok: false, seconds: started.seconds, detail: `${started.address} answered ${response.status}` };
    return { ok: true, seconds: started.seconds, detail: '' };
  } catch (error) {
    return { ok: false, seconds: started.seconds, detail: `${started.address} did not answer: ${failure(error)}` };
  } finally {
    await started.stop();
  }
};

/**
 * The README's quick start on a fresh clone of the committed HEAD: `npm install` with an empty npm
 * cache, `npm start` until the shop says where it is, the same start again with nothing changed, and
 * optionally `npm test`. A failed step ends the run; the steps after it stay null.
 */
export const measureQuickstart = async (options: QuickstartOptions): Promise<QuickstartResult> => {
  const { repoRoot, scratch, logDir, log } = options;
  const measuredAt = new Date().toISOString();
  const commit = capture('git', ['rev-parse', 'HEAD'], repoRoot);
  const clone = join(scratch, 'foyer');
  log(`cloning ${commit.slice(0, 12)} into ${clone}`);
  capture('git', ['clone', '--quiet', repoRoot, clone], scratch);
  capture('git', ['checkout', '--quiet', '--detach', commit], clone);

  const port = await freePort(options.ports.from, options.ports.to);
  const cache = join(scratch, 'npm-cache');
  const env = freshEnv(process.env, { npm_config_cache: cache, PORT: String(port) });
  const result: QuickstartResult = {
    measuredAt,
    node: process.version,
    npm: capture('npm', ['--version'], clone),
    commit,
    install: { ok: false, seconds: 0, detail: 'not run' },
    engineWarnings: [],
    firstStart: null,
    secondStart: null,
    testsRequested: options.tests !== null,
    test: null,
  };

  log('npm install (empty npm cache)…');
  const install = await runToEnd('npm', ['install'], { cwd: clone, env, timeoutMs: INSTALL_TIMEOUT_MS, logFile: join(logDir, 'npm-install.log') });
  result.install = finishedStep(install);
  result.engineWarnings = engineWarnings(install.output);
  if (!result.install.ok) {
    log(lastLines(install.output, 30));
    return result;
  }

  log(`npm start on port ${port}…`);
  result.firstStart = await startOnce(clone, env, join(logDir, 'npm-start-1.log'));
  if (!result.firstStart.ok) return result;
  log('npm start again, nothing changed…');
  result.secondStart = await startOnce(clone, env, join(logDir, 'npm-start-2.log'));
  if (!result.secondStart.ok || options.tests === null) return result;

  log('npm test…');
  // The journeys start their shops on E2E_PORT_BASE and up; PORT stays out so no test sees npm start's port.
  const testEnv = freshEnv(process.env, { npm_config_cache: cache, CHROMIUM_PATH: options.tests.chromiumPath, E2E_PORT_BASE: String(options.tests.e2ePortBase) });
  const test = await runToEnd('npm', ['test'], { cwd: clone, env: testEnv, timeoutMs: TEST_TIMEOUT_MS, logFile: join(logDir, 'npm-test.log') });
  result.test = { ...finishedStep(test), summary: testSummary(test.output) };
  if (!result.test.ok) log(lastLines(test.output, 30));
  return result;
};
