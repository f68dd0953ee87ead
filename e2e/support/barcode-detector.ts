import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const polyfillMain = require.resolve('barcode-detector');
/** The polyfill's IIFE build: a plain script that defines `globalThis.BarcodeDetector` where the browser has none. */
const polyfillScript = readFileSync(join(dirname(polyfillMain), '../iife/polyfill.js'), 'utf8');
/** The ZXing WebAssembly of the polyfill's own zxing-wasm, which may not be the version the office builds with. */
const polyfillWasm = createRequire(polyfillMain).resolve('zxing-wasm/reader/zxing_reader.wasm');

/**
 * Where the page fetches the polyfill's WebAssembly: on the scanner's own origin, since its policy
 * allows no other (`connect-src 'self'`), and outside the paths its service worker answers.
 */
export const DETECTOR_WASM_PATH = '/e2e/barcode-detector/zxing_reader.wasm';

/** Runs in the page before its scripts: the polyfill, its WebAssembly from DETECTOR_WASM_PATH, and a count of its reads. */
const initScript = `${polyfillScript}
BarcodeDetectionAPI.setZXingModuleOverrides({
  locateFile: (path, prefix) => (path.endsWith('.wasm') ? new URL(${JSON.stringify(DETECTOR_WASM_PATH)}, location.origin).href : prefix + path),
});
globalThis.barcodeDetectorReads = 0;
{
  const detect = BarcodeDetector.prototype.detect;
  BarcodeDetector.prototype.detect = function (source) {
    globalThis.barcodeDetectorReads += 1;
    return detect.call(this, source);
  };
}
`;

/**
 * Gives every page of `context` a standards-conforming BarcodeDetector (the `barcode-detector`
 * polyfill), as Android's Chrome has one and Debian's Chromium has not; its WebAssembly comes from
 * this machine, never a CDN. Call before the context opens its first page.
 */
export const giveBarcodeDetector = async (context: BrowserContext): Promise<void> => {
  await context.route(`**${DETECTOR_WASM_PATH}`, (route) => route.fulfill({ path: polyfillWasm, contentType: 'application/wasm' }));
  await context.addInitScript({ content: initScript });
};

/** How many times the page asked its BarcodeDetector to read a frame. */
export const barcodeDetectorReads = (page: Page): Promise<number> =>
  page.evaluate(() => (globalThis as { barcodeDetectorReads?: number }).barcodeDetectorReads ?? 0);
