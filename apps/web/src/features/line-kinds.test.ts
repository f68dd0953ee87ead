import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { CART_ITEM_TYPES } from '@foyer/contract';
import { describe, expect, it } from 'vitest';
import { LazyDonationPanel } from './donations/lazy-donation-panel';
import { BASKET_PANELS, LINE_KINDS, lineKindOf } from './line-kinds';

const SRC = join(import.meta.dirname, '..');

/** The features that sell a kind: the folders of the files `line-kinds.ts` gathers. */
const KIND_FOLDERS = readdirSync(import.meta.dirname, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && readdirSync(join(import.meta.dirname, entry.name)).some((file) => file.endsWith('-line-kind.ts')))
  .map((entry) => `features/${entry.name}/`);

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

/** Code outside the kinds' own features, and outside the test helpers that build lines of every kind. */
const GENERIC = sources(SRC)
  .map((path) => relative(SRC, path))
  .filter((path) => !path.startsWith('test/') && path !== 'features/line-kinds.ts' && !KIND_FOLDERS.some((folder) => path.startsWith(folder)));

const kinds = CART_ITEM_TYPES.join('|');
/** A branch on a line's kind: comparing a type with a kind's name, a `case` for one, or the names only a line type has. */
const KIND_BRANCH = new RegExp(`type\\s*[!=]==?\\s*'(${kinds})'|'(${kinds})'\\s*[!=]==?|case\\s+'(${kinds})'|'(dayTicket|guidedTour|annualPass|ticket)'`);

describe('the kinds the shop sells', () => {
  it('each describe themselves in their own feature, one entry a line type', () => {
    expect(Object.keys(LINE_KINDS).sort()).toEqual([...CART_ITEM_TYPES].sort());
    expect(KIND_FOLDERS.sort()).toEqual(['features/donations/', 'features/merchandise/', 'features/passes/', 'features/tickets/', 'features/tours/', 'features/vouchers/']);
  });

  it('are the only thing generic code asks about a kind: no file outside their features branches on one', () => {
    expect(GENERIC.length).toBeGreaterThan(100);
    const naming = GENERIC.filter((path) => KIND_BRANCH.test(readFileSync(join(SRC, path), 'utf8')));
    expect(naming).toEqual([]);
  });

  it('tell a voucher code apart: it pays, it is not a kind', () => {
    expect(lineKindOf('voucherCode')).toBeUndefined();
    expect(lineKindOf('toString')).toBeUndefined();
    expect(lineKindOf('merchandise')?.shipped).toBe(true);
  });

  it("bring their own panels under the basket, each once: the donation's offer", () => {
    expect(BASKET_PANELS).toEqual([LazyDonationPanel]);
  });
});
