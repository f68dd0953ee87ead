import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { BasketScreen } from '../features/cart/basket-screen';
import { toVoucherCodeLine } from '../features/cart/voucher-code-line';
import { toVoucherCartLine } from '../features/vouchers/voucher-cart-line';
import { useCartStore } from '../lib/storage/cart-store';
import { apiStandIn } from '../test/api-stand-in';
import { dayLine } from '../test/cart-lines';
import { renderInShop } from '../test/render';

/** A 50.00 gift voucher for Anna, as the voucher page adds it. */
const giftLine = toVoucherCartLine(
  { id: 8, name: 'Gift voucher', vat_value: 0, variable_amount: true },
  { amountCents: 5000, count: 1, recipient: 'Anna', message: 'Happy birthday!' },
  { label: 'Gift voucher, CHF 50.00', recipient: 'Recipient', message: 'Message' },
);
const ticketLine = { ...dayLine, totalPrice: 2000, vatCents: 49, display: { ...dayLine.display, parts: [{ count: 1, name: 'Day pass', unitPrice: 2000 }] } };
const code = toVoucherCodeLine(
  { id: 901, barcode: 'K7M2Q9XPH4TW3NRD', name: 'Gift voucher', amount: 10_000, used_amount: 0, available_amount: 10_000, valid_from: '2026-01-01', valid_to: '2029-12-31' },
  'Voucher K7M2Q9XPH4TW3NRD',
);

const plain = (text: string | null | undefined) => text?.replace(/\s/g, ' ');
const basketLine = (name: string) => screen.getAllByRole('listitem').find((li) => li.classList.contains('basket-line') && li.textContent?.includes(name)) as HTMLElement;

describe('a gift voucher in the basket', () => {
  beforeEach(() => {
    useCartStore.setState({ lines: [giftLine, ticketLine, code], cartId: null });
    apiStandIn({});
  });

  it('shows its amount, recipient and message, and is paid with money only (SPEC §4)', async () => {
    await renderInShop(<BasketScreen />, { path: '/en/checkout', namespaces: ['checkout', 'errors'] });
    const gift = within(basketLine('Gift voucher'));
    // The heading names the voucher: its part says only how many at what amount.
    expect(plain(gift.getByText(/^1 × CHF/).textContent)).toBe('1 × CHF 50.00');
    expect(gift.getByText('Recipient').nextElementSibling?.textContent).toBe('Anna');
    expect(gift.getByText('Message').nextElementSibling?.textContent).toBe('Happy birthday!');
    // The 100.00 code pays the 20.00 day pass and keeps 80.00; the voucher's 50.00 stays to be paid.
    const redeemed = within(document.querySelector('.basket-code') as HTMLElement);
    expect(redeemed.getByRole('term').firstChild?.textContent).toBe('Voucher K7M2-Q9XP-H4TW-3NRD');
    expect(plain(redeemed.getByText(/^-CHF/).textContent)).toBe('-CHF 20.00');
    expect(plain(redeemed.getByText(/left on the voucher$/).textContent)).toBe('CHF 80.00 left on the voucher');
    expect(plain(screen.getByText('Left to pay').nextElementSibling?.textContent)).toBe('CHF 50.00');
    expect(screen.getByText('Gift vouchers cannot be paid for with a voucher code; the code pays for the rest of your order.')).toBeTruthy();
  });

  it('explains the rule only when a code meets a gift voucher', async () => {
    useCartStore.setState({ lines: [ticketLine, code] });
    await renderInShop(<BasketScreen />, { path: '/en/checkout', namespaces: ['checkout', 'errors'] });
    expect(screen.queryByText(/Gift vouchers are paid with money only/)).toBeNull();
  });

  it('changes the number of vouchers at the same amount', async () => {
    await renderInShop(<BasketScreen />, { path: '/en/checkout', namespaces: ['checkout', 'errors'] });
    await userEvent.click(screen.getByRole('button', { name: 'One more: Gift voucher, CHF 50.00' }));
    expect(useCartStore.getState().lines[0]?.item).toEqual({ type: 'voucher', id: 8, count: 2, amount: 5000, recipient: 'Anna', message: 'Happy birthday!', totalPrice: 10_000 });
    expect(plain(screen.getByText('Left to pay').nextElementSibling?.textContent)).toBe('CHF 100.00');
  });
});
