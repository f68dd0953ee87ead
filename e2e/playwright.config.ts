import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { officeDist, prepareShops, repoRoot, serverEnv, SHOP_KEYS, shops, stripeStandIn, webDist } from './support/shops.ts';

const isRunner = process.env.TEST_WORKER_INDEX === undefined;
const isListing = process.argv.includes('--list');
const isCi = Boolean(process.env.CI);

// Workers load this file too; only the runner prepares databases and builds the web.
if (isRunner && !isListing) {
  prepareShops();
  // `npm test` builds the web first; a bare `npx playwright test` needs a build to serve.
  if (!existsSync(join(webDist, 'index.html'))) {
    execSync('npm run build -w apps/web', { cwd: repoRoot, stdio: 'inherit' });
  }
  if (!existsSync(join(officeDist, 'index.html'))) {
    execSync('npm run build -w apps/office', { cwd: repoRoot, stdio: 'inherit' });
  }
}

const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: './tests',
  globalTeardown: './support/global-teardown.ts',
  outputDir: './test-results',
  fullyParallel: true,
  forbidOnly: isCi,
  workers: 2,
  retries: isCi ? 1 : 0,
  // Generous: CI may run on a machine several times slower than a laptop; long journeys also call test.slow().
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: isCi ? 'list' : [['list'], ['html', { open: 'never', outputFolder: './playwright-report' }]],
  use: {
    baseURL: shops.demo.origin,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /\.phone\.spec\.ts$/,
      use: { viewport: { width: 1280, height: 900 } },
    },
    {
      name: 'phone',
      testIgnore: /\.desktop\.spec\.ts$/,
      use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
  ],
  webServer: [
    {
      command: `node --import tsx apps/server/src/test-support/stripe-stand-in/cli.ts --port ${stripeStandIn.port} --webhook ${shops.stripe.origin}/payments/stripe/webhook --secret ${stripeStandIn.webhookSecret}`,
      cwd: repoRoot,
      port: stripeStandIn.port,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    } as const,
    ...SHOP_KEYS.map((key) => {
    const shop = shops[key];
    return {
      // The compiled server, as production runs it (`npm test` builds it before the journeys).
      command: 'node --enable-source-maps apps/server/dist/server.js',
      cwd: repoRoot,
      url: `${shop.origin}/healthz`,
      // A fresh database every run: never attach to a server someone left running.
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: serverEnv(shop),
    } as const;
    }),
  ],
});
