import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiStandIn } from '../../test/api-stand-in';
import { PassListScreen } from './pass-list-screen';
import { renderPasses } from './render-passes';
import { pass } from './test-fixtures';

const adult = pass({ id: 21, name: 'Annual pass', teaser: 'All exhibitions, all year.', price: 9000, stock: 200, image: { src: 'passes/annual.jpg', alt: 'The pass card' } });
const family = pass({ id: 22, name: 'Family pass', price: 16000, stock: 2, validity_months: 24 });
const friends = pass({ id: 23, name: 'Friends’ pass', price: 25000, stock: 0 });

const serve = (products = [adult, family, friends]) => apiStandIn({ 'merchandise/select': { status: 200, body: { data: { products } } } });
const card = (name: string) => screen.getAllByRole('article').find((article) => within(article).queryByRole('heading', { name })) as HTMLElement;

describe('pass list (SPEC §2 passes)', () => {
  it('asks for products of the pass kind and shows each with its price, validity and availability, leading to its page', async () => {
    const { calls } = serve();
    await renderPasses(<PassListScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Annual passes' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Annual pass' })).toBeTruthy();
    expect(calls.map((call) => [call.path, call.query.get('product_kind')])).toEqual([['merchandise/select', '13']]);
    expect(screen.getAllByRole('article').map((article) => within(article).getByRole('heading', { level: 2 }).textContent)).toEqual(['Annual pass', 'Family pass', 'Friends’ pass']);
    expect(card('Annual pass').textContent).toMatch(/CHF\s90\.00/);
    expect(within(card('Annual pass')).getByText('Valid for 12 months from purchase')).toBeTruthy();
    expect(within(card('Family pass')).getByText('Valid for 24 months from purchase')).toBeTruthy();
    expect(within(card('Annual pass')).getByText('All exhibitions, all year.')).toBeTruthy();
    expect(within(card('Annual pass')).getByText('Available')).toBeTruthy();
    expect(within(card('Family pass')).getByText('Only 2 left')).toBeTruthy();
    expect(within(card('Friends’ pass')).getByText('Currently unavailable')).toBeTruthy();
    expect(card('Annual pass').querySelector('img')?.getAttribute('src')).toBe('/static/passes/annual.jpg');
    expect(card('Annual pass').querySelector('img')?.getAttribute('srcset')).toBeNull();
    expect(screen.getByRole('link', { name: 'Family pass' }).getAttribute('href')).toBe('/en/passes/22');
  });

  it('offers an uploaded picture in every stored width for the card’s column', async () => {
    serve([{ ...adult, image: { src: 'uploads/AbCdEfGhIjKlMnOpQrStUv-{width}.webp', alt: 'The pass card' } }]);
    await renderPasses(<PassListScreen />);
    const img = (await screen.findByRole('heading', { name: 'Annual pass' })).closest('article')?.querySelector('img');
    expect([img?.getAttribute('srcset'), img?.getAttribute('sizes')]).toEqual(['/static/uploads/AbCdEfGhIjKlMnOpQrStUv-640.webp 640w, /static/uploads/AbCdEfGhIjKlMnOpQrStUv-1280.webp 1280w, /static/uploads/AbCdEfGhIjKlMnOpQrStUv-1920.webp 1920w', '(min-width: 1216px) 23rem, (min-width: 993px) 31vw, (min-width: 545px) 47vw, 100vw']);
  });

  it('speaks the visitor’s language', async () => {
    serve([adult]);
    await renderPasses(<PassListScreen />, { lang: 'de' });
    expect(await screen.findByText('12 Monate ab Kauf gültig')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Jahreskarten' })).toBeTruthy();
  });

  it('says so when no pass is on sale', async () => {
    serve([]);
    await renderPasses(<PassListScreen />);
    expect(await screen.findByRole('heading', { name: 'No annual passes on sale at the moment' })).toBeTruthy();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('offers to try again when the passes cannot be loaded', async () => {
    let fail = true;
    apiStandIn({
      'merchandise/select': () => (fail ? { status: 502, body: { code: 'BAD_GATEWAY', message: 'no' } } : { status: 200, body: { data: { products: [adult] } } }),
    });
    const user = userEvent.setup();
    await renderPasses(<PassListScreen />);
    expect((await screen.findByRole('alert')).textContent).toContain('The annual passes could not be loaded right now.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Annual pass' })).toBeTruthy();
  });
});
