import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Lang } from '@foyer/contract';
import { apiStandIn, type Answer } from '../../test/api-stand-in';
import { renderVouchers } from './render-vouchers';
import { voucherCode } from './test-fixtures';
import { VoucherBalance } from './voucher-balance';

const plain = (text: string | null | undefined) => text?.replace(/\s/g, ' ');

const check = async (code: string, answer: Answer, lang: Lang = 'en') => {
  const stand = apiStandIn({ voucher: answer });
  await renderVouchers(<VoucherBalance />, { lang });
  await userEvent.type(screen.getByRole('textbox'), code);
  await userEvent.click(screen.getByRole('button'));
  return stand;
};

const result = () => document.querySelector('.voucher-balance-result') as HTMLElement;

describe('voucher balance check (SPEC §5/§8)', () => {
  it('looks up the trimmed code and tells what is left and until when, in a live region', async () => {
    const { calls } = await check('  k7m2q9xph4tw3nrd ', { status: 200, body: { data: voucherCode() } });
    await waitFor(() => expect(plain(result().textContent)).toContain('CHF 40.00 left, valid until 23/11/2029'));
    expect(calls.map((call) => [call.path, call.query.get('voucher')])).toEqual([['voucher', 'k7m2q9xph4tw3nrd']]);
    expect(result().getAttribute('role')).toBe('status');
    expect(plain(result().textContent)).toContain('Voucher K7M2Q9XPH4TW3NRD, original value CHF 50.00');
    expect(screen.getByRole('textbox').getAttribute('aria-invalid')).toBeNull();
  });

  it.each([
    ['VOUCHER_NOT_FOUND', 422, 'We could not find this voucher code. Please check it and try again.'],
    ['VOUCHER_NOW_IS_BEFORE_VALID_FROM', 422, 'This voucher cannot be used yet.'],
    ['VOUCHER_NOW_IS_AFTER_VALID_TO', 422, 'This voucher has expired.'],
    ['VOUCHER_NO_AMOUNT_LEFT', 422, 'This voucher has been used up.'],
    ['VOUCHER_UNKNOWN_ERROR', 422, 'The voucher could not be checked. Please try again later.'],
    ['RATE_LIMITED', 429, 'The voucher could not be checked. Please try again later.'],
    ['VOUCHER_NOT_FOUND', 404, 'The voucher could not be checked. Please try again later.'],
  ])('answers %s (%i) with its message on the field and in the live region', async (code, status, text) => {
    await check('SPENT1', { status, body: { code, message: 'no' } });
    const error = await screen.findByText(text, { selector: '.field-error' });
    const field = screen.getByRole('textbox');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(error.id);
    expect(result().textContent).toBe(text);
  });

  it('speaks the visitor’s language', async () => {
    await check('SPENT1', { status: 422, body: { code: 'VOUCHER_NO_AMOUNT_LEFT', message: 'no' } }, 'de');
    expect(await screen.findByText('Dieser Gutschein ist bereits aufgebraucht.', { selector: '.field-error' })).toBeTruthy();
  });

  it('asks for a code before asking the server', async () => {
    const { calls } = await check('   ', { status: 200, body: { data: voucherCode() } });
    expect(screen.getByText('Please enter your voucher code.', { selector: '.field-error' })).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
