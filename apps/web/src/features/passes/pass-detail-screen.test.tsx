import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { annualPassCartItemSchema, type ProductDetail } from '@foyer/contract';
import { apiStandIn, dataLayer } from '../../test/api-stand-in';
import { useCartStore } from '../../lib/storage/cart-store';
import { PassDetailScreen } from './pass-detail-screen';
import { renderPasses } from './render-passes';
import { pass, passDetail } from './test-fixtures';

type TestWindow = Window & { dataLayer?: unknown[] };

const annual = passDetail(pass({ id: 21, name: 'Annual pass', teaser: 'All exhibitions, all year.', price: 9000, stock: 200 }), {
  description: 'Free admission to all exhibitions.\n\nTen per cent off in the museum shop.',
  images: [{ src: 'passes/annual.jpg', alt: 'The annual pass card' }],
});

const serve = (answer: ProductDetail | null) =>
  apiStandIn({
    merchandise: (call) =>
      answer !== null && call.query.get('article') === String(answer.id)
        ? { status: 200, body: { data: answer } }
        : { status: 404, body: { code: 'PRODUCT_NOT_FOUND', message: 'no' } },
    'customer/attr': { status: 200, body: { data: { countries: { CH: 'Switzerland', DE: 'Germany', IT: 'Italy' }, salutations: [], required_fields: [], visible_fields: [] } } },
  });

const open = async (detail: ProductDetail | null, id = detail?.id ?? 99, lang: 'en' | 'de' = 'en') => {
  const stand = serve(detail);
  const rendered = await renderPasses(<PassDetailScreen passId={id} />, { lang, path: `/${lang}/passes/${id}` });
  return { ...stand, ...rendered };
};
const loaded = () => screen.findByRole('heading', { level: 1 });
const quantity = () => screen.getByLabelText('Number of passes') as HTMLInputElement;
const addButton = () => screen.getByRole('button', { name: 'Add to basket' }) as HTMLButtonElement;
const holder = (number: number) => screen.getByRole('group', { name: `Pass holder ${number}` });
const holders = () => screen.queryAllByRole('group').map((group) => group.querySelector('legend')?.textContent);

beforeEach(() => {
  useCartStore.setState({ lines: [] });
  (window as TestWindow).dataLayer = [];
});

afterEach(() => {
  delete (window as TestWindow).dataLayer;
});

