import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config.js';
import { catalogSchema } from '../kinds.js';
import { scheduleRuleSchema } from './schedule-rule.schema.js';

const doc = readFileSync(join(REPO_ROOT, 'docs', 'catalog-format.md'), 'utf8');

describe('docs/catalog-format.md', () => {
  it('shows an example that is a valid catalog', () => {
    const example = /```json\n([\s\S]*?)\n```/.exec(doc)?.[1];
    expect(example).toBeDefined();
    expect(catalogSchema.safeParse(JSON.parse(example ?? '')).error).toBeUndefined();
  });

  it('shows a calendar that is a valid schedule', () => {
    const example = /### Calendars[\s\S]*?```json\n([\s\S]*?)\n```/.exec(doc)?.[1];
    expect(example).toBeDefined();
    expect(scheduleRuleSchema.safeParse(JSON.parse(example ?? '')).error).toBeUndefined();
  });
});
