import { defineConfig, type PluginOption, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import { messageCatalogs } from './build/message-catalogs-plugin';
import { precompress } from './build/precompress-plugin';
import { CHECKOUT_KIT, COMMERCE_UI, VENDOR_CHUNKS } from './build/chunk-groups';

const API_TARGET = 'http://127.0.0.1:3000';

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
