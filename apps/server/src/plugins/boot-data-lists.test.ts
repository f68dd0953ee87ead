import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogInput } from '../kinds.js';
import { createTestApp, type TestApp } from '../test-support/create-test-app.js';
import { fixtureCatalogWithMerchandise, fixtureProducts } from '../test-support/fixture-merchandise.js';

const INDEX = '<!doctype html>\n<html lang="en">\n<head><title>Foyer</title>\n<script type="module" crossorigin src="/assets/index-a1.js"></script>\n</head>\n<body><div id="root"></div></body>\n</html>';
const VERSION = 'c0ffee1234';
const MANIFEST = {
  'index.html': { file: 'assets/index-a1.js', isEntry: true, imports: ['_react-b2.js'] },
  '_react-b2.js': { file: 'assets/react-b2.js' },
  '_commerce-c3.js': { file: 'assets/commerce-c3.js', css: ['assets/commerce-c3.css'] },
  'src/app/routes/merchandise-route.tsx': { file: 'assets/merchandise-route-d4.js', isDynamicEntry: true, imports: ['index.html', '_commerce-c3.js'] },
  'src/app/routes/vouchers-route.tsx': { file: 'assets/vouchers-route-e5.js', isDynamicEntry: true, imports: ['index.html', '_commerce-c3.js'], css: ['assets/vouchers-route-e5.css'] },
  'src/app/routes/passes-route.tsx': { file: 'assets/passes-route-f6.js', isDynamicEntry: true, imports: ['index.html'] },
};
const EN_MERCHANDISE = { list: { intro: 'Take something home.' } };

/**
 * The museum shop of the fixtures: 702 (poster, sequence 1, picture on a CDN), 701 (book, 2), 703 and 705
 * (gifts, no picture); the annual pass 704 with a picture; vouchers 802 (group 2, sequence 1, picture)
 * and 801 (group 1, none).
 */
const shopCatalog = (sections: Partial<CatalogInput['shop']['sections']> = {}): CatalogInput => {
  const catalog = fixtureCatalogWithMerchandise();
  return {
    ...catalog,
    shop: { ...catalog.shop, sections: { ...catalog.shop.sections, ...sections } },
    products: fixtureProducts().map((product) => (product.id === 704 ? { ...product, images: [{ src: 'products/pass.svg', alt: { en: 'The pass' } }] } : product)),
  };
};

