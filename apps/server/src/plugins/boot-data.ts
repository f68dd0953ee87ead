import { isLang, SHOP_ID, type EventSummary, type Lang, type ProductDetail, type ShopInfo, type TourDetail } from '@foyer/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AnswerText } from '../http/answer-text.js';
import type { EdgeCache } from '../http/edge-cache.js';
import { HttpError } from '../http/http-error.js';
import { bannerPreloadLinks } from './banner-preload.js';
import { escapeScriptJson, link } from './html-tags.js';
import type { RouteAssets, WebBuild } from './web-build.js';

/** Mirrors FIRST_VIEW_NAMESPACES in apps/web/src/lib/i18n/catalogs.ts: what every screen's first view loads. */
export const FIRST_VIEW_CATALOGS = ['common', 'shell', 'home'] as const;

/** Mirrors the routes in apps/web/src/app/router.tsx: the namespaces each loads with its module. */
export const PRODUCT_CATALOGS = ['merchandise'] as const;
export const EVENT_CATALOGS = ['tickets', 'pages'] as const;
export const TOUR_CATALOGS = ['tours', 'pages'] as const;
export const CHECKOUT_CATALOGS = ['checkout', 'errors'] as const;

/** Mirrors the checkout screens of apps/web/src/app/router.tsx: the basket, the payment returns and guest registration. */
const CHECKOUT_PATHS = /^(checkout(\/(failed|accepted|success|canceled))?|register-guest)$/;

export const BOOT_ELEMENT_ID = 'foyer-boot';

/** The public reads whose answers a page carries (`http/public-read.ts`), by their full paths. */
const ANSWERS = {
  config: '/api/:lang/shopinfo/config',
  shopInfo: '/api/:lang/shopinfo',
  paymentTypes: '/api/:lang/checkout/payments',
  events: '/api/:lang/event/select',
  product: '/api/:lang/merchandise',
  tour: '/api/:lang/tour',
} as const;

const SHOP = String(SHOP_ID);

export interface ShopPage {
  lang: Lang;
  home: boolean;
  /** The basket or another checkout screen. */
  checkout: boolean;
  /** The product, event or tour the page shows (`/{lang}/product/{id}`, `/{lang}/tickets/{id}`, `/{lang}/guided-tours/{id}`). */
  productId: number | null;
  eventId: number | null;
  tourId: number | null;
}

/** The shop language a page path starts with, whether it is the home or a checkout screen, and the product, event or tour it shows. */
export const shopPage = (path: string): ShopPage | null => {
  const [, first, ...rest] = path.split('/');
  if (!isLang(first)) return null;
  const idOf = (section: string): number | null => (rest[0] === section && rest.length === 2 && /^[1-9]\d{0,8}$/.test(rest[1] ?? '') ? Number(rest[1]) : null);
  return {
    lang: first,
    home: rest.length === 0 || (rest.length === 1 && rest[0] === ''),
    checkout: CHECKOUT_PATHS.test(rest.join('/')),
    productId: idOf('product'),
    eventId: idOf('tickets'),
    tourId: idOf('guided-tours'),
  };
};

/**
 * What a page shows beyond the startup answers, with the public answer that carries it: a product, an
 * event (carried by the event list it comes from) or a tour.
 */
type PageSubject =
  | { kind: 'product'; answer: AnswerText; product: ProductDetail }
  | { kind: 'event'; answer: AnswerText; event: EventSummary }
  | { kind: 'tour'; answer: AnswerText; tour: TourDetail }
  | null;

/** The `data` of a public answer this server sent. */
const dataOf = <T>(answer: AnswerText): T => (JSON.parse(answer.text) as { data: T }).data;

/** The product, event or tour a page names, as its key in the edge cache; null for the other pages. */
const subjectKeyOf = (page: ShopPage): string | null =>
  page.productId !== null ? `product:${page.productId}` : page.eventId !== null ? `event:${page.eventId}` : page.tourId !== null ? `tour:${page.tourId}` : null;

const routeLinks = (route: RouteAssets | null): string[] => [
  ...(route?.scripts ?? []).map((href) => link({ rel: 'modulepreload', crossorigin: true, href })),
  ...(route?.styles ?? []).map((href) => link({ rel: 'stylesheet', crossorigin: true, href })),
];

/**
 * index.html for a shop page with what the SPA would otherwise fetch one after another at startup
 * (SPEC §4: config, then payment types and meta info): the three answers and the language's message
 * catalogs as boot data, the home route module and its styles, the first banner; the basket and the
 * other checkout screens their module, styles and catalogs; a product, event or tour page also carries
 * what it shows, its route module and styles and its first picture. Route styles are linked as
 * stylesheets, as Vite's loader links them: it then finds them and loads the module at once. The
 * answers are the API's own, taken from the edge cache; each page is kept there per language and screen
 * for the catalog's few seconds, so instances share nothing.
 */
export class IndexPages {
  readonly #template: AnswerText;

  constructor(
    private readonly build: WebBuild,
    private readonly edge: EdgeCache,
    private readonly log: FastifyBaseLogger,
  ) {
    this.#template = new AnswerText(build.template);
  }

