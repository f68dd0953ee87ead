import { describe, expect, it } from 'vitest';
import { groupVoucherCode, VOUCHER_CODE_ALPHABET, VOUCHER_CODE_LENGTH, voucherCodeFrom } from './voucher-code-alphabet.js';

describe('voucher code alphabet (DESIGN.md: 16 characters, no look-alikes)', () => {
  it('has no characters that read alike', () => {
    for (const char of '0O1IL2Z5S8B') expect(VOUCHER_CODE_ALPHABET).not.toContain(char);
    expect(new Set(VOUCHER_CODE_ALPHABET).size).toBe(VOUCHER_CODE_ALPHABET.length);
  });

  it.each([
    { indices: Array.from({ length: 16 }, () => 0), code: 'AAAAAAAAAAAAAAAA' },
    { indices: Array.from({ length: 16 }, (_, i) => i), code: 'ACDEFGHJKMNPQRTU' },
    { indices: Array.from({ length: 16 }, () => 23), code: '7777777777777777' },
  ])('builds $code', ({ indices, code }) => {
    expect(voucherCodeFrom(indices)).toBe(code);
    expect(code).toHaveLength(VOUCHER_CODE_LENGTH);
  });

  it.each([{ indices: [0, 1] }, { indices: Array.from({ length: 16 }, () => 24) }, { indices: Array.from({ length: 16 }, () => -1) }])('refuses $indices', ({ indices }) =>
    expect(() => voucherCodeFrom(indices)).toThrow(RangeError),
  );

  it.each([
    { code: 'ACDEFGHJKMNPQRTU', grouped: 'ACDE-FGHJ-KMNP-QRTU' },
    { code: 'VALID-50', grouped: 'VALID-50' },
    { code: ' OLD77 ', grouped: 'OLD77' },
    { code: 'RKN3NPAAXUTYRF77', grouped: 'RKN3-NPAA-XUTY-RF77' },
    { code: 'RKN3-NPAA-XUTY-RF77', grouped: 'RKN3-NPAA-XUTY-RF77' },
    { code: ' rkn3 npaa-xuty rf77 ', grouped: 'RKN3-NPAA-XUTY-RF77' },
    { code: '', grouped: '' },
  ])('prints $code as $grouped', ({ code, grouped }) => expect(groupVoucherCode(code)).toBe(grouped));
});
