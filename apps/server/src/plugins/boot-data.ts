import { isLang, SHOP_ID, type Lang, type ProductDetail, type ShopInfo } from '@foyer/contract';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../http/http-error.js';
import { ReadCache } from '../http/read-cache.js';
import type { PaymentTypesService } from '../modules/payment-types/payment-types.service.js';
import type { MerchandiseService } from '../modules/merchandise/merchandise.service.js';
import type { ShopService } from '../modules/shop/shop.service.js';
import { bannerPreloadLinks } from './banner-preload.js';
import { escapeScriptJson, link } from './html-tags.js';
import type { RouteAssets, WebBuild } from './web-build.js';

/** Mirrors FIRST_VIEW_NAMESPACES in apps/web/src/lib/i18n/catalogs.ts: what every screen's first view loads. */
export const FIRST_VIEW_CATALOGS = ['common', 'shell', 'home'] as const;

/** Mirrors the product route in apps/web/src/app/router.tsx: the namespaces it loads with its module. */
export const PRODUCT_CATALOGS = ['merchandise'] as const;

export const BOOT_ELEMENT_ID = 'foyer-boot';

export interface BootSources {
  shop: ShopService;
  paymentTypes: PaymentTypesService;
  products: MerchandiseService;
}

/** The shop language a page path starts with, whether it is the home screen, and the product a product page shows. */
export const shopPage = (path: string): { lang: Lang; home: boolean; productId: number | null } | null => {
  const [, first, ...rest] = path.split('/');
  if (!isLang(first)) return null;
  const product = rest[0] === 'product' && rest.length === 2 && /^[1-9]\d{0,8}$/.test(rest[1] ?? '') ? Number(rest[1]) : null;
  return { lang: first, home: rest.length === 0 || (rest.length === 1 && rest[0] === ''), productId: product };
};

const routeLinks = (route: RouteAssets | null): string[] => [
  ...(route?.scripts ?? []).map((href) => link({ rel: 'modulepreload', crossorigin: true, href })),
  ...(route?.styles ?? []).map((href) => link({ rel: 'preload', as: 'style', crossorigin: true, href })),
];

/**
 * index.html for a shop page with what the SPA would otherwise fetch one after another at startup
 * (SPEC §4: config, then payment types and meta info): the three answers as boot data, and preloads
 * for the language's message catalogs, the home route module and the first banner; a product page
 * also carries its product, its route module and its first picture. Assembled per
 * language and screen kind for the read caches' few seconds, so instances share nothing.
 */
export class IndexPages {
  readonly #pages: ReadCache<string>;

  constructor(
    private readonly build: WebBuild,
    private readonly sources: BootSources,
    db: object,
    private readonly log: FastifyBaseLogger,
  ) {
    this.#pages = new ReadCache(db);
  }

  async render(path: string): Promise<string> {
    const page = shopPage(path);
    if (!page) return this.build.template;
    try {
      // Only a product the shop sells gets pages of its own, so made-up ids never fill the cache.
      const product = page.productId === null ? null : await this.sources.products.article(SHOP_ID, page.lang, page.productId).catch(() => null);
      const key = `${page.lang}:${page.home ? 'home' : product ? `product:${product.id}` : 'page'}`;
      return await this.#pages.get(key, () => this.#assemble(page.lang, page.home, product));
    } catch (error) {
      // A language the shop does not offer (or no shop yet): the SPA asks the API and shows what it answers.
      if (!(error instanceof HttpError)) this.log.warn({ err: error, path }, 'boot data unavailable; serving the plain index.html');
      return this.build.template;
    }
  }

  async #assemble(lang: Lang, home: boolean, product: ProductDetail | null): Promise<string> {
    const [config, shopInfo, paymentTypes] = await Promise.all([
      this.sources.shop.configJson(SHOP_ID, lang),
      this.sources.shop.shopInfoJson(SHOP_ID, lang),
      this.sources.paymentTypes.paymentTypesJson(SHOP_ID, lang),
    ]);
    // A product page also carries its product, so the picture paints without waiting for the API (stock a few seconds old at most; checkout decides).
    const productJson = product === null ? '' : `,"product":${JSON.stringify({ data: product })}`;
    const boot = `{"lang":"${lang}","config":${config},"shopInfo":${shopInfo},"paymentTypes":${paymentTypes}${productJson}}`;
    const { catalogBase } = this.build;
    const image = home ? bannerPreloadLinks((JSON.parse(shopInfo) as { data: ShopInfo }).data) : productImagePreloads(product);
    const catalogs = product === null ? FIRST_VIEW_CATALOGS : [...FIRST_VIEW_CATALOGS, ...PRODUCT_CATALOGS];
    const rest = [
      ...(catalogBase === null ? [] : catalogs).map((ns) => link({ rel: 'preload', as: 'fetch', crossorigin: true, href: `${catalogBase}${lang}/${ns}.json` })),
      ...(home ? routeLinks(this.build.homeRoute) : []),
      ...(product === null ? [] : routeLinks(this.build.productRoute)),
    ];
    const script = `<script id="${BOOT_ELEMENT_ID}" type="application/json">${escapeScriptJson(boot)}</script>`;
    return injectIntoTemplate(this.build.template, lang, { first: image, last: [...rest, script] });
  }
}

/** A product page's largest paint is its first picture, the same address the gallery's img asks for. */
const productImagePreloads = (product: ProductDetail | null): string[] => {
  const first = product?.images[0];
  return first === undefined ? [] : [link({ rel: 'preload', as: 'image', href: first.src, fetchpriority: 'high' })];
};

/**
 * The largest paint's image goes first in the head, right after the title, so it is requested with the
 * fonts; the other preloads follow the entry's own tags, so the code every screen needs comes before
 * them. The boot data closes the head, where the deferred entry module finds it.
 */
export const injectIntoTemplate = (template: string, lang: Lang, tags: { first: string[]; last: string[] }): string => {
  const indent = '\n    ';
  // Replacer functions, so `$&` and friends in shop texts stay literal.
  const withFirst = tags.first.length === 0 ? template : template.replace('</title>', () => `</title>${indent}${tags.first.join(indent)}`);
  return withFirst
    .replace(/<html\b[^>]*>/i, `<html lang="${lang}">`)
    .replace('</head>', () => `  ${tags.last.join(indent)}\n  </head>`);
};
