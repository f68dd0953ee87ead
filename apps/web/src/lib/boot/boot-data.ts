import type { EventSummary, Lang, PaymentType, ProductDetail, ShopConfig, ShopInfo, TourDetail } from '@foyer/contract';
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
}

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
  };
};
