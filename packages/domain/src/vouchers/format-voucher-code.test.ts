import { describe, expect, it } from 'vitest';
import { formatVoucherCode } from './format-voucher-code.js';

describe('formatVoucherCode', () => {
  it.each([
    ['RKN3NPAAXUTYRF77', 'RKN3-NPAA-XUTY-RF77'],
    ['RKN3-NPAA-XUTY-RF77', 'RKN3-NPAA-XUTY-RF77'],
    ['rkn3 npaa xuty rf77', 'RKN3-NPAA-XUTY-RF77'],
    ['SUMMER10', 'SUMM-ER10'],
    ['ABCDEF', 'ABCD-EF'],
    ['ABC', 'ABC'],
    ['', ''],
  ])('%s reads %s', (code, expected) => expect(formatVoucherCode(code)).toBe(expected));
});
