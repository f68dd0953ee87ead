/**
 * Lighthouse's default 4× CPU slowdown is a different phone on every host. The bench instead slows the
 * host down to one phone: a benchmarkIndex of 500, between Lighthouse's low-tier and mid-tier devices.
 */
export const PHONE_BENCHMARK_INDEX = 500;

/** The CPU slowdown that makes this host as fast as the phone (×3.0 for an index of 1,500); never below ×1, a slower host is not sped up. */
export const cpuSlowdownFor = (hostBenchmarkIndex: number): number => {
  if (!Number.isFinite(hostBenchmarkIndex) || hostBenchmarkIndex <= 0) throw new Error(`benchmarkIndex must be a positive number, got ${hostBenchmarkIndex}`);
  return Math.max(1, Math.round((hostBenchmarkIndex / PHONE_BENCHMARK_INDEX) * 100) / 100);
};

/** The median of the numbers given, nulls left out (the mean of the middle two for an even count); null when none is left. */
export const median = (values: readonly (number | null)[]): number | null => {
  const sorted = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/** `BENCH_CPU_SLOWDOWN` pins the slowdown (to compare two builds under the same one); unset, the host is measured. */
export const pinnedSlowdown = (value: string | undefined): number | null => {
  if (value === undefined || value.trim() === '') return null;
  const slowdown = Number(value);
  if (!Number.isFinite(slowdown) || slowdown < 1) throw new Error(`BENCH_CPU_SLOWDOWN must be a number ≥ 1, got "${value}"`);
  return slowdown;
};
