import { FIRST_VIEW_NAMESPACES, PAGE_ROUTES, SHOP_ID, type Lang, type PageRoute, type ShopConfig, type ShopInfo } from '@foyer/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AnswerText } from '../http/answer-text.js';
import { HttpError } from '../http/http-error.js';
import type { EdgeCache } from '../http/edge-cache.js';
import { bannerPreloadLinks } from './banner-preload.js';
import { logoPreloadLinks } from './logo-preload.js';
import { picturePreload } from './picture-preload.js';
import { escapeScriptJson, link } from './html-tags.js';
import { shopPage } from './page-address.js';
import { dataOf, loadSubject, PAGE_READS, type PageRead, type PageSubject } from './page-subjects.js';
import type { RouteAssets, WebBuild } from './web-build.js';

export const BOOT_ELEMENT_ID = 'foyer-boot';

const SHOP = { shop: String(SHOP_ID) };

const routeLinks = (route: RouteAssets | null): string[] => [
  ...(route?.scripts ?? []).map((href) => link({ rel: 'modulepreload', crossorigin: true, href })),
  ...(route?.styles ?? []).map((href) => link({ rel: 'stylesheet', crossorigin: true, href })),
];

/**
 * index.html for a shop page with what the SPA would otherwise fetch one after another at startup
 * (SPEC §4: config, then payment types and meta info): the three answers and the language's message
 * catalogs as boot data, the home route module and its styles, the first banner; the basket and the
 * other checkout screens their module, styles and catalogs and the header's logo; a product, event,
 * tour or list page (the merchandise, gift vouchers, passes) also carries what it shows, its route
 * module and styles and its first picture. Route styles are linked as stylesheets, as Vite's loader
 * links them: it then finds them and loads the module at once. The answers are the API's own, taken
 * from the edge cache; each page is kept there per language and screen for the catalog's few seconds,
 * so instances share nothing.
 */
export class IndexPages {
  readonly #template: AnswerText;
  readonly #read: PageRead;

  constructor(
    private readonly build: WebBuild,
    private readonly edge: EdgeCache,
    private readonly log: FastifyBaseLogger,
  ) {
    this.#template = new AnswerText(build.template);
    this.#read = (read, lang, query = {}) => edge.route(PAGE_READS[read]).answer({ lang }, query);
  }

  /** `search` is the address's query (`?group=2`): it may change what a list shows first. */
  async render(path: string, search = ''): Promise<AnswerText> {
    const page = shopPage(path, search);
    if (!page) return this.#template;
    try {
      const { lang } = page;
      // A product, event or tour page kept from an earlier visit needs none of its answers read and parsed again.
      const addressed = page.subject !== null && 'id' in page.subject ? this.edge.peek(`page ${lang} ${page.subject.kind}:${page.subject.id}`) : undefined;
      if (addressed !== undefined) return addressed;
      // Only what the shop sells gets pages of its own, so made-up ids never fill the cache.
      const subject = page.subject === null ? null : await loadSubject(page.subject, lang, this.#read).catch(() => null);
      const screen = page.home ? 'home' : page.checkout ? 'checkout' : 'page';
      return await this.edge.get(`page ${lang} ${subject?.key ?? screen}`, 'catalog', async () => new AnswerText(await this.#assemble(lang, screen, subject)));
    } catch (error) {
      // A language the shop does not offer (or no shop yet): the SPA asks the API and shows what it answers.
      if (!(error instanceof HttpError)) this.log.warn({ err: error, path }, 'boot data unavailable; serving the plain index.html');
      return this.#template;
    }
  }

  async #assemble(lang: Lang, screen: 'home' | 'checkout' | 'page', subject: PageSubject | null): Promise<string> {
    const [config, shopInfo, paymentTypes] = await Promise.all([
      this.#read('config', lang, SHOP),
      this.#read('shopInfo', lang, SHOP),
      this.#read('paymentTypes', lang, SHOP),
    ]);
    // A page that shows something of the catalog also carries it, so its pictures paint without waiting
    // for the API (stock and places a few seconds old at most; checkout decides).
    const subjectJson = Object.entries(subject?.answers ?? {})
      .map(([field, answer]) => `,"${field}":${answer.text}`)
      .join('');
    // The catalogs the web router loads with the screen's module: one page table (packages/contract) for both.
    const route: PageRoute | null = subject?.route ?? (screen === 'page' ? null : screen);
    const catalogs = [...FIRST_VIEW_NAMESPACES, ...(route === null ? [] : PAGE_ROUTES[route].namespaces)];
    // The catalogs travel inside the page: on HTTP/1.1 each file of its own would queue for a connection.
    const inPage = catalogs.filter((ns) => this.build.catalogs.has(`${lang}/${ns}`));
    const catalogsJson = inPage.map((ns) => `"${ns}":${this.build.catalogs.get(`${lang}/${ns}`)}`).join(',');
    const boot = `{"lang":"${lang}","config":${config.text},"shopInfo":${shopInfo.text},"paymentTypes":${paymentTypes.text},"catalogs":{${catalogsJson}}${subjectJson}}`;
    const { catalogBase } = this.build;
    const image =
      screen === 'home'
        ? bannerPreloadLinks(dataOf<ShopInfo>(shopInfo))
        : subject?.image
          ? [picturePreload(subject.image)]
          : screen === 'checkout'
            ? logoPreloadLinks(dataOf<ShopConfig>(config))
            : [];
    const fetched = catalogBase === null ? [] : catalogs.filter((ns) => !inPage.includes(ns));
    const rest = [
      ...fetched.map((ns) => link({ rel: 'preload', as: 'fetch', crossorigin: true, href: `${catalogBase}${lang}/${ns}.json` })),
      ...routeLinks(route === null ? null : this.build.routes[route]),
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
