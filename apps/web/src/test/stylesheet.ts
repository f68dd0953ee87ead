import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SRC = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Vitest leaves CSS imports empty, so a test that checks layout rules reads the stylesheet source
 * (a path under src/) and adds it to the document; jsdom then applies it to getComputedStyle and the CSSOM.
 */
export const addStylesheet = (pathInSrc: string): HTMLStyleElement => {
  const style = document.createElement('style');
  style.textContent = readFileSync(join(SRC, pathInSrc), 'utf8');
  document.head.append(style);
  return style;
};
