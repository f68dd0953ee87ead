import type { CatalogList, Removal } from './catalog-part.js';

/** An entry the file changes: its name and the fields that differ (none for a list compared whole). */
export interface ChangedEntry {
  key: string;
  fields: string[];
}

/** What an import does to one list of the file, or to one value such as `shop`. */
export interface ListChanges {
  list: string;
  /** One value (shop, content, customer, donation, the suggestion rules), not a list of named entries. */
  single: boolean;
  added: string[];
  changed: ChangedEntry[];
  unchanged: number;
  /** What the shop holds and the file does not mention: kept, or with `--prune` removed as `removal` says. */
  unmentioned: string[];
  removal: Removal;
}

type AnyList = CatalogList<unknown>;
type Entry = Record<string, unknown>;

const isEntry = (value: unknown): value is Entry => typeof value === 'object' && value !== null && !Array.isArray(value);

const keyOf = (rule: AnyList, entry: unknown): string => rule.key?.(entry) ?? String((entry as { id?: unknown }).id);

const isSingle = (rule: AnyList, value: unknown): boolean => rule.whole === true || !Array.isArray(value);

/** The entries of a list by name (a name given twice is numbered, so no entry hides another); a single value under the list's name. */
const keyedEntries = (list: string, rule: AnyList, value: unknown): Map<string, unknown> => {
  if (value === null || value === undefined || (Array.isArray(value) && value.length === 0)) return new Map();
  if (isSingle(rule, value)) return new Map([[list, value]]);
  const entries = new Map<string, unknown>();
  for (const entry of value as unknown[]) {
    const key = keyOf(rule, entry);
    let unique = key;
    for (let count = 2; entries.has(unique); count += 1) unique = `${key} (${count})`;
    entries.set(unique, entry);
  }
  return entries;
};

const isSequenced = (value: unknown): value is { id: number; sequence_no: number } =>
  isEntry(value) && typeof value.id === 'number' && typeof value.sequence_no === 'number';

/** Entries that carry their own `sequence_no` are shown in that order, so their place in the file means nothing. */
const inShownOrder = (list: unknown[]): unknown[] =>
  list.every(isSequenced) ? [...list].sort((a, b) => a.sequence_no - b.sequence_no || a.id - b.id) : list;

const definedKeys = (entry: Entry): string[] => Object.keys(entry).filter((key) => entry[key] !== undefined);

/** Equal as the shop would hold them: the order of an object's keys does not count, nor a field left undefined. */
export const sameValue = (a: unknown, b: unknown): boolean => {
  if (Array.isArray(a) && Array.isArray(b)) {
    const [left, right] = [inShownOrder(a), inShownOrder(b)];
    return left.length === right.length && left.every((item, index) => sameValue(item, right[index]));
  }
  if (isEntry(a) && isEntry(b)) return [...new Set([...definedKeys(a), ...definedKeys(b)])].every((key) => sameValue(a[key], b[key]));
  return a === b;
};

/** The fields that differ, or null when nothing does; fields in `ignored` are not compared. */
const differences = (current: unknown, next: unknown, ignored: ReadonlySet<string>): string[] | null => {
  if (!isEntry(current) || !isEntry(next)) return sameValue(current, next) ? null : [];
  const fields = [...new Set([...definedKeys(current), ...definedKeys(next)])].filter((key) => !ignored.has(key) && !sameValue(current[key], next[key]));
  return fields.length === 0 ? null : fields;
};

/** Compares a list as the shop holds it now (`current`, as exported) with the file's, entry by entry by name. */
export const compareList = (list: string, rule: AnyList, current: unknown, file: unknown): ListChanges => {
  const before = keyedEntries(list, rule, current);
  const after = keyedEntries(list, rule, file);
  const ignored = new Set(rule.firstOnly ?? []);
  const changes: ListChanges = { list, single: isSingle(rule, file ?? current), added: [], changed: [], unchanged: 0, unmentioned: [], removal: rule.removal };
  for (const [key, entry] of after) {
    if (!before.has(key)) {
      changes.added.push(key);
      continue;
    }
    const fields = differences(before.get(key), entry, ignored);
    if (fields === null) changes.unchanged += 1;
    else changes.changed.push({ key, fields });
  }
  for (const key of before.keys()) if (!after.has(key)) changes.unmentioned.push(key);
  return changes;
};

/**
 * The list the shop holds after an import without `--prune`: its entries where they were, those the
 * file mentions as the file has them, then the file's new ones.
 */
export const keepUnmentioned = <Value>(list: string, rule: AnyList, current: Value, file: Value): Value => {
  const mentioned = keyedEntries(list, rule, file);
  if (isSingle(rule, file ?? current)) return mentioned.size > 0 ? file : current;
  const held = keyedEntries(list, rule, current);
  const kept = [...held].map(([key, entry]) => (mentioned.has(key) ? mentioned.get(key) : entry));
  const added = [...mentioned].filter(([key]) => !held.has(key)).map(([, entry]) => entry);
  // Not single: both sides are lists of the same entries.
  return [...kept, ...added] as Value;
};
