import { describe, expect, it } from 'vitest';
import { formatVoucherCode } from './format-voucher-code.js';

describe('formatVoucherCode', () => {
  it.each([
    ['RKN3NPAAXUTYRF77', 'RKN3-NPAA-XUTY-RF77'],
    ['RKN3-NPAA-XUTY-RF77', 'RKN3-NPAA-XUTY-RF77'],
    ['rkn3 npaa xuty rf77', 'RKN3-NPAA-XUTY-RF77'],
    ['RKN3NPAA-XUTYRF77', 'RKN3-NPAA-XUTY-RF77'],
    ['VALID-50', 'VALID-50'],
    ['SUMMER10', 'SUMMER10'],
    ['RKN3NPAAXUTYRF7', 'RKN3NPAAXUTYRF7'],
    [' OLD77 ', 'OLD77'],
    [' rkn3 npaa-xuty rf77 ', 'RKN3-NPAA-XUTY-RF77'],
    ['', ''],
  ])('%s reads %s', (code, expected) => expect(formatVoucherCode(code)).toBe(expected));
});
