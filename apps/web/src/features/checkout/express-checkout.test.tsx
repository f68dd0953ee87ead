import type { Lang, PaymentType } from '@foyer/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCartStore } from '../../lib/storage/cart-store';
import { useSessionStore } from '../../lib/storage/session-store';
import { apiStandIn } from '../../test/api-stand-in';
import { adultsLine } from '../../test/cart-lines';
import { mugLine } from '../../test/goods-lines';
import { renderInShop } from '../../test/render';
import { ContinueActions } from './continue-actions';
import { paymentRedirect } from './use-pay';

const type = (payartId: number, en: string, wallet: PaymentType['wallet'] = null): PaymentType => ({ payartId, i18n: { en }, image: null, sequence_no: payartId, wallet, direct_debit: false, pay_later: false });
const TYPES = [type(164, 'Card or TWINT'), type(201, 'Apple Pay', 'APPLEPAY'), type(202, 'Google Pay', 'GOOGLEPAY')];

const show = (lang: Lang = 'en') => renderInShop(<ContinueActions />, { lang, path: `/${lang}/checkout`, namespaces: ['checkout', 'errors'], paymentTypes: TYPES });

describe('express wallets in the basket for a visitor without login (SPEC §6)', () => {
  let go: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    useCartStore.setState({ lines: [adultsLine] });
    useSessionStore.setState({ token: null, customer: null, partner: null, referrer: 'https://www.tripadvisor.com/Attraction-1' });
    go = vi.spyOn(paymentRedirect, 'go').mockImplementation(() => undefined);
  });
  afterEach(() => go.mockRestore());

  it('offers Apple Pay and Google Pay before the guest form, and asks for the terms before anything is sent', async () => {
    const { calls } = apiStandIn({});
    await show();
    const express = screen.getByRole('region', { name: 'Express checkout' });
    expect(express.textContent).toContain('No account needed: Apple Pay or Google Pay gives us your name and e-mail address for the confirmation.');
    const buttons = screen.getAllByRole('button', { name: /^Pay with / }).map((button) => button.textContent);
    expect(buttons).toEqual(['Pay with Apple Pay', 'Pay with Google Pay']);
    // The guest form comes after the wallets, as the other way on.
    const guest = screen.getByRole('button', { name: 'Continue to checkout' });
    expect(express.compareDocumentPosition(guest) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Pay with Google Pay' }));
    expect(screen.getByText('Please accept the terms and conditions and the privacy policy to place your order.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('checkbox'));
    expect(calls).toEqual([]);
  });

  it('pays with the wallet without a session, sending the referrer, and goes to the payment page', async () => {
    const { calls } = apiStandIn({ 'checkout/initPayment': { status: 200, body: { data: 'http://shop.test/pay/w' } } });
    await show();
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Pay with Apple Pay' }));
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('http://shop.test/pay/w'));
    expect(calls[0]?.query.has('_')).toBe(false);
    expect(calls[0]?.body).toMatchObject({ payart: 201, aux: { wallet: 'APPLEPAY' }, referrer: 'https://www.tripadvisor.com/Attraction-1', cart: { items: [{ id: 10021, count: 2 }] } });
  });

  it('shows a refusal translated, in German', async () => {
    apiStandIn({ 'checkout/initPayment': { status: 422, body: { code: 'SOLD_OUT', message: 'x' } } });
    await show('de');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Mit Apple Pay bezahlen' }));
    expect(await screen.findByText('Dieser Termin ist ausverkauft.')).toBeTruthy();
    expect(go).not.toHaveBeenCalled();
  });

  it('is not offered for goods to be posted, which need a delivery address', async () => {
    apiStandIn({});
    useCartStore.setState({ lines: [adultsLine, mugLine] });
    await show();
    expect(screen.queryByRole('button', { name: 'Pay with Apple Pay' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Continue to checkout' })).toBeTruthy();
  });

  it('is not offered in the basket to a signed-in guest, who chooses on the payment step', async () => {
    apiStandIn({});
    useSessionStore.setState({ token: 'tok', customer: { fname: 'Ada', lname: 'Lovelace', isGuest: true } });
    await show();
    expect(screen.queryByRole('region', { name: 'Express checkout' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeTruthy();
  });
});
