import puppeteer from 'puppeteer-core';
import { brotliCompressSync, constants } from 'node:zlib';
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

/** A file a page loaded from its own origin, with its size compressed as brotli at the best quality. */
export interface LoadedFile {
  path: string;
  brotliBytes: number;
}

/**
 * Every same-origin file a page loads until its network is quiet (HTML, scripts, styles, texts,
 * images, fonts), each counted as brotli at quality 11 whatever the server sent: what a first view
 * weighs once precompressed, for a page outside the shop's manifest (the back office).
 */
export const pageFiles = async (url: string): Promise<LoadedFile[]> => {
  const browser = await puppeteer.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    await page.setViewport(PHONE_VIEWPORT);
    const origin = new URL(url).origin;
    const bodies: Promise<LoadedFile | null>[] = [];
    page.on('response', (response) => {
      if (!response.url().startsWith(origin) || response.status() !== 200) return;
      const path = new URL(response.url()).pathname;
      bodies.push(
        response.buffer().then(
          (body) => ({ path, brotliBytes: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).byteLength }),
          () => null,
        ),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle0', timeout: 60_000 });
    return (await Promise.all(bodies)).filter((file): file is LoadedFile => file !== null);
  } finally {
    await browser.close();
  }
};
