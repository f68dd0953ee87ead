import type { PaymentType } from '@foyer/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCartStore } from '../../lib/storage/cart-store';
import { useSessionStore } from '../../lib/storage/session-store';
import { apiStandIn } from '../../test/api-stand-in';
import { ApiError } from '../../lib/api/api-error';
import type { ShippingState } from '../../lib/shipping/use-shipping';
import { adultsLine } from '../../test/cart-lines';
import { mugLine } from '../../test/goods-lines';
import { renderInShop } from '../../test/render';
import { usePaymentChoiceStore } from './payment-choice-store';
import { PaymentStep } from './payment-step';
import { paymentRedirect } from './use-pay';

const type = (payartId: number, en: string, wallet: PaymentType['wallet'] = null, direct_debit = false): PaymentType => ({ payartId, i18n: { en }, image: null, sequence_no: payartId, wallet, direct_debit, pay_later: false });
/** As in the demo: only 74 is a direct debit; card or TWINT (164) pays on the provider's page. */
const TYPES = [type(12, 'PayPal'), type(164, 'Card or TWINT'), type(201, 'Apple Pay', 'APPLEPAY'), type(74, 'Direct debit', null, true)];

const show = () => renderInShop(<PaymentStep summary={<p>summary</p>} amount="CHF 44.00" />, { path: '/en/checkout?step=payment', namespaces: ['checkout', 'errors'], paymentTypes: TYPES });

