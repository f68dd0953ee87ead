import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCatalog } from '../kinds.js';
import { createTestApp, type TestApp } from '../test-support/create-test-app.js';
import { fixtureCatalog } from '../test-support/fixture-catalog.js';
import { fixtureEvents } from '../test-support/fixture-events.js';
import { fixtureProductGroups, fixtureProducts } from '../test-support/fixture-merchandise.js';
import { fixtureTourCategories, fixtureTours } from '../test-support/fixture-tours.js';

const INDEX = [
  '<!doctype html>',
  '<html lang="en">',
  '<head><meta charset="UTF-8" /><title>Foyer</title>',
  '<script type="module" crossorigin src="/assets/index-a1.js"></script>',
  '</head>',
  '<body><div id="root"></div></body>',
  '</html>',
].join('\n');
const VERSION = 'c0ffee1234';
const MANIFEST = {
  'index.html': { file: 'assets/index-a1.js', isEntry: true, imports: ['_react-b2.js'] },
  '_react-b2.js': { file: 'assets/react-b2.js' },
  '_lib-c3.js': { file: 'assets/lib-c3.js', css: ['assets/lib-c3.css'] },
  'src/app/routes/home-route.tsx': {
    file: 'assets/home-route-d4.js',
    isDynamicEntry: true,
    imports: ['_react-b2.js', 'index.html', '_lib-c3.js'],
    css: ['assets/home-route-d4.css'],
  },
  'src/app/routes/product-route.tsx': {
    file: 'assets/product-route-e5.js',
    isDynamicEntry: true,
    imports: ['_react-b2.js', 'index.html', '_lib-c3.js'],
  },
  // As Vite lists a route module that another chunk imports as well (the calendars import their route):
  // under its chunk's file, with the module's name and no source path.
  '_tickets-route-f6.js': { file: 'assets/tickets-route-f6.js', name: 'tickets-route', isDynamicEntry: true, imports: ['index.html'] },
  'src/features/tickets/event-calendar.tsx': { file: 'assets/event-calendar-f7.js', name: 'event-calendar', isDynamicEntry: true, imports: ['_tickets-route-f6.js'] },
  'src/app/routes/tours-route.tsx': { file: 'assets/tours-route-g7.js', name: 'tours-route', isDynamicEntry: true, imports: ['index.html'] },
  'src/app/routes/checkout-screens.ts': {
    file: 'assets/checkout-screens-h8.js',
    name: 'checkout-screens',
    isDynamicEntry: true,
    imports: ['index.html', '_lib-c3.js'],
    css: ['assets/checkout-screens-h8.css'],
  },
};
const HOSTILE = '</script><script>alert(1)</script><!-- $& $\'';
const EN_COMMON = { actions: { close: 'Close' }, hostile: HOSTILE };

/** The fixture shop with products, events and tours, and a hostile banner title. */
const testCatalog = () => {
  const catalog = fixtureCatalog();
  const [first] = catalog.content.banners[0] ?? [];
  if (first) first.title = { ...first.title, en: HOSTILE };
  return { ...catalog, product_groups: fixtureProductGroups(), products: fixtureProducts(), events: fixtureEvents(), tour_categories: fixtureTourCategories(), tours: fixtureTours() };
};

