import { describe, expect, it } from 'vitest';
import { reportBucketStart, reportPeriodOf, reportPeriodsBetween, reportPresetRange, type ReportPeriodName, type ReportPreset } from './report-periods.js';

describe('reportPeriodOf', () => {
  it.each<[string, ReportPeriodName, string]>([
    ['2026-03-05', 'day', '2026-03-05'],
    ['2026-03-05', 'month', '2026-03'],
    // Thursday 5 March 2026: its week began on Monday 2 March.
    ['2026-03-05', 'week', '2026-03-02'],
    ['2026-03-02', 'week', '2026-03-02'],
    ['2026-03-08', 'week', '2026-03-02'],
    // A week across the turn of the year carries its Monday in December.
    ['2027-01-01', 'week', '2026-12-28'],
  ])('%s by %s is %s', (date, period, expected) => {
    expect(reportPeriodOf(date, period)).toBe(expected);
  });
});

describe('reportPeriodsBetween', () => {
  it.each<[string, string, ReportPeriodName, string[]]>([
    ['2026-02-27', '2026-03-02', 'day', ['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']],
    ['2026-02-27', '2026-03-02', 'week', ['2026-02-23', '2026-03-02']],
    ['2026-01-31', '2026-03-01', 'month', ['2026-01', '2026-02', '2026-03']],
    ['2026-03-05', '2026-03-05', 'month', ['2026-03']],
  ])('%s to %s by %s', (from, to, period, expected) => {
    expect(reportPeriodsBetween(from, to, period)).toEqual(expected);
  });
});

describe('reportBucketStart', () => {
  it.each([
    ['2026-03-05T22', '2026-03-05T22:00:00.000Z'],
    ['2026-03-05T22:0', '2026-03-05T22:00:00.000Z'],
    ['2026-03-05T22:3', '2026-03-05T22:45:00.000Z'],
  ])('%s starts at %s', (bucket, expected) => {
    expect(reportBucketStart(bucket)).toBe(expected);
  });

  it('refuses anything else', () => {
    expect(() => reportBucketStart('2026-03-05T22:4')).toThrow(RangeError);
    expect(() => reportBucketStart('2026-03-05')).toThrow(RangeError);
  });
});

describe('reportPresetRange', () => {
  it.each<[ReportPreset, string, { from: string; to: string }]>([
    ['today', '2026-03-05', { from: '2026-03-05', to: '2026-03-05' }],
    ['this-week', '2026-03-05', { from: '2026-03-02', to: '2026-03-08' }],
    ['this-month', '2026-02-10', { from: '2026-02-01', to: '2026-02-28' }],
    ['this-month', '2028-02-10', { from: '2028-02-01', to: '2028-02-29' }],
    ['last-month', '2026-03-31', { from: '2026-02-01', to: '2026-02-28' }],
    ['last-month', '2026-01-15', { from: '2025-12-01', to: '2025-12-31' }],
    ['this-year', '2026-03-05', { from: '2026-01-01', to: '2026-12-31' }],
  ])('%s on %s', (preset, today, expected) => {
    expect(reportPresetRange(preset, today)).toEqual(expected);
  });
});
