import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './retry-delay.js';

describe('retryDelayMs', () => {
  it.each([
    [0, 30_000],
    [1, 30_000],
    [2, 60_000],
    [3, 120_000],
    [7, 1_920_000],
    [8, 3_600_000],
    [50, 3_600_000],
  ])('after %i failed attempts waits %i ms', (attempts, delay) => expect(retryDelayMs(attempts)).toBe(delay));
});
