import { describe, expect, it } from 'vitest';
import { againOnTraceFailure, medianScores, type LighthouseScores } from './lighthouse.ts';

/** A run that fails with the given messages in turn, then answers with the number of its calls. */
const failingWith = (messages: string[]) => {
  let calls = 0;
  const run = async (): Promise<number> => {
    calls += 1;
    const message = messages[calls - 1];
    if (message !== undefined) throw new Error(message);
    return calls;
  };
  return { run, calls: () => calls };
};

const NAVSTART = 'Lighthouse: NO_NAVSTART Something went wrong with recording the trace over your page load.';

describe('againOnTraceFailure', () => {
  it.each([
    { failures: [], result: 1 },
    { failures: [NAVSTART], result: 2 },
    { failures: [NAVSTART, 'Lighthouse: NO_FCP The page did not paint any content.'], result: 3 },
  ])('answers after $failures.length trace failures', async ({ failures, result }) => {
    expect(await againOnTraceFailure(failingWith(failures).run)).toBe(result);
  });

  it('gives up after the last attempt', async () => {
    const attempts = failingWith([NAVSTART, NAVSTART, NAVSTART]);
    await expect(againOnTraceFailure(attempts.run)).rejects.toThrow('NO_NAVSTART');
    expect(attempts.calls()).toBe(3);
  });

  it.each(['Lighthouse: PROTOCOL_TIMEOUT Waiting for DevTools protocol response has exceeded the allotted time.', 'connect ECONNREFUSED 127.0.0.1:4321'])(
    'does not run again for any other failure: %s',
    async (message) => {
      const attempts = failingWith([message]);
      await expect(againOnTraceFailure(attempts.run)).rejects.toThrow(message);
      expect(attempts.calls()).toBe(1);
    },
  );
});

/** One run's scores; only what a test names differs from run to run. */
const run = (performance: number, tbt: number, cls: number, extra: Partial<LighthouseScores> = {}): LighthouseScores => ({
  url: 'http://127.0.0.1:4460/en/vouchers',
  performance,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls,
  timings: { FCP: 1700, LCP: 2200, TBT: tbt, SI: 1800 },
  scripts: [`/assets/run-${performance}.js`],
  failedAudits: [],
  opportunities: [],
  benchmarkIndex: 1500,
  longTasks: 1,
  ...extra,
});

describe('medianScores', () => {
  it('takes the median of each score and timing on its own', () => {
    const scores = medianScores([
      run(73, 1052, 0.001, { benchmarkIndex: 1400, longTasks: 9 }),
      run(92, 249, 0.03, { benchmarkIndex: 1600, longTasks: 2, accessibility: 96 }),
      run(88, 380, 0.002, { benchmarkIndex: 1500, longTasks: 4 }),
    ]);
    expect(scores.performance).toBe(88);
    expect(scores.timings.TBT).toBe(380);
    expect(scores.cls).toBe(0.002);
    expect(scores.accessibility).toBe(100);
    expect(scores.benchmarkIndex).toBe(1500);
    expect(scores.longTasks).toBe(4);
  });

  it("keeps the scripts and audits of the run with the median performance", () => {
    const scores = medianScores([run(97, 40, 0), run(81, 466, 0, { failedAudits: ['a'] }), run(90, 200, 0, { failedAudits: ['b'] })]);
    expect(scores.scripts).toEqual(['/assets/run-90.js']);
    expect(scores.failedAudits).toEqual(['b']);
  });

  it('rounds a score that falls between two runs', () => {
    expect(medianScores([run(96, 100, 0), run(97, 120, 0)]).performance).toBe(97);
  });

  it('has nothing to say without runs', () => {
    expect(() => medianScores([])).toThrow('no Lighthouse runs');
  });
});