describe('payment step', () => {
  let go: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    useCartStore.setState({ lines: [adultsLine] });
    usePaymentChoiceStore.setState({ choice: null });
    useSessionStore.setState({ token: 'tok', customer: { fname: 'Ada', lname: 'Lovelace', email: 'ada@example.com', isGuest: true } });
    go = vi.spyOn(paymentRedirect, 'go').mockImplementation(() => undefined);
  });
  afterEach(() => go.mockRestore());

  it('offers wallets as express buttons, preselects payment type 164 and asks for an account only for a direct debit', async () => {
    apiStandIn({});
    await show();
    expect(screen.getByRole('button', { name: 'Pay with Apple Pay' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Card or TWINT' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('radio', { name: 'Apple Pay' })).toBeNull();
    expect(screen.queryByLabelText('IBAN')).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Direct debit' }));
    expect(screen.getByLabelText('IBAN')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'PayPal' }));
    expect(screen.queryByLabelText('IBAN')).toBeNull();
  });

  it('moves focus to its heading in the frame after it mounts, not in the task that mounts it', async () => {
    apiStandIn({});
    const frames: FrameRequestCallback[] = [];
    const frame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    try {
      await show();
      const heading = screen.getByRole('heading', { level: 1, name: 'Payment' });
      expect(document.activeElement).not.toBe(heading);
      for (const callback of frames.splice(0)) callback(performance.now());
      expect(document.activeElement).toBe(heading);
    } finally {
      frame.mockRestore();
    }
  });

  it('sends nothing before the terms are accepted and the IBAN is valid; focus goes to the error summary', async () => {
    const { calls } = apiStandIn({});
    await show();
    await userEvent.click(screen.getByRole('radio', { name: 'Direct debit' }));
    await userEvent.type(screen.getByLabelText('Account holder'), 'Ada Lovelace');
    await userEvent.type(screen.getByLabelText('IBAN'), 'CH93 0076 2011 6238 5295 8');
    await userEvent.click(screen.getByRole('button', { name: 'Pay CHF 44.00' }));
    const summary = await screen.findByRole('alert');
    await vi.waitFor(() => expect(document.activeElement).toBe(summary));
    expect(summary.textContent).toContain('IBAN: This IBAN is not valid. Please check it.');
    expect(summary.textContent).toContain('Please accept the terms and conditions and the privacy policy to place your order.');
    expect(screen.getByLabelText('IBAN').getAttribute('aria-describedby')).toContain('field-iban-error');
    expect(calls).toEqual([]);
  });

  it('pays by card or TWINT without account details', async () => {
    const { calls } = apiStandIn({ 'checkout/initPayment': { status: 200, body: { data: 'http://shop.test/pay/card' } } });
    await show();
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Pay CHF 44.00' }));
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('http://shop.test/pay/card'));
    expect(calls[0]?.body).toMatchObject({ payart: 164, aux: {} });
  });

  it('starts a direct debit with the account and sends the browser to the payment page', async () => {
    const { calls } = apiStandIn({ 'checkout/initPayment': { status: 200, body: { data: 'http://shop.test/pay/abc' } } });
    await show();
    await userEvent.click(screen.getByRole('radio', { name: 'Direct debit' }));
    await userEvent.type(screen.getByLabelText('Account holder'), 'Ada Lovelace');
    await userEvent.type(screen.getByLabelText('IBAN'), 'CH93 0076 2011 6238 5295 7');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Pay CHF 44.00' }));
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('http://shop.test/pay/abc'));
    expect(calls[0]?.body).toMatchObject({ payart: 74, aux: { Accountholder: 'Ada Lovelace', IBAN: 'CH9300762011623852957' }, cart: { items: [{ id: 10021, count: 2 }] } });
  });

  it('pays with a wallet without account details', async () => {
    const { calls } = apiStandIn({ 'checkout/initPayment': { status: 200, body: { data: 'http://shop.test/pay/w' } } });
    await show();
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Pay with Apple Pay' }));
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('http://shop.test/pay/w'));
    expect(calls[0]?.body).toMatchObject({ payart: 201, aux: { wallet: 'APPLEPAY' } });
  });

  it('an order the voucher codes pay in full: no wallet, no way to choose, no redirect promise, just placing it', async () => {
    usePaymentChoiceStore.setState({ choice: null });
    const { calls } = apiStandIn({ 'checkout/initPayment': { status: 200, body: { data: 'http://shop.test/en/checkout/success?cartId=c1' } } });
    await renderInShop(<PaymentStep summary={null} amount="CHF 0.00" nothingDue />, { path: '/en/checkout?step=payment', namespaces: ['checkout', 'errors'], paymentTypes: TYPES });
    expect(screen.queryByRole('button', { name: /Apple Pay/ })).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Payment method' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
    expect(screen.queryByText(/secure payment page/)).toBeNull();
    expect(screen.queryByText(/we hold your places/)).toBeNull();
    const note = screen.getByText('Your voucher covers the whole order, so there is nothing left to pay. Your order is booked as soon as you place it.');
    expect(note.closest('form')?.getAttribute('aria-describedby')).toBe(note.id);
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('http://shop.test/en/checkout/success?cartId=c1'));
    // The default online type, never a direct debit that would ask for an account.
    expect(calls[0]?.body).toMatchObject({ payart: 164, aux: {} });
  });

  it('shows a refused cart translated by its code, with the numbers the server sent', async () => {
    apiStandIn({ 'checkout/initPayment': { status: 422, body: { code: 'OVERBOOKED', message: 'x', params: { requested: 7, available: 3 } } } });
    await show();
    await userEvent.click(screen.getByRole('radio', { name: 'PayPal' }));
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Pay CHF 44.00' }));
    const alert = await screen.findByText('You are trying to book 7 places, but only 3 places are still available.');
    expect(document.activeElement).toBe(alert.parentElement);
    expect(go).not.toHaveBeenCalled();
  });

  it('says how long the places are held once the visitor goes on to pay, from the shop’s hold', async () => {
    apiStandIn({});
    await renderInShop(<PaymentStep summary={null} amount="CHF 44.00" />, { config: { hold_minutes: 15 }, namespaces: ['checkout', 'errors'], paymentTypes: TYPES });
    const note = screen.getByText('Once you continue to payment, we will hold your places for 15 minutes.');
    expect(note.closest('form')?.getAttribute('aria-describedby')).toContain(note.id);
  });

  it('says nothing of held places for a basket without any', async () => {
    useCartStore.setState({ lines: [mugLine] });
    apiStandIn({});
    await renderInShop(<PaymentStep summary={null} amount="CHF 44.00" />, { namespaces: ['checkout', 'errors'], paymentTypes: TYPES });
    expect(screen.queryByText(/we hold your places/)).toBeNull();
  });

  it('shows the payment-failed flag on the failed page', async () => {
    apiStandIn({});
    await renderInShop(<PaymentStep summary={null} amount="CHF 44.00" failed />, { namespaces: ['checkout', 'errors'], paymentTypes: TYPES });
    expect(screen.getByText(/Payment was not completed. Please try again/)).toBeTruthy();
  });

  it('back from a declined payment, keeps the way to pay and the accepted terms this basket was sent with', async () => {
    apiStandIn({ 'checkout/initPayment': { status: 200, body: { data: 'http://shop.test/pay/paypal' } } });
    const first = await show();
    await userEvent.click(screen.getByRole('radio', { name: 'PayPal' }));
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Pay CHF 44.00' }));
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('http://shop.test/pay/paypal'));
    first.unmount();

    await renderInShop(<PaymentStep summary={null} amount="CHF 44.00" failed />, { path: '/en/checkout/failed', namespaces: ['checkout', 'errors'], paymentTypes: TYPES });
    expect((screen.getByRole('radio', { name: 'PayPal' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
  });

  it('starts from the defaults again once the basket changed', async () => {
    apiStandIn({ 'checkout/initPayment': { status: 200, body: { data: 'http://shop.test/pay/paypal' } } });
    const first = await show();
    await userEvent.click(screen.getByRole('radio', { name: 'PayPal' }));
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Pay CHF 44.00' }));
    await vi.waitFor(() => expect(go).toHaveBeenCalled());
    first.unmount();

    useCartStore.setState({ lines: [adultsLine, mugLine] });
    await show();
    expect((screen.getByRole('radio', { name: 'Card or TWINT' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
  });

  describe('with goods to ship', () => {
    const showWith = (shipping: ShippingState, amount = 'CHF 89.00') =>
      renderInShop(<PaymentStep summary={null} amount={amount} shipping={shipping} />, { path: '/en/checkout?step=payment', namespaces: ['checkout', 'errors'], paymentTypes: TYPES });
    beforeEach(() => useCartStore.setState({ lines: [adultsLine, mugLine], shippingCosts: null }));

    it('pays the amount with shipping and keeps the shipping for the purchase report', async () => {
      const { calls } = apiStandIn({ 'checkout/initPayment': { status: 200, body: { data: 'http://shop.test/pay/goods' } } });
      await showWith({ status: 'ready', country: 'CH', cost: 900 });
      await userEvent.click(screen.getByRole('checkbox'));
      await userEvent.click(screen.getByRole('button', { name: 'Pay CHF 89.00' }));
      await vi.waitFor(() => expect(go).toHaveBeenCalledWith('http://shop.test/pay/goods'));
      expect(calls[0]?.body).toMatchObject({ cart: { items: [{ type: 'ticket' }, { type: 'merchandise', id: 501, count: 2 }] } });
      expect(useCartStore.getState().shippingCosts).toBe(900);
    });

    it('does not let the visitor pay while shipping has an error, and says why with the support address', async () => {
      const { calls } = apiStandIn({});
      await showWith({ status: 'error', country: 'US', code: 'NO_SHIPPING_COSTS', error: new ApiError(422, 'NO_SHIPPING_COSTS', 'x') });
      expect(screen.getByRole('alert').textContent).toContain('We cannot currently ship to this country. Please contact us at help@museum.example.');
      const pay = screen.getByRole('button', { name: 'Pay CHF 89.00' }) as HTMLButtonElement;
      const wallet = screen.getByRole('button', { name: 'Pay with Apple Pay' }) as HTMLButtonElement;
      expect([pay.disabled, wallet.disabled]).toEqual([true, true]);
      await userEvent.click(screen.getByRole('checkbox'));
      await userEvent.click(pay);
      expect(calls).toEqual([]);
    });

    it('a refusal of the server for the shipping names the support address too', async () => {
      apiStandIn({ 'checkout/initPayment': { status: 422, body: { code: 'NO_SHIPPING_COSTS', message: 'x' } } });
      await showWith({ status: 'ready', country: 'CH', cost: 900 });
      await userEvent.click(screen.getByRole('checkbox'));
      await userEvent.click(screen.getByRole('button', { name: 'Pay CHF 89.00' }));
      expect(await screen.findByText('We cannot currently ship to this country. Please contact us at help@museum.example.')).toBeTruthy();
      expect(go).not.toHaveBeenCalled();
    });

    it('waits while the shipping is being calculated', async () => {
      apiStandIn({});
      await showWith({ status: 'loading', country: 'CH', previous: null });
      const pay = screen.getByRole('button', { name: 'Calculating…' }) as HTMLButtonElement;
      expect(pay.disabled).toBe(true);
      expect(pay.getAttribute('aria-busy')).toBe('true');
    });

    it('without a country yet asks for one instead of paying', async () => {
      apiStandIn({});
      await showWith({ status: 'unknown' }, 'CHF 80.00');
      expect(screen.getByRole('status').textContent).toContain('Shipping costs depend on the delivery country.');
      expect((screen.getByRole('button', { name: 'Pay CHF 80.00' }) as HTMLButtonElement).disabled).toBe(true);
    });
  });
});
