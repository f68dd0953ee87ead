import { isLang, SHOP_ID, type EventSummary, type Lang, type ProductDetail, type ShopInfo, type TourDetail } from '@foyer/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AnswerText } from '../http/answer-text.js';
import { HttpError } from '../http/http-error.js';
import { ReadCache } from '../http/read-cache.js';
import type { PaymentTypesService } from '../modules/payment-types/payment-types.service.js';
import type { MerchandiseService } from '../modules/merchandise/merchandise.service.js';
import type { ShopService } from '../modules/shop/shop.service.js';
import type { EventsService } from '../modules/events/events.service.js';
import type { ToursService } from '../modules/tours/tours.service.js';
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

export interface BootSources {
  shop: ShopService;
  paymentTypes: PaymentTypesService;
  products: MerchandiseService;
  events: EventsService;
  tours: ToursService;
}

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

/** What a page shows beyond the startup answers: a product, an event (with the event list it comes from) or a tour. */
type PageSubject =
  | { kind: 'product'; product: ProductDetail }
  | { kind: 'event'; events: EventSummary[]; event: EventSummary }
  | { kind: 'tour'; tour: TourDetail }
  | null;

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
 * stylesheets, as Vite's loader links them: it then finds them and loads the module at once. Assembled
 * per language and screen kind for the read caches' few seconds, so instances share nothing.
 */
export class IndexPages {
  readonly #pages: ReadCache<AnswerText>;
  readonly #template: AnswerText;

  constructor(
    private readonly build: WebBuild,
    private readonly sources: BootSources,
    db: object,
    private readonly log: FastifyBaseLogger,
  ) {
    this.#pages = new ReadCache(db);
    this.#template = new AnswerText(build.template);
  }

  async render(path: string): Promise<AnswerText> {
    const page = shopPage(path);
    if (!page) return this.#template;
    try {
      // Only what the shop sells gets pages of its own, so made-up ids never fill the cache.
      const subject = await this.#subject(page).catch(() => null);
      const screen = page.home ? 'home' : page.checkout ? 'checkout' : 'page';
      const key = `${page.lang}:${subject === null ? screen : `${subject.kind}:${subjectId(subject)}`}`;
      return await this.#pages.get(key, async () => new AnswerText(await this.#assemble(page.lang, screen, subject)));
    } catch (error) {
      // A language the shop does not offer (or no shop yet): the SPA asks the API and shows what it answers.
      if (!(error instanceof HttpError)) this.log.warn({ err: error, path }, 'boot data unavailable; serving the plain index.html');
      return this.#template;
    }
  }

  async #subject(page: ShopPage): Promise<PageSubject> {
    if (page.productId !== null) return { kind: 'product', product: await this.sources.products.article(SHOP_ID, page.lang, page.productId) };
    if (page.eventId !== null) {
      const events = await this.sources.events.select(SHOP_ID, page.lang);
      const event = events.find((candidate) => candidate.id === page.eventId);
      return event === undefined ? null : { kind: 'event', events, event };
    }
    if (page.tourId !== null) return { kind: 'tour', tour: await this.sources.tours.detail(page.tourId, page.lang) };
    return null;
  }

  async #assemble(lang: Lang, screen: 'home' | 'checkout' | 'page', subject: PageSubject): Promise<string> {
    const [config, shopInfo, paymentTypes] = await Promise.all([
      this.sources.shop.configJson(SHOP_ID, lang),
      this.sources.shop.shopInfoJson(SHOP_ID, lang),
      this.sources.paymentTypes.paymentTypesJson(SHOP_ID, lang),
    ]);
    // A product, event or tour page also carries what it shows, so its picture paints without waiting for
    // the API (stock and places a few seconds old at most; checkout decides).
    const subjectJson =
      subject === null ? '' : subject.kind === 'product' ? `,"product":${JSON.stringify({ data: subject.product })}` : subject.kind === 'event' ? `,"events":${JSON.stringify({ data: subject.events })}` : `,"tour":${JSON.stringify({ data: subject.tour })}`;
    const screenCatalogs = subject === null ? (screen === 'checkout' ? CHECKOUT_CATALOGS : []) : { product: PRODUCT_CATALOGS, event: EVENT_CATALOGS, tour: TOUR_CATALOGS }[subject.kind];
    const catalogs = [...FIRST_VIEW_CATALOGS, ...screenCatalogs];
    // The catalogs travel inside the page: on HTTP/1.1 each file of its own would queue for a connection.
    const inPage = catalogs.filter((ns) => this.build.catalogs.has(`${lang}/${ns}`));
    const catalogsJson = inPage.map((ns) => `"${ns}":${this.build.catalogs.get(`${lang}/${ns}`)}`).join(',');
    const boot = `{"lang":"${lang}","config":${config.text},"shopInfo":${shopInfo.text},"paymentTypes":${paymentTypes.text},"catalogs":{${catalogsJson}}${subjectJson}}`;
    const { catalogBase } = this.build;
    const image = screen === 'home' ? bannerPreloadLinks((JSON.parse(shopInfo.text) as { data: ShopInfo }).data) : subjectImagePreloads(subject);
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

const subjectId = (subject: Exclude<PageSubject, null>): number =>
  subject.kind === 'product' ? subject.product.id : subject.kind === 'event' ? subject.event.id : subject.tour.id;

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
