import type {
  EventSummary,
  Lang,
  MerchandiseAttrResponse,
  MerchandiseSelectResponse,
  PaymentType,
  ProductDetail,
  ShopConfig,
  ShopInfo,
  TourDetail,
  VoucherAttrResponse,
  VoucherSelectResponse,
} from '@foyer/contract';
import { isLang } from '@foyer/contract/constants';
import { isCatalog, NAMESPACES, type Catalog, type Namespace } from '../i18n/catalogs';

/** What apps/server/src/plugins/boot-data.ts puts into index.html: the startup calls' answers for one language. */
export interface BootData {
  lang: Lang;
  config: ShopConfig;
  shopInfo: ShopInfo;
  paymentTypes: PaymentType[];
  /** The language's message catalogs the page's first screen needs (none when the server has no build). */
  catalogs: Partial<Record<Namespace, Catalog>>;
  /** On a product page: the product it shows, so its picture paints without waiting for the API. */
  product: ProductDetail | null;
  /** On an event page: the event list it belongs to, so the event's header paints at once. */
  events: EventSummary[] | null;
  /** On a tour page: the tour with its first bookable day. */
  tour: TourDetail | null;
  /** On the merchandise list: the products and their categories, so the cards paint without waiting for the API. */
  products: MerchandiseSelectResponse['data'] | null;
  productCategories: MerchandiseAttrResponse['data'] | null;
  /** On the gift-voucher list: the vouchers and their groups. */
  giftVouchers: VoucherSelectResponse['data'] | null;
  voucherGroups: VoucherAttrResponse['data'] | null;
  /** On the pass list: the passes (merchandise of the pass kind). */
  passes: MerchandiseSelectResponse['data'] | null;
}

export const BOOT_ELEMENT_ID = 'foyer-boot';

const KNOWN_NAMESPACES: ReadonlySet<string> = new Set<string>([...NAMESPACES, 'errors']);

/** Only objects under namespaces the app knows; anything else is fetched as without boot data. */
const pageCatalogs = (raw: unknown): Partial<Record<Namespace, Catalog>> =>
  isCatalog(raw) ? Object.fromEntries(Object.entries(raw).filter(([ns, catalog]) => KNOWN_NAMESPACES.has(ns) && isCatalog(catalog))) : {};

type Envelope<T> = { data: T } | undefined;
interface RawBoot {
  lang?: unknown;
  config?: Envelope<ShopConfig>;
  shopInfo?: Envelope<ShopInfo>;
  paymentTypes?: Envelope<PaymentType[]>;
  catalogs?: unknown;
  product?: Envelope<ProductDetail>;
  events?: Envelope<EventSummary[]>;
  tour?: Envelope<TourDetail>;
  products?: Envelope<MerchandiseSelectResponse['data']>;
  productCategories?: Envelope<MerchandiseAttrResponse['data']>;
  giftVouchers?: Envelope<VoucherSelectResponse['data']>;
  voucherGroups?: Envelope<VoucherAttrResponse['data']>;
  passes?: Envelope<MerchandiseSelectResponse['data']>;
}

/** A list answer (`{products: [...]}` and the like) whose entries all have a numeric id; null otherwise. */
const listAnswer = <T extends object>(answer: T | undefined, field: keyof T): T | null => {
  const list = answer?.[field];
  return Array.isArray(list) && list.every((entry: { id?: unknown } | null) => typeof entry?.id === 'number') ? (answer ?? null) : null;
};

/**
 * Reads the server's boot data once and removes the element, so a later read can never see stale answers.
 * Anything missing or malformed gives null: startup then asks the API as it would without a server page.
 */
export const takeBootData = (doc: Document = document): BootData | null => {
  const element = doc.getElementById(BOOT_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  let raw: RawBoot;
  try {
    raw = JSON.parse(element.textContent ?? '') as RawBoot;
  } catch {
    return null;
  }
  const config = raw.config?.data;
  const shopInfo = raw.shopInfo?.data;
  const paymentTypes = raw.paymentTypes?.data;
  if (!isLang(raw.lang) || !config || !shopInfo || !Array.isArray(paymentTypes)) return null;
  const product = raw.product?.data;
  const events = raw.events?.data;
  const tour = raw.tour?.data;
  return {
    lang: raw.lang,
    config,
    shopInfo,
    paymentTypes,
    catalogs: pageCatalogs(raw.catalogs),
    product: typeof product?.id === 'number' && Array.isArray(product.images) ? product : null,
    events: Array.isArray(events) && events.every((event) => typeof event?.id === 'number') ? events : null,
    tour: typeof tour?.id === 'number' && typeof tour.schedule === 'object' && tour.schedule !== null ? tour : null,
    products: listAnswer(raw.products?.data, 'products'),
    productCategories: listAnswer(raw.productCategories?.data, 'category'),
    giftVouchers: listAnswer(raw.giftVouchers?.data, 'vouchers'),
    voucherGroups: listAnswer(raw.voucherGroups?.data, 'groups'),
    passes: listAnswer(raw.passes?.data, 'products'),
  };
};
