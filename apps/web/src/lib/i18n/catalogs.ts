import type { Lang } from '@foyer/contract/constants';
import type { Namespace } from '@foyer/contract/shop-pages';

export type Catalog = Record<string, unknown>;

/** A catalog, or a level of one: a plain object of texts and nested levels. */
export const isCatalog = (value: unknown): value is Catalog => typeof value === 'object' && value !== null && !Array.isArray(value);

/*
 * UI namespaces (one JSON file per namespace under src/locales/<lang>/) and the first view's, from the
 * page table the server's first view reads too.
 */
export { UI_NAMESPACES as NAMESPACES, FIRST_VIEW_NAMESPACES, type Namespace, type UiNamespace } from '@foyer/contract/shop-pages';

/** Set at build time by build/message-catalogs-plugin.ts: a folder versioned by the catalogs' content. */
declare const __CATALOG_BASE__: string;

export const catalogUrl = (lang: Lang, ns: Namespace): string => `${__CATALOG_BASE__}${lang}/${ns}.json`;

/**
 * DESIGN.md "Formats": German follows the museum's region through an overlay over one German catalog.
 * The de catalogs are written as in Switzerland (ss, "MWST", "an Lager"); a museum anywhere else gets
 * standard German (ß, "MwSt.", "vorrätig") from `locales/de-DE` (the error texts' from the contract's
 * `error-messages/de-DE.json`), which holds only the keys that differ, in only the namespaces listed
 * here, so a Swiss shop loads nothing more.
 */
export const REGION_OVERLAYS: Readonly<Record<string, readonly Namespace[]>> = {
  'de-DE': ['account', 'checkout', 'donations', 'errors', 'merchandise', 'orders', 'pages', 'passes', 'shell', 'tickets', 'tours', 'vouchers'],
};

/** The overlay's texts for a namespace, empty where it changes nothing there. */
export const loadOverlay = async (overlay: string, ns: Namespace): Promise<Catalog> => {
  if (!REGION_OVERLAYS[overlay]?.includes(ns)) return {};
  const response = await fetch(`${__CATALOG_BASE__}${overlay}/${ns}.json`);
  if (!response.ok) throw new Error(`Catalog ${overlay}/${ns} answered ${response.status}`);
  return (await response.json()) as Catalog;
};

/** Catalogs the server's page carried (boot data), keyed `<lang>/<namespace>`, each used once. */
const fromPage = new Map<string, Catalog>();

export const keepPageCatalogs = (lang: Lang, catalogs: Partial<Record<Namespace, Catalog>>): void => {
  for (const [ns, catalog] of Object.entries(catalogs)) fromPage.set(`${lang}/${ns}`, catalog);
};

export const loadCatalog = async (lang: Lang, ns: Namespace): Promise<Catalog> => {
  const carried = fromPage.get(`${lang}/${ns}`);
  if (carried !== undefined) {
    fromPage.delete(`${lang}/${ns}`);
    return carried;
  }
  const response = await fetch(catalogUrl(lang, ns));
  if (!response.ok) throw new Error(`Catalog ${lang}/${ns} answered ${response.status}`);
  return (await response.json()) as Catalog;
};

export const loadCatalogs = async (lang: Lang, namespaces: readonly Namespace[]): Promise<Partial<Record<Namespace, Catalog>>> =>
  Object.fromEntries(await Promise.all(namespaces.map(async (ns) => [ns, await loadCatalog(lang, ns)] as const)));