let t: TestApp;
let dir: string;
let dist: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'foyer-boot-'));
  dist = join(dir, 'dist');
  mkdirSync(join(dist, '.vite'), { recursive: true });
  mkdirSync(join(dist, 'assets', 'locales', VERSION, 'en'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  // English carries a usable common and a broken shell catalog; other languages have no files.
  writeFileSync(join(dist, 'assets', 'locales', VERSION, 'en', 'common.json'), JSON.stringify(EN_COMMON, null, 2));
  writeFileSync(join(dist, 'assets', 'locales', VERSION, 'en', 'shell.json'), '{ not json');
  t = await createTestApp({ catalog: testCatalog(), config: { webDist: dist } });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

interface Boot {
  lang: string;
  catalogs: Record<string, unknown>;
  config: { data: unknown };
  shopInfo: { data: { banners: { title: string }[][] } };
  paymentTypes: { data: unknown };
}

const bootData = (html: string): Boot | null => {
  const match = /<script id="foyer-boot" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  return match?.[1] === undefined ? null : (JSON.parse(match[1]) as Boot);
};

const apiData = async (lang: string, call: string): Promise<unknown> => (await get(`/api/${lang}/${call}?shop=177`)).json();

describe('boot data in index.html', () => {
  it.each(['en', 'de'])('/%s carries the config, shop info and payment types the API answers with', async (lang) => {
    const res = await get(`/${lang}/tickets`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toMatch(new RegExp(`^<!doctype html>\\n<html lang="${lang}">`));
    const boot = bootData(res.body);
    expect(boot).toEqual({
      lang,
      catalogs: lang === 'en' ? { common: EN_COMMON } : {},
      config: await apiData(lang, 'shopinfo/config'),
      shopInfo: await apiData(lang, 'shopinfo'),
      paymentTypes: await apiData(lang, 'checkout/payments'),
    });
  });

  it('keeps shop texts from closing the script element, and keeps them intact', async () => {
    const res = await get('/en');
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).not.toContain('<!--');
    expect(res.body).toContain('\\u003c/script>\\u003cscript>alert(1)');
    expect(bootData(res.body)?.shopInfo.data.banners[0]?.[0]?.title).toBe(HOSTILE);
  });

  it.each(['/xx', '/xx/tickets', '/'])('%s (not a shop language, or none) gets the plain template', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
  });

  it('is compressed for browsers that accept brotli', async () => {
    const res = await get('/en', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(bootData(brotliDecompressSync(res.rawPayload).toString())?.lang).toBe('en');
  });

  it('shows a catalog loaded in this process at once, though pages are kept at the edge', async () => {
    const warning = async () => (bootData((await get('/de')).body)?.shopInfo.data as { cookie_warning?: string } | undefined)?.cookie_warning;
    expect(await warning()).toBe('Wir verwenden Cookies.');
    expect(await warning()).toBe('Wir verwenden Cookies.');
    const changed = testCatalog();
    changed.content.cookie_warning = { de: 'Neu: wir verwenden Cookies.', en: 'New: we use cookies.' };
    await importCatalog(t.app.db, changed);
    try {
      expect(await warning()).toBe('Neu: wir verwenden Cookies.');
    } finally {
      await importCatalog(t.app.db, testCatalog());
    }
  });

  it('is built from the template read at start, not from the file on each request', async () => {
    writeFileSync(join(dist, 'index.html'), '<html><head></head><body>changed</body></html>');
    try {
      expect((await get('/fr')).body).toContain('<div id="root"></div>');
      expect((await get('/')).body).toBe(INDEX);
    } finally {
      writeFileSync(join(dist, 'index.html'), INDEX);
    }
  });
});

describe('preload links', () => {
  const links = (html: string): string[] => html.match(/<link [^>]*>/g) ?? [];

  it('preloads the first-view message catalogs of the language on every shop page', async () => {
    const res = await get('/de/page/imprint');
    expect(links(res.body)).toEqual(
      ['common', 'shell', 'home'].map((ns) => `<link rel="preload" as="fetch" crossorigin href="/assets/locales/${VERSION}/de/${ns}.json">`),
    );
  });

  it('preloads the first banner for phones and for wider screens on the home page only', async () => {
    const home = links((await get('/en/')).body);
    expect(home).toContain(
      '<link rel="preload" as="image" imagesrcset="/static/banners/hall-mobile-640.jpg 640w, /static/banners/hall-mobile-1280.jpg 1280w" imagesizes="100vw" media="(max-width: 767px)" fetchpriority="high">',
    );
    expect(home).toContain(
      '<link rel="preload" as="image" imagesrcset="/static/banners/hall-640.jpg 640w, /static/banners/hall-1280.jpg 1280w, /static/banners/hall-1920.jpg 1920w" imagesizes="100vw" media="(min-width: 768px)" fetchpriority="high">',
    );
    expect(links((await get('/en/tickets')).body).some((tag) => tag.includes('as="image"'))).toBe(false);
  });

  it('carries the catalogs it has in the page, keeps them intact, and preloads only the others', async () => {
    const { body } = await get('/en/tickets/501');
    expect(bootData(body)?.catalogs).toEqual({ common: EN_COMMON });
    expect(body).not.toContain('<script>alert(1)');
    expect(links(body).filter((tag) => tag.includes('as="fetch"'))).toEqual(
      ['shell', 'home', 'tickets', 'pages'].map((ns) => `<link rel="preload" as="fetch" crossorigin href="/assets/locales/${VERSION}/en/${ns}.json">`),
    );
  });

  it('links the home route module with what only it imports, and its styles as stylesheets', async () => {
    const home = links((await get('/en')).body);
    expect(home).toContain('<link rel="modulepreload" crossorigin href="/assets/home-route-d4.js">');
    expect(home).toContain('<link rel="modulepreload" crossorigin href="/assets/lib-c3.js">');
    // The same tags Vite's loader looks for: it neither adds them again nor waits for their load before the module.
    expect(home).toContain('<link rel="stylesheet" crossorigin href="/assets/home-route-d4.css">');
    expect(home).toContain('<link rel="stylesheet" crossorigin href="/assets/lib-c3.css">');
    expect(home.some((tag) => tag.includes('react-b2') || tag.includes('index-a1'))).toBe(false);
    expect(links((await get('/en/tickets')).body).some((tag) => tag.includes('modulepreload'))).toBe(false);
  });

  it('puts the banner first, the other preloads after the entry script and the boot data at the end of the head', async () => {
    const { body } = await get('/en');
    expect(body.indexOf('as="image"')).toBeLessThan(body.indexOf('src="/assets/index-a1.js"'));
    expect(body.indexOf('as="fetch"')).toBeGreaterThan(body.indexOf('src="/assets/index-a1.js"'));
    expect(body.indexOf('rel="modulepreload"')).toBeGreaterThan(body.indexOf('src="/assets/index-a1.js"'));
    expect(body.indexOf('id="foyer-boot"')).toBeGreaterThan(body.lastIndexOf('<link'));
    expect(body.indexOf('id="foyer-boot"')).toBeLessThan(body.indexOf('</head>'));
  });

  it("preloads a product page's first picture, its route module and the catalogs it loads", async () => {
    const { body } = await get('/de/product/701');
    const tags = links(body);
    expect(tags[0]).toBe('<link rel="preload" as="image" href="/static/products/catalogue.svg" fetchpriority="high">');
    expect(body.indexOf('as="image"')).toBeLessThan(body.indexOf('src="/assets/index-a1.js"'));
    expect(tags).toContain('<link rel="modulepreload" crossorigin href="/assets/product-route-e5.js">');
    expect(tags).toContain('<link rel="modulepreload" crossorigin href="/assets/lib-c3.js">');
    for (const ns of ['common', 'shell', 'home', 'merchandise']) {
      expect(tags).toContain(`<link rel="preload" as="fetch" crossorigin href="/assets/locales/${VERSION}/de/${ns}.json">`);
    }
    expect(tags.some((tag) => tag.includes('home-route'))).toBe(false);
    const boot = bootData(body) as (Boot & { product?: unknown }) | null;
    expect(boot?.product).toEqual(await (await get('/api/de/merchandise?article=701&shop=177')).json());
    expect(bootData((await get('/de/product/999999')).body)).not.toHaveProperty('product');
  });

  it.each(['/de/product/999999', '/de/product/0', '/de/product/701x', '/de/product/701/more'])('%s (no product the shop sells) gets the preloads of any page', async (url) => {
    const tags = links((await get(url)).body);
    expect(tags).toEqual(['common', 'shell', 'home'].map((ns) => `<link rel="preload" as="fetch" crossorigin href="/assets/locales/${VERSION}/de/${ns}.json">`));
  });

  it("carries an event page's event list, preloads its picture, its route module and the catalogs it loads", async () => {
    const { body } = await get('/de/tickets/501');
    const tags = links(body);
    expect(tags[0]).toBe('<link rel="preload" as="image" href="/static/events/collection.webp" fetchpriority="high">');
    expect(tags).toContain('<link rel="modulepreload" crossorigin href="/assets/tickets-route-f6.js">');
    for (const ns of ['common', 'shell', 'home', 'tickets', 'pages']) {
      expect(tags).toContain(`<link rel="preload" as="fetch" crossorigin href="/assets/locales/${VERSION}/de/${ns}.json">`);
    }
    const boot = bootData(body) as (Boot & { events?: unknown }) | null;
    expect(boot?.events).toEqual(await apiData('de', 'event/select'));
  });

  it("carries a tour page's tour with its first day, preloads its picture, its route module and the catalogs it loads", async () => {
    const { body } = await get('/fr/guided-tours/601');
    const tags = links(body);
    expect(tags[0]).toBe('<link rel="preload" as="image" href="/static/tours/highlights.webp" fetchpriority="high">');
    expect(tags).toContain('<link rel="modulepreload" crossorigin href="/assets/tours-route-g7.js">');
    expect(tags).toContain(`<link rel="preload" as="fetch" crossorigin href="/assets/locales/${VERSION}/fr/tours.json">`);
    const boot = bootData(body) as (Boot & { tour?: unknown }) | null;
    expect(boot?.tour).toEqual(await (await get('/api/fr/tour?tour=601')).json());
  });

  it.each(['/de/tickets/999', '/de/tickets/601', '/de/guided-tours/501', '/de/guided-tours/999', '/de/tickets'])('%s (no event or tour of that kind) carries nothing more', async (url) => {
    const boot = bootData((await get(url)).body) as (Boot & { events?: unknown; tour?: unknown }) | null;
    expect(boot).not.toHaveProperty('events');
    expect(boot).not.toHaveProperty('tour');
  });

  it.each(['/en/checkout', '/en/checkout/failed', '/en/checkout/success', '/en/register-guest'])(
    "%s links the checkout module and its styles, carries or preloads its catalogs and preloads the header's logo first",
    async (url) => {
      const { body } = await get(url);
      const tags = links(body);
      expect(tags[0]).toBe('<link rel="preload" as="image" href="/static/logo.svg" fetchpriority="high">');
      expect(tags).toContain('<link rel="modulepreload" crossorigin href="/assets/checkout-screens-h8.js">');
      expect(tags).toContain('<link rel="modulepreload" crossorigin href="/assets/lib-c3.js">');
      expect(tags).toContain('<link rel="stylesheet" crossorigin href="/assets/checkout-screens-h8.css">');
      for (const ns of ['checkout', 'errors']) {
        expect(tags).toContain(`<link rel="preload" as="fetch" crossorigin href="/assets/locales/${VERSION}/en/${ns}.json">`);
      }
      expect(tags.some((tag) => tag.includes('home-route'))).toBe(false);
    },
  );

  it.each(['/en/checkout/elsewhere', '/en/checkouts', '/en/register-guest/x'])('%s (no checkout screen) links no checkout module', async (url) => {
    expect(links((await get(url)).body).some((tag) => tag.includes('checkout-screens'))).toBe(false);
  });

  it('does not serve the build manifest', async () => {
    expect((await get('/.vite/manifest.json')).statusCode).toBe(404);
  });
});
