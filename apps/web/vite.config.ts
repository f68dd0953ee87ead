import { defineConfig, type PluginOption, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import { messageCatalogs } from './build/message-catalogs-plugin';
import { precompress } from './build/precompress-plugin';

const API_TARGET = 'http://127.0.0.1:3000';

/**
 * Libraries every screen needs share one long-cached chunk; everything else splits by route. One
 * file, not one per library: on a phone's HTTP/1.1 connections each extra first-view request queues
 * behind the fonts, the banner and the catalogs (Lighthouse: about 0.1 s of FCP and LCP).
 */
const VENDOR_CHUNKS: Record<string, readonly string[]> = {
  vendor: [
    '/react/', '/react-dom/', '/scheduler/',
    '/react-router/', '/cookie/', '/set-cookie-parser/',
    '/zustand/',
  ],
};

/**
 * What every buying screen (product, pass, voucher, tour, event) shares beyond the first view: the
 * query cache, formats, the basket bar and its kin, form fields, the not-found and empty states, the
 * shop's analytics events. One script and one stylesheet instead of one each: on HTTP/1.1 each extra
 * request queues for a connection (on the event page, nine small files cost Lighthouse about 0.3 s of
 * FCP and LCP). Only modules the first view never imports, so the entry stays as it is.
 */
const COMMERCE_UI: readonly string[] = [
  '/src/components/ui/add-to-basket-bar', '/src/components/ui/quantity-stepper', '/packages/domain/src/money/', '/packages/domain/src/tickets/ticket-rules', '/src/components/ui/notice',
  '/packages/domain/src/merchandise/stock-availability', '/packages/domain/src/merchandise/unit-choice', '/src/lib/catalog-text', '/src/components/ui/text-section', '/packages/domain/src/totals/line-vat',
  '/node_modules/@tanstack/', '/src/lib/query-client', '/src/lib/formats', '/packages/domain/src/formats/',
  '/src/features/pages/not-found-screen', '/src/components/ui/empty-state', '/src/components/ui/catalog-card', '/src/lib/analytics/ecommerce', '/src/lib/analytics/tag-manager',
  '/src/components/ui/text-field', '/src/components/ui/select-field', '/src/lib/dom/after-first-paint',
  '/src/features/merchandise/merchandise-cart-line', '/src/components/ui/notice-page',
];

/**
 * The modules the entry imports statically. A manual chunk takes in the modules it imports, so without
 * this the shared chunk would swallow first-view modules it uses (the shop store, the translator) and
 * the entry would import the whole chunk. Assigning them to the entry's own chunk keeps them there.
 */
const firstViewOf = (getModuleInfo: Rollup.GetModuleInfo, moduleIds: Iterable<string>): Set<string> => {
  const entries = [...moduleIds].filter((id) => getModuleInfo(id)?.isEntry);
  const seen = new Set<string>(entries);
  const queue = [...entries];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    for (const imported of getModuleInfo(id)?.importedIds ?? []) {
      if (seen.has(imported)) continue;
      seen.add(imported);
      queue.push(imported);
    }
  }
  return seen;
};

/**
 * The basket's helpers that the checkout and account screens share: the cart's wire format, shipping,
 * voucher codes, account calls, country names and error texts, and the checkout's progress and analytics
 * events that its steps share with the screens back from the payment page. One script instead of seven.
 */
const CHECKOUT_KIT: readonly string[] = [
  '/src/lib/storage/wire-cart', '/src/features/checkout/checkout-api', '/src/features/checkout/paying-order-store', '/src/features/checkout/checkout.css',
  '/src/lib/shipping/', '/src/lib/api/use-account-details', '/src/lib/api/account-api', '/src/lib/api/voucher-code-api', '/src/components/ui/code-entry-form',
  '/src/lib/i18n/country-name', '/src/lib/messages/use-error-text', '/src/common/error-plurals',
  '/src/features/checkout/checkout-progress', '/src/features/checkout/progress-steps', '/src/lib/analytics/checkout-events',
];

/** Per build: Rollup hands every manualChunks call of one build the same getModuleInfo. */
const firstViews = new WeakMap<Rollup.GetModuleInfo, Set<string>>();

export default defineConfig({
  // The React plugin is typed against the workspace-root Vite (pulled in by Vitest); the build runs this package's Vite.
  plugins: [
    react() as unknown as PluginOption,
    messageCatalogs() as unknown as PluginOption,
    precompress() as unknown as PluginOption,
  ],
  build: {
    outDir: 'dist',
    sourcemap: false,
    // The server reads it to preload the home route's module and styles with index.html.
    manifest: true,
    // Every browser the shop supports has native modulepreload; the polyfill would only add bytes.
    modulePreload: { polyfill: false },
    target: 'es2022',
    rollupOptions: {
      output: {
        manualChunks(id, { getModuleInfo, getModuleIds }) {
          let firstView = firstViews.get(getModuleInfo);
          if (firstView === undefined) {
            firstView = firstViewOf(getModuleInfo, getModuleIds());
            firstViews.set(getModuleInfo, firstView);
          }
          // Virtual helpers (\0…) and libraries go where their importers are, as before.
          if (!id.startsWith('\0') && !id.includes('/node_modules/') && firstView.has(id)) return 'index';
          if (COMMERCE_UI.some((needle) => id.includes(needle))) return 'commerce-ui';
          if (CHECKOUT_KIT.some((needle) => id.includes(needle))) return 'checkout-kit';
          if (!id.includes('/node_modules/')) return undefined;
          for (const [chunk, needles] of Object.entries(VENDOR_CHUNKS)) {
            if (needles.some((needle) => id.includes(`/node_modules${needle}`))) return chunk;
          }
          return undefined;
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/static': { target: API_TARGET, changeOrigin: false },
    },
  },
});
