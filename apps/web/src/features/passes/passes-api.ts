import type { CustomerAttr, MerchandiseSelectResponse, ProductDetail } from '@foyer/contract';
import { PASS_PRODUCT_KIND } from '@foyer/contract/constants';
import { apiGet } from '../../lib/api/api-client';
import { fetchCustomerAttr } from '../../lib/api/customer-attr-api';

export type PassList = MerchandiseSelectResponse['data'];

/** Stock changes while a visitor looks: passes are refreshed more often than catalog texts. */
export const PASS_STALE_MS = 30_000;

/** SPEC §7 merchandise calls for products of the pass kind (SPEC §9 product kind 13): the passes on sale, one pass. */
export const fetchPasses = () => apiGet<PassList>('merchandise/select', { product_kind: PASS_PRODUCT_KIND });

export const fetchPass = (passId: number) => apiGet<ProductDetail>('merchandise', { article: passId });

/** The countries a card can be sent to, named in the visitor's language (the guest form's list). */
export const fetchCountries = async (): Promise<CustomerAttr['countries']> => (await fetchCustomerAttr()).countries;
