import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config.js';
import { catalogSchema } from '../kinds.js';

describe('docs/catalog-format.md', () => {
  it('shows an example that is a valid catalog', () => {
    const doc = readFileSync(join(REPO_ROOT, 'docs', 'catalog-format.md'), 'utf8');
    const example = /```json\n([\s\S]*?)\n```/.exec(doc)?.[1];
    expect(example).toBeDefined();
    expect(catalogSchema.safeParse(JSON.parse(example ?? '')).error).toBeUndefined();
  });
});
