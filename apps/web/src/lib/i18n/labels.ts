import type { Translate } from './translator';
import type { Lang, NavKey } from '@foyer/contract';
import type { AppConfig } from '../config/app-config';

/** SPEC §1: the site name may be translated per language; default "Online Shop" from the catalog. */
export const siteName = (config: AppConfig, lang: Lang, t: Translate): string =>
  config.siteNameTranslations[lang] || config.siteName || t('common:siteName');

/** SPEC §1: navigation labels can be overridden per language by the shop. */
export const navLabel = (config: AppConfig, lang: Lang, key: NavKey, t: Translate): string =>
  config.navTranslations[key]?.[lang] || t(`common:nav.${key}`);

/** SPEC §2 page title: translated route title, a dash, then the site name; always the en dash, as in running text. */
export const pageTitle = (routeTitle: string | null, site: string): string =>
  routeTitle ? `${routeTitle} – ${site}` : site;
