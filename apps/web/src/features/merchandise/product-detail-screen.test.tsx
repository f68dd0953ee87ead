import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductDetail } from '@foyer/contract';
import { apiStandIn, dataLayer } from '../../test/api-stand-in';
import { keepBootProduct } from '../../lib/boot/boot-product';
import { useCartStore } from '../../lib/storage/cart-store';
import { toMerchandiseCartLine } from './merchandise-cart-line';
import { ProductDetailScreen } from './product-detail-screen';
import { renderMerchandise } from './render-merchandise';
import { books, product, productDetail } from './test-fixtures';

type TestWindow = Window & { dataLayer?: unknown[] };

const catalogue = productDetail(product({ id: 11, name: 'Catalogue of the collection', teaser: 'Every work, every room.', price: 2500, stock: 3, custom_groups: [books] }), {
  description: 'Three hundred pages on the collection.\n\nWith an essay by the director.',
  images: [
    { src: 'products/catalogue-cover.jpg', alt: 'The catalogue’s cover' },
    { src: 'products/catalogue-spread.jpg', alt: 'A spread with two paintings' },
  ],
});

const serve = (answer: ProductDetail | null) =>
  apiStandIn({
    merchandise: (call) =>
      answer !== null && call.query.get('article') === String(answer.id)
        ? { status: 200, body: { data: answer } }
        : { status: 404, body: { code: 'PRODUCT_NOT_FOUND', message: 'no' } },
  });

const open = (detail: ProductDetail | null, id = detail?.id ?? 99) => {
  serve(detail);
  return renderMerchandise(<ProductDetailScreen productId={id} />, { path: `/en/product/${id}` });
};
const quantity = () => screen.getByLabelText('Quantity') as HTMLInputElement;
const addButton = () => screen.getByRole('button', { name: 'Add to basket' }) as HTMLButtonElement;

beforeEach(() => {
  useCartStore.setState({ lines: [] });
  (window as TestWindow).dataLayer = [];
});

afterEach(() => {
  delete (window as TestWindow).dataLayer;
});

