/**
 * Runs `prune` at most once per `intervalMs` in this instance, for tables whose rows only expire
 * (counters of addresses and clients that never come back). Every instance prunes on its own;
 * deleting expired rows twice does no harm. A clock set back runs it at once rather than never.
 */
export const periodicPrune = (intervalMs: number, prune: (now: Date) => Promise<unknown>): ((now: Date) => Promise<void>) => {
  let lastAt = Number.NEGATIVE_INFINITY;
  return async (now) => {
    const at = now.getTime();
    if (at >= lastAt && at - lastAt < intervalMs) return;
    lastAt = at;
    await prune(now);
  };
};
