import { rmSync } from 'node:fs';
import { runDir } from './shops.ts';

/** The run's databases and generated catalogs live in one temp folder; nothing outlives the run. */
export default function globalTeardown(): void {
  rmSync(runDir, { recursive: true, force: true });
}
