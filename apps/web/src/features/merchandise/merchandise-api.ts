import type { MerchandiseAttrResponse, MerchandiseSelectResponse, ProductDetail } from '@foyer/contract';
import { apiGet } from '../../lib/api/api-client';

export type ProductList = MerchandiseSelectResponse['data'];
export type ProductCategories = MerchandiseAttrResponse['data'];

/** SPEC §7 merchandise calls: the products on sale, one product, and the categories. */
export const fetchProducts = () => apiGet<ProductList>('merchandise/select');

export const fetchProduct = (productId: number) => apiGet<ProductDetail>('merchandise', { article: productId });

export const fetchProductCategories = () => apiGet<ProductCategories>('merchandise/attr');
