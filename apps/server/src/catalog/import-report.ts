import type { CatalogImport } from './catalog-import.js';
import type { ListChanges } from './catalog-lists.js';
import type { Removal } from './catalog-part.js';

const REMOVED: Record<Removal, string> = { unlist: 'unlisted', delete: 'deleted', keep: 'kept' };
const PRUNE_WOULD: Record<Removal, string> = { unlist: '--prune would unlist', delete: '--prune would delete', keep: 'kept with --prune too' };

const unmentionedLine = (changes: ListChanges, prune: boolean): string =>
  prune && changes.removal !== 'keep'
    ? `not in the file, ${REMOVED[changes.removal]}: ${changes.unmentioned.join(', ')}`
    : `not in the file, kept: ${changes.unmentioned.join(', ')} (${PRUNE_WOULD[changes.removal]})`;

const singleLine = (label: string, changes: ListChanges, prune: boolean): string => {
  const [change] = changes.changed;
  if (changes.added.length > 0) return `${label}: added`;
  if (change !== undefined) return change.fields.length > 0 ? `${label}: changed (${change.fields.join(', ')})` : `${label}: changed`;
  if (changes.unchanged > 0) return `${label}: unchanged`;
  return `${label}: ${unmentionedLine(changes, prune)}`;
};

const listLines = (label: string, changes: ListChanges, prune: boolean): string[] => {
  const counts = [
    changes.added.length > 0 ? `${changes.added.length} added` : '',
    changes.changed.length > 0 ? `${changes.changed.length} changed` : '',
    changes.unchanged > 0 ? `${changes.unchanged} unchanged` : '',
    changes.unmentioned.length > 0 ? `${changes.unmentioned.length} not in the file` : '',
  ].filter((count) => count !== '');
  return [
    `${label}: ${counts.join(', ')}`,
    ...(changes.added.length > 0 ? [`  added: ${changes.added.join(', ')}`] : []),
    ...(changes.changed.length > 0 ? [`  changed: ${changes.changed.map((change) => `${change.key} (${change.fields.join(', ')})`).join(', ')}`] : []),
    ...(changes.unmentioned.length > 0 ? [`  ${unmentionedLine(changes, prune)}`] : []),
  ];
};

const isEmpty = (changes: ListChanges): boolean =>
  changes.added.length === 0 && changes.changed.length === 0 && changes.unchanged === 0 && changes.unmentioned.length === 0;

/** What `catalog:import` prints: per list of the file or the shop, what was (or in a dry run would be) added, changed, kept or removed. */
export const importReport = (file: string, result: CatalogImport): string[] => [
  `Shop ${result.shopId} from ${file}${result.applied ? '' : ' (dry run)'}${result.prune ? ', with --prune' : ''}:`,
  ...result.lists.flatMap((changes) => {
    if (isEmpty(changes)) return [];
    const label = changes.list.replaceAll('_', ' ');
    return changes.single ? [singleLine(label, changes, result.prune)] : listLines(label, changes, result.prune);
  }),
  result.applied ? 'Imported in one transaction.' : 'Dry run: nothing was written.',
];
