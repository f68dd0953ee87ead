import type { Browser, Page } from '@playwright/test';
import { exclusive } from '../support/exclusive.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { demoStaff, officeSections, officeText, signIn } from '../support/office.ts';
import { header, main, waitForShell } from '../support/shell.ts';
import { shops } from '../support/shops.ts';

const catalog = shops.demo.catalog;

/** A museum's logo as an SVG, red on the left and blue on the right, with a script and an event handler in it. */
const SVG_LOGO = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100" viewBox="0 0 200 100" onload="window.logoScriptRan = true">' +
    '<script>window.logoScriptRan = true</script>' +
    '<rect width="100" height="100" fill="#c81e1e"/><rect x="100" width="100" height="100" fill="#1e3cc8"/></svg>\n',
);

interface ShopLogo {
  src: string;
  /** The type the file was served as. */
  type: string | null;
  /** The colours drawn left and right of the middle, as the visitor's browser decoded the picture. */
  colours: number[][];
}

/** The logo in the visitor's shop header: its address, and what the browser drew of it. */
const shopLogo = async (browser: Browser): Promise<ShopLogo | null> => {
  const visitor = await browser.newPage();
  try {
    await visitor.goto('/en');
    await waitForShell(visitor);
    const logo = header(visitor).locator('img.brand-logo');
    if ((await logo.count()) === 0) return null;
    await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    return await logo.evaluate(async (image: HTMLImageElement) => {
      const type = (await fetch(image.currentSrc)).headers.get('content-type');
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d');
      context?.drawImage(image, 0, 0);
      const at = (x: number) => [...(context?.getImageData(Math.round(x * canvas.width), Math.round(canvas.height / 2), 1, 1).data ?? [])];
      return { src: image.getAttribute('src') ?? '', type, colours: [at(0.25), at(0.75)] };
    });
  } finally {
    await visitor.close();
  }
};

const near = (actual: number[] | undefined, expected: number[]) => expected.every((value, band) => Math.abs((actual?.[band] ?? -99) - value) <= 10);

/** Puts the shop's own logo back through the office's API, as no screen picks a catalog file. */
const restoreLogo = async (page: Page, logo: string | null): Promise<void> => {
  const status = await page.evaluate(async (original) => {
    const session = (await (await fetch('/office/api/session')).json()) as { data: { csrfToken: string } };
    const read = (await (await fetch('/office/api/settings')).json()) as { data: { record: { version: number; settings: { theme: Record<string, unknown> } } } };
    const { version, settings } = read.data.record;
    const res = await fetch('/office/api/settings', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-csrf-token': session.data.csrfToken },
      body: JSON.stringify({ version, settings: { ...settings, theme: { ...settings.theme, logo: original } } }),
    });
    return res.status;
  }, logo);
  expect(status).toBe(200);
};

test('the owner uploads the museum’s SVG logo: previewed, saved, and the visitor’s shop header shows it drawn as a picture', async ({ page, browser }) => {
  await exclusive('shop-settings', async () => {
    const original = catalog().shop.theme.logo;
    await signIn(page, demoStaff('owner'));
    await (await officeSections(page)).getByRole('link', { name: officeText('nav.settings') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(officeText('settings.title'));

    const logoField = main(page).getByRole('group', { name: officeText('theme.logo') });
    await expect(logoField.getByText(officeText('image.logoHint', { megabytes: '15', svgMegabytes: '2' }))).toBeVisible();
    await logoField.getByLabel(officeText('image.replace')).setInputFiles({ name: 'museum-logo.svg', mimeType: 'image/svg+xml', buffer: SVG_LOGO });
    await expect(logoField.getByRole('status')).toHaveText(officeText('image.uploaded'));
    const preview = logoField.getByRole('img', { name: officeText('image.current') });
    await expect(preview).toHaveAttribute('src', /^\/static\/uploads\/[\w-]{22}-640\.webp$/);
    await expectAccessible(page, 'office settings with an uploaded logo');

    try {
      await main(page).getByRole('button', { name: officeText('settings.save') }).click();
      await expect(main(page).getByRole('status').filter({ hasText: officeText('settings.saved') })).toBeVisible();

      await expect.poll(async () => (await shopLogo(browser))?.src ?? null).toMatch(/^\/static\/uploads\/[\w-]{22}-1280\.webp$/);
      const shown = await shopLogo(browser);
      // Drawn by the server and served as a picture: the SVG itself, script and all, never reaches a browser.
      expect(shown?.type).toBe('image/webp');
      expect([near(shown?.colours[0], [200, 30, 30]), near(shown?.colours[1], [30, 60, 200])]).toEqual([true, true]);
    } finally {
      await restoreLogo(page, original);
    }
    await expect.poll(async () => (await shopLogo(browser))?.src ?? null).toBe(original === null ? null : `/static/${original}`);
  });
});
