import type { PaymentType, ShopConfig, ShopInfo } from '@foyer/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { takeBootProduct } from '../lib/boot/boot-product';
import { bootedEvents, bootedGiftVouchers, bootedPasses, bootedProductCategories, bootedProducts, bootedTour, bootedVoucherGroups } from '../lib/boot/booted-pages';
import { getShop } from '../lib/config/shop-store';
import { ensureNamespace } from '../lib/i18n/i18n';
import { useSessionStore } from '../lib/storage/session-store';
import { shopConfig, shopInfo } from '../test/fixtures';
import { startup } from './startup';

const PAYMENTS: PaymentType[] = [{ payartId: 300, i18n: { en: 'Apple Pay', de: 'Apple Pay' }, image: null, sequence_no: 1, wallet: 'APPLEPAY', direct_debit: false, pay_later: false }];

/** What the API answers in these tests; distinct from the boot data so a test sees where a value came from. */
const API: Record<string, unknown> = {
  'shopinfo/config': shopConfig({ site_name: 'From the API' }),
  shopinfo: shopInfo({ cookie_warning: 'API cookie text' }),
  'checkout/payments': [],
};

let calls: string[];
/** The Authorization header of each API call, in call order. */
let authorizations: (string | null)[];
let pending: Map<string, () => void>;
let catalogFetch: typeof fetch;

beforeEach(() => {
  calls = [];
  authorizations = [];
  pending = new Map();
  catalogFetch = globalThis.fetch;
  // API answers wait until the test releases them, so the order of the calls is observable.
  globalThis.fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const call = /^\/api\/[a-z]{2}\/([^?]+)/.exec(url)?.[1];
    if (call === undefined) return catalogFetch(input, init);
    calls.push(call);
    authorizations.push(new Headers(init?.headers).get('Authorization'));
    await new Promise<void>((release) => pending.set(call, release));
    return new Response(JSON.stringify({ data: API[call] }), { status: 200, headers: { 'content-type': 'application/json' } });
  };
});
afterEach(() => {
  globalThis.fetch = catalogFetch;
  document.getElementById('foyer-boot')?.remove();
});

const visit = (path: string) => window.history.replaceState(null, '', path);

const bootElement = (lang: string, config: ShopConfig, info: ShopInfo, payments: PaymentType[], extra: Record<string, unknown> = {}) => {
  const element = document.createElement('script');
  element.id = 'foyer-boot';
  element.type = 'application/json';
  element.textContent = JSON.stringify({ lang, config: { data: config }, shopInfo: { data: info }, paymentTypes: { data: payments }, ...extra });
  document.head.append(element);
};

const release = async (call: string) => {
  await expect.poll(() => pending.has(call)).toBe(true);
  pending.get(call)?.();
};

