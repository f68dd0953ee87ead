import { EXTREME_NUMBERS, FAR_DATETIMES, LINE_BREAKS } from './hostile-values.js';

type Path = readonly (string | number)[];

/** Every list and every plain value in a JSON body, with its path; a list is walked through its first element. */
export const bodyNodes = (value: unknown, path: Path = []): { path: Path; value: unknown }[] => {
  if (Array.isArray(value)) return [{ path, value }, ...(value.length === 0 ? [] : bodyNodes(value[0], [...path, 0]))];
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([key, child]) => bodyNodes(child, [...path, key]));
  return [{ path, value }];
};

/** A deep copy of `body` with the node at `path` replaced. */
export const withNode = (body: unknown, path: Path, replacement: unknown): unknown => {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  if (Array.isArray(body)) return body.map((item, index) => (index === head ? withNode(item, rest, replacement) : item));
  const record = body as Record<string, unknown>;
  return { ...record, [head]: withNode(record[head], rest, replacement) };
};

/** A list far over any bound a call sets, yet small enough to pass the body size limit. */
const OVERSIZED_LIST = 1000;

/**
 * What to put in place of a node, by what it holds: extreme numbers for a number, far instants for a
 * slot's datetime, line breaks for text, an empty and an oversized list for a list, wrong types for a flag.
 */
export const hostileFor = (path: Path, value: unknown): readonly unknown[] => {
  if (typeof value === 'number') return [...EXTREME_NUMBERS, null, 'NaN'];
  if (typeof value === 'string') return path.at(-1) === 'datetime' ? [...FAR_DATETIMES, ...LINE_BREAKS.slice(0, 2)] : [...LINE_BREAKS, '9'.repeat(400)];
  if (Array.isArray(value)) return [[], Array.from({ length: OVERSIZED_LIST }, () => value[0] ?? 1)];
  return [null, 'true', 2, {}];
};

/** A short label for a case: the node's path and the start of the value. */
export const nodeLabel = (path: Path, value: unknown): string => `${path.join('.')}=${(JSON.stringify(value) ?? 'undefined').slice(0, 30)}`;
