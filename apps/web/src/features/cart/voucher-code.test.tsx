import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { voucherCodeItemSchema, type VoucherCode } from '@foyer/contract';
import { trackBeginCheckout, trackPurchase } from '../../lib/analytics/checkout-events';
import { useCartStore } from '../../lib/storage/cart-store';
import { apiStandIn, dataLayer } from '../../test/api-stand-in';
import { adultsLine, familyLine } from '../../test/cart-lines';
import { renderInShop } from '../../test/render';
import { statementRows } from '../../test/statement-rows';
import { initPaymentBody, returnUrls } from '../checkout/init-payment';
import { BasketScreen } from './basket-screen';
import { toVoucherCodeLine } from './voucher-code-line';

const voucher = (over: Partial<VoucherCode> = {}): VoucherCode => ({
  id: 501, barcode: 'ABC123', name: 'Gift voucher', amount: 5000, used_amount: 2000, available_amount: 3000, valid_from: '2026-01-01', valid_to: '2027-12-31', ...over,
});

const show = (config = {}) =>
  renderInShop(<BasketScreen actions={<button type="button">Onwards</button>} />, { path: '/en/checkout', namespaces: ['checkout', 'errors'], config });

const field = () => screen.getByRole('textbox', { name: 'Voucher code' });

const apply = async (code: string) => {
  await userEvent.type(field(), code);
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
};

/** What is left to pay: the last row of the summary (the total, or what the codes leave of it). */
const total = () => screen.getAllByText(/^(Total|Left to pay)$/, { selector: 'dt' }).at(-1)?.nextElementSibling?.textContent?.replace(/\s/g, ' ');

