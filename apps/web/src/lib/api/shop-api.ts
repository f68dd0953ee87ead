import type { PaymentType, ShopConfig, ShopInfo, StaticPage, StaticPageId } from '@foyer/contract';
import { SHOP_ID } from '@foyer/contract/constants';
import { apiGet } from './api-client';

/** SPEC §7 calls the shell needs; answers are typed by the contract. */
export const fetchShopConfig = () => apiGet<ShopConfig>('shopinfo/config', { shop: SHOP_ID });
export const fetchShopInfo = () => apiGet<ShopInfo>('shopinfo', { shop: SHOP_ID });
export const fetchPaymentTypes = () => apiGet<PaymentType[]>('checkout/payments', { shop: SHOP_ID });
export const fetchStaticPage = (id: StaticPageId) => apiGet<StaticPage>(`page/${id}`);
