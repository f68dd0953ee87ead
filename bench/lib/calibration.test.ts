import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor, median, pinnedSlowdown } from './calibration.ts';

describe('cpuSlowdownFor', () => {
  it.each([
    { index: 1500, slowdown: 3 },
    { index: 500, slowdown: 1 },
    { index: 2000, slowdown: 4 },
    { index: 1234, slowdown: 2.47 },
    { index: 1877.6, slowdown: 3.76 },
    { index: 300, slowdown: 1 },
  ])('slows a host of index $index down ×$slowdown', ({ index, slowdown }) => {
    expect(cpuSlowdownFor(index)).toBe(slowdown);
  });

  it.each([0, -5, Number.NaN, Number.POSITIVE_INFINITY])('refuses a benchmarkIndex of %s', (index) => {
    expect(() => cpuSlowdownFor(index)).toThrow('benchmarkIndex must be a positive number');
  });
});

describe('median', () => {
  it.each([
    { values: [3, 1, 2], result: 2 },
    { values: [92, 73, 88], result: 88 },
    { values: [1052, 249, 380], result: 380 },
    { values: [4, 1, 3, 2], result: 2.5 },
    { values: [7], result: 7 },
    { values: [5, null, 1, null, 3], result: 3 },
    { values: [null, null], result: null },
    { values: [], result: null },
  ])('of $values is $result', ({ values, result }) => {
    expect(median(values)).toBe(result);
  });

  it('leaves the values it was given in their order', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe('pinnedSlowdown', () => {
  it.each([
    { value: undefined, slowdown: null },
    { value: '', slowdown: null },
    { value: '3', slowdown: 3 },
    { value: '2.5', slowdown: 2.5 },
  ])('reads "$value" as $slowdown', ({ value, slowdown }) => {
    expect(pinnedSlowdown(value)).toBe(slowdown);
  });

  it.each(['0.5', 'fast', '-2'])('refuses "%s"', (value) => {
    expect(() => pinnedSlowdown(value)).toThrow('BENCH_CPU_SLOWDOWN must be a number ≥ 1');
  });
});
