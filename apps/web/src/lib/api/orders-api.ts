import type { CustomerOrder, InitPaymentOrderBody, OrderCustomer, OrderReview } from '@foyer/contract';
import { apiGet, apiPost, sessionCall } from './api-client';
import { ApiError } from './api-error';

/** SPEC §7 `GET order/review?id=`: `id` is the order's review token from the mail or the order list. */
export const fetchOrderReview = (token: string) => apiGet<OrderReview>('order/review', { id: token });

/** SPEC §7 `GET customer/fromOrder?id=`: the billing details the order was placed with. */
export const fetchOrderCustomer = async (token: string): Promise<OrderCustomer> =>
  (await apiGet<{ customer: OrderCustomer }>('customer/fromOrder', { id: token })).customer;

/** `GET customer/orders`: the logged-in customer's orders. */
export const fetchCustomerOrders = async (): Promise<CustomerOrder[]> => (await apiGet<{ orders: CustomerOrder[] }>('customer/orders', undefined, sessionCall)).orders;

/** SPEC §7 `checkout/initPaymentOrder`: pays an existing order; answers the payment page address. */
export const initPaymentOrder = (body: InitPaymentOrderBody) => apiPost<string>('checkout/initPaymentOrder', body);

/** SPEC §4/§8 order review: 406 means the order cannot be shown (or paid) through this link. */
export const isOrderNotAvailable = (error: unknown): boolean => error instanceof ApiError && error.status === 406;
