import type { NavKey } from './constants.js';
import type { ShopConfig } from './shop/shop-config.schema.js';

/*
 * The shop's pages as the web app routes them and the server's first view prepares them: one table
 * that both import, so the server's page never carries other catalogs or another module than the
 * screen loads. No zod here: the web's first view imports it.
 */

/** The web's message namespaces: one JSON file each per language under apps/web/src/locales/<lang>/. */
export const UI_NAMESPACES = ['common', 'shell', 'home', 'pages', 'checkout', 'account', 'tickets', 'tours', 'merchandise', 'passes', 'vouchers', 'orders', 'donations'] as const;
export type UiNamespace = (typeof UI_NAMESPACES)[number];
/** A catalog a screen loads: a UI namespace, or the server's error texts (`errors`). */
export type Namespace = UiNamespace | 'errors';

/** What the shell and the home screen need; every other namespace loads with the screens that use it. */
export const FIRST_VIEW_NAMESPACES = ['common', 'shell', 'home'] as const satisfies readonly Namespace[];

/** What the checkout's screens load with their module: their texts and the server's error texts. */
export const CHECKOUT_NAMESPACES = ['checkout', 'errors'] as const satisfies readonly Namespace[];

/** The checkout's screens below `/{lang}/`: the basket, the payment step's returns, guest registration. */
export const CHECKOUT_PATHS = ['checkout', 'checkout/failed', 'checkout/accepted', 'checkout/success', 'checkout/canceled', 'register-guest'] as const;
export type CheckoutPath = (typeof CHECKOUT_PATHS)[number];

type SectionFlag = { [K in keyof ShopConfig]: ShopConfig[K] extends boolean ? K : never }[keyof ShopConfig];

export interface ShopSection {
  /** SPEC §1: the configuration switch that shows the section; off, its pages are not found. */
  flag: SectionFlag;
  /** Its label in the navigation (shops may override it per language). */
  navKey: NavKey;
  /** The catalogs its screens load with their module. */
  namespaces: readonly Namespace[];
}

/** The sections of the shop in navigation order, each at `/{lang}/{section}`. */
export const SHOP_SECTIONS = {
  tickets: { flag: 'has_tickets', navKey: 'tickets', namespaces: ['tickets', 'pages'] },
  'guided-tours': { flag: 'has_guided_tours', navKey: 'guidedTours', namespaces: ['tours', 'pages'] },
  merchandise: { flag: 'has_merchandise', navKey: 'merchandise', namespaces: ['merchandise'] },
  passes: { flag: 'has_memcard', navKey: 'annualPasses', namespaces: ['passes'] },
  vouchers: { flag: 'has_vouchers', navKey: 'vouchers', namespaces: ['vouchers'] },
} as const satisfies Record<string, ShopSection>;
export type Section = keyof typeof SHOP_SECTIONS;
export const SECTIONS = Object.keys(SHOP_SECTIONS) as Section[];


/**
 * Where the shop shows one thing of its catalog, below `/{lang}/`: the web's router routes these
 * paths and the office links each editor to the thing as visitors see it.
 */
export const SHOP_ITEM_PATHS = {
  event: 'tickets/:id',
  tour: 'guided-tours/:id',
  product: 'product/:id',
  pass: 'passes/:id',
  voucher: 'vouchers/:id',
  page: 'page/:id',
} as const;
export type ShopItem = keyof typeof SHOP_ITEM_PATHS;

/** The shop's address of one thing in a language (a language the shop does not offer shows its first). */
export const shopItemPath = (item: ShopItem, lang: string, id: string | number): string =>
  `/${lang}/${SHOP_ITEM_PATHS[item].replace(':id', encodeURIComponent(String(id)))}`;

/**
 * The lazy route modules whose first view a server page prepares: the module (its source below
 * apps/web, which the server finds in Vite's manifest) and the catalogs it loads with it.
 */
export const PAGE_ROUTES = {
  home: { module: 'src/app/routes/home-route.tsx', namespaces: [] },
  checkout: { module: 'src/app/routes/checkout-screens.ts', namespaces: CHECKOUT_NAMESPACES },
  tickets: { module: 'src/app/routes/tickets-route.tsx', namespaces: SHOP_SECTIONS.tickets.namespaces },
  tours: { module: 'src/app/routes/tours-route.tsx', namespaces: SHOP_SECTIONS['guided-tours'].namespaces },
  merchandise: { module: 'src/app/routes/merchandise-route.tsx', namespaces: SHOP_SECTIONS.merchandise.namespaces },
  product: { module: 'src/app/routes/product-route.tsx', namespaces: SHOP_SECTIONS.merchandise.namespaces },
  passes: { module: 'src/app/routes/passes-route.tsx', namespaces: SHOP_SECTIONS.passes.namespaces },
  vouchers: { module: 'src/app/routes/vouchers-route.tsx', namespaces: SHOP_SECTIONS.vouchers.namespaces },
} as const satisfies Record<string, { module: string; namespaces: readonly Namespace[] }>;
export type PageRoute = keyof typeof PAGE_ROUTES;
