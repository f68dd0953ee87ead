import type { Lang, PaymentType } from '@foyer/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCartStore } from '../../lib/storage/cart-store';
import { useSessionStore } from '../../lib/storage/session-store';
import { apiStandIn } from '../../test/api-stand-in';
import { adultsLine } from '../../test/cart-lines';
import { renderInShop } from '../../test/render';
import { usePaymentChoiceStore } from './payment-choice-store';
import { PaymentStep } from './payment-step';
import { paymentRedirect } from './use-pay';

const TYPES: PaymentType[] = [{ payartId: 164, i18n: { en: 'Card or TWINT', fr: 'Carte ou TWINT' }, image: null, sequence_no: 1, wallet: null, direct_debit: false, pay_later: false }];
const show = (lang: Lang = 'en') => renderInShop(<PaymentStep summary={null} amount="CHF 44.00" />, { lang, path: `/${lang}/checkout?step=payment`, namespaces: ['checkout', 'errors'], paymentTypes: TYPES });

describe('"your reference" on the payment step (SPEC §3 externalDocumentNumber)', () => {
  let go: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    useCartStore.setState({ lines: [adultsLine] });
    usePaymentChoiceStore.setState({ choice: null });
    useSessionStore.setState({ token: 'tok', customer: { fname: 'Ada', lname: 'Lovelace', isGuest: true }, referrer: null });
    go = vi.spyOn(paymentRedirect, 'go').mockImplementation(() => undefined);
  });
  afterEach(() => go.mockRestore());

  it('is an optional field with a hint, sent trimmed as external_document_number', async () => {
    const { calls } = apiStandIn({ 'checkout/initPayment': { status: 200, body: { data: 'http://shop.test/pay/r' } } });
    await show();
    const field = screen.getByRole('textbox', { name: 'Your reference (optional)' });
    expect(field.getAttribute('maxlength')).toBe('50');
    expect(screen.getByText('For example your purchase order number. We print it on your invoice and in the confirmation.')).toBeTruthy();
    await userEvent.type(field, '  PO-2026-0042 ');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Pay CHF 44.00' }));
    await vi.waitFor(() => expect(go).toHaveBeenCalled());
    expect(calls[0]?.body).toMatchObject({ cart: { external_document_number: 'PO-2026-0042' } });
    expect(calls[0]?.body).not.toHaveProperty('referrer');
  });

  it('sends null when left empty', async () => {
    const { calls } = apiStandIn({ 'checkout/initPayment': { status: 200, body: { data: 'http://shop.test/pay/r' } } });
    await show();
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Pay CHF 44.00' }));
    await vi.waitFor(() => expect(go).toHaveBeenCalled());
    expect(calls[0]?.body).toMatchObject({ cart: { external_document_number: null } });
  });

  it('puts the server’s refusal of the field on it, in French', async () => {
    apiStandIn({
      'checkout/initPayment': { status: 400, body: { code: 'VALIDATION_FAILED', message: 'x', errors: { 'cart.external_document_number': ['Cette valeur n’est pas valide.'] } } },
    });
    await show('fr');
    await userEvent.type(screen.getByRole('textbox', { name: 'Votre référence (facultatif)' }), 'PO 7');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: /Payer/ }));
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain('Votre référence');
    expect(summary.textContent).toContain('Cette valeur n’est pas valide.');
    expect(screen.getByRole('textbox', { name: 'Votre référence (facultatif)' }).getAttribute('aria-invalid')).toBe('true');
    expect(go).not.toHaveBeenCalled();
  });
});
