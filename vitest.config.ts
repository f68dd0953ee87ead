import { configDefaults, defineConfig } from 'vitest/config';

/**
 * One project per workspace; the server project runs on SQLite, or on TEST_DATABASE_URL when set.
 * `*.pg.test.ts` files test what only PostgreSQL has and run only in the PostgreSQL suite.
 */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'scripts', root: 'scripts', include: ['**/*.test.mjs'] } },
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'] } },
      { test: { name: 'bench', root: 'bench', include: ['lib/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          exclude: process.env.TEST_DATABASE_URL ? configDefaults.exclude : [...configDefaults.exclude, '**/*.pg.test.ts'],
          testTimeout: 20000,
          hookTimeout: 30000,
        },
      },
      // The web's build tools run in Node, without the screens' browser setup (the font cutter's WebAssembly needs Node's own arrays).
      { test: { name: 'web-build', root: 'apps/web', include: ['build/**/*.test.ts'] } },
      'apps/web/vitest.config.ts',
      'apps/office/vitest.config.ts',
    ],
  },
});
