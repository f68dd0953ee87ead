import type { DonationOffer } from '@foyer/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useCartStore } from '../../lib/storage/cart-store';
import { apiStandIn, dataLayer } from '../../test/api-stand-in';
import { adultsLine } from '../../test/cart-lines';
import { renderInShop } from '../../test/render';
import { withQueries } from '../../test/with-queries';
import { toDonationCartLine } from './donation-cart-line';
import { LazyDonationPanel } from './lazy-donation-panel';

const OFFER: DonationOffer = {
  id: 9001,
  name: 'Støt museet',
  text: 'Din gave hjælper os med at bevare samlingen.',
  amounts: [500, 1000, 2000],
  free: { min_amount: 100, max_amount: 100_000 },
  receipt: false,
};

const show = async (offer: DonationOffer | null = OFFER, lang: 'da' | 'en' = 'da') => {
  const { calls } = apiStandIn({ donation: { status: 200, body: { data: { offer } } } });
  await renderInShop(withQueries(<LazyDonationPanel />), { lang, path: `/${lang}/checkout`, config: { languages: ['en', 'da'] }, namespaces: ['donations'] });
  return calls;
};

const donations = () => useCartStore.getState().lines.filter((line) => line.type === 'donation');
const money = (text: string) => text.replace(/\s/g, ' ');

describe('the donation panel under the basket', () => {
  beforeEach(() => useCartStore.setState({ lines: [adultsLine], cartId: null }));
  afterEach(() => delete (window as unknown as { dataLayer?: unknown }).dataLayer);

  it('offers the fixed amounts and an amount of choice, in Danish, with nothing chosen for the visitor', async () => {
    const calls = await show();
    expect(await screen.findByRole('heading', { name: 'Støt museet' })).toBeTruthy();
    expect(calls.map((call) => call.path)).toEqual(['donation']);
    const group = screen.getByRole('group', { name: 'Vælg et beløb' });
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => money(radio.closest('label')?.textContent ?? ''))).toEqual(['5,00 CHF', '10,00 CHF', '20,00 CHF', 'Andet beløb']);
    expect(radios.some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
    expect(group).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('Der er ingen moms på donationer.')).toBeTruthy();
  });

  it('adds an amount of choice as one VAT-free donation line, thanks the visitor and reports a Donation', async () => {
    const layer = dataLayer();
    await show();
    await userEvent.click(await screen.findByRole('radio', { name: 'Andet beløb' }));
    const field = screen.getByRole('textbox', { name: 'Dit beløb (CHF)' });
    expect(field.getAttribute('inputmode')).toBe('decimal');
    await userEvent.type(field, '12,5');
    await userEvent.click(screen.getByRole('button', { name: 'Tilføj donation' }));
    expect(donations().map((line) => [line.item, line.vatCents])).toEqual([[{ type: 'donation', id: 9001, amount: 1250, totalPrice: 1250 }, 0]]);
    expect(money(screen.getByRole('status').textContent ?? '')).toBe('Tak! Din donation på 12,50 CHF ligger i din kurv.');
    expect((field as HTMLInputElement).value).toBe('12,50');
    expect(layer).toContainEqual(
      expect.objectContaining({ event: 'add_to_cart', ecommerce: expect.objectContaining({ tax: 0, items: [expect.objectContaining({ item_id: '9001', item_category: 'Donation', price: 12.5, quantity: 1 })] }) }),
    );
    expect(screen.getByRole('button', { name: 'Ret donation' })).toBeTruthy();
  });

  it.each([
    { typed: '0,50', error: 'En donation skal være mindst 1,00 CHF.' },
    { typed: '1500', error: 'Online kan du højst donere 1.000,00 CHF.' },
    { typed: 'meget', error: 'Skriv et beløb.' },
  ])('refuses "$typed" at the field, focused, and adds nothing', async ({ typed, error }) => {
    await show();
    await userEvent.click(await screen.findByRole('radio', { name: 'Andet beløb' }));
    const field = screen.getByRole('textbox', { name: 'Dit beløb (CHF)' });
    await userEvent.type(field, typed);
    await userEvent.click(screen.getByRole('button', { name: 'Tilføj donation' }));
    expect(donations()).toEqual([]);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(money(document.getElementById(field.getAttribute('aria-describedby')?.split(' ')[1] ?? '')?.textContent ?? '')).toBe(error);
    expect(document.activeElement).toBe(field);
  });

  it('asks for an amount when none is chosen, on the group, with focus on its first choice', async () => {
    await show();
    await userEvent.click(await screen.findByRole('button', { name: 'Tilføj donation' }));
    expect(donations()).toEqual([]);
    expect(screen.getByText('Vælg et beløb.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getAllByRole('radio')[0]);
  });

  it('chooses with the keyboard alone', async () => {
    await show(OFFER, 'en');
    await screen.findByRole('heading', { name: 'Support the museum' });
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getAllByRole('radio')[0]);
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{Enter}');
    expect(donations().map((line) => line.totalPrice)).toEqual([500]);
  });

  it('one donation per basket: a new amount replaces the one there, where it stood', async () => {
    const layer = dataLayer();
    useCartStore.setState({ lines: [toDonationCartLine(OFFER, 500, 'Donation på 5,00 CHF'), adultsLine] });
    await show();
    expect(((await screen.findByRole('radio', { name: /^5,00\sCHF$/ })) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: /^20,00\sCHF$/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Ret donation' }));
    expect(useCartStore.getState().lines.map((line) => [line.type, line.totalPrice])).toEqual([
      ['donation', 2000],
      ['ticket', adultsLine.totalPrice],
    ]);
    expect(money(screen.getByRole('status').textContent ?? '')).toBe('Tak! Din donation er nu på 20,00 CHF.');
    expect(layer).toContainEqual(expect.objectContaining({ event: 'remove_from_cart', ecommerce: expect.objectContaining({ value: 5 }) }));
  });

  it('an offer of choice alone shows the field at once; no offer shows nothing', async () => {
    await show({ ...OFFER, amounts: [] });
    expect(await screen.findByRole('textbox', { name: 'Dit beløb (CHF)' })).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('shows nothing when the shop asks for no donations', async () => {
    const calls = await show(null);
    await expect.poll(() => calls.length).toBe(1);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