let dir: string;
let dist: string;
let t: TestApp;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'foyer-boot-lists-'));
  dist = join(dir, 'dist');
  mkdirSync(join(dist, '.vite'), { recursive: true });
  mkdirSync(join(dist, 'assets', 'locales', VERSION, 'en'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  writeFileSync(join(dist, 'assets', 'locales', VERSION, 'en', 'merchandise.json'), JSON.stringify(EN_MERCHANDISE));
  t = await createTestApp({ catalog: shopCatalog(), config: { webDist: dist } });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const page = async (app: TestApp, url: string) => {
  const { body } = await app.app.inject({ method: 'GET', url });
  const boot = /<script id="foyer-boot" type="application\/json">([\s\S]*?)<\/script>/.exec(body)?.[1];
  return { body, links: body.match(/<link [^>]*>/g) ?? [], boot: boot === undefined ? null : (JSON.parse(boot) as Record<string, unknown>) };
};
const api = async (call: string): Promise<unknown> => (await t.app.inject({ method: 'GET', url: `/api/en/${call}` })).json();
const imagePreload = (href: string) => `<link rel="preload" as="image" href="${href}" fetchpriority="high">`;
const imagesOf = (links: string[]) => links.filter((tag) => tag.includes('as="image"'));

describe('list pages carry what their screen waits for', () => {
  it('the merchandise list: the products and categories the API answers, its route module, styles and catalog', async () => {
    const { links, boot } = await page(t, '/en/merchandise');
    expect(boot?.products).toEqual(await api('merchandise/select'));
    expect(boot?.productCategories).toEqual(await api('merchandise/attr'));
    expect(boot?.catalogs).toEqual({ merchandise: EN_MERCHANDISE });
    expect(links).toContain('<link rel="modulepreload" crossorigin href="/assets/merchandise-route-d4.js">');
    expect(links).toContain('<link rel="modulepreload" crossorigin href="/assets/commerce-c3.js">');
    expect(links).toContain('<link rel="stylesheet" crossorigin href="/assets/commerce-c3.css">');
  });

  it('the gift-voucher list: the vouchers and their groups, its route module and catalog', async () => {
    const { links, boot } = await page(t, '/en/vouchers');
    expect(boot?.giftVouchers).toEqual(await api('voucher/select/event/'));
    expect(boot?.voucherGroups).toEqual(await api('voucher/attr'));
    expect(links).toContain('<link rel="modulepreload" crossorigin href="/assets/vouchers-route-e5.js">');
    expect(links).toContain('<link rel="stylesheet" crossorigin href="/assets/vouchers-route-e5.css">');
    expect(links).toContain(`<link rel="preload" as="fetch" crossorigin href="/assets/locales/${VERSION}/en/vouchers.json">`);
  });

  it('the pass list: the passes, its route module and catalog', async () => {
    const { links, boot } = await page(t, '/en/passes');
    expect(boot?.passes).toEqual(await api('merchandise/select?product_kind=13'));
    expect(links).toContain('<link rel="modulepreload" crossorigin href="/assets/passes-route-f6.js">');
    expect(links).toContain(`<link rel="preload" as="fetch" crossorigin href="/assets/locales/${VERSION}/en/passes.json">`);
  });
});

describe("a list page preloads its first card's picture, as the screen orders and filters the list", () => {
  it.each([
    // Catalog order: the poster (sequence 1) comes first; its CDN address is the same-origin path the card asks for.
    { url: '/en/merchandise', image: '/static/poster.jpg' },
    { url: '/en/merchandise/books', image: '/static/products/catalogue.svg' },
    // The first gift has no picture: the card draws its placeholder.
    { url: '/en/merchandise/gifts', image: null },
    // An unknown category shows "not found".
    { url: '/en/merchandise/no-such-category', image: null },
    { url: '/en/vouchers', image: '/static/products/voucher.svg' },
    { url: '/en/vouchers?group=2', image: '/static/products/voucher.svg' },
    { url: '/en/vouchers?group=1', image: null },
    // A group the shop does not have shows every voucher.
    { url: '/en/vouchers?group=999', image: '/static/products/voucher.svg' },
    { url: '/en/passes', image: '/static/products/pass.svg' },
  ])('$url: $image', async ({ url, image }) => {
    const { body, links } = await page(t, url);
    expect(imagesOf(links)).toEqual(image === null ? [] : [imagePreload(image)]);
    if (image !== null) expect(body.indexOf('as="image"')).toBeLessThan(body.indexOf('src="/assets/index-a1.js"'));
  });

  it('sorts ties on the sequence number by name in the page language, as the screen does', async () => {
    const catalog = shopCatalog();
    // Two posters on the same sequence number: "Zeit" and "Ärmel" (German puts Ä with A, so Ärmel comes first).
    const posters = [
      { ...fixtureProducts()[1]!, id: 711, name: { de: 'Zeit', en: 'Zeit' }, images: [{ src: 'products/zeit.svg', alt: { de: 'Zeit' } }], sequence_no: 1 },
      { ...fixtureProducts()[1]!, id: 712, name: { de: 'Ärmel', en: 'Ärmel' }, images: [{ src: 'products/aermel.svg', alt: { de: 'Ärmel' } }], sequence_no: 1 },
    ];
    const shop = await createTestApp({ catalog: { ...catalog, shop: { ...catalog.shop, languages: ['de', 'sv'] }, products: posters, suggestions: [] }, config: { webDist: dist } });
    try {
      expect(imagesOf((await page(shop, '/de/merchandise')).links)).toEqual([imagePreload('/static/products/aermel.svg')]);
      expect(imagesOf((await page(shop, '/sv/merchandise')).links)).toEqual([imagePreload('/static/products/zeit.svg')]);
    } finally {
      await shop.close();
    }
  });
});

describe('an uploaded picture is preloaded as its img asks for it: its stored widths and the sizes of its place', () => {
  it('the first card of a list, a product page and an event page', async () => {
    const uploaded = 'uploads/AbCdEfGhIjKlMnOpQrStUv-{width}.webp';
    const stored = '/static/uploads/AbCdEfGhIjKlMnOpQrStUv-640.webp 640w, /static/uploads/AbCdEfGhIjKlMnOpQrStUv-1280.webp 1280w, /static/uploads/AbCdEfGhIjKlMnOpQrStUv-1920.webp 1920w';
    const preload = (sizes: string) => `<link rel="preload" as="image" imagesrcset="${stored}" imagesizes="${sizes}" fetchpriority="high">`;
    const catalog = shopCatalog();
    const shop = await createTestApp({
      catalog: {
        ...catalog,
        products: (catalog.products ?? []).map((product) => (product.id === 702 ? { ...product, images: [{ src: uploaded, alt: { en: 'The poster' } }] } : product)),
        events: (catalog.events ?? []).map((event) => (event.id === 501 ? { ...event, image: uploaded } : event)),
      },
      config: { webDist: dist },
    });
    try {
      expect(imagesOf((await page(shop, '/en/merchandise')).links)).toEqual([preload('(min-width: 1216px) 23rem, (min-width: 993px) 31vw, (min-width: 545px) 47vw, 100vw')]);
      expect(imagesOf((await page(shop, '/en/product/702')).links)).toEqual([preload('(min-width: 1216px) 36rem, (min-width: 769px) 47vw, 100vw')]);
      expect(imagesOf((await page(shop, '/en/tickets/501')).links)).toEqual([preload('100vw')]);
    } finally {
      await shop.close();
    }
  });
});

describe('addresses that are no list page', () => {
  it.each(['/en/merchandise/Books', '/en/merchandise/books/more', '/en/vouchers/801', '/en/passes/704', '/en/vouchers/'])('%s carries no list and links no list module', async (url) => {
    const { links, boot } = await page(t, url);
    for (const field of ['products', 'productCategories', 'giftVouchers', 'voucherGroups', 'passes']) expect(boot).not.toHaveProperty(field);
    expect(links.some((tag) => tag.includes('-route-'))).toBe(false);
  });

  it("a list whose section the shop has switched off carries nothing and links nothing: it is a not-found page", async () => {
    const shop = await createTestApp({ catalog: shopCatalog({ merchandise: false, vouchers: false, memcard: false }), config: { webDist: dist } });
    try {
      for (const url of ['/en/merchandise', '/en/vouchers', '/en/passes']) {
        const { links, boot } = await page(shop, url);
        expect(Object.keys(boot ?? {}).sort()).toEqual(['catalogs', 'config', 'lang', 'paymentTypes', 'shopInfo']);
        expect(links.some((tag) => tag.includes('-route-') || tag.includes('as="image"'))).toBe(false);
      }
    } finally {
      await shop.close();
    }
  });
});
