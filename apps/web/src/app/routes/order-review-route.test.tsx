import type { PaymentType } from '@foyer/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePayingOrderStore } from '../../features/checkout/paying-order-store';
import { paymentRedirect } from '../../features/checkout/use-pay';
import { bookedOrder, ORDER_TOKEN, orderCustomer, reservedOrder } from '../../features/orders/test-fixtures';
import { queryClient } from '../../lib/query-client';
import { apiStandIn, type Answer } from '../../test/api-stand-in';
import { renderInShop } from '../../test/render';
import { centsOf, statementRows } from '../../test/statement-rows';
import { Component as OrderReviewRoute } from './order-review-route';

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
const TYPES = [type(164, 'Card or TWINT'), type(74, 'Direct debit', { direct_debit: true }), type(90, 'Invoice', { pay_later: true }), type(201, 'Apple Pay', { wallet: 'APPLEPAY' })];

/** formatMoney puts a no-break space between currency and amount. */
const chf = (amount: string) => `CHF\u00a0${amount}`;
const review = (data: unknown): Answer => ({ status: 200, body: { data } });
const customer: Answer = { status: 200, body: { data: { customer: orderCustomer() } } };

// The payment form loads its texts once per run (React.lazy); each test's fresh i18n gets them here.
const open = (path = `/en/order-review/${ORDER_TOKEN}`) =>
  renderInShop(<OrderReviewRoute />, { path, route: '/:lang/order-review/:id', namespaces: ['orders', 'checkout', 'errors'], paymentTypes: TYPES });

