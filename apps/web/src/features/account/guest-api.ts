import type { CustomerAttr, GuestRequest, GuestResponse } from '@foyer/contract';
import { apiGet, apiPost } from '../../lib/api/api-client';

export const fetchCustomerAttr = () => apiGet<CustomerAttr>('customer/attr');
export const registerGuest = (body: GuestRequest) => apiPost<GuestResponse['data']>('auth/guest', body);
