import type { ShippingCostsBody, ShippingCostsResponse } from '@foyer/contract';
import { apiPost, sessionCall } from '../api/api-client';

/** SPEC §7 `POST shipping/costs`; the client adds the session token as `_` when there is one. 422 NO_SHIPPING_COSTS when the country has no rate. */
export const fetchShippingCosts = (body: ShippingCostsBody) => apiPost<ShippingCostsResponse['data']>('shipping/costs', body, undefined, sessionCall);
