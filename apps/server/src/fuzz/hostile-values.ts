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

/** Far past and far future days as paths and queries carry them; 9999-12-31 once made a calendar loop forever. */
export const FAR_DATES: readonly string[] = [
  '00000101',
  '00010101',
  '19000101',
  '19991231',
  '21000101',
  '99991231',
  '0001-01-01',
  '1900-01-01',
  '2100-01-01',
  '9999-12-31',
];

/** `{start};{end}` pairs of far days, mixed with each other and in the wrong order. */
export const FAR_RANGES: readonly string[] = [
  '99991231;99991231',
  '99991201;99991231',
  '00010101;00010101',
  '00000101;00000131',
  '19000101;19000131',
  '21000101;21000131',
  '19000101;99991231',
  '00010101;99991231',
  '99991231;00010101',
];

/** Far instants for a cart line's slot, in every form Date.parse reads, up to its own limits. */
export const FAR_DATETIMES: readonly string[] = [
  '9999-12-31T10:00:00+01:00',
  '0001-01-01T00:00:00Z',
  '1900-01-01T10:00:00Z',
  '2100-01-01T10:00:00+01:00',
  '+275760-09-13T00:00:00Z',
  '-271821-04-20T00:00:00Z',
  '+010000-01-01T00:00:00Z',
  '9999-12-31',
  '99991231',
  '253402300799999',
];

/** Numbers at and past every bound a call has: 32-bit ids, safe integers, doubles, and the same as text. */
export const EXTREME_NUMBERS: readonly unknown[] = [
  -1,
  0,
  -2_147_483_648,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  Number.MAX_SAFE_INTEGER,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  1e21,
  1e308,
  -1e308,
  5e-324,
  0.5,
  '2147483648',
  '-1',
  '1e308',
];

/** The same numbers in a path segment or query. */
export const EXTREME_NUMBER_TEXT: readonly string[] = ['-2147483649', '9007199254740993', '-9007199254740993', '1e21', '1e308', '-0', '+1', '0.5'];

/** Line breaks and control characters in a one-line field (CR, LF, VT, FF, NEL, U+2028, U+2029, other C0). */
export const LINE_BREAKS: readonly string[] = [
  'Eve\r\nBcc: mallory@example.org',
  'Eve\nBcc: mallory@example.org',
  'Eve\rX',
  'Eve\u000bX',
  'Eve\u000cX',
  'Eve\u0085X',
  'Eve\u2028X',
  'Eve\u2029X',
  'Eve\u001fX',
  '\r\n',
];

/** The same line breaks percent-encoded for a path segment or query. */
export const LINE_BREAK_TEXT: readonly string[] = ['Eve%0D%0ABcc:%20x', '%0A', '%0B', '%0C', '%C2%85', '%E2%80%A8', '%E2%80%A9'];

export const pick = <T>(random: () => number, values: readonly T[], count: number): T[] => {
  const chosen = new Set<T>();
  while (chosen.size < Math.min(count, values.length)) chosen.add(values[Math.floor(random() * values.length)] as T);
  return [...chosen];
};
