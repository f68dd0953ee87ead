import { defineConfig, type PluginOption } from 'vite';
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
 * The small pieces every buying screen (product, pass, voucher, tour, event) shares: one script and one
 * stylesheet instead of one each. Only leaves that the first view never imports, so the entry stays as it is.
 */
const COMMERCE_UI: readonly string[] = [
  '/src/components/ui/add-to-basket-bar', '/src/components/ui/quantity-stepper', '/packages/domain/src/money/', '/packages/domain/src/tickets/ticket-rules', '/src/components/ui/notice',
  '/packages/domain/src/merchandise/stock-availability', '/packages/domain/src/merchandise/unit-choice', '/src/lib/catalog-text', '/src/components/ui/text-section', '/packages/domain/src/totals/line-vat',
];

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
        manualChunks(id) {
          if (COMMERCE_UI.some((needle) => id.includes(needle))) return 'commerce-ui';
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
