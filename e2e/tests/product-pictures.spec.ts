import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

/**
 * The pictures of a page that lose part of themselves: drawn to cover a frame of another shape
 * (or stretched into it). Each picture's own shape is read from the file, so lazy ones count too.
 */
const cutPictures = (page: Page): Promise<string[]> =>
  page.locator('main img').evaluateAll(async (images) => {
    const cut: string[] = [];
    for (const element of images as HTMLImageElement[]) {
      const fit = getComputedStyle(element).objectFit;
      if (fit !== 'cover' && fit !== 'fill') continue;
      const file = new Image();
      file.src = element.currentSrc || element.src;
      await file.decode();
      const own = file.naturalWidth / file.naturalHeight;
      const frame = element.clientWidth / element.clientHeight;
      if (Math.abs(frame - own) / own > 0.02) cut.push(`${element.src} (${fit}: picture ${own.toFixed(2)}, frame ${frame.toFixed(2)})`);
    }
    return cut;
  });

/** The demo museum's lakeside poster and family pass (demo/README.md): square pictures with their text at the edges. */
for (const [name, path] of [
  ['the merchandise list', '/en/merchandise'],
  ['a poster', '/en/product/5004'],
  ['the annual passes', '/en/passes'],
  ['the family pass', '/en/passes/6002'],
  ['the gift vouchers', '/en/vouchers'],
] as const) {
  test(`${name} shows every product picture whole`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(page.locator('main img').first()).toBeVisible();
    expect(await cutPictures(page)).toEqual([]);
  });
}
