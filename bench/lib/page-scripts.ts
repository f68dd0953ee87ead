import puppeteer from 'puppeteer-core';
import { seedScript } from './lighthouse.ts';
import { CHROMIUM_FLAGS, chromiumPath } from './paths.ts';

/** Lighthouse's default mobile screen, so a page loads what it would load under Lighthouse. */
const PHONE_VIEWPORT = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/**
 * Same-origin scripts a page loads until its network is quiet, as URL paths: what Lighthouse lists,
 * without a Lighthouse run (`--only=size` measures every page's JS in seconds, even on a busy host).
 */
export const pageScripts = async (url: string, sessionStorage?: Record<string, string>): Promise<string[]> => {
  const browser = await puppeteer.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    await page.setViewport(PHONE_VIEWPORT);
    if (sessionStorage) await page.evaluateOnNewDocument(seedScript(new URL(url).origin, sessionStorage));
    const origin = new URL(url).origin;
    const scripts = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && response.url().startsWith(origin)) scripts.add(new URL(response.url()).pathname);
    });
    await page.goto(url, { waitUntil: 'networkidle0', timeout: 60_000 });
    return [...scripts];
  } finally {
    await browser.close();
  }
};
