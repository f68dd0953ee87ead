import { describe, expect, it } from 'vitest';
import { againOnTraceFailure } from './lighthouse.ts';

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
