import type { Row } from '../report.ts';
import type { EngineWarning, TestSummary } from './output.ts';

/** README "Quick start": a second `npm start` with nothing changed takes a second or two; the issue's bar is 10 s. */
export const SECOND_START_BUDGET_SECONDS = 10;

export interface StepResult {
  ok: boolean;
  seconds: number;
  /** Why the step failed (exit code, timeout, last output line); empty when it passed. */
  detail: string;
}

/** bench/results/<date>-quickstart.json: the README's commands on a fresh clone. A step that was never reached is null. */
export interface QuickstartResult {
  measuredAt: string;
  node: string;
  npm: string;
  /** The commit that was cloned. */
  commit: string;
  install: StepResult;
  engineWarnings: EngineWarning[];
  firstStart: StepResult | null;
  secondStart: StepResult | null;
  /** False when run with --no-tests. */
  testsRequested: boolean;
  test: (StepResult & { summary: TestSummary | null }) | null;
}

/** 12.3 s below a minute, 5 min 52 s above. */
export const formatDuration = (seconds: number): string => {
  if (seconds < 59.95) return `${seconds.toFixed(1)} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${whole % 60} s`;
};

const timed = (step: StepResult | null): string => {
  if (step === null) return 'not reached';
  return step.ok ? formatDuration(step.seconds) : `failed after ${formatDuration(step.seconds)}: ${step.detail}`;
};

/** A failed step is a miss; a step never reached says so without a second miss for the same failure. */
const stepOk = (step: StepResult | null): boolean | null => (step === null ? null : step.ok ? null : false);

const utcMinute = (iso: string): string => `${iso.replace('T', ' ').slice(0, 16)} UTC`;

const warningsValue = (warnings: EngineWarning[]): string =>
  warnings.length === 0 ? 'none' : `${warnings.length}: ${warnings.map((warning) => `${warning.package} needs ${warning.required}`).join(', ')}`;

const testValue = (result: QuickstartResult): string => {
  const { test } = result;
  if (test === null) return result.testsRequested ? 'not reached' : 'not run (--no-tests)';
  const counts = test.summary ? ` (${test.summary.passed} passed, ${test.summary.failed} failed)` : '';
  return test.ok ? `passed in ${formatDuration(test.seconds)}${counts}` : `failed after ${formatDuration(test.seconds)}${counts}: ${test.detail}`;
};

/** The report's rows for one quick-start run; the group names when it was measured, since it runs apart from the main bench. */
export const quickstartRows = (result: QuickstartResult): Row[] => {
  const group = `quick start (fresh clone, ${utcMinute(result.measuredAt)})`;
  const { install, firstStart, secondStart, test } = result;
  const cloneToShop = install.ok && firstStart?.ok ? formatDuration(install.seconds + firstStart.seconds) : 'n/a';
  return [
    { group, metric: '`npm install` (empty npm cache)', value: timed(install), budget: '', ok: stepOk(install) },
    { group, metric: 'first `npm start` until "Foyer is ready at" (builds web and server)', value: timed(firstStart), budget: '', ok: stepOk(firstStart) },
    { group, metric: '`npm install && npm start`, clone to shop', value: cloneToShop, budget: '', ok: null },
    {
      group,
      metric: 'second `npm start`, nothing changed',
      value: timed(secondStart),
      budget: `≤ ${SECOND_START_BUDGET_SECONDS} s`,
      ok: secondStart === null ? null : secondStart.ok && secondStart.seconds <= SECOND_START_BUDGET_SECONDS,
    },
    { group, metric: 'engine warnings from `npm install`', value: warningsValue(result.engineWarnings), budget: 'none', ok: result.engineWarnings.length === 0 },
    { group, metric: '`npm test`', value: testValue(result), budget: 'passes', ok: test === null ? null : test.ok },
  ];
};

/** One line for the report's notes: what was cloned and with which tools. */
export const quickstartNote = (result: QuickstartResult): string =>
  `Quick start measured by \`npm run bench:quickstart\` on ${utcMinute(result.measuredAt)}: a fresh clone of commit ${result.commit.slice(0, 12)}, Node ${result.node}, npm ${result.npm}, an empty npm cache.`;
