import { create } from 'zustand';
import type { Lang, PaymentType, ShopInfo } from '@foyer/contract';
import type { AppConfig } from './app-config';

/** What startup loads before the first render (SPEC §4); read-only afterwards. */
export interface ShopState {
  lang: Lang;
  config: AppConfig;
  shopInfo: ShopInfo;
  paymentTypes: PaymentType[];
}

export const useShopStore = create<ShopState | null>(() => null);

/** Only valid after startup; the app is not rendered before that. */
export const useShop = (): ShopState => {
  const state = useShopStore();
  if (!state) throw new Error('Shop state read before startup finished');
  return state;
};

export const getShop = (): ShopState => {
  const state = useShopStore.getState();
  if (!state) throw new Error('Shop state read before startup finished');
  return state;
};