/** A `dl` row: the description beside its term. */
const valueOf = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('order review route (SPEC §2 order-review/{id}, §4 available / notAvailable)', () => {
  let go: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    queryClient.clear();
    usePayingOrderStore.setState({ orderToken: null });
    go = vi.spyOn(paymentRedirect, 'go').mockImplementation(() => undefined);
  });
  afterEach(() => go.mockRestore());

  it('shows an available order: number, date, status with its due date, lines with their facts, payments, paid and due, billing details', async () => {
    const { calls } = apiStandIn({ 'order/review': review(reservedOrder()), 'customer/fromOrder': customer });
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order 1042' })).toBeTruthy();
    expect(calls.find((c) => c.path === 'order/review')?.query.get('id')).toBe(ORDER_TOKEN);
    expect(screen.getByText('Ordered on 02/03/2026')).toBeTruthy();
    const status = screen.getAllByRole('status').find((region) => region.textContent?.includes('Awaiting payment'));
    expect(status?.textContent).toContain('Please pay by 16/03/2026.');

    const lines = screen.getByRole('region', { name: 'What you ordered' });
    expect(within(lines).getByRole('heading', { level: 3, name: 'Special exhibition' })).toBeTruthy();
    expect(within(lines).getByText('14/03/2026, 14:30')).toBeTruthy();
    expect(within(lines).getByText('2 × Adult')).toBeTruthy();
    expect(within(lines).getByText('CHF 44.00')).toBeTruthy();
    expect(within(lines).getByText('School class 4b')).toBeTruthy();
    expect(within(lines).getByText('Participants').tagName).toBe('DT');

    expect(valueOf('Total')).toBe(chf('164.00'));
    expect(screen.getByText('Voucher …K7QZ')).toBeTruthy();
    expect(valueOf('Paid')).toBe(chf('50.00'));
    expect(valueOf('Left to pay')).toBe(chf('114.00'));

    const billing = await screen.findByRole('region', { name: 'Billing details' });
    expect(billing.textContent).toContain('Ada Lovelace');
    expect(billing.textContent).toContain('Primary School Seeburg');
    expect(billing.textContent).toContain('8712 Seeburg');
    expect(billing.textContent).toContain('Switzerland');
    expect(calls.find((c) => c.path === 'customer/fromOrder')?.query.get('id')).toBe(ORDER_TOKEN);
  });

  it('adds up line by line for shipped goods paid partly with a voucher code: lines, subtotal, shipping, total, payments, paid, due', async () => {
    const goods = reservedOrder({
      lines: [{ name: 'Poster', title: '', count: 3, datetime: null, total_cents: 12000, facts: [] }],
      subtotal_cents: 12000,
      shipping_cents: 2400,
      shipping_address: { name: 'Ada Lovelace', street: 'Seeweg 1', zip: '8000', city: 'Zürich', country: 'CH' },
      total_cents: 14400,
      payments: [{ kind: 'voucherCode', label: 'RF77', amount_cents: 13100, at: '2026-03-02T09:15:00Z' }],
      paid_cents: 13100,
      due_cents: 1300,
    });
    apiStandIn({ 'order/review': review(goods), 'customer/fromOrder': customer });
    await open();
    const lines = await screen.findByRole('region', { name: 'What you ordered' });
    const lineCents = [...lines.querySelectorAll('.order-line-amount')].map((amount) => centsOf(amount.textContent ?? ''));
    const rows = statementRows(screen.getByRole('region', { name: 'Summary' }));
    expect(rows.map((row) => row.label)).toEqual(['Subtotal', 'Shipping', 'Total', 'Voucher …RF77', 'Paid', 'Left to pay']);
    const [subtotal, shipping, total, code, paid, due] = rows.map((row) => row.cents) as [number, number, number, number, number, number];
    expect(subtotal).toBe(lineCents.reduce((sum, cents) => sum + cents, 0));
    expect(total).toBe(subtotal + shipping);
    expect(paid).toBe(code);
    expect(due).toBe(total - paid);
    expect(due).toBe(1300);
  });

  it('offers a booked order’s tickets for download and no payment', async () => {
    apiStandIn({ 'order/review': review(bookedOrder()), 'customer/fromOrder': customer });
    await open();
    expect((await screen.findByRole('link', { name: 'Download your tickets (PDF)' })).getAttribute('href')).toBe('/api/en/order/1042/tickets.pdf?key=k');
    expect(screen.getByText('Booked')).toBeTruthy();
    expect(screen.getByText('Card or TWINT', { selector: 'dt' })).toBeTruthy();
    expect(valueOf('Left to pay')).toBe(chf('0.00'));
    expect(screen.queryByRole('region', { name: 'Pay for this order' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Wallet/ })).toBeNull();
  });

  it('offers a booked order’s tickets for Apple Wallet and Google Wallet beside the PDF when the museum configured them', async () => {
    const wallet = { apple_url: '/api/en/order/1042/wallet/apple?key=k', google_url: '/api/en/order/1042/wallet/google?key=k' };
    apiStandIn({ 'order/review': review({ ...bookedOrder(), wallet }), 'customer/fromOrder': customer });
    await open();
    const group = await screen.findByRole('group', { name: 'Save on your phone' });
    expect(within(group).getByRole('link', { name: 'Add to Apple Wallet' }).getAttribute('href')).toBe(wallet.apple_url);
    expect(within(group).getByRole('link', { name: 'Add to Google Wallet' }).getAttribute('href')).toBe(wallet.google_url);
    expect(screen.getByRole('link', { name: 'Download your tickets (PDF)' })).toBeTruthy();
  });

  it('shows "your reference" when the order has one (SPEC §3)', async () => {
    apiStandIn({ 'order/review': review({ ...bookedOrder(), external_document_number: 'PO-2026-0042' }), 'customer/fromOrder': customer });
    await open();
    expect(await screen.findByText('Your reference: PO-2026-0042')).toBeTruthy();
  });

  it('says nothing of a reference when the order has none', async () => {
    apiStandIn({ 'order/review': review(bookedOrder()), 'customer/fromOrder': customer });
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order 1042' })).toBeTruthy();
    expect(screen.queryByText(/Your reference/)).toBeNull();
  });

  it('calls a PDF with pass cards or vouchers the documents', async () => {
    apiStandIn({ 'order/review': review({ ...bookedOrder(), tickets_only: false }), 'customer/fromOrder': customer });
    await open();
    expect(await screen.findByRole('link', { name: 'Download your documents (PDF)' })).toBeTruthy();
  });

  it('answers 406 with a page that says so and leads home', async () => {
    const { calls } = apiStandIn({ 'order/review': { status: 406, body: { code: 'ORDER_NOT_AVAILABLE', message: 'x' } } });
    await open('/en/order-review/not-a-token');
    expect(await screen.findByRole('heading', { level: 1, name: 'This order is not available' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the shop' }).getAttribute('href')).toBe('/en');
    expect(calls.map((c) => c.path)).toEqual(['order/review']);
  });

  it('shows a failed load with a way to try again', async () => {
    let answer: Answer = { status: 429, body: { code: 'TOO_MANY_REQUESTS', message: 'x' } };
    apiStandIn({ 'order/review': () => answer, 'customer/fromOrder': customer });
    await open();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText('Your order could not be loaded just now.')).toBeTruthy();
    answer = review(reservedOrder());
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order 1042' })).toBeTruthy();
  });

  it('pays what is due with the checkout’s ways to pay, less the pay-later ones; the payment page returns here when not completed', async () => {
    const { calls } = apiStandIn({
      'order/review': review(reservedOrder()),
      'customer/fromOrder': customer,
      'checkout/initPaymentOrder': { status: 200, body: { data: 'http://shop.test/pay/order' } },
    });
    await open();
    const form = await screen.findByRole('region', { name: 'Pay for this order' });
    expect((within(form).getByRole('radio', { name: 'Card or TWINT' }) as HTMLInputElement).checked).toBe(true);
    expect(within(form).queryByRole('radio', { name: 'Invoice' })).toBeNull();
    expect(within(form).queryByRole('radio', { name: 'Apple Pay' })).toBeNull();
    await userEvent.click(within(form).getByRole('button', { name: `Pay ${chf('114.00')}` }));
    expect(await within(form).findByText('Please accept the terms and conditions and the privacy policy to place your order.', { selector: 'a' })).toBeTruthy();
    await userEvent.click(within(form).getByRole('checkbox'));
    await userEvent.click(within(form).getByRole('button', { name: `Pay ${chf('114.00')}` }));
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('http://shop.test/pay/order'));
    expect(calls.find((c) => c.path === 'checkout/initPaymentOrder')?.body).toEqual({
      payart: 164,
      aux: {},
      id: ORDER_TOKEN,
      url: { continue: '/en/checkout/success', cancel: `/en/order-review/${ORDER_TOKEN}` },
    });
    expect(usePayingOrderStore.getState().orderToken).toBe(ORDER_TOKEN);
  });

  it('pays by direct debit with the account details', async () => {
    const { calls } = apiStandIn({
      'order/review': review(reservedOrder()),
      'customer/fromOrder': customer,
      'checkout/initPaymentOrder': { status: 200, body: { data: 'http://shop.test/pay/dd' } },
    });
    await open();
    const form = await screen.findByRole('region', { name: 'Pay for this order' });
    await userEvent.click(within(form).getByRole('radio', { name: 'Direct debit' }));
    await userEvent.type(within(form).getByLabelText('Account holder'), 'Ada Lovelace');
    await userEvent.type(within(form).getByLabelText('IBAN'), 'CH93 0076 2011 6238 5295 7');
    await userEvent.click(within(form).getByRole('checkbox'));
    await userEvent.click(within(form).getByRole('button', { name: `Pay ${chf('114.00')}` }));
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('http://shop.test/pay/dd'));
    expect(calls.find((c) => c.path === 'checkout/initPaymentOrder')?.body).toMatchObject({ payart: 74, aux: { Accountholder: 'Ada Lovelace', IBAN: 'CH9300762011623852957' } });
  });

  it.each([
    [422, 'PAYMENT_TYPE_UNKNOWN', 'This payment method is not available.'],
    [406, 'ORDER_NOT_AVAILABLE', 'This order is not available.'],
  ])('shows a %i refusal of the payment as a message and stays', async (status, code, text) => {
    apiStandIn({
      'order/review': review(reservedOrder()),
      'customer/fromOrder': customer,
      'checkout/initPaymentOrder': { status, body: { code, message: 'x' } },
    });
    await open();
    const form = await screen.findByRole('region', { name: 'Pay for this order' });
    await userEvent.click(within(form).getByRole('checkbox'));
    await userEvent.click(within(form).getByRole('button', { name: `Pay ${chf('114.00')}` }));
    expect((await within(form).findByRole('alert')).textContent).toBe(text);
    expect(go).not.toHaveBeenCalled();
    expect(usePayingOrderStore.getState().orderToken).toBeNull();
  });

  it('back from a declined payment says so and lets the visitor try again', async () => {
    apiStandIn({ 'order/review': review(reservedOrder()), 'customer/fromOrder': customer });
    await open(`/en/order-review/${ORDER_TOKEN}?cartId=c-9&status=declined`);
    expect((await screen.findByRole('alert')).textContent).toBe('Payment was not completed. Please try again.');
    expect(await screen.findByRole('button', { name: `Pay ${chf('114.00')}` })).toBeTruthy();
  });

  it('back from a payment whose time ran out says that nothing was charged', async () => {
    apiStandIn({ 'order/review': review({ ...reservedOrder(), status: 'canceled', payable: false }), 'customer/fromOrder': customer });
    await open(`/en/order-review/${ORDER_TOKEN}?cartId=c-9&status=expired`);
    expect((await screen.findByRole('alert')).textContent).toBe('The time to pay ran out, and nothing was charged.');
    expect(screen.queryByRole('region', { name: 'Pay for this order' })).toBeNull();
  });
});
