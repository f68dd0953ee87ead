import type { CustomerAttr } from '@foyer/contract';
import { apiGet } from './api-client';

/** SPEC §7 `customer/attr`: salutations, countries and field rules, for every form that asks for an address. */
export const fetchCustomerAttr = () => apiGet<CustomerAttr>('customer/attr');
