import {
  PASS_PRODUCT_KIND,
  SHOP_ID,
  SHOP_SECTIONS,
  type PageRoute,
  type EventSummary,
  type Lang,
  type MerchandiseAttrResponse,
  type MerchandiseSelectResponse,
  type ProductDetail,
  type ShopConfig,
  type TourDetail,
  type VoucherAttrResponse,
  type VoucherSelectResponse,
} from '@foyer/contract';
import { pictureSources, type PicturePlace, type PictureSources } from '@foyer/contract/shop-pictures';
import { inCatalogOrder } from '@foyer/domain';
import type { AnswerText } from '../http/answer-text.js';
import type { SubjectAddress } from './page-address.js';
import { staticPath } from './static-path.js';

/** The public reads whose answers a page carries (`http/public-read.ts`), by their full paths. */
export const PAGE_READS = {
  config: '/api/:lang/shopinfo/config',
  shopInfo: '/api/:lang/shopinfo',
  paymentTypes: '/api/:lang/checkout/payments',
  events: '/api/:lang/event/select',
  product: '/api/:lang/merchandise',
  products: '/api/:lang/merchandise/select',
  productCategories: '/api/:lang/merchandise/attr',
  tour: '/api/:lang/tour',
  giftVouchers: '/api/:lang/voucher/select/event/',
  voucherGroups: '/api/:lang/voucher/attr',
} as const;

/** The API's own answer to one of the page reads, from the edge cache. */
export type PageRead = (read: keyof typeof PAGE_READS, lang: Lang, query?: Record<string, string>) => Promise<AnswerText>;

/** What a page shows beyond the startup answers, and what its first screen needs for it. */
export interface PageSubject {
  /** Tells the page's assembled HTML apart: the subject and whatever changes its first picture. */
  key: string;
  /** Boot data beyond the startup answers: each the API answer the screen would ask for, by its boot field. */
  answers: Record<string, AnswerText>;
  /** The route module that shows it; the page carries the catalogs the page table lists for it. */
  route: PageRoute;
  /** The largest paint's picture as its img asks for it (an upload's widths and the place's sizes); null when the first screen has none. */
  image: PictureSources | null;
}

/** The `data` of a public answer this server sent. */
export const dataOf = <T>(answer: AnswerText): T => (JSON.parse(answer.text) as { data: T }).data;

const SHOP = { shop: String(SHOP_ID) };

/** A catalog picture in one place of the shop, as the web's lib/picture.ts gives it to the img. */
const pictureOf = (address: string | null | undefined, place: PicturePlace): PictureSources | null => {
  const path = staticPath(address ?? '');
  return path === '' ? null : pictureSources(path, place);
};

type ListImage = { image: { src: string } | null } | undefined;
/** The first card's picture of a list of goods, gift vouchers or passes. */
const firstImage = (entry: ListImage): PictureSources | null => pictureOf(entry?.image?.src, 'offerCard');


/**
 * What a product, event, tour or list page shows, taken from the same public answers the API sends,
 * so the page carries exactly what its screen would fetch. Null for addresses the shop has nothing at
 * (made-up ids never fill a cache) and for lists whose section the shop has switched off.
 */
export const loadSubject = async (address: SubjectAddress, lang: Lang, read: PageRead): Promise<PageSubject | null> => {
  switch (address.kind) {
    case 'product': {
      const answer = await read('product', lang, { ...SHOP, article: String(address.id) });
      const [first] = dataOf<ProductDetail>(answer).images;
      return { key: `product:${address.id}`, answers: { product: answer }, route: 'product', image: pictureOf(first?.src, 'detail') };
    }
    case 'event': {
      const answer = await read('events', lang, SHOP);
      const event = dataOf<EventSummary[]>(answer).find((candidate) => candidate.id === address.id);
      if (event === undefined) return null;
      return { key: `event:${event.id}`, answers: { events: answer }, route: 'tickets', image: pictureOf(event.image, 'hero') };
    }
    case 'tour': {
      const answer = await read('tour', lang, { tour: String(address.id) });
      const { image } = dataOf<TourDetail>(answer);
      return { key: `tour:${address.id}`, answers: { tour: answer }, route: 'tours', image: pictureOf(image, 'hero') };
    }
    default: {
      const config = dataOf<ShopConfig>(await read('config', lang, SHOP));
      // A list whose section is off is a not-found page, as on screen.
      return config[SHOP_SECTIONS[address.kind].flag] ? loadList(address, lang, read) : null;
    }
  }
};

/**
 * A list page carries every answer its screen waits for before it draws the list, and preloads the
 * picture of the first card it shows (the screens' own order and filter: catalog order, then the
 * category or group the address names; an unknown one shows everything or nothing, as on screen).
 */
const loadList = async (address: Exclude<SubjectAddress, { kind: 'product' | 'event' | 'tour' }>, lang: Lang, read: PageRead): Promise<PageSubject> => {
  switch (address.kind) {
    case 'merchandise': {
      const [products, productCategories] = await Promise.all([read('products', lang, SHOP), read('productCategories', lang, SHOP)]);
      const { category: categories } = dataOf<MerchandiseAttrResponse['data']>(productCategories);
      const category = address.category === null ? null : categories.find((candidate) => candidate.slug === address.category);
      // An unknown category is a not-found screen: no picture, and one page for every such address.
      const shown =
        category === undefined
          ? []
          : inCatalogOrder(dataOf<MerchandiseSelectResponse['data']>(products).products, lang).filter((product) => category === null || product.custom_groups.some((group) => group.id === category.id));
      return {
        key: `merchandise:${category === undefined ? '?' : (category?.slug ?? '')}`,
        answers: { products, productCategories },
        route: 'merchandise',
        image: firstImage(shown[0]),
      };
    }
    case 'vouchers': {
      const [giftVouchers, voucherGroups] = await Promise.all([read('giftVouchers', lang, SHOP), read('voucherGroups', lang, SHOP)]);
      const group = dataOf<VoucherAttrResponse['data']>(voucherGroups).groups.find((candidate) => String(candidate.id) === address.group) ?? null;
      const shown = inCatalogOrder(dataOf<VoucherSelectResponse['data']>(giftVouchers).vouchers, lang).filter((voucher) => group === null || voucher.groupId === group.id);
      return { key: `vouchers:${group?.id ?? ''}`, answers: { giftVouchers, voucherGroups }, route: 'vouchers', image: firstImage(shown[0]) };
    }
    case 'passes': {
      // The pass list shows the passes as the server lists them.
      const passes = await read('products', lang, { ...SHOP, product_kind: String(PASS_PRODUCT_KIND) });
      return { key: 'passes', answers: { passes }, route: 'passes', image: firstImage(dataOf<MerchandiseSelectResponse['data']>(passes).products[0]) };
    }
  }
};
