import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  define: { __CATALOG_BASE__: JSON.stringify('/assets/locales/test/') },
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    // Screen tests drive real calendars and forms; a slow CI machine can take several times longer than a laptop.
    testTimeout: 20000,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
