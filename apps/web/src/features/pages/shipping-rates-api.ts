import type { ShippingRatesResponse } from '@foyer/contract';
import { apiGet } from '../../lib/api/api-client';

export type ShippingZone = ShippingRatesResponse['data']['zones'][number];

/** `GET shipping/rates`: the catalog's shipping table, zone by zone, names in the request language. */
export const fetchShippingRates = () => apiGet<ShippingRatesResponse['data']>('shipping/rates');
