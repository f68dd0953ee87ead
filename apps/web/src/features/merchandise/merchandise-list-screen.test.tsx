import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { apiStandIn } from '../../test/api-stand-in';
import { MerchandiseListScreen } from './merchandise-list-screen';
import { renderMerchandise } from './render-merchandise';
import { books, gifts, posters, product } from './test-fixtures';

const catalogue = product({ id: 11, name: 'Catalogue of the collection', teaser: 'Every work, every room.', price: 3900, stock: 40, custom_groups: [books], image: { src: 'products/catalogue.jpg', alt: 'The catalogue' } });
const lakeside = product({ id: 12, name: 'Lakeside poster', price: 1800, stock: 3, custom_groups: [posters] });
const atlas = product({ id: 13, name: 'Atlas of minerals', price: 4500, stock: 0, custom_groups: [books], sequence_no: 0 });

const serve = (products = [catalogue, lakeside, atlas], categories = [books, posters]) =>
  apiStandIn({
    'merchandise/select': { status: 200, body: { data: { products } } },
    'merchandise/attr': { status: 200, body: { data: { category: categories } } },
  });

const ListAt = () => <MerchandiseListScreen category={useParams().category ?? null} />;
const open = (path = '/en/merchandise', config = {}) => renderMerchandise(<ListAt />, { path, route: '/:lang/merchandise/:category?', config });
const cards = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading', { level: 2 }).textContent);
const card = (name: string) => screen.getAllByRole('article').find((article) => within(article).queryByRole('heading', { name })) as HTMLElement;
const filter = () => screen.getByRole('navigation', { name: 'Product categories' });

describe('merchandise list (SPEC §2 merchandise, merchandise/{category})', () => {
  it('shows every product in catalog order with its price and availability, each card leading to its page', async () => {
    const { calls } = serve();
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Merchandise' })).toBeTruthy();
    expect(await screen.findByText('3 products')).toBeTruthy();
    expect(cards()).toEqual(['Atlas of minerals', 'Catalogue of the collection', 'Lakeside poster']);
    expect(card('Catalogue of the collection').textContent).toMatch(/CHF\s39\.00/);
    expect(within(card('Catalogue of the collection')).getByText('In stock')).toBeTruthy();
    expect(within(card('Lakeside poster')).getByText('Only 3 left')).toBeTruthy();
    expect(within(card('Atlas of minerals')).getByText('Out of stock')).toBeTruthy();
    expect(within(card('Catalogue of the collection')).getByText('Every work, every room.')).toBeTruthy();
    expect(card('Catalogue of the collection').querySelector('img')?.getAttribute('src')).toBe('/static/products/catalogue.jpg');
    expect(screen.getByRole('link', { name: 'Lakeside poster' }).getAttribute('href')).toBe('/en/product/12');
    expect(calls.map((call) => call.path).sort()).toEqual(['merchandise/attr', 'merchandise/select']);
  });

  it('gives each category its own address: All and the categories are links, the current one marked', async () => {
    serve();
    const user = userEvent.setup();
    const { router } = await open();
    await screen.findByText('3 products');
    const links = within(filter()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')])).toEqual([
      ['All', '/en/merchandise', 'page'],
      ['Books', '/en/merchandise/books', null],
      ['Posters', '/en/merchandise/posters', null],
    ]);
    await user.click(within(filter()).getByRole('link', { name: 'Books' }));
    expect(router.state.location.pathname).toBe('/en/merchandise/books');
    expect(cards()).toEqual(['Atlas of minerals', 'Catalogue of the collection']);
    expect(screen.getByText('2 products')).toBeTruthy();
    expect(within(filter()).getByRole('link', { name: 'Books' }).getAttribute('aria-current')).toBe('page');
    await user.click(within(filter()).getByRole('link', { name: 'All' }));
    expect(cards()).toHaveLength(3);
  });

  it('opens on a category address, with the shop’s own name for Books when it has one', async () => {
    serve();
    await open('/en/merchandise/posters', { nav_translations: { books: { en: 'Reading' } } });
    expect(await screen.findByText('1 product')).toBeTruthy();
    expect(cards()).toEqual(['Lakeside poster']);
    expect(within(filter()).getAllByRole('link').map((link) => link.textContent)).toEqual(['All', 'Reading', 'Posters']);
  });

  it('labels Books and Posters with their navigation labels in the visitor’s language, other categories by their catalog name', async () => {
    serve([catalogue, lakeside], [{ ...books, name: 'Books and catalogues' }, posters, { ...gifts, name: 'Geschenke' }]);
    await renderMerchandise(<ListAt />, { lang: 'de', path: '/de/merchandise', route: '/:lang/merchandise/:category?' });
    expect(await screen.findByText('2 Artikel')).toBeTruthy();
    const categories = screen.getByRole('navigation', { name: 'Artikelkategorien' });
    expect(within(categories).getAllByRole('link').map((link) => link.textContent)).toEqual(['Alle', 'Bücher', 'Poster', 'Geschenke']);
  });

  it('shows the not-found screen for a category the shop does not have', async () => {
    serve();
    await open('/en/merchandise/calendars');
    expect(await screen.findByRole('heading', { level: 1, name: 'We couldn’t find this category' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Show all products' }).getAttribute('href')).toBe('/en/merchandise');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('says so when a category holds nothing at the moment', async () => {
    serve([catalogue], [books, gifts]);
    await open('/en/merchandise/gifts');
    expect(await screen.findByRole('heading', { name: 'Nothing in this category at the moment' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Show all products' }).getAttribute('href')).toBe('/en/merchandise');
  });

  it('says so when nothing is on sale', async () => {
    serve([], []);
    await open();
    expect(await screen.findByRole('heading', { name: 'Nothing on sale in the shop at the moment' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Product categories' })).toBeNull();
  });

  it('offers to try again when the products cannot be loaded', async () => {
    let fail = true;
    apiStandIn({
      'merchandise/select': () => (fail ? { status: 502, body: { code: 'BAD_GATEWAY', message: 'no' } } : { status: 200, body: { data: { products: [catalogue] } } }),
      'merchandise/attr': { status: 200, body: { data: { category: [books] } } },
    });
    const user = userEvent.setup();
    await open();
    expect((await screen.findByRole('alert')).textContent).toContain('The products could not be loaded right now.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1 product')).toBeTruthy();
  });

  it('shows the category filter and the cards together once the categories are in too, so the filter never pushes the cards down', async () => {
    let answerCategories = () => {};
    const categoriesAnswered = new Promise<void>((resolve) => (answerCategories = resolve));
    apiStandIn({
      'merchandise/select': { status: 200, body: { data: { products: [catalogue, lakeside, atlas] } } },
      'merchandise/attr': async () => {
        await categoriesAnswered;
        return { status: 200, body: { data: { category: [books, posters] } } };
      },
    });
    await open();
    expect(await screen.findByText('Loading products…')).toBeTruthy();
    // The list's own answer is in at once; its cards still wait for the other answer.
    await expect(screen.findAllByRole('article', undefined, { timeout: 500 })).rejects.toThrow();
    answerCategories();
    expect(await screen.findByText('3 products')).toBeTruthy();
    expect(filter()).toBeTruthy();
    expect(cards()).toHaveLength(3);
  });
});
