import { PASS_PRODUCT_KIND, SHOP_ID, type Lang, type ShopConfig } from '@foyer/contract';
import { inCatalogOrder } from '@foyer/domain';
import type { EventsService } from '../modules/events/events.service.js';
import type { GiftVouchersService } from '../modules/gift-vouchers/gift-vouchers.service.js';
import type { MerchandiseService } from '../modules/merchandise/merchandise.service.js';
import type { ToursService } from '../modules/tours/tours.service.js';
import type { SubjectAddress } from './page-address.js';
import { staticPath } from './static-path.js';

/** Mirrors the routes in apps/web/src/app/router.tsx: the namespaces each loads with its module. */
export const PRODUCT_CATALOGS = ['merchandise'] as const;
export const EVENT_CATALOGS = ['tickets', 'pages'] as const;
export const TOUR_CATALOGS = ['tours', 'pages'] as const;
export const MERCHANDISE_CATALOGS = ['merchandise'] as const;
export const VOUCHER_CATALOGS = ['vouchers'] as const;
export const PASS_CATALOGS = ['passes'] as const;

/** The lazy route modules a page may preload (web-build.ts finds their files). */
export type PageRoute = 'home' | 'checkout' | 'product' | 'tickets' | 'tours' | 'merchandise' | 'vouchers' | 'passes';

export interface SubjectSources {
  products: MerchandiseService;
  events: EventsService;
  tours: ToursService;
  vouchers: GiftVouchersService;
}

/** What a page shows beyond the startup answers, and what its first screen needs for it. */
export interface PageSubject {
  /** Tells the page's assembled HTML apart: the subject and whatever changes its first picture. */
  key: string;
  /** Boot data beyond the startup answers: each the `data` of the API answer the screen would ask for. */
  answers: Record<string, unknown>;
  catalogs: readonly string[];
  route: PageRoute;
  /** The largest paint's picture, the address its img asks for; null when the first screen has none. */
  image: string | null;
}

type ListImage = { image: { src: string } | null } | undefined;
const firstImage = (entry: ListImage): string | null => (entry?.image ? staticPath(entry.image.src) : null);

/** Mirrors apps/web/src/lib/config/sections.ts: a list whose section is off is a not-found page. */
const SECTION_FLAG = { merchandise: 'has_merchandise', vouchers: 'has_vouchers', passes: 'has_memcard' } as const;

/**
 * What a product, event, tour or list page shows, read through the same cached services the API answers
 * from, so the page carries exactly what its screen would fetch. Null for addresses the shop has nothing
 * at (made-up ids never fill a cache) and for lists whose section the shop has switched off.
 */
export const loadSubject = async (address: SubjectAddress, lang: Lang, sources: SubjectSources, config: () => Promise<ShopConfig>): Promise<PageSubject | null> => {
  switch (address.kind) {
    case 'product': {
      const product = await sources.products.article(SHOP_ID, lang, address.id);
      const [first] = product.images;
      return { key: `product:${product.id}`, answers: { product }, catalogs: PRODUCT_CATALOGS, route: 'product', image: first ? staticPath(first.src) : null };
    }
    case 'event': {
      const events = await sources.events.select(SHOP_ID, lang);
      const event = events.find((candidate) => candidate.id === address.id);
      if (event === undefined) return null;
      return { key: `event:${event.id}`, answers: { events }, catalogs: EVENT_CATALOGS, route: 'tickets', image: event.image ? staticPath(event.image) : null };
    }
    case 'tour': {
      const tour = await sources.tours.detail(address.id, lang);
      return { key: `tour:${tour.id}`, answers: { tour }, catalogs: TOUR_CATALOGS, route: 'tours', image: tour.image ? staticPath(tour.image) : null };
    }
    default:
      return (await config())[SECTION_FLAG[address.kind]] ? loadList(address, lang, sources) : null;
  }
};

/**
 * A list page carries every answer its screen waits for before it draws the list, and preloads the
 * picture of the first card it shows (the screens' own order and filter: catalog order, then the
 * category or group the address names; an unknown one shows everything or nothing, as on screen).
 */
const loadList = async (address: Exclude<SubjectAddress, { kind: 'product' | 'event' | 'tour' }>, lang: Lang, sources: SubjectSources): Promise<PageSubject> => {
  switch (address.kind) {
    case 'merchandise': {
      const [products, categories] = await Promise.all([sources.products.select(SHOP_ID, lang), sources.products.attr(SHOP_ID, lang)]);
      const category = address.category === null ? null : categories.category.find((candidate) => candidate.slug === address.category);
      // An unknown category is a not-found screen: no picture, and one page for every such address.
      const shown = category === undefined ? [] : inCatalogOrder(products.products, lang).filter((product) => category === null || product.custom_groups.some((group) => group.id === category.id));
      return {
        key: `merchandise:${category === undefined ? '?' : (category?.slug ?? '')}`,
        answers: { products, productCategories: categories },
        catalogs: MERCHANDISE_CATALOGS,
        route: 'merchandise',
        image: firstImage(shown[0]),
      };
    }
    case 'vouchers': {
      const [vouchers, groups] = await Promise.all([sources.vouchers.select(SHOP_ID, lang), sources.vouchers.attr(SHOP_ID, lang)]);
      const group = groups.groups.find((candidate) => String(candidate.id) === address.group) ?? null;
      const shown = inCatalogOrder(vouchers.vouchers, lang).filter((voucher) => group === null || voucher.groupId === group.id);
      return {
        key: `vouchers:${group?.id ?? ''}`,
        answers: { giftVouchers: vouchers, voucherGroups: groups },
        catalogs: VOUCHER_CATALOGS,
        route: 'vouchers',
        image: firstImage(shown[0]),
      };
    }
    case 'passes': {
      // The pass list shows the passes as the server lists them.
      const passes = await sources.products.select(SHOP_ID, lang, PASS_PRODUCT_KIND);
      return { key: 'passes', answers: { passes }, catalogs: PASS_CATALOGS, route: 'passes', image: firstImage(passes.products[0]) };
    }
  }
};