describe('startup with the server boot data', () => {
  it('renders from the page alone, without asking the API', async () => {
    visit('/de/tickets');
    bootElement('de', shopConfig({ site_name: 'From the page' }), shopInfo({ cookie_warning: 'Page cookie text' }), PAYMENTS);
    await startup();
    expect(calls).toEqual([]);
    const shop = getShop();
    expect(shop.lang).toBe('de');
    expect(shop.config.siteName).toBe('From the page');
    expect(shop.shopInfo.cookie_warning).toBe('Page cookie text');
    expect(shop.paymentTypes).toEqual(PAYMENTS);
    expect(document.documentElement.lang).toBe('de');
    expect(document.getElementById('foyer-boot')).toBeNull();
  });

  it('translates with the catalogs the page carries, and fetches only those it lacks or cannot use', async () => {
    const catalogs: string[] = [];
    const apiFetch = globalThis.fetch;
    globalThis.fetch = async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
      if (url.includes('/locales/')) catalogs.push(url.replace(/^.*\/locales\/[^/]+\//, ''));
      return apiFetch(input, init);
    };
    visit('/de/tickets/1001');
    const carried = { common: { marker: 'Vom Server' }, shell: {}, home: {}, pages: ['not', 'a', 'catalog'], unknown: { marker: 'x' } };
    bootElement('de', shopConfig(), shopInfo(), PAYMENTS, { catalogs: carried });
    const i18n = await startup();
    expect(i18n.t('marker')).toBe('Vom Server');
    expect(catalogs).toEqual([]);
    await ensureNamespace('pages');
    await ensureNamespace('tickets');
    expect(catalogs).toEqual(['de/pages.json', 'de/tickets.json']);
  });

  it("keeps a product page's product for the product screen, once, and ignores a malformed one", async () => {
    const product = { id: 5001, name: 'Catalogue', images: [{ src: '/static/products/catalogue.svg', alt: 'Cover' }] };
    visit('/de/product/5001');
    bootElement('de', shopConfig(), shopInfo(), PAYMENTS, { product: { data: product } });
    await startup();
    expect(takeBootProduct('de', 5001)?.product).toEqual(product);
    expect(takeBootProduct('de', 5001)).toBeNull();

    visit('/de/product/5001');
    bootElement('de', shopConfig(), shopInfo(), PAYMENTS, { product: { data: { id: 'x' } } });
    await startup();
    expect(takeBootProduct('de', 5001)).toBeNull();
  });

  it("keeps an event page's event list and a tour page's tour for their screens, once, and ignores malformed ones", async () => {
    const events = [{ id: 1001, name: 'Collection' }];
    visit('/de/tickets/1001');
    bootElement('de', shopConfig(), shopInfo(), PAYMENTS, { events: { data: events } });
    await startup();
    expect(bootedEvents.take('de')?.data).toEqual(events);
    expect(bootedEvents.take('de')).toBeUndefined();

    const tour = { id: 2001, name: 'Highlights', schedule: {} };
    visit('/de/guided-tours/2001');
    bootElement('de', shopConfig(), shopInfo(), PAYMENTS, { tour: { data: tour } });
    await startup();
    expect(bootedTour.take('de', (candidate) => candidate.id === 2002)).toBeUndefined();
    bootElement('de', shopConfig(), shopInfo(), PAYMENTS, { tour: { data: tour } });
    await startup();
    expect(bootedTour.take('de', (candidate) => candidate.id === 2001)?.data).toEqual(tour);

    bootElement('de', shopConfig(), shopInfo(), PAYMENTS, { events: { data: [{ id: 'x' }] }, tour: { data: { id: 2001 } } });
    await startup();
    expect(bootedEvents.take('de')).toBeUndefined();
    expect(bootedTour.take('de')).toBeUndefined();
  });

  it("keeps a list page's answers for its screen, once, and ignores malformed ones", async () => {
    const lists = {
      products: { data: { products: [{ id: 5001, name: 'Catalogue' }] } },
      productCategories: { data: { category: [{ id: 1, slug: 'books', name: 'Books' }] } },
      giftVouchers: { data: { vouchers: [{ id: 31, name: 'Voucher 50' }] } },
      voucherGroups: { data: { groups: [{ id: 1, name: 'Visits', sequence: 1 }] } },
      passes: { data: { products: [{ id: 21, name: 'Annual pass' }] } },
    };
    const holders = { products: bootedProducts, productCategories: bootedProductCategories, giftVouchers: bootedGiftVouchers, voucherGroups: bootedVoucherGroups, passes: bootedPasses };
    visit('/de/merchandise');
    bootElement('de', shopConfig(), shopInfo(), PAYMENTS, lists);
    await startup();
    for (const [field, holder] of Object.entries(holders)) {
      expect(holder.take('de')?.data).toEqual(lists[field as keyof typeof lists].data);
      expect(holder.take('de')).toBeUndefined();
    }

    const malformed = {
      products: { data: { products: [{ id: 'x' }] } },
      productCategories: { data: { category: 'books' } },
      giftVouchers: { data: {} },
      voucherGroups: { data: { groups: [null] } },
      passes: { data: null },
    };
    bootElement('de', shopConfig(), shopInfo(), PAYMENTS, malformed);
    await startup();
    for (const holder of Object.values(holders)) expect(holder.take('de')).toBeUndefined();
  });

  it('asks the API when the boot data is for another language than the path', async () => {
    visit('/en');
    bootElement('de', shopConfig({ site_name: 'From the page' }), shopInfo(), PAYMENTS);
    const done = startup();
    await release('shopinfo/config');
    await release('shopinfo');
    await release('checkout/payments');
    await done;
    expect(getShop().config.siteName).toBe('From the API');
  });

  it('asks the API when the boot data is malformed', async () => {
    visit('/en');
    const element = document.createElement('script');
    element.id = 'foyer-boot';
    element.type = 'application/json';
    element.textContent = '{"lang":"en","config":';
    document.head.append(element);
    const done = startup();
    await release('shopinfo/config');
    await release('shopinfo');
    await release('checkout/payments');
    await done;
    expect(getShop().shopInfo.cookie_warning).toBe('API cookie text');
  });
});

describe('startup without boot data (SPEC §4 order)', () => {
  it('loads the config first, then payment types and meta info, then renders', async () => {
    visit('/en/tickets');
    const done = startup();
    await release('shopinfo/config');
    await expect.poll(() => calls.length).toBe(3);
    expect(calls).toEqual(['shopinfo/config', 'shopinfo', 'checkout/payments']);
    let finished = false;
    void done.then(() => (finished = true));
    await release('shopinfo');
    expect(finished).toBe(false);
    await release('checkout/payments');
    await done;
    expect(getShop().config.siteName).toBe('From the API');
    expect(getShop().lang).toBe('en');
  });
});

describe('startup in a shop without English (SPEC §1, DESIGN.md languages)', () => {
  const frenchAndGerman = shopConfig({ languages: ['fr', 'de'], languages_full: { fr: 'Français', de: 'Deutsch' } });
  let apiConfig: unknown;
  beforeEach(() => {
    apiConfig = API['shopinfo/config'];
    API['shopinfo/config'] = frenchAndGerman;
    useSessionStore.setState({ lang: null });
  });
  afterEach(() => {
    API['shopinfo/config'] = apiConfig;
    vi.restoreAllMocks();
  });

  const start = async () => {
    const done = startup();
    await release('shopinfo/config');
    await release('shopinfo');
    await release('checkout/payments');
    await done;
  };

  it("opened at / shows the shop's first language when neither the session nor the browser names one it offers", async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US', 'ja']);
    visit('/');
    await start();
    expect(getShop().lang).toBe('fr');
    expect(useSessionStore.getState().lang).toBe('fr');
  });

  it('opened at / follows the browser when the shop offers its language', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-CH', 'en']);
    visit('/');
    await start();
    expect(getShop().lang).toBe('de');
  });

  it("a deep link in a language the shop does not offer moves to the shop's first language, path and query kept", async () => {
    visit('/it/tickets/3001?date=20261201');
    await start();
    expect(getShop().lang).toBe('fr');
    expect(`${window.location.pathname}${window.location.search}`).toBe('/fr/tickets/3001?date=20261201');
    expect(document.documentElement.lang).toBe('fr');
  });
});

