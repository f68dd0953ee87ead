import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OfficeCategoryRecord, OfficeProductRecord } from '../../lib/api/types';
import { failure, ok, standInApi } from '../../test/api-stand-in';
import { sessionFor } from '../../test/fixtures';
import { location, renderOffice } from '../../test/render-office';
import { movedBy, movedFirst, newProduct, slugOf, stockLevel, unitsOf } from './product-draft';

afterEach(() => vi.unstubAllGlobals());

const editor = sessionFor('editor');

const categories: OfficeCategoryRecord[] = [
  { id: 1, version: 2, sequenceNo: 1, category: { slug: 'books', name: { de: 'Bücher', en: 'Books' } } },
  { id: 3, version: 1, sequenceNo: 2, category: { slug: 'gifts', name: { de: 'Geschenke', en: 'Gifts' } } },
  { id: 2, version: 4, sequenceNo: 3, category: { slug: 'posters', name: { de: 'Plakate', en: 'Posters' } } },
];

const record = (change: Partial<OfficeProductRecord['product']> = {}, version = 3, stock: Partial<OfficeProductRecord['stock']> = {}): OfficeProductRecord => ({
  id: 801,
  version,
  product: {
    ...newProduct(),
    name: { de: 'Tasse', en: 'Mug' },
    images: [{ src: 'uploads/AAAAAAAAAAAAAAAAAAAAAA-{width}.webp', alt: { en: 'The mug' } }],
    price: 2400,
    weight: 350,
    categories: [3],
    ...change,
  },
  stock: { total: 12, sold: 2, held: 1, inStock: 10, available: 9, ...stock },
});

