import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { addProduct } from '../support/merchandise.ts';
import { uiText } from '../support/ui-text.ts';

/**
 * DESIGN.md: CLS ≤ 0.02 on every page. Loaded as a phone on a slow network would (Chromium's own
 * throttling), so late answers, fonts and images have every chance to push content around.
 */
/** How long the drawn page must stay as it is before its shifts are added up: longer than one frame of a 4× slower CPU. */
const QUIET_MS = 500;

/**
 * Waits until the page is drawn as a visitor sees it, whatever else the network still does (an
 * analytics beacon, a lazy image further down): its heading shows, no call to the server is awaited
 * (the waiting bar of SPEC §7), no part of the page is marked busy, the web fonts are loaded and every
 * image in or near the first screen has loaded; and all of it for QUIET_MS in a row, so a second call
 * that follows the first is waited for too.
 */
const drawn = async (page: Page): Promise<void> => {
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 30_000 });
  await page.waitForFunction(
    (quietMs) => {
      const state = window as unknown as { drawnSince?: number };
      const settled =
        document.querySelector('.waiting-bar') === null &&
        document.querySelector('main [aria-busy="true"]') === null &&
        document.fonts.status === 'loaded' &&
        [...document.images].every((image) => image.complete || image.getBoundingClientRect().top > window.innerHeight * 1.5);
      if (!settled) {
        state.drawnSince = undefined;
        return false;
      }
      state.drawnSince ??= performance.now();
      return performance.now() - state.drawnSince >= quietMs;
    },
    QUIET_MS,
    { polling: 100, timeout: 60_000 },
  );
};

const layoutShiftOnSlowLoad = async (page: Page, path: string): Promise<number> => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await drawn(page);
  const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
  return shifts.reduce((sum, value) => sum + value, 0);
};

/** The demo museum's collection admission and its first guided tour (demo/README.md). */
const DEMO_EVENT = 1001;
const DEMO_TOUR = 2001;

for (const [name, path] of [
  ['home', '/en'],
  ['an event page', `/en/tickets/${DEMO_EVENT}`],
  ['a tour page', `/en/guided-tours/${DEMO_TOUR}`],
  ['the basket', '/en/checkout'],
  ['a product page', '/en/product/5004'],
  ['the annual passes', '/en/passes'],
  ['a pass page', '/en/passes/6002'],
  ['the merchandise list', '/en/merchandise'],
  ['the voucher list', '/en/vouchers'],
] as const) {
  test(`${name} does not shift while it loads (CLS ≤ 0.02)`, async ({ page }) => {
    expect(await layoutShiftOnSlowLoad(page, path)).toBeLessThanOrEqual(0.02);
  });
}

/**
 * The payment step opened as the first screen of a visit (a guest back from guest registration, or from
 * a refused payment): the checkout's frame paints first and the step's form follows, below it.
 */
test('the payment step does not shift while it loads (CLS ≤ 0.02)', async ({ page }) => {
  const guest = { lang: 'en', token: null, customer: { fname: 'Ada', lname: 'Lovelace', email: 'ada@example.org', country: 'CH', isGuest: true } };
  await page.addInitScript((state) => {
    if (sessionStorage.getItem('foyer-session') === null) sessionStorage.setItem('foyer-session', JSON.stringify({ state, version: 0 }));
  }, guest);
  await page.goto('/en/product/5004');
  await addProduct(page, 'en');
  expect(await layoutShiftOnSlowLoad(page, '/en/checkout?step=payment')).toBeLessThanOrEqual(0.02);
  await expect(page.locator('main h1')).toHaveText(uiText('en', 'checkout', 'payment.heading'));
});
