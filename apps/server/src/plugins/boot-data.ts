import { isLang, SHOP_ID, type Lang, type ShopInfo } from '@foyer/contract';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../http/http-error.js';
import { ReadCache } from '../http/read-cache.js';
import type { PaymentTypesService } from '../modules/payment-types/payment-types.service.js';
import type { ShopService } from '../modules/shop/shop.service.js';
import { bannerPreloadLinks } from './banner-preload.js';
import { escapeScriptJson, link } from './html-tags.js';
import type { RouteAssets, WebBuild } from './web-build.js';

/** Mirrors FIRST_VIEW_NAMESPACES in apps/web/src/lib/i18n/catalogs.ts: what every screen's first view loads. */
export const FIRST_VIEW_CATALOGS = ['common', 'shell', 'home'] as const;

export const BOOT_ELEMENT_ID = 'foyer-boot';

export interface BootSources {
  shop: ShopService;
  paymentTypes: PaymentTypesService;
}

/** The shop language a page path starts with, and whether it is the home screen. */
export const shopPage = (path: string): { lang: Lang; home: boolean } | null => {
  const [, first, ...rest] = path.split('/');
  if (!isLang(first)) return null;
  return { lang: first, home: rest.length === 0 || (rest.length === 1 && rest[0] === '') };
};

const routeLinks = (route: RouteAssets | null): string[] => [
  ...(route?.scripts ?? []).map((href) => link({ rel: 'modulepreload', crossorigin: true, href })),
  ...(route?.styles ?? []).map((href) => link({ rel: 'preload', as: 'style', crossorigin: true, href })),
];

/**
 * index.html for a shop page with what the SPA would otherwise fetch one after another at startup
 * (SPEC §4: config, then payment types and meta info): the three answers as boot data, and preloads
 * for the language's message catalogs, the home route module and the first banner. Assembled per
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
      return await this.#pages.get(`${page.lang}:${page.home ? 'home' : 'page'}`, () => this.#assemble(page.lang, page.home));
    } catch (error) {
      // A language the shop does not offer (or no shop yet): the SPA asks the API and shows what it answers.
      if (!(error instanceof HttpError)) this.log.warn({ err: error, path }, 'boot data unavailable; serving the plain index.html');
      return this.build.template;
    }
  }

  async #assemble(lang: Lang, home: boolean): Promise<string> {
    const [config, shopInfo, paymentTypes] = await Promise.all([
      this.sources.shop.configJson(SHOP_ID, lang),
      this.sources.shop.shopInfoJson(SHOP_ID, lang),
      this.sources.paymentTypes.paymentTypesJson(SHOP_ID, lang),
    ]);
    const boot = `{"lang":"${lang}","config":${config},"shopInfo":${shopInfo},"paymentTypes":${paymentTypes}}`;
    const { catalogBase } = this.build;
    const image = home ? bannerPreloadLinks((JSON.parse(shopInfo) as { data: ShopInfo }).data) : [];
    const rest = [
      ...(catalogBase === null ? [] : FIRST_VIEW_CATALOGS).map((ns) =>
        link({ rel: 'preload', as: 'fetch', crossorigin: true, href: `${catalogBase}${lang}/${ns}.json` }),
      ),
      ...(home ? routeLinks(this.build.homeRoute) : []),
    ];
    const script = `<script id="${BOOT_ELEMENT_ID}" type="application/json">${escapeScriptJson(boot)}</script>`;
    return injectIntoTemplate(this.build.template, lang, { first: image, last: [...rest, script] });
  }
}

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
