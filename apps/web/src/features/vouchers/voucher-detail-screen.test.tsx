import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { voucherCartItemSchema, type GiftVoucher } from '@foyer/contract';
import { apiStandIn } from '../../test/api-stand-in';
import { useCartStore } from '../../lib/storage/cart-store';
import { renderVouchers } from './render-vouchers';
import { giftVoucher } from './test-fixtures';
import { VoucherDetailScreen } from './voucher-detail-screen';

type TestWindow = Window & { dataLayer?: unknown[] };

const fixed = giftVoucher({
  id: 7,
  name: 'Museum visit for two',
  teaser: 'Two admissions to every exhibition.',
  description: 'For two adults, any day.\n\nRedeemable at the desk and online.',
  image: { src: 'vouchers/visit.jpg', alt: 'A voucher on a gallery bench' },
  price: 4400,
  validity_months: 24,
});
const free = giftVoucher({ id: 8, name: 'Gift voucher', variable_amount: true, price: 5000, min_amount: 1000, max_amount: 50_000, vat_value: 0 });

const open = (voucher: GiftVoucher | null, id = voucher?.id ?? 99) => {
  const stand = apiStandIn({
    [`voucher/selectOne/price/${id}`]: voucher ? { status: 200, body: { data: voucher } } : { status: 404, body: { code: 'GIFT_VOUCHER_NOT_FOUND', message: 'no' } },
  });
  return { ...stand, rendered: renderVouchers(<VoucherDetailScreen voucherId={id} />, { path: `/en/vouchers/${id}` }) };
};

const amountField = () => screen.getByRole('textbox', { name: 'Amount in CHF' }) as HTMLInputElement;
const addButton = () => screen.getByRole('button', { name: 'Add to basket' });
/** Money is written with a no-break space ("CHF 50.00"); the tests compare plain spaces. */
const plain = (text: string | null | undefined) => text?.replace(/\s/g, ' ');
const total = () => plain(screen.getByText('Total').nextElementSibling?.textContent);
const lines = () => useCartStore.getState().lines;

/** Types into the amount field and leaves it, as a visitor moving on to the next field does. */
const typeAmount = async (text: string) => {
  await userEvent.clear(amountField());
  if (text) await userEvent.type(amountField(), text);
  await userEvent.tab();
};

beforeEach(() => useCartStore.setState({ lines: [] }));
afterEach(() => delete (window as TestWindow).dataLayer);

