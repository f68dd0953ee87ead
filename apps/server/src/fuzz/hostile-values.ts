/**
 * Malformed and hostile values for the API fuzz test. A seeded generator keeps every run the same, so a
 * failure names a case that reproduces.
 */
export const seededRandom = (seed: number): (() => number) => {
  let state = seed >>> 0;
  return () => {
    // mulberry32: small, fast and good enough to pick cases.
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
};

const deeplyNested = (depth: number): unknown => (depth === 0 ? 'bottom' : { nested: deeplyNested(depth - 1) });

/** Values of every JSON type and the strings attackers try; each goes into every field of every call. */
export const HOSTILE_VALUES: readonly unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  2 ** 53,
  -(2 ** 31) - 1,
  1e308,
  '',
  ' ',
  '0',
  '-1',
  'NaN',
  '1e309',
  'x'.repeat(100_000),
  '\u0000',
  'name\u0000with NUL',
  '\u0007\u001b[31m',
  '\ud800',
  '\udfff lone low surrogate',
  '\u202eRTL override',
  '👩‍👩‍👧‍👦🎟️',
  "' OR '1'='1",
  '1; DROP TABLE orders; --',
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  'javascript:alert(1)',
  '2025-02-30T25:61:00Z',
  '99999999',
  [],
  [null],
  ['a', 1, {}],
  {},
  JSON.parse('{"__proto__": {"polluted": true}}'),
  { constructor: { prototype: { polluted: true } } },
  deeplyNested(200),
];

/** Values for a path segment or a query parameter (always text on the wire). */
export const HOSTILE_TEXT: readonly string[] = [
  '',
  '0',
  '-1',
  '1.5',
  '2147483648',
  '99999999999999999999999',
  '1e3',
  '0x10',
  'NaN',
  'abc',
  '%00',
  '%C0%AF',
  '%E2%80%AE',
  '..%2F..%2Fetc%2Fpasswd',
  "'%20OR%201=1--",
  '%F0%9F%8E%9F',
  'x'.repeat(3000),
  '20250231',
  '20250101;20240101',
  ';',
];

export const pick = <T>(random: () => number, values: readonly T[], count: number): T[] => {
  const chosen = new Set<T>();
  while (chosen.size < Math.min(count, values.length)) chosen.add(values[Math.floor(random() * values.length)] as T);
  return [...chosen];
};
