import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const webDir = join(repoRoot, 'apps/web');
export const officeDir = join(repoRoot, 'apps/office');
export const resultsDir = join(repoRoot, 'bench/results');

/** The bench only ever talks to processes it started on this machine. */
export const HOST = '127.0.0.1';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const chromiumPath = (): string => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