describe('pass page (SPEC §2 passes/{id})', () => {
  it('shows the picture, name, price with its VAT, validity, availability and what the pass includes', async () => {
    const { calls } = await open(annual);
    expect((await loaded()).textContent).toBe('Annual pass');
    expect(calls.find((call) => call.path === 'merchandise')?.query.get('article')).toBe('21');
    expect(screen.getByRole('img', { name: 'The annual pass card' }).getAttribute('src')).toBe('/static/passes/annual.jpg');
    expect(screen.getAllByText(/CHF\s90\.00/).length).toBeGreaterThan(0);
    expect(screen.getByText('incl. 8.1% VAT')).toBeTruthy();
    expect(screen.getByText('Valid for 12 months from purchase')).toBeTruthy();
    expect(screen.getByText('Available')).toBeTruthy();
    const includes = screen.getByRole('region', { name: 'What the pass includes' });
    expect(within(includes).getAllByRole('paragraph').map((p) => p.textContent)).toEqual(['Free admission to all exhibitions.', 'Ten per cent off in the museum shop.']);
    expect(screen.getByRole('link', { name: /All annual passes/ }).getAttribute('href')).toBe('/en/passes');
  });

  it('starts at one pass with one holder; the quantity sets the number of holder entries and keeps what was typed', async () => {
    const user = userEvent.setup();
    await open(annual);
    await loaded();
    expect(quantity().value).toBe('1');
    expect(holders()).toEqual(['Pass holder 1']);
    await user.type(within(holder(1)).getByLabelText(/Full name/), 'Anna Muster');
    await user.click(screen.getByRole('button', { name: 'One more pass' }));
    expect(quantity().value).toBe('2');
    expect(holders()).toEqual(['Pass holder 1', 'Pass holder 2']);
    expect((within(holder(1)).getByLabelText(/Full name/) as HTMLInputElement).value).toBe('Anna Muster');
    expect((within(holder(2)).getByLabelText(/Full name/) as HTMLInputElement).value).toBe('');
    await user.click(screen.getByRole('button', { name: 'One fewer pass' }));
    expect(holders()).toEqual(['Pass holder 1']);
  });

  it('caps the quantity at what one line may hold, saying why', async () => {
    const user = userEvent.setup();
    await open(passDetail(pass({ id: 24, name: 'Student pass', stock: 3 })));
    await loaded();
    await user.clear(quantity());
    await user.type(quantity(), '7');
    expect(quantity().value).toBe('3');
    expect(holders()).toHaveLength(3);
    expect(screen.getByText('Only 3 are available.')).toBeTruthy();
  });

  it('a pass with no stock: quantity 0, no holder entries, unavailable, and nothing can be added', async () => {
    const user = userEvent.setup();
    await open(passDetail(pass({ id: 25, name: 'Friends’ pass', stock: 0, max_quantity: 0 })));
    expect(await screen.findByRole('heading', { name: 'Currently unavailable' })).toBeTruthy();
    expect(quantity().value).toBe('0');
    expect(holders()).toEqual([]);
    expect(screen.getByRole('button', { name: 'One more pass' }).getAttribute('aria-disabled')).toBe('true');
    expect(addButton().disabled).toBe(true);
    await user.click(addButton());
    expect(useCartStore.getState().lines).toEqual([]);
  });

  it('asks for a number of passes when the visitor typed 0', async () => {
    const user = userEvent.setup();
    await open(annual);
    await loaded();
    await user.clear(quantity());
    await user.type(quantity(), '0');
    expect(holders()).toEqual([]);
    await user.click(addButton());
    expect(screen.getByRole('alert').textContent).toBe('Please choose how many passes you would like.');
    expect(document.activeElement).toBe(quantity());
    expect(useCartStore.getState().lines).toEqual([]);
  });

  it('asks for the name and a complete address, focuses the first missing field and adds nothing', async () => {
    const user = userEvent.setup();
    await open(annual);
    await loaded();
    await user.click(screen.getByRole('button', { name: 'One more pass' }));
    await user.type(within(holder(1)).getByLabelText(/Full name/), 'Anna Muster');
    await user.click(within(holder(2)).getByRole('checkbox', { name: 'Send this pass to the pass holder’s own address' }));
    await user.type(within(holder(2)).getByLabelText('Street and number'), 'Seestrasse 1');
    await user.click(addButton());

    expect(useCartStore.getState().lines).toEqual([]);
    const summary = screen.getByRole('alert', { name: 'Please fill in all mandatory fields.' });
    expect(within(summary).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Pass holder 2: please enter a name.', '#pass-owner-2-name'],
      ['Pass holder 2: please enter the full address.', '#pass-owner-2-zip'],
    ]);
    const name = within(holder(2)).getByLabelText(/Full name/);
    expect(document.activeElement).toBe(name);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(within(holder(2)).getByText('Please enter the pass holder’s name.')).toBeTruthy();
    expect(within(holder(2)).getByText('Please enter the postcode.')).toBeTruthy();
    expect(within(holder(2)).getByText('Please enter the town or city.')).toBeTruthy();
    expect(within(holder(1)).queryByText('Please enter the pass holder’s name.')).toBeNull();

    // The messages follow the fields: a filled-in name is no longer listed.
    await user.type(name, 'Luca Rossi');
    expect(within(summary).getAllByRole('link').map((link) => link.textContent)).toEqual(['Pass holder 2: please enter the full address.']);
  });

  it('says what is missing in the visitor’s language', async () => {
    const user = userEvent.setup();
    await open(annual, 21, 'de');
    await loaded();
    await user.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    expect(screen.getByRole('alert', { name: 'Bitte füllen Sie alle Pflichtfelder aus.' }).textContent).toContain('Karte 1: Bitte geben Sie einen Namen ein.');
    expect(useCartStore.getState().lines).toEqual([]);
  });

  it('puts two passes with their holders in the basket as one annualPass line the server accepts', async () => {
    const user = userEvent.setup();
    const { calls } = await open(annual);
    await loaded();
    await user.click(screen.getByRole('button', { name: 'One more pass' }));
    await user.type(within(holder(1)).getByLabelText(/Full name/), '  Anna Muster ');
    await user.type(within(holder(2)).getByLabelText(/Full name/), 'Luca Rossi');
    await user.click(within(holder(2)).getByRole('checkbox', { name: 'Send this pass to the pass holder’s own address' }));
    await user.type(within(holder(2)).getByLabelText('Street and number'), 'Via Nassa 5');
    await user.type(within(holder(2)).getByLabelText('Postcode'), '6900');
    await user.type(within(holder(2)).getByLabelText('Town or city'), 'Lugano');
    // The country list is asked for only once a card is to go to its holder; the shop's country is chosen.
    expect(calls.filter((call) => call.path === 'customer/attr')).toHaveLength(1);
    const country = within(holder(2)).getByLabelText('Country') as HTMLSelectElement;
    await waitFor(() => expect(within(country).getAllByRole('option').map((option) => option.textContent)).toEqual(['Please choose', 'Switzerland', 'Germany', 'Italy']));
    expect(country.value).toBe('CH');
    await user.click(addButton());

    const [line, ...others] = useCartStore.getState().lines;
    expect(others).toEqual([]);
    expect(annualPassCartItemSchema.parse(line?.item)).toEqual({
      type: 'annualPass',
      id: 21,
      count: 2,
      owners: [
        { name: 'Anna Muster', address: null, send_to_custom_addr: false },
        { name: 'Luca Rossi', address: { street: 'Via Nassa 5', zip: '6900', city: 'Lugano', country: 'CH' }, send_to_custom_addr: true },
      ],
      totalPrice: 18000,
    });
    expect(line).toMatchObject({ type: 'annualPass', id: 21, name: 'Annual pass', totalPrice: 18000, vatCents: 1349 });
    expect(line?.quantity).toBeUndefined();
    expect(line?.display.answers).toEqual([
      { question: 'Pass holder 1', answer: 'Anna Muster' },
      { question: 'Pass holder 2', answer: 'Luca Rossi' },
    ]);
    const status = screen.getByText('Added to your basket.');
    expect(within(status).getByRole('link', { name: 'Go to basket' }).getAttribute('href')).toBe('/en/checkout');
    await waitFor(() => expect(dataLayer().at(-1)).toMatchObject({ event: 'add_to_cart' }));
    expect(dataLayer().at(-1)).toMatchObject({ ecommerce: { value: 180, items: [{ item_id: '21', item_category: 'Merchandise', price: 90, quantity: 2 }] } });
    // The page starts afresh for the next pass.
    expect(quantity().value).toBe('1');
    expect((within(holder(1)).getByLabelText(/Full name/) as HTMLInputElement).value).toBe('');
  });

  it('adds the same pass again as another line, since its holders differ', async () => {
    const user = userEvent.setup();
    await open(annual);
    await loaded();
    for (const name of ['Anna Muster', 'Mia Keller']) {
      await user.type(within(holder(1)).getByLabelText(/Full name/), name);
      await user.click(addButton());
      // The form starts afresh; focus (and with it the view) goes to the confirmation, which screen readers then read.
      expect(document.activeElement?.textContent).toMatch(/^Added to your basket/);
    }
    expect(useCartStore.getState().lines.map((line) => line.display.answers?.map((answer) => answer.answer))).toEqual([['Anna Muster'], ['Mia Keller']]);
  });

  it.each([
    ['a pass the shop does not sell', null, 99],
    ['a product that is not a pass', passDetail(pass({ id: 31, name: 'Museum mug', product_kind_ref: null, validity_months: null })), 31],
  ])('shows its not-found screen for %s', async (_, detail, id) => {
    await open(detail, id);
    expect(await screen.findByRole('heading', { level: 1, name: 'We couldn’t find this annual pass' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Show all annual passes' }).getAttribute('href')).toBe('/en/passes');
  });
});
