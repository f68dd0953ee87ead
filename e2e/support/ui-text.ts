import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Lang } from './catalog.ts';
import { repoRoot } from './shops.ts';

type Catalog = { [key: string]: string | Catalog };
const cache = new Map<string, Catalog>();

/**
 * A UI message as the web app's own catalog has it (apps/web/src/locales/<lang>/<namespace>.json),
 * so the journeys check which text appears where without copying the translations.
 */
export const uiText = (lang: Lang, namespace: string, key: string): string => {
  const file = join(repoRoot, 'apps/web/src/locales', lang, `${namespace}.json`);
  let catalog = cache.get(file);
  if (!catalog) {
    catalog = JSON.parse(readFileSync(file, 'utf8')) as Catalog;
    cache.set(file, catalog);
  }
  let value: string | Catalog | undefined = catalog;
  for (const part of key.split('.')) value = typeof value === 'object' ? value[part] : undefined;
  if (typeof value !== 'string') throw new Error(`no UI text ${lang}/${namespace}:${key}`);
  return value;
};
