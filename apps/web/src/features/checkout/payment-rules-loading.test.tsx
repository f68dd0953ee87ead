import type { PaymentType } from '@foyer/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useCartStore } from '../../lib/storage/cart-store';
import { useSessionStore } from '../../lib/storage/session-store';
import { apiStandIn } from '../../test/api-stand-in';
import { mugLine } from '../../test/goods-lines';
import { renderInShop } from '../../test/render';
import { loadPaymentRules } from './load-payment-rules';
import { usePaymentChoiceStore } from './payment-choice-store';
import { PaymentStep } from './payment-step';

vi.mock('./load-payment-rules', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./load-payment-rules')>();
  return { loadPaymentRules: vi.fn(actual.loadPaymentRules) };
});

const type = (payartId: number, en: string, direct_debit = false): PaymentType => ({ payartId, i18n: { en }, image: null, sequence_no: payartId, wallet: null, direct_debit, pay_later: false });
const TYPES = [type(164, 'Card or TWINT'), type(74, 'Direct debit', true)];

describe('the payment form’s rules (zod, IBAN checks)', () => {
  beforeEach(() => {
    vi.mocked(loadPaymentRules).mockClear();
    useCartStore.setState({ lines: [mugLine] });
    usePaymentChoiceStore.setState({ choice: null });
    useSessionStore.setState({ token: 'tok', customer: { fname: 'Ada', lname: 'Lovelace', email: 'ada@example.com', isGuest: true } });
  });

  it('are not loaded with the payment step, only once the visitor starts on the form', async () => {
    apiStandIn({});
    await renderInShop(<PaymentStep summary={<p>summary</p>} amount="CHF 44.00" />, { path: '/en/checkout?step=payment', namespaces: ['checkout', 'errors'], paymentTypes: TYPES });
    expect(screen.getByRole('radio', { name: 'Card or TWINT' })).toBeTruthy();
    expect(loadPaymentRules).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('radio', { name: 'Direct debit' }));
    expect(loadPaymentRules).toHaveBeenCalled();
  });
});
