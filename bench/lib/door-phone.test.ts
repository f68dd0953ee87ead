import { describe, expect, it } from 'vitest';
import { bundleDoorPhone, dayDownload, doorPhoneRows } from './door-phone.ts';
import { percentile } from './measures.ts';

describe('the door phone bench', () => {
  it('downloads a day of distinct valid tickets in the server\'s shape', () => {
    const download = dayDownload(20_000);
    expect(download.tickets).toHaveLength(20_000);
    expect(new Set(download.tickets.map(([code]) => code)).size).toBe(20_000);
    expect(download.tickets.every(([, slot, name, state, usedAt]) => slot === 0 && download.names[name] !== undefined && state === 0 && usedAt === null)).toBe(true);
  });

  it('takes the 95th percentile as the scan at or above 95 % of the scans', () => {
    const values = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(values, 0.95)).toBe(95);
    expect(percentile([3, 1, 2], 0.5)).toBe(2);
  });

  it('flags a p95 over the budget and scans that were not all admitted', () => {
    const slow = doorPhoneRows({ tickets: 10, slowdown: 4, times: [5, 6, 30], outcomes: { admitted: 2, used: 1 } }, 20);
    expect(slow.map((row) => row.ok)).toEqual([false, null, false]);
    const quick = doorPhoneRows({ tickets: 10, slowdown: 4, times: [5, 6, 7], outcomes: { admitted: 3 } }, 20);
    expect(quick.map((row) => row.ok)).toEqual([true, null, true]);
  });

  it('bundles the scanner\'s own engine for the browser', async () => {
    const bundle = await bundleDoorPhone();
    expect(bundle).toContain('doorBench');
    expect(bundle).toContain('indexedDB');
  });
});
