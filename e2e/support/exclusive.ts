import { mkdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { runDir } from './shops.ts';

/** Longer than any journey runs (three times the 90-second timeout of a slow one): a lock this old was left by a killed worker. */
const ABANDONED_MS = 5 * 60_000;
const POLL_MS = 250;

/**
 * Runs `work` while no other journey of this run holds `name`. Journeys that edit one shared record of
 * the demo shop (its settings, a page, the shipping table) would otherwise make each other's forms
 * stale, the desktop and phone runs of one journey included. The lock is a folder: creating one is
 * atomic across the workers' processes.
 */
export const exclusive = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
  const lock = join(runDir, `lock-${name}`);
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    try {
      if (Date.now() - statSync(lock).mtimeMs > ABANDONED_MS) rmSync(lock, { recursive: true, force: true });
    } catch {
      // Released meanwhile: the next round takes it.
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
};
