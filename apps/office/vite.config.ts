import { defineConfig, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';

const API_TARGET = 'http://127.0.0.1:3000';

/** The office is served by the shop's server under /office; its strict CSP allows no inline script or style. */
export default defineConfig({
  base: '/office/',
  // The React plugin is typed against the workspace-root Vite (pulled in by Vitest); the build runs this package's Vite.
  plugins: [react() as unknown as PluginOption],
  build: {
    outDir: 'dist',
    sourcemap: false,
    // Every browser the office supports has native modulepreload; the polyfill would only add bytes.
    modulePreload: { polyfill: false },
    target: 'es2022',
    // Small files stay files: an inlined data: URL could be an inline script or style the CSP forbids.
    assetsInlineLimit: 0,
  },
  server: {
    proxy: { '/office/api': { target: API_TARGET, changeOrigin: false } },
  },
});
