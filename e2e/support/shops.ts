import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeWalletCredentials, walletEnv } from '../../apps/server/src/test-support/wallet-credentials.ts';
import type { CatalogFile } from './catalog.ts';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const demoCatalogFile = join(repoRoot, 'demo/catalog.json');
export const webDist = join(repoRoot, 'apps/web/dist');
export const officeDist = join(repoRoot, 'apps/office/dist');

/**
 * One id per `playwright test` run. The runner sets it before it forks workers, so workers
 * inherit it and find the same temp files the servers were started with.
 */
process.env.FOYER_E2E_RUN ??= String(process.pid);
export const runDir = join(tmpdir(), `foyer-e2e-${process.env.FOYER_E2E_RUN}`);

/**
 * The shops the journeys run against, each its own server process with a fresh SQLite file:
 * - demo: the demo museum as shipped;
 * - variant: flags flipped against the demo (sections, currency, one language, registration,
 *   logo link, cookie notice), so every config rule is seen both ways;
 * - embedded: header and footer hidden;
 * - fault: the demo museum on a database the global-message journey breaks on purpose;
 * - stripe: the demo museum paying through the Stripe provider, against the local Stripe stand-in;
 * - bilingual: the demo museum in French and German only (no English);
 * - wallet: the demo museum offering Apple Wallet and Google Wallet, with throw-away credentials.
 */
export type ShopKey = 'demo' | 'variant' | 'embedded' | 'fault' | 'stripe' | 'bilingual' | 'wallet';
/** E2E_PORT_BASE moves every shop, so two runs on one machine (a developer's and CI's) do not collide. */
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 4310);
// PORT_BASE + 5 is the Stripe stand-in's, PORT_BASE + 8 the one a journey starts and stops itself (`own-server.ts`).
const PORTS: Record<ShopKey, number> = {
  demo: PORT_BASE,
  variant: PORT_BASE + 1,
  embedded: PORT_BASE + 2,
  fault: PORT_BASE + 3,
  stripe: PORT_BASE + 4,
  bilingual: PORT_BASE + 6,
  wallet: PORT_BASE + 7,
};
export const SHOP_KEYS = Object.keys(PORTS) as ShopKey[];

export interface Shop {
  key: ShopKey;
  port: number;
  origin: string;
  catalogFile: string;
  dbFile: string;
  catalog: () => CatalogFile;
}

const catalogCache = new Map<string, CatalogFile>();
const readCatalog = (file: string): CatalogFile => {
  const cached = catalogCache.get(file);
  if (cached) return cached;
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as CatalogFile;
  catalogCache.set(file, parsed);
  return parsed;
};

const shopOf = (key: ShopKey): Shop => {
  const catalogFile = key === 'demo' || key === 'fault' || key === 'stripe' || key === 'wallet' ? demoCatalogFile : join(runDir, `catalog-${key}.json`);
  return {
    key,
    port: PORTS[key],
    origin: `http://127.0.0.1:${PORTS[key]}`,
    catalogFile,
    dbFile: join(runDir, `${key}.sqlite`),
    catalog: () => readCatalog(catalogFile),
  };
};

export const shops: Record<ShopKey, Shop> = {
  demo: shopOf('demo'),
  variant: shopOf('variant'),
  embedded: shopOf('embedded'),
  fault: shopOf('fault'),
  stripe: shopOf('stripe'),
  bilingual: shopOf('bilingual'),
  wallet: shopOf('wallet'),
};

/** Where the wallet shop's certificates and keys lie: made by `prepareShops`, with the openssl command. */
export const walletCredentialsDir = join(runDir, 'wallet-credentials');

/** The local stand-in of Stripe's API and hosted page that the stripe shop talks to (apps/server/src/test-support/stripe-stand-in). */
export const stripeStandIn = {
  port: PORT_BASE + 5,
  origin: `http://127.0.0.1:${PORT_BASE + 5}`,
  secretKey: 'sk_test_foyer_e2e',
  webhookSecret: 'whsec_foyer_e2e',
};