describe('voucher codes in the basket', () => {
  beforeEach(() => useCartStore.setState({ lines: [adultsLine, familyLine], cartId: null }));
  afterEach(() => delete (window as unknown as { dataLayer?: unknown }).dataLayer);

  it('looks up the trimmed code, adds it as a negative line and lowers the total to pay', async () => {
    const { calls } = apiStandIn({ voucher: { status: 200, body: { data: voucher() } } });
    await show();
    expect(total()).toBe('CHF 96.00');
    await apply('  abc123 ');
    expect(calls.filter((c) => c.path === 'voucher').map((c) => [c.path, c.query.get('voucher')])).toEqual([['voucher', 'abc123']]);
    expect(await screen.findByText('Voucher ABC123 has been added to your basket.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Voucher ABC123 has been added to your basket.');
    const line = useCartStore.getState().lines[2];
    expect(line).toMatchObject({ type: 'voucherCode', id: 501, totalPrice: -3000, vatCents: 0, item: { type: 'voucherCode', barcode: 'ABC123' } });
    expect(total()).toBe('CHF 66.00');
    expect((field() as HTMLInputElement).value).toBe('');
  });

  it('shows each code under the total with the discount it applies and the value left, adding up to what is left to pay', async () => {
    useCartStore.setState({ lines: [adultsLine, toVoucherCodeLine(voucher({ available_amount: 3000 }), 'Voucher FIRST'), familyLine, toVoucherCodeLine(voucher({ id: 502, barcode: 'SECOND', available_amount: 9000 }), 'Voucher SECOND')] });
    apiStandIn({});
    await show();
    // The codes pay for what was bought: they are no lines of it.
    const items = screen.getAllByRole('listitem').filter((li) => li.classList.contains('basket-line'));
    expect(items).toHaveLength(2);
    const summary = document.querySelector('.basket-summary') as HTMLElement;
    const rows = statementRows(summary);
    // VAT belongs to the total of what was bought, not to what is left after the codes.
    expect(rows.map((row) => row.label)).toEqual(['Total', 'Including VAT', 'Voucher ABC123', 'Voucher SECOND', 'Left to pay']);
    const [totalRow, , first, second, due] = rows.map((row) => row.cents) as number[];
    expect(totalRow).toBe(adultsLine.totalPrice + familyLine.totalPrice);
    // 9600 - 3000 leaves 6600 for the second code, which keeps 2400.
    expect([first, second]).toEqual([-3000, -6600]);
    expect(due).toBe(totalRow! + first! + second!);
    expect(due).toBe(0);
    expect(within(summary).getByText('CHF 0.00 left on the voucher')).toBeTruthy();
    expect(within(summary).getByText('CHF 24.00 left on the voucher')).toBeTruthy();
    expect(within(summary).queryByRole('button', { name: /One more/ })).toBeNull();
  });

  it('writes a code as the voucher prints it, in groups of four with dashes', async () => {
    apiStandIn({ voucher: { status: 200, body: { data: voucher({ barcode: 'RKN3NPAAXUTYRF77' }) } } });
    await show();
    await apply('rkn3npaaxutyrf77');
    expect(await screen.findByText('Voucher RKN3-NPAA-XUTY-RF77 has been added to your basket.')).toBeTruthy();
    expect(statementRows(document.querySelector('.basket-summary') as HTMLElement).map((row) => row.label)).toContain('Voucher RKN3-NPAA-XUTY-RF77');
    expect(useCartStore.getState().lines[2]?.item).toEqual({ type: 'voucherCode', barcode: 'RKN3NPAAXUTYRF77' });
  });

  it.each([
    ['VOUCHER_NO_AMOUNT_LEFT', 422, 'This voucher has been used up.'],
    ['VOUCHER_NOT_FOUND', 422, 'We could not find this voucher code. Please check it and try again.'],
    ['VOUCHER_NOW_IS_AFTER_VALID_TO', 422, 'This voucher has expired.'],
    ['SOMETHING_ELSE', 404, 'The voucher could not be checked. Please try again later.'],
  ])('answers %s with its message tied to the field and adds nothing', async (code, status, text) => {
    apiStandIn({ voucher: { status, body: { code, message: 'no' } } });
    await show();
    await apply('SPENT1');
    const error = await screen.findByText(text);
    expect(field().getAttribute('aria-describedby')).toBe(error.id);
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(useCartStore.getState().lines).toEqual([adultsLine, familyLine]);
    expect(total()).toBe('CHF 96.00');
  });

  it('refuses a code that is already in the basket, whatever its case, without asking the server', async () => {
    const existing = toVoucherCodeLine(voucher(), 'Voucher ABC123');
    useCartStore.setState({ lines: [adultsLine, existing] });
    const { calls } = apiStandIn({ voucher: { status: 200, body: { data: voucher() } } });
    await show();
    await apply('abc123');
    expect(await screen.findByText('This voucher code is already in your basket.')).toBeTruthy();
    expect(calls.filter((c) => c.path === 'voucher')).toEqual([]);
    expect(useCartStore.getState().lines).toEqual([adultsLine, existing]);
  });

  it('sends the added code to initPayment as {type: voucherCode, barcode}', async () => {
    apiStandIn({ voucher: { status: 200, body: { data: voucher() } } });
    await show();
    await apply('abc123');
    await screen.findByText('Voucher ABC123 has been added to your basket.');
    const { items } = initPaymentBody({ payart: 164, aux: {} }, useCartStore.getState().lines, returnUrls('en', true)).cart;
    expect(items).toHaveLength(3);
    expect(items[2]).toEqual({ type: 'voucherCode', barcode: 'ABC123' });
    expect(voucherCodeItemSchema.safeParse(items[2]).success).toBe(true);
  });

  it('is not offered when the shop has no voucher codes', async () => {
    apiStandIn({});
    await show({ has_voucher_code: false });
    expect(screen.getByRole('button', { name: 'Onwards' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Voucher code' })).toBeNull();
  });

  it('never reports a voucher code to analytics as an item', async () => {
    const code = toVoucherCodeLine(voucher(), 'Voucher ABC123');
    useCartStore.setState({ lines: [adultsLine, code] });
    const layer = dataLayer();
    apiStandIn({});
    await show();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Voucher ABC123' }));
    expect(useCartStore.getState().lines).toEqual([adultsLine]);
    expect(layer).toEqual([]);
    trackBeginCheckout([adultsLine, code], 'CHF');
    trackPurchase('77', [adultsLine, code], 'CHF');
    type Reported = { event: string; ecommerce: { items: { item_category: string }[] } };
    const reported = layer.filter((entry): entry is Reported => entry !== null && typeof entry === 'object' && 'event' in entry);
    expect(reported).toHaveLength(2);
    for (const entry of reported) expect(entry.ecommerce.items.map((i) => i.item_category)).toEqual(['Ticket']);
    trackBeginCheckout([code], 'CHF');
    expect(layer.filter((entry) => entry !== null && typeof entry === 'object' && 'event' in entry)).toHaveLength(2);
  });
});
