import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config.js';
import { catalogSchema } from '../kinds.js';
import { productSchema } from '../modules/merchandise/public.js';
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

  it('names every field a product may have, and its example pass admits as it says', () => {
    const table = /### `products`\n\n([\s\S]*?)\n\n/.exec(doc)?.[1] ?? '';
    for (const field of Object.keys(productSchema.shape)) expect(table, field).toContain(`| \`${field}\` |`);
    const example = catalogSchema.parse(JSON.parse(/```json\n([\s\S]*?)\n```/.exec(doc)?.[1] ?? ''));
    expect(example.products.find((product) => product.product_kind_ref === '13')).toMatchObject({ validity_months: 12, door_entries_per_day: 2 });
  });
});