describe('product page (SPEC §2 product/{id})', () => {
  it('shows the pictures, name, price with its VAT, availability and the description in paragraphs', async () => {
    const { calls } = serve(catalogue);
    await renderMerchandise(<ProductDetailScreen productId={11} />, { path: '/en/product/11' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Catalogue of the collection' })).toBeTruthy();
    expect(calls.find((call) => call.path === 'merchandise')?.query.get('article')).toBe('11');
    expect(screen.getAllByText(/CHF\s25\.00/).length).toBeGreaterThan(0);
    expect(screen.getByText('incl. 8.1% VAT')).toBeTruthy();
    expect(screen.getByText('Only 3 left')).toBeTruthy();
    const about = screen.getByRole('region', { name: 'About this product' });
    expect(within(about).getAllByRole('paragraph').map((p) => p.textContent)).toEqual(['Three hundred pages on the collection.', 'With an essay by the director.']);
    expect(screen.getByRole('link', { name: /All products/ }).getAttribute('href')).toBe('/en/merchandise');
  });

  it("shows the product the server's page carried at once, without asking the API, and only on its own page", async () => {
    const { calls } = serve(catalogue);
    keepBootProduct('en', catalogue);
    await renderMerchandise(<ProductDetailScreen productId={11} />, { path: '/en/product/11' });
    expect(screen.getByRole('heading', { level: 1, name: 'Catalogue of the collection' })).toBeTruthy();
    expect(calls.filter((call) => call.path === 'merchandise')).toEqual([]);

    keepBootProduct('en', catalogue);
    const other = { ...catalogue, id: 12, name: 'Another book' };
    serve(other);
    await renderMerchandise(<ProductDetailScreen productId={12} />, { path: '/en/product/12' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Another book' })).toBeTruthy();
  });

  it('shows the first picture large and the others on request, by keyboard too', async () => {
    const user = userEvent.setup();
    await open(catalogue);
    const large = await screen.findByRole('img', { name: 'The catalogue’s cover' });
    expect(large.getAttribute('src')).toBe('/static/products/catalogue-cover.jpg');
    expect(large.getAttribute('srcset')).toBeNull();
    const thumbs = within(screen.getByRole('list', { name: 'Pictures of the product' })).getAllByRole('button');
    expect(thumbs.map((b) => [b.getAttribute('aria-label'), b.getAttribute('aria-pressed')])).toEqual([
      ['Show picture 1 of 2', 'true'],
      ['Show picture 2 of 2', 'false'],
    ]);
    thumbs[1]?.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('img', { name: 'A spread with two paintings' }).getAttribute('src')).toBe('/static/products/catalogue-spread.jpg');
    expect(thumbs[1]?.getAttribute('aria-pressed')).toBe('true');
  });

  it('offers an uploaded picture in every stored width, large beside the facts and small as a thumbnail', async () => {
    const uploaded = 'uploads/AbCdEfGhIjKlMnOpQrStUv-{width}.webp';
    await open({ ...catalogue, images: [{ src: uploaded, alt: 'The poster' }, ...catalogue.images] });
    const sources = (img: HTMLElement) => [img.getAttribute('src'), img.getAttribute('srcset'), img.getAttribute('sizes')];
    const stored = '/static/uploads/AbCdEfGhIjKlMnOpQrStUv-640.webp 640w, /static/uploads/AbCdEfGhIjKlMnOpQrStUv-1280.webp 1280w, /static/uploads/AbCdEfGhIjKlMnOpQrStUv-1920.webp 1920w';
    expect(sources(await screen.findByRole('img', { name: 'The poster' }))).toEqual(['/static/uploads/AbCdEfGhIjKlMnOpQrStUv-1280.webp', stored, '(min-width: 1216px) 36rem, (min-width: 769px) 47vw, 100vw']);
    const thumbs = within(screen.getByRole('list', { name: 'Pictures of the product' })).getAllByRole('button');
    expect(sources(thumbs[0]?.querySelector('img') as HTMLElement)).toEqual(['/static/uploads/AbCdEfGhIjKlMnOpQrStUv-1280.webp', stored, '10rem']);
    expect(sources(thumbs[1]?.querySelector('img') as HTMLElement)).toEqual(['/static/products/catalogue-cover.jpg', null, null]);
  });

  it('starts at 1 and caps the quantity at what is in stock, saying why', async () => {
    const user = userEvent.setup();
    await open(catalogue);
    await screen.findByRole('heading', { level: 1 });
    expect(quantity().value).toBe('1');
    const more = screen.getByRole('button', { name: 'One more' });
    await user.click(more);
    await user.click(more);
    expect(quantity().value).toBe('3');
    expect(more.getAttribute('aria-disabled')).toBe('true');
    await user.click(more);
    expect(quantity().value).toBe('3');
    expect(screen.getByText('Only 3 are in stock.')).toBeTruthy();
    await user.clear(quantity());
    await user.type(quantity(), '9');
    expect(quantity().value).toBe('3');
  });

  it('caps a plentiful product at the most one order may hold', async () => {
    const user = userEvent.setup();
    await open(productDetail(product({ id: 14, name: 'Postcard', price: 250, stock: 900, max_quantity: 50 })));
    await screen.findByRole('heading', { level: 1 });
    await user.clear(quantity());
    await user.type(quantity(), '80');
    expect(quantity().value).toBe('50');
    expect(screen.getByText('At most 50 per order.')).toBeTruthy();
  });

  it('puts the chosen quantity in the basket as one merchandise line, reports it and offers the way to the basket', async () => {
    const user = userEvent.setup();
    await open(catalogue);
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: 'One more' }));
    await user.click(addButton());
    expect(useCartStore.getState().lines).toEqual([
      {
        type: 'merchandise',
        id: 11,
        name: 'Catalogue of the collection',
        totalPrice: 5000,
        vatCents: 375,
        item: { type: 'merchandise', id: 11, count: 2, totalPrice: 5000 },
        display: { heading: 'Catalogue of the collection', label: 'Catalogue of the collection', parts: [{ count: 2, name: 'Catalogue of the collection', unitPrice: 2500 }] },
        analytics: { id: 11, name: 'Catalogue of the collection', category: 'Merchandise', unitPriceCents: 2500, quantity: 2, taxCents: 375 },
        quantity: { count: 2, max: 3, unitPrice: 2500, vatBp: 810 },
      },
    ]);
    const status = screen.getByText('Added to your basket.');
    expect(within(status).getByRole('link', { name: 'Go to basket' }).getAttribute('href')).toBe('/en/checkout');
    // Analytics loads with the first add, so the event arrives a moment later.
    await waitFor(() => expect(dataLayer().at(-1)).toMatchObject({ event: 'add_to_cart' }));
    expect(dataLayer().at(-1)).toEqual({
      event: 'add_to_cart',
      ecommerce: { currency: 'CHF', value: 50, tax: 3.75, items: [{ item_id: '11', item_name: 'Catalogue of the collection', item_category: 'Merchandise', price: 25, quantity: 2 }] },
    });
    // One left to add: the page starts afresh at 1 and says what the basket holds.
    expect(quantity().value).toBe('1');
    expect(screen.getByText('You already have 2 of this in your basket.')).toBeTruthy();
  });

  it('raises the line already in the basket instead of adding a second one, up to the stock', async () => {
    useCartStore.setState({ lines: [toMerchandiseCartLine(catalogue, 2)] });
    const user = userEvent.setup();
    await open(catalogue);
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: 'One more' }));
    expect(quantity().value).toBe('1');
    expect(screen.getByText('You already have 2 in your basket, so you can add at most 1 more.')).toBeTruthy();
    await user.click(addButton());
    const { lines } = useCartStore.getState();
    expect(lines.map((line) => [line.id, line.item.type === 'merchandise' && line.item.count, line.totalPrice])).toEqual([[11, 3, 7500]]);
    expect(screen.getByText('You now have 3 of this product in your basket.')).toBeTruthy();
    await waitFor(() => expect(dataLayer().at(-1)).toMatchObject({ event: 'add_to_cart', ecommerce: { items: [{ item_id: '11', quantity: 1 }] } }));
    expect(screen.getByRole('heading', { name: 'Already in your basket' })).toBeTruthy();
    expect(quantity().value).toBe('0');
    expect(addButton().disabled).toBe(true);
  });

  it('out of stock: quantity 0, a notice saying so, and nothing can be added', async () => {
    const user = userEvent.setup();
    await open(productDetail(product({ id: 15, name: 'Atlas of minerals', stock: 0, max_quantity: 0 })));
    expect(await screen.findByRole('heading', { name: 'Out of stock' })).toBeTruthy();
    expect(screen.getByText('This product is sold out at the moment. Please check back later.')).toBeTruthy();
    expect(quantity().value).toBe('0');
    expect(screen.getByRole('button', { name: 'One more' }).getAttribute('aria-disabled')).toBe('true');
    expect(addButton().disabled).toBe(true);
    await user.click(addButton());
    expect(useCartStore.getState().lines).toEqual([]);
    expect(dataLayer()).toEqual([]);
  });

  it('asks for a quantity when the visitor typed 0', async () => {
    const user = userEvent.setup();
    await open(catalogue);
    await screen.findByRole('heading', { level: 1 });
    await user.clear(quantity());
    await user.type(quantity(), '0');
    await user.click(addButton());
    expect(screen.getByRole('alert').textContent).toBe('Please choose how many you would like.');
    expect(document.activeElement).toBe(quantity());
    expect(useCartStore.getState().lines).toEqual([]);
  });

  it('shows its not-found screen for a product the shop does not sell', async () => {
    await open(null, 99);
    expect(await screen.findByRole('heading', { level: 1, name: 'We couldn’t find this product' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Show all products' }).getAttribute('href')).toBe('/en/merchandise');
  });
});