describe('voucher page (SPEC §2 vouchers/{id})', () => {
  it('offers an uploaded picture in every stored width for its place beside the facts', async () => {
    open({ ...fixed, image: { src: 'uploads/AbCdEfGhIjKlMnOpQrStUv-{width}.webp', alt: 'The voucher' } });
    const img = await screen.findByRole('img', { name: 'The voucher' });
    expect([img.getAttribute('src'), img.getAttribute('srcset'), img.getAttribute('sizes')]).toEqual(['/static/uploads/AbCdEfGhIjKlMnOpQrStUv-1280.webp', '/static/uploads/AbCdEfGhIjKlMnOpQrStUv-640.webp 640w, /static/uploads/AbCdEfGhIjKlMnOpQrStUv-1280.webp 1280w, /static/uploads/AbCdEfGhIjKlMnOpQrStUv-1920.webp 1920w', '(min-width: 1216px) 36rem, (min-width: 769px) 47vw, 100vw']);
  });

  it('shows the picture, name, price, validity and the description in paragraphs; a fixed voucher asks no amount', async () => {
    const { calls } = open(fixed);
    expect(await screen.findByRole('heading', { level: 1, name: 'Museum visit for two' })).toBeTruthy();
    expect(calls.map((call) => call.path)).toEqual(['voucher/selectOne/price/7']);
    expect(screen.getByRole('img', { name: 'A voucher on a gallery bench' }).getAttribute('src')).toBe('/static/vouchers/visit.jpg');
    expect(screen.getByRole('img', { name: 'A voucher on a gallery bench' }).getAttribute('srcset')).toBeNull();
    expect(screen.getByText('Two admissions to every exhibition.')).toBeTruthy();
    expect(screen.getAllByText(/^CHF\s44\.00$/).length).toBeGreaterThan(0);
    expect(screen.getByText('Valid for 2 years')).toBeTruthy();
    const about = screen.getByRole('region', { name: 'About this voucher' });
    expect(within(about).getAllByRole('paragraph').map((p) => p.textContent)).toEqual(['For two adults, any day.', 'Redeemable at the desk and online.']);
    expect(screen.queryByRole('textbox', { name: /Amount/ })).toBeNull();
    expect(screen.getByRole('link', { name: /All vouchers/ }).getAttribute('href')).toBe('/en/vouchers');
  });

  it('adds a fixed voucher at its price, without an amount on the wire; the same gift again raises its count', async () => {
    open(fixed);
    await screen.findByRole('heading', { level: 1, name: 'Museum visit for two' });
    await userEvent.click(addButton());
    expect(lines()).toHaveLength(1);
    expect(lines()[0]?.item).toEqual({ type: 'voucher', id: 7, count: 1, totalPrice: 4400 });
    expect(screen.getByText(/The voucher is in your basket\./).closest('[role="status"]')).toBeTruthy();
    await userEvent.click(addButton());
    expect(lines()).toHaveLength(1);
    expect(lines()[0]?.item).toEqual({ type: 'voucher', id: 7, count: 2, totalPrice: 8800 });
    expect(screen.getByText(/You now have 2 of this voucher in your basket\./)).toBeTruthy();
  });

  it('shows the not-found screen for a voucher the shop does not sell', async () => {
    open(null, 42);
    expect(await screen.findByRole('heading', { level: 1, name: 'We couldn’t find this voucher' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Show all vouchers' }).getAttribute('href')).toBe('/en/vouchers');
  });
});

describe('a variable amount (SPEC §5)', () => {
  it('starts at the suggested amount and tells the span it may take', async () => {
    open(free);
    await screen.findByRole('heading', { level: 1, name: 'Gift voucher' });
    expect(amountField().value).toBe('50.00');
    expect(amountField().getAttribute('inputmode')).toBe('decimal');
    const hint = document.getElementById(amountField().getAttribute('aria-describedby') ?? '');
    expect(plain(hint?.textContent)).toBe('Choose any amount from CHF 10.00 to CHF 500.00.');
    expect(screen.getByText('Amount of your choice')).toBeTruthy();
    expect(screen.getByText('From CHF 10.00 to CHF 500.00')).toBeTruthy();
    expect(total()).toBe('CHF 50.00');
  });

  it('makes a negative amount positive and keeps the previous amount when the field is emptied', async () => {
    open(free);
    await screen.findByRole('heading', { level: 1, name: 'Gift voucher' });
    await typeAmount('-25');
    expect(amountField().value).toBe('25.00');
    expect(total()).toBe('CHF 25.00');
    await typeAmount('');
    expect(amountField().value).toBe('25.00');
    await typeAmount('80,5');
    expect(amountField().value).toBe('80.50');
  });

  it.each([
    { typed: '5', message: 'The amount must be at least CHF 10.00.' },
    { typed: '600', message: 'The amount can be at most CHF 500.00.' },
  ])('says so when $typed is out of bounds, before and on adding, and adds nothing', async ({ typed, message }) => {
    open(free);
    await screen.findByRole('heading', { level: 1, name: 'Gift voucher' });
    await typeAmount(typed);
    const error = screen.getByText(message);
    expect(amountField().getAttribute('aria-invalid')).toBe('true');
    expect(amountField().getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    await userEvent.click(addButton());
    expect(lines()).toEqual([]);
    const summary = screen.getByRole('alert', { name: 'Please correct the following before adding the voucher to your basket:' });
    expect(document.activeElement).toBe(summary);
    const link = within(summary).getByRole('link');
    expect([plain(link.textContent), link.getAttribute('href')]).toEqual([message, '#voucher-amount']);
  });

  it('checks an amount typed straight before adding, without leaving the field first', async () => {
    open(free);
    await screen.findByRole('heading', { level: 1, name: 'Gift voucher' });
    await userEvent.clear(amountField());
    await userEvent.type(amountField(), '9.99');
    await userEvent.click(addButton());
    expect(lines()).toEqual([]);
    expect(screen.getAllByText('The amount must be at least CHF 10.00.').length).toBeGreaterThan(0);
  });

  it('adds a gift for someone: the amount in cents, count, recipient and message on a line the contract accepts', async () => {
    (window as TestWindow).dataLayer = [];
    open(free);
    await screen.findByRole('heading', { level: 1, name: 'Gift voucher' });
    await typeAmount('75.50');
    await userEvent.click(screen.getByRole('button', { name: 'One more' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Recipient’s name (optional)' }), '  Anna Muster ');
    const message = screen.getByRole('textbox', { name: 'Personal message (optional)' });
    await userEvent.type(message, 'Happy birthday!');
    expect(document.getElementById(`${message.id}-count`)?.textContent).toBe('285 characters left');
    expect(message.getAttribute('aria-describedby')).toContain(`${message.id}-count`);
    expect(total()).toBe('CHF 151.00');
    await userEvent.click(addButton());

    const [line] = lines();
    expect(line?.item).toEqual({ type: 'voucher', id: 8, count: 2, amount: 7550, recipient: 'Anna Muster', message: 'Happy birthday!', totalPrice: 15_100 });
    expect(voucherCartItemSchema.safeParse(line?.item).success).toBe(true);
    expect(line).toMatchObject({ type: 'voucher', totalPrice: 15_100, vatCents: 0, voucherCodesMayPay: false, quantity: { count: 2, max: 50, unitPrice: 7550 } });
    expect(line?.display.answers).toEqual([
      { question: 'Recipient', answer: 'Anna Muster' },
      { question: 'Message', answer: 'Happy birthday!' },
    ]);
    expect((window as TestWindow).dataLayer).toContainEqual({
      event: 'add_to_cart',
      ecommerce: { currency: 'CHF', value: 151, tax: 0, items: [{ item_id: '8', item_name: 'Gift voucher', item_category: 'Voucher', price: 75.5, quantity: 2 }] },
    });
    // A second gift is most often for someone else: the amount stays, the rest starts afresh.
    expect(amountField().value).toBe('75.50');
    expect((screen.getByRole('textbox', { name: 'Recipient’s name (optional)' }) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Quantity') as HTMLInputElement).value).toBe('1');
  });

  it('keeps the quantity between 1 and 50 and says why it stops', async () => {
    open(free);
    await screen.findByRole('heading', { level: 1, name: 'Gift voucher' });
    const quantity = screen.getByLabelText('Quantity') as HTMLInputElement;
    await userEvent.type(quantity, '80', { initialSelectionStart: 0, initialSelectionEnd: 1 });
    expect(quantity.value).toBe('50');
    expect(screen.getByText('At most 50 vouchers per order.')).toBeTruthy();
    expect(total()).toBe("CHF 2'500.00");
  });
});