/** Where a journey runs a demo server of its own, to stop and start it (`own-server.ts`). */
export const ownServerPort = PORT_BASE + 8;

/** What a shop's server process needs beyond the common settings. */
const shopEnv = (key: ShopKey): Record<string, string> => {
  if (key === 'stripe') return { PAYMENT_PROVIDER: 'stripe', STRIPE_API_URL: stripeStandIn.origin, STRIPE_SECRET_KEY: stripeStandIn.secretKey, STRIPE_WEBHOOK_SECRET: stripeStandIn.webhookSecret };
  return key === 'wallet' ? walletEnv(walletCredentialsDir) : {};
};

/** The environment a shop's server process (`node apps/server/dist/server.js`) runs with. */
export const serverEnv = (shop: Shop): Record<string, string> => ({
  PORT: String(shop.port),
  HOST: '127.0.0.1',
  DATABASE_URL: `sqlite:${shop.dbFile}`,
  PUBLIC_URL: shop.origin,
  LOG_LEVEL: 'warn',
  CATALOG_FILE: shop.catalogFile,
  WEB_DIST: webDist,
  OFFICE_DIST: officeDist,
  // Every journey signs in from 127.0.0.1, like a whole office behind one address, and a run
  // takes more than the default 30 sign-in steps in 15 minutes (retries included).
  OFFICE_SIGN_IN_ATTEMPTS_PER_ADDRESS: '1000',
  ...shopEnv(shop.key),
});

/** The variant differs from the demo in every flag the shell's rules depend on. */
export const variantOf = (demo: CatalogFile): CatalogFile => {
  const { shop } = demo;
  const linksToMainSite = !shop.logo_links_to_main_site;
  return {
    ...demo,
    shop: {
      ...shop,
      languages: ['en'],
      sections: {
        tickets: !shop.sections.tickets,
        guided_tours: true,
        merchandise: !shop.sections.merchandise,
        vouchers: !shop.sections.vouchers,
        memcard: true,
        voucher_code: shop.sections.voucher_code,
      },
      user_registration: !shop.user_registration,
      currency: (shop.currency ?? 'CHF') === 'EUR' ? 'CHF' : 'EUR',
      currency_symbol: (shop.currency ?? 'CHF') === 'EUR' ? 'CHF' : '€',
      logo_links_to_main_site: linksToMainSite,
      museum_main_url: linksToMainSite ? 'https://museum.example.org/' : shop.museum_main_url ?? null,
      museum_per_language_urls: linksToMainSite ? { en: 'https://museum.example.org/en/' } : {},
      show_cookie_disclaimer: !(shop.show_cookie_disclaimer ?? true),
      home_view: 'sections',
    },
  };
};

export const embeddedOf = (demo: CatalogFile): CatalogFile => ({
  ...demo,
  shop: { ...demo.shop, show_header: false, show_footer: false },
});

export const bilingualOf = (demo: CatalogFile): CatalogFile => ({ ...demo, shop: { ...demo.shop, languages: ['fr', 'de'] } });

/** Called once by the runner (never by workers): fresh databases and the generated catalogs. */
export const prepareShops = (): void => {
  rmSync(runDir, { recursive: true, force: true });
  mkdirSync(runDir, { recursive: true });
  makeWalletCredentials(walletCredentialsDir);
  if (!existsSync(demoCatalogFile)) return;
  const demo = readCatalog(demoCatalogFile);
  writeFileSync(shops.variant.catalogFile, JSON.stringify(variantOf(demo), null, 2));
  writeFileSync(shops.embedded.catalogFile, JSON.stringify(embeddedOf(demo), null, 2));
  writeFileSync(shops.bilingual.catalogFile, JSON.stringify(bilingualOf(demo), null, 2));
};
