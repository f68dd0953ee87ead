import { describe, expect, it } from 'vitest';
import { barcode, doorRows, scanPlan, type DoorBenchResult } from './door-check-in.ts';
import { percentile } from './measures.ts';

describe('the door bench', () => {
  it('scans mostly fresh tickets, every 10th one already scanned, every 20th an unknown code', () => {
    const open = Array.from({ length: 2000 }, (_, index) => String(index));
    const plan = scanPlan(open, 20, 50);
    expect(plan).toHaveLength(20);
    const all = plan.flat();
    expect(all).toHaveLength(1000);
    expect(all.filter((code) => code === '0000000000000000')).toHaveLength(20 * 2);
    const fresh = plan.flatMap((codes) => codes.filter((_, n) => n % 10 !== 9));
    expect(new Set(fresh).size).toBe(fresh.length);
    // A repeated code is the one the previous device scanned fresh just before.
    expect(plan[1]?.[9]).toBe(plan[0]?.[8]);
    expect(plan[0]?.[29]).toBe(plan[19]?.[28]);
  });

  it('makes barcodes of 16 digits as the shop does, and reads percentiles of the times', () => {
    expect(barcode()).toMatch(/^[1-9]\d{15}$/);
    expect(percentile([5, 1, 4, 2, 3, 10, 9, 8, 7, 6], 0.95)).toBe(10);
    expect(percentile([5, 1, 4, 2, 3, 10, 9, 8, 7, 6], 0.5)).toBe(5);
  });

  it('judges check-in and the download against the issue’s budgets', () => {
    const result = (checkInP95Ms: number, downloadBytes: number): DoorBenchResult => ({ dialect: 'sqlite', scans: 1000, checkInP95Ms, checkInP50Ms: 3, downloadBytes, downloadEncoding: 'br' });
    expect(doorRows([result(12, 400_000)]).map((row) => row.ok)).toEqual([true, true]);
    expect(doorRows([result(51, 1_000_001)]).map((row) => row.ok)).toEqual([false, false]);
    expect(doorRows([{ ...result(1, 1), dialect: 'postgres' }])[0]?.group).toBe('door (PostgreSQL)');
  });
});
