import type { PaymentType } from '@foyer/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCartStore } from '../../lib/storage/cart-store';
import { useSessionStore } from '../../lib/storage/session-store';
import { apiStandIn } from '../../test/api-stand-in';
import { adultsLine } from '../../test/cart-lines';
import { renderInShop } from '../../test/render';
import { withQueries } from '../../test/with-queries';
import { PaymentStep } from './payment-step';
import { paymentRedirect } from './use-pay';

const type = (payartId: number, en: string, extra: Partial<PaymentType> = {}): PaymentType => ({
  payartId,
  i18n: { en },
  image: null,
  sequence_no: payartId,
  wallet: null,
  direct_debit: false,
  pay_later: false,
  ...extra,
});
const WITH_LATER = [type(164, 'Card or TWINT'), type(201, 'Apple Pay', { wallet: 'APPLEPAY' }), type(90, 'Invoice', { pay_later: true })];

let go: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  useCartStore.setState({ lines: [adultsLine] });
  useSessionStore.setState({ token: 'tok', customer: { fname: 'Ada', lname: 'Lovelace', email: 'ada@example.com', isGuest: true } });
  go = vi.spyOn(paymentRedirect, 'go').mockImplementation(() => undefined);
});
afterEach(() => go.mockRestore());

describe('pay later', () => {
  // A registered customer's billing details come from the account (the route provides the query cache).
  const showWithLater = () =>
    renderInShop(withQueries(<PaymentStep summary={null} amount="CHF 44.00" />), { path: '/en/checkout?step=payment', namespaces: ['checkout', 'errors'], paymentTypes: WITH_LATER });

  it('is not offered to a guest', async () => {
    apiStandIn({});
    await showWithLater();
    expect(screen.getByRole('radio', { name: 'Card or TWINT' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'Invoice' })).toBeNull();
  });

  it('is not offered to a visitor without a login', async () => {
    useSessionStore.setState({ token: null, customer: { fname: 'Ada', lname: 'Lovelace', isGuest: true } });
    apiStandIn({});
    await showWithLater();
    expect(screen.queryByRole('radio', { name: 'Invoice' })).toBeNull();
  });

  it('is offered to a registered customer, says what it means, and reserves the order', async () => {
    useSessionStore.setState({ token: 'tok', customer: { fname: 'Ada', lname: 'Lovelace', email: 'ada@example.com', isGuest: false } });
    const { calls } = apiStandIn({
      customer: { status: 200, body: { data: { customer: { email: 'ada@example.com', salutation: null, fname: 'Ada', lname: 'Lovelace', company: null, phone: null, street: 'Seeweg 7', zip: '8712', city: 'Seeburg', country: 'CH', send_invoice: false, shipping: null, isGuest: false } } } },
      'checkout/initPayment': { status: 200, body: { data: 'http://shop.test/en/checkout/success?cartId=r-1' } },
    });
    await showWithLater();
    const later = screen.getByRole('radio', { name: 'Invoice' });
    expect(screen.getByRole('radio', { name: 'Card or TWINT' })).toBeTruthy();
    expect((later as HTMLInputElement).checked).toBe(false);
    expect(later.getAttribute('aria-describedby')).not.toBeNull();
    expect(document.getElementById(later.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Reserve now and pay later: by invoice, or online from the link in your e-mail.',
    );
    await userEvent.click(later);
    expect(screen.getByText('Your order is reserved for you. We will e-mail you the invoice and a link to pay online.')).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Reserve now, pay later' }));
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('http://shop.test/en/checkout/success?cartId=r-1'));
    expect(calls.find((call) => call.path === 'checkout/initPayment')?.body).toMatchObject({ payart: 90, aux: {} });
  });
});