describe('startup and the session (SPEC §2, §4)', () => {
  beforeEach(() => useSessionStore.setState({ partner: null, token: null, customer: null }));

  it('reads the partner from the start address and keeps it for the session', async () => {
    visit('/en/tickets?partner=hotel-lake&day=2');
    bootElement('en', shopConfig(), shopInfo(), PAYMENTS);
    await startup();
    expect(useSessionStore.getState().partner).toBe('hotel-lake');
    expect(JSON.parse(sessionStorage.getItem('foyer-session') ?? '{}').state.partner).toBe('hotel-lake');

    visit('/en/guided-tours');
    bootElement('en', shopConfig(), shopInfo(), PAYMENTS);
    await startup();
    expect(useSessionStore.getState().partner).toBe('hotel-lake');
  });

  it('keeps the first referrer from another site for the session, never a payment provider’s or the shop’s own (SPEC §9)', async () => {
    const arriveFrom = async (referrer: string) => {
      Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
      visit('/en');
      bootElement('en', shopConfig(), shopInfo(), PAYMENTS);
      await startup();
    };
    useSessionStore.setState({ referrer: null });
    await arriveFrom(`${window.location.origin}/pay/abc`);
    await arriveFrom('https://checkout.stripe.com/c/pay/cs_test_1');
    expect(useSessionStore.getState().referrer).toBeNull();
    await arriveFrom('https://www.tripadvisor.com/Attraction-1');
    expect(JSON.parse(sessionStorage.getItem('foyer-session') ?? '{}').state.referrer).toBe('https://www.tripadvisor.com/Attraction-1');
    await arriveFrom('https://checkout.stripe.com/c/pay/cs_test_2');
    await arriveFrom('https://www.google.com/');
    expect(useSessionStore.getState().referrer).toBe('https://www.tripadvisor.com/Attraction-1');
    Object.defineProperty(document, 'referrer', { value: '', configurable: true });
  });

  it('restores the saved token and customer after a reload before rendering; the startup reads are public and carry no token', async () => {
    useSessionStore.getState().login('tok-1', { fname: 'Ada', lname: 'Lovelace', isGuest: false });
    // A reload: every module starts afresh; only session storage is left from before.
    vi.resetModules();
    const reloaded = await import('./startup');
    const { useSessionStore: reloadedSession } = await import('../lib/storage/session-store');
    visit('/en');
    const done = reloaded.startup();
    await release('shopinfo/config');
    await release('shopinfo');
    await release('checkout/payments');
    await done;
    expect(reloadedSession).not.toBe(useSessionStore);
    expect(reloadedSession.getState()).toMatchObject({ token: 'tok-1', customer: { fname: 'Ada', lname: 'Lovelace', isGuest: false } });
    expect(authorizations).toEqual([null, null, null]);
  });
});
