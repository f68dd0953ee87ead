import type { CustomerAttr, MerchandiseSelectResponse, PASS_PRODUCT_KIND, ProductDetail } from '@foyer/contract';
import { apiGet } from '../../lib/api/api-client';

export type PassList = MerchandiseSelectResponse['data'];

/**
 * The contract's PASS_PRODUCT_KIND, checked against it at compile time. The contract's value lives
 * beside its zod schemas; importing it would bring the schema library into this screen's download.
 */
export const PASS_KIND: typeof PASS_PRODUCT_KIND = '13';

/** Stock changes while a visitor looks: passes are refreshed more often than catalog texts. */
export const PASS_STALE_MS = 30_000;

/** SPEC §7 merchandise calls for products of the pass kind (SPEC §9 product kind 13): the passes on sale, one pass. */
export const fetchPasses = () => apiGet<PassList>('merchandise/select', { product_kind: PASS_KIND });

export const fetchPass = (passId: number) => apiGet<ProductDetail>('merchandise', { article: passId });

/** The countries a card can be sent to, named in the visitor's language (the guest form's list). */
export const fetchCountries = async (): Promise<CustomerAttr['countries']> => (await apiGet<CustomerAttr>('customer/attr')).countries;