describe('what the product screens compute', () => {
  it.each([
    ['20', 20],
    [' 0 ', 0],
    ['1000000', 1_000_000],
    ['1000001', undefined],
    ['-3', undefined],
    ['2.5', undefined],
    ['', undefined],
  ])('reads %j units as %j', (text, units) => {
    expect(unitsOf(text)).toBe(units);
  });

  it.each([
    [0, 'out'],
    [-2, 'out'],
    [4, 'low'],
    [5, 'enough'],
  ] as const)('marks %j available as %s', (available, level) => {
    expect(stockLevel({ available })).toBe(level);
  });

  it.each([
    ['Bücher & Kataloge', 'bucher-kataloge'],
    ['  Livres d’art ', 'livres-d-art'],
    ['Posters 2027', 'posters-2027'],
    ['—', ''],
  ])('suggests the address %j → %j', (name, slug) => {
    expect(slugOf(name)).toBe(slug);
  });

  it('moves a picture to the front and a category one place, leaving the rest in order', () => {
    expect(movedFirst(['a', 'b', 'c'], 2)).toEqual(['c', 'a', 'b']);
    expect(movedBy(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(movedBy(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});

describe('the list of shop goods', () => {
  it('shows each product with its price and what is left, and opens it', async () => {
    standInApi({
      'GET /products': ok({
        products: [
          { id: 801, name: { en: 'Mug' }, image: 'uploads/AAAAAAAAAAAAAAAAAAAAAA-{width}.webp', price: 2400, categories: [3], listed: true, stock: { total: 12, sold: 2, held: 1, inStock: 10, available: 9 }, version: 3 },
          { id: 802, name: { de: 'Tasche' }, image: null, price: 1800, categories: [], listed: false, stock: { total: 5, sold: 5, held: 0, inStock: 0, available: 0 }, version: 1 },
        ],
      }),
    });
    await renderOffice('/merchandise', { session: editor });
    await screen.findByRole('link', { name: 'Mug' });
    const cards = within(screen.getByRole('main')).getAllByRole('listitem');
    expect(cards[0]?.textContent).toBe('MugPrice: 24.009 available, 1 in open checkoutsIn the shop');
    expect(cards[1]?.textContent).toBe('TaschePrice: 18.00Sold outNot in the shop');
    expect(cards[0]?.querySelector('img')?.getAttribute('src')).toBe('/static/uploads/AAAAAAAAAAAAAAAAAAAAAA-640.webp');
    expect(within(cards[1]!).getByRole('link', { name: 'Tasche' }).getAttribute('href')).toBe('/merchandise/802');
  });

  it('is in the navigation for editors and not for the box office', async () => {
    standInApi({ 'GET /products': ok({ products: [] }) });
    const { unmount } = await renderOffice('/merchandise', { session: editor });
    expect(await screen.findByText('There are no products yet.')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Office sections' }).textContent).toContain('Shop goods');
    unmount();
    await renderOffice('/merchandise', { session: sessionFor('box-office') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not available to your role' })).toBeTruthy();
  });
});

describe('editing a product', () => {
  it('changes the French name, price and categories, and saves the product with the version read', async () => {
    const api = standInApi({
      'GET /products/801': ok({ record: record() }),
      'GET /product-categories': ok({ categories }),
      'PUT /products/801': ({ body }) => ok({ record: record((body as { product: OfficeProductRecord['product'] }).product, 4) }),
    });
    const user = userEvent.setup();
    await renderOffice('/merchandise/801', { session: editor });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mug' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: /Français/ }));
    await user.type(screen.getByLabelText('Name'), 'Tasse « Bord du lac »');
    await user.clear(screen.getByLabelText('Price'));
    await user.type(screen.getByLabelText('Price'), '26,5');
    await user.click(screen.getByRole('checkbox', { name: 'Books' }));
    await user.click(screen.getByRole('checkbox', { name: 'Gifts' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. The shop shows the change within a few seconds.')).toBeTruthy();
    const sent = api.calls.find((call) => call.method === 'PUT');
    expect(sent?.headers['x-csrf-token']).toBe('csrf-123');
    expect(sent?.body).toEqual({ version: 3, product: { ...record().product, name: { de: 'Tasse', en: 'Mug', fr: 'Tasse « Bord du lac »' }, price: 2650, categories: [1] } });
    expect(screen.getByText('Version 4 of this product')).toBeTruthy();
  });

  it('offers the newer version when someone else saved first, and saves against it', async () => {
    const newer = record({ weight: 400 }, 5);
    const api = standInApi({
      'GET /products/801': ok({ record: record() }),
      'GET /product-categories': ok({ categories }),
      'PUT /products/801': ({ body }) => {
        const { version } = body as { version: number };
        if (version === 3) return failure(409, 'OFFICE_STALE', { current: newer });
        return ok({ record: { ...newer, version: 6 } });
      },
    });
    const user = userEvent.setup();
    await renderOffice('/merchandise/801', { session: editor });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Load the current version' }));
    expect((screen.getByLabelText('Weight (grams)') as HTMLInputElement).value).toBe('400');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. The shop shows the change within a few seconds.')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'PUT').map((call) => (call.body as { version: number }).version)).toEqual([3, 5]);
  });

  it('makes the second picture the card picture and removes the first', async () => {
    const second = { src: 'uploads/BBBBBBBBBBBBBBBBBBBBBB-{width}.webp', alt: { en: 'The mug from above' } };
    const first = record().product.images[0];
    const api = standInApi({
      'GET /products/801': ok({ record: record({ images: [first!, second] }) }),
      'GET /product-categories': ok({ categories }),
      'PUT /products/801': ({ body }) => ok({ record: record((body as { product: OfficeProductRecord['product'] }).product, 4) }),
    });
    const user = userEvent.setup();
    await renderOffice('/merchandise/801', { session: editor });
    await user.click(await screen.findByRole('button', { name: 'Make this the card picture' }));
    expect((screen.getByLabelText('What the picture shows', { selector: '#picture-0-alt' }) as HTMLInputElement).value).toBe('The mug from above');
    await user.click(screen.getAllByRole('button', { name: 'Remove this picture' })[1]!);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved. The shop shows the change within a few seconds.');
    expect((api.calls.find((call) => call.method === 'PUT')?.body as { product: OfficeProductRecord['product'] }).product.images).toEqual([second]);
  });
  it('adds an uploaded picture after the others and moves the focus on to what it shows', async () => {
    standInApi({
      'GET /products/801': ok({ record: record() }),
      'GET /product-categories': ok({ categories }),
      'POST /images': ok({ image: { src: 'uploads/CCCCCCCCCCCCCCCCCCCCCC-{width}.webp', widths: [640, 1280, 1920], width: 1200, height: 1200 } }),
    });
    const user = userEvent.setup();
    await renderOffice('/merchandise/801', { session: editor });
    await user.upload(await screen.findByLabelText('Choose a picture'), new File([new Uint8Array([1, 2, 3])], 'mug.webp', { type: 'image/webp' }));
    await vi.waitFor(() => expect(document.activeElement?.id).toBe('picture-1-alt'));
    expect(screen.getByRole('group', { name: 'Picture 2' }).querySelector('img')?.getAttribute('src')).toBe('/static/uploads/CCCCCCCCCCCCCCCCCCCCCC-640.webp');
  });
});

describe('the stock of a product', () => {
  it('adds goods received and shows the stock the server answers', async () => {
    const api = standInApi({
      'GET /products/801': ok({ record: record() }),
      'GET /product-categories': ok({ categories }),
      'POST /products/801/stock': ok({ record: record({}, 3, { total: 32, inStock: 30, available: 29 }) }),
    });
    const user = userEvent.setup();
    await renderOffice('/merchandise/801', { session: editor });
    await user.type(await screen.findByLabelText('Goods received (units)'), '20');
    await user.click(screen.getByRole('button', { name: 'Add to stock' }));
    expect(await screen.findByText('20 units added to the stock.')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ adjustment: { kind: 'received', quantity: 20 } });
    expect(screen.getByText('In stock').nextElementSibling?.textContent).toBe('30');
  });

  it('sends a count against the figure shown; when a sale moved it, shows the new figure and counts against that', async () => {
    const api = standInApi({
      'GET /products/801': ok({ record: record() }),
      'GET /product-categories': ok({ categories }),
      'POST /products/801/stock': ({ body }) => {
        const { adjustment } = body as { adjustment: { readInStock: number; inStock: number } };
        if (adjustment.readInStock === 10) return failure(409, 'OFFICE_STALE', { current: record({}, 3, { sold: 3, inStock: 9, available: 8 }) });
        return ok({ record: record({}, 3, { total: 11, sold: 3, inStock: 8, available: 7 }) });
      },
    });
    const user = userEvent.setup();
    await renderOffice('/merchandise/801', { session: editor });
    const counted = await screen.findByLabelText('Counted in stock now (units)');
    await user.type(counted, '8');
    await user.click(screen.getByRole('button', { name: 'Set the count' }));
    expect(await screen.findByText('A sale or another change came in after the stock was shown: there are now 9 in stock. Please check your count and set it again.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Set the count' }));
    expect(await screen.findByText('The stock is now 8 units.')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { adjustment: { kind: 'counted', inStock: 8, readInStock: 10 } },
      { adjustment: { kind: 'counted', inStock: 8, readInStock: 9 } },
    ]);
  });

  it('says when the units typed are no whole number, and sends nothing', async () => {
    const api = standInApi({ 'GET /products/801': ok({ record: record() }), 'GET /product-categories': ok({ categories }) });
    const user = userEvent.setup();
    await renderOffice('/merchandise/801', { session: editor });
    const received = await screen.findByLabelText('Goods received (units)');
    await user.type(received, 'a dozen');
    await user.click(screen.getByRole('button', { name: 'Add to stock' }));
    expect(received.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please enter a whole number of units, such as 20.')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});

describe('a new product', () => {
  it('creates it with its first stock in a category, then opens it', async () => {
    const api = standInApi({
      'GET /product-categories': ok({ categories }),
      'POST /products': ({ body }) => ({ status: 201, body: { data: { record: { ...record((body as { product: OfficeProductRecord['product'] }).product, 1), id: 809 } } } }),
      'GET /products/809': ok({ record: { ...record({}, 1), id: 809 } }),
    });
    const user = userEvent.setup();
    await renderOffice('/merchandise/new', { session: editor });
    await user.type(await screen.findByLabelText('Name'), 'Lakeside mug');
    await user.clear(screen.getByLabelText('Price'));
    await user.type(screen.getByLabelText('Price'), '24');
    await user.clear(screen.getByLabelText('Units in stock'));
    await user.type(screen.getByLabelText('Units in stock'), '15');
    await user.click(screen.getByRole('checkbox', { name: 'Gifts' }));
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    await screen.findByText('The product has been created. The shop shows it within a few seconds.');
    expect(location.current).toBe('/merchandise/809?created');
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ stock: 15, product: { ...newProduct(), name: { en: 'Lakeside mug' }, price: 2400, categories: [3] } });
  });
});

describe('the categories', () => {
  it('moves a category up with the versions read, and keeps the focus on the button that moved with it', async () => {
    const api = standInApi({
      'GET /product-categories': ok({ categories }),
      'PUT /product-categories/order': ({ body }) => {
        const order = (body as { categories: { id: number }[] }).categories;
        return ok({ categories: order.map(({ id }, index) => ({ ...categories.find((category) => category.id === id)!, sequenceNo: index + 1 })) });
      },
    });
    const user = userEvent.setup();
    await renderOffice('/merchandise/categories', { session: editor });
    await user.click(await screen.findByRole('button', { name: 'Move Posters up' }));
    expect(await screen.findByText('The new order has been saved.')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ categories: [{ id: 1, version: 2 }, { id: 2, version: 4 }, { id: 3, version: 1 }] });
    expect([...document.querySelectorAll('.category-name')].map((name) => name.textContent)).toEqual(['Books', 'Posters', 'Gifts']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Posters up' }));
  });

  it('asks before deleting a category: kept, the focus is back on its Delete; deleted with the version read, the message says so', async () => {
    const api = standInApi({
      'GET /product-categories': ok({ categories }),
      'DELETE /product-categories/3': ok({ categories: categories.filter((category) => category.id !== 3) }),
    });
    const user = userEvent.setup();
    await renderOffice('/merchandise/categories', { session: editor });
    await user.click(await screen.findByRole('button', { name: 'Delete Gifts' }));
    const question = screen.getByText('Delete the category “Gifts”? Its page in the shop, /merchandise/gifts, will no longer exist.');
    expect(document.activeElement).toBe(question);
    expect(screen.getByRole('group', { name: question.textContent ?? '' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByText(question.textContent ?? '')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete Gifts' }));
    await user.click(screen.getByRole('button', { name: 'Delete Gifts' }));
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete Gifts' }));
    expect(api.calls.filter((call) => call.method === 'DELETE')).toEqual([]);

    await user.keyboard('{Enter}');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete category' }));
    await user.keyboard('{Enter}');
    const done = await screen.findByText('The category “Gifts” has been deleted.');
    expect(document.activeElement).toBe(done);
    expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => `${call.path}${call.search}`)).toEqual(['/product-categories/3?version=1']);
    expect([...document.querySelectorAll('.category-name')].map((name) => name.textContent)).toEqual(['Books', 'Posters']);
  });

  it('shows in the category’s row how many products keep it from being deleted, and a stale version’s current category', async () => {
    const renamed = { ...categories[0]!, version: 3, category: { slug: 'books', name: { en: 'Art books' } } };
    standInApi({
      'GET /product-categories': ok({ categories }),
      'DELETE /product-categories/1': ({ url }) => (url.searchParams.get('version') === '2' ? failure(409, 'OFFICE_STALE', { current: renamed }) : failure(409, 'OFFICE_CATEGORY_IN_USE', { params: { products: 2 } })),
    });
    const user = userEvent.setup();
    await renderOffice('/merchandise/categories', { session: editor });
    await user.click(await screen.findByRole('button', { name: 'Delete Books' }));
    await user.click(screen.getByRole('button', { name: 'Delete category' }));
    const row = within(screen.getByRole('group', { name: 'Delete the category “Art books”? Its page in the shop, /merchandise/books, will no longer exist.' }));
    expect(await row.findByText('Someone else has changed this in the meantime. Please check the current version and try again.')).toBeTruthy();
    await user.click(row.getByRole('button', { name: 'Delete category' }));
    expect(await row.findByText('2 products are still in this category. Take them out of the category first, then delete the category.')).toBeTruthy();
    expect([...document.querySelectorAll('.category-name')].map((name) => name.textContent)).toEqual(['Gifts', 'Posters']);
  });

  it('adds a category whose address follows its name, and shows the server’s refusal of a taken one', async () => {
    const api = standInApi({
      'GET /product-categories': ok({ categories }),
      'POST /product-categories': ({ body }) => {
        const { category } = body as { category: { slug: string } };
        if (category.slug === 'books') return failure(422, 'VALIDATION_FAILED', { errors: { 'category.slug': ['This entry is listed twice.'] } });
        return { status: 201, body: { data: { record: { id: 9, version: 1, sequenceNo: 4, category } } } };
      },
    });
    const user = userEvent.setup();
    await renderOffice('/merchandise/categories', { session: editor });
    await user.click(await screen.findByRole('button', { name: 'Add a category' }));
    await user.type(screen.getByLabelText('Name'), 'Books');
    await user.click(screen.getByRole('button', { name: 'Create category' }));
    expect(await screen.findByText('This entry is listed twice.')).toBeTruthy();
    const address = screen.getByLabelText('Address');
    await user.clear(address);
    await user.type(address, 'art-books');
    await user.click(screen.getByRole('button', { name: 'Create category' }));
    expect(await screen.findByText('The category has been created.')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { category: { slug: 'books', name: { en: 'Books' } } },
      { category: { slug: 'art-books', name: { en: 'Books' } } },
    ]);
  });
});