  async render(path: string): Promise<AnswerText> {
    const page = shopPage(path);
    if (!page) return this.#template;
    const screen = page.home ? 'home' : page.checkout ? 'checkout' : 'page';
    try {
      const subjectKey = subjectKeyOf(page);
      if (subjectKey !== null) {
        const key = `page ${page.lang} ${subjectKey}`;
        const kept = this.edge.peek(key);
        if (kept !== undefined) return kept;
        // Only what the shop sells gets pages of its own, so made-up ids never fill the cache.
        const subject = await this.#subject(page).catch(() => null);
        if (subject !== null) return await this.edge.get(key, 'catalog', async () => new AnswerText(await this.#assemble(page.lang, screen, subject)));
      }
      return await this.edge.get(`page ${page.lang} ${screen}`, 'catalog', async () => new AnswerText(await this.#assemble(page.lang, screen, null)));
    } catch (error) {
      // A language the shop does not offer (or no shop yet): the SPA asks the API and shows what it answers.
      if (!(error instanceof HttpError)) this.log.warn({ err: error, path }, 'boot data unavailable; serving the plain index.html');
      return this.#template;
    }
  }

  #answer(read: keyof typeof ANSWERS, lang: Lang, query: Record<string, string>): Promise<AnswerText> {
    return this.edge.route(ANSWERS[read]).answer({ lang }, query);
  }

  async #subject(page: ShopPage): Promise<PageSubject> {
    if (page.productId !== null) {
      const answer = await this.#answer('product', page.lang, { shop: SHOP, article: String(page.productId) });
      return { kind: 'product', answer, product: dataOf<ProductDetail>(answer) };
    }
    if (page.eventId !== null) {
      const answer = await this.#answer('events', page.lang, { shop: SHOP });
      const event = dataOf<EventSummary[]>(answer).find((candidate) => candidate.id === page.eventId);
      return event === undefined ? null : { kind: 'event', answer, event };
    }
    if (page.tourId !== null) {
      const answer = await this.#answer('tour', page.lang, { tour: String(page.tourId) });
      return { kind: 'tour', answer, tour: dataOf<TourDetail>(answer) };
    }
    return null;
  }

  async #assemble(lang: Lang, screen: 'home' | 'checkout' | 'page', subject: PageSubject): Promise<string> {
    const [config, shopInfo, paymentTypes] = await Promise.all([
      this.#answer('config', lang, { shop: SHOP }),
      this.#answer('shopInfo', lang, { shop: SHOP }),
      this.#answer('paymentTypes', lang, { shop: SHOP }),
    ]);
    // A product, event or tour page also carries what it shows, so its picture paints without waiting for
    // the API (stock and places a few seconds old at most; checkout decides).
    const subjectJson = subject === null ? '' : `,"${{ product: 'product', event: 'events', tour: 'tour' }[subject.kind]}":${subject.answer.text}`;
    const screenCatalogs = subject === null ? (screen === 'checkout' ? CHECKOUT_CATALOGS : []) : { product: PRODUCT_CATALOGS, event: EVENT_CATALOGS, tour: TOUR_CATALOGS }[subject.kind];
    const catalogs = [...FIRST_VIEW_CATALOGS, ...screenCatalogs];
    // The catalogs travel inside the page: on HTTP/1.1 each file of its own would queue for a connection.
    const inPage = catalogs.filter((ns) => this.build.catalogs.has(`${lang}/${ns}`));
    const catalogsJson = inPage.map((ns) => `"${ns}":${this.build.catalogs.get(`${lang}/${ns}`)}`).join(',');
    const boot = `{"lang":"${lang}","config":${config.text},"shopInfo":${shopInfo.text},"paymentTypes":${paymentTypes.text},"catalogs":{${catalogsJson}}${subjectJson}}`;
    const { catalogBase } = this.build;
    const image = screen === 'home' ? bannerPreloadLinks(dataOf<ShopInfo>(shopInfo)) : subjectImagePreloads(subject);
    const route =
      subject === null
        ? { home: this.build.homeRoute, checkout: this.build.checkoutRoute, page: null }[screen]
        : { product: this.build.productRoute, event: this.build.ticketsRoute, tour: this.build.toursRoute }[subject.kind];
    const fetched = catalogBase === null ? [] : catalogs.filter((ns) => !inPage.includes(ns));
    const rest = [
      ...fetched.map((ns) => link({ rel: 'preload', as: 'fetch', crossorigin: true, href: `${catalogBase}${lang}/${ns}.json` })),
      ...routeLinks(route),
    ];
    const script = `<script id="${BOOT_ELEMENT_ID}" type="application/json">${escapeScriptJson(boot)}</script>`;
    return injectIntoTemplate(this.build.template, lang, { first: image, last: [...rest, script] });
  }
}

/** The largest paint of a product, event or tour page is its first picture, the same address its img asks for. */
const subjectImagePreloads = (subject: PageSubject): string[] => {
  const src = subject === null ? undefined : subject.kind === 'product' ? subject.product.images[0]?.src : subject.kind === 'event' ? subject.event.image : subject.tour.image;
  return src === undefined || src === null ? [] : [link({ rel: 'preload', as: 'image', href: src, fetchpriority: 'high' })];
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
