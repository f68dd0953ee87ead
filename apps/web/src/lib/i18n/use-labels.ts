import { useTranslation } from './use-translation';
import type { NavKey } from '@foyer/contract';
import { useShop } from '../config/shop-store';
import { navLabel, siteName } from './labels';

/** Shop-overridable labels (site name, navigation) in the active language. */
export const useLabels = () => {
  const { t } = useTranslation();
  const { config, lang } = useShop();
  return {
    site: siteName(config, lang, t),
    nav: (key: NavKey) => navLabel(config, lang, key, t),
  };
};
